import Glibc
import TouchLabFormats

/// What may be written at an output path: checked by what the path really is, never by
/// comparing strings (`dir/../x.jsonl` is `x.jsonl`).
struct OutputTarget {
    let path: String
    let option: String

    /// The folder `path` is in ("." for a bare name).
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// Throws when the path cannot name a regular file to be written, or names one of
    /// `inputs`.
    func check(against inputs: [String]) throws {
        guard !path.hasSuffix("/") else { throw problem("\(path: path) names a folder (it ends with /), not a file") }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard name.utf8.count <= OutputFile.maximumNameLength else {
            throw problem("the file name is longer than \(OutputFile.maximumNameLength) bytes")
        }
        var status = stat()
        if lstat(path, &status) == 0 {
            if let kind = Self.kind(status.st_mode) {
                throw problem("\(path: path) is \(kind); TouchLab writes only regular files and will not replace it")
            }
            for input in inputs where Self.sameFile(status, input) {
                throw problem("\(path: path) is the input file \(path: input); TouchLab will not overwrite its own input")
            }
        } else if errno != ENOENT {
            throw problem("cannot write \(path: path): \(InputFile.systemReason(errno))")
        }
        try checkDirectory()
    }

    private func checkDirectory() throws {
        let directory = Self.directory(of: path)
        var status = stat()
        guard stat(directory, &status) == 0 else {
            throw problem("no such directory \(path: directory)")
        }
        guard status.st_mode & S_IFMT == S_IFDIR else { throw problem("\(path: directory) is not a folder") }
    }

    /// Whether two output paths name the same file: the same name in the same folder (by
    /// device and inode), whether or not the file exists yet.
    static func sameTarget(_ first: String, _ second: String) -> Bool {
        guard let a = identity(first), let b = identity(second) else { return first == second }
        return a == b
    }

    /// Whether the file `path` would be written inside the existing folder `folder`.
    static func isInside(_ path: String, folder: String) -> Bool {
        var parent = stat(), target = stat()
        guard stat(directory(of: path), &parent) == 0, stat(folder, &target) == 0 else { return false }
        return parent.st_dev == target.st_dev && parent.st_ino == target.st_ino
    }

    private static func identity(_ path: String) -> String? {
        var status = stat()
        guard stat(directory(of: path), &status) == 0 else { return nil }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return "\(status.st_dev):\(status.st_ino)/\(name)"
    }

    /// What a non-regular file is, in words; nil for a regular file.
    private static func kind(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "a folder"
        case S_IFLNK: "a symbolic link"
        case S_IFCHR, S_IFBLK: "a device"
        case S_IFIFO: "a FIFO"
        case S_IFSOCK: "a socket"
        default: "not a regular file"
        }
    }

    /// Whether `input` is the same file (device and inode) as the one `status` describes.
    private static func sameFile(_ status: stat, _ input: String) -> Bool {
        var other = stat()
        return stat(input, &other) == 0 && other.st_dev == status.st_dev && other.st_ino == status.st_ino
    }

    private func problem(_ message: String) -> CommandLineError {
        CommandLineError("\(option): \(message)")
    }
}
