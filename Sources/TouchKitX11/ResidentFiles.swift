import Glibc

/// The pages of mapped files (the program's code, the libraries', fonts) the process holds
/// resident. Loading the libraries, reading the scene and drawing the first frame run code
/// that does not run again, yet a page once faulted in (64 kB at a time) stays mapped.
public enum ResidentFiles {
    /// Unmaps the resident pages of every file mapping the process cannot have written: no
    /// write permission and no private copy of any page (`Anonymous: 0` in
    /// `/proc/self/smaps`; a relocated read-only segment has some, and keeps them). The
    /// pages stay in the page cache: one used again is mapped again on its next use, without
    /// reading the disk. Returns the kilobytes given up (0 when smaps cannot be read).
    @discardableResult
    public static func release() -> Int {
        guard let smaps = ProcMaps.contents(of: "/proc/self/smaps") else { return 0 }
        var released = 0
        for mapping in cleanFileMappings(in: smaps) where mapping.resident > 0 {
            if madvise(UnsafeMutableRawPointer(bitPattern: mapping.start), mapping.end - mapping.start, MADV_DONTNEED) == 0 {
                released += mapping.resident
            }
        }
        return released
    }

    private struct Mapping {
        var start: Int, end: Int
        var isCleanFile: Bool
        var resident = 0, anonymous = 0
    }

    /// The read-only file mappings with no private pages, with their resident kilobytes.
    private static func cleanFileMappings(in smaps: [UInt8]) -> [Mapping] {
        var found: [Mapping] = []
        var current: Mapping?
        func finish() {
            if let mapping = current, mapping.isCleanFile, mapping.anonymous == 0 { found.append(mapping) }
        }
        for line in smaps.split(separator: UInt8(ascii: "\n")) {
            if let header = ProcMaps.Header(line) {
                finish()
                current = Mapping(start: header.start, end: header.end, isCleanFile: header.isFile && !header.isWritable)
            } else if line.starts(with: "Rss:".utf8) {
                current?.resident = ProcMaps.number(in: line)
            } else if line.starts(with: "Anonymous:".utf8) {
                current?.anonymous = ProcMaps.number(in: line)
            }
        }
        finish()
        return found
    }
}

/// Reading `/proc/self/maps` and `smaps` without Foundation.
enum ProcMaps {
    /// A mapping's first line: `start-end perms offset dev inode [path]`.
    struct Header {
        let start: Int, end: Int
        let isWritable: Bool
        let isFile: Bool
        let path: ArraySlice<UInt8>

        init?(_ line: ArraySlice<UInt8>) {
            let fields = line.split(separator: UInt8(ascii: " "), maxSplits: 5)
            guard fields.count >= 5, let dash = fields[0].firstIndex(of: UInt8(ascii: "-")),
                  let start = ProcMaps.hex(fields[0][..<dash]), let end = ProcMaps.hex(fields[0][(dash + 1)...]),
                  fields[1].count == 4 else { return nil }
            self.start = start
            self.end = end
            isWritable = fields[1][fields[1].startIndex + 1] == UInt8(ascii: "w")
            path = fields.count == 6 ? fields[5].drop { $0 == UInt8(ascii: " ") } : []
            isFile = path.first == UInt8(ascii: "/")
        }
    }

    static func hex(_ digits: ArraySlice<UInt8>) -> Int? {
        guard !digits.isEmpty, digits.count <= 16 else { return nil }
        var value = 0
        for digit in digits {
            switch digit {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = value << 4 | Int(digit - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): value = value << 4 | Int(digit - UInt8(ascii: "a") + 10)
            default: return nil
            }
        }
        return value
    }

    /// The decimal digits of `line` read as one number (`Rss:   1234 kB` → 1234).
    static func number(in line: ArraySlice<UInt8>) -> Int {
        var value = 0
        for digit in line where digit >= UInt8(ascii: "0") && digit <= UInt8(ascii: "9") {
            value = value * 10 + Int(digit - UInt8(ascii: "0"))
        }
        return value
    }

    /// The whole file (procfs files have no size to read ahead of time); nil if unreadable.
    static func contents(of path: String) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(1 << 17)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if count < 0 { return nil }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[..<count])
        }
    }
}
