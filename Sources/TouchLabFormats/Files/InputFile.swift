import Glibc

/// Reads a whole input file (a scene, a replay) with plain POSIX calls, so every kind of
/// readable file behaves alike: `/dev/null` and an empty regular file are both empty, a
/// pipe (`<(…)`) is read to its end, and failures say why in the system's words.
///
/// Why not `FileManager.contents(atPath:)`: it answers nil for `/dev/null` and gives no
/// reason for a failure.
package enum InputFile {
    /// Reads `path`, refusing directories and files larger than `limit` bytes (memory for
    /// what is parsed from a file grows with it): a regular file by its size, before any
    /// of it is read; a pipe once more than `limit` bytes came. Throws a `FileError` naming `path` as given.
    package static func read(_ path: String, limit: Int) throws -> [UInt8] {
        do {
            return try bytes(of: path, limit: limit)
        } catch let error as InputFileError {
            throw FileError(file: path, position: nil, problem: "cannot read the file: \(error.reason)")
        }
    }

    private static func bytes(of path: String, limit: Int) throws -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw InputFileError(reason: systemReason(errno)) }
        defer { close(descriptor) }
        var status = stat()
        if fstat(descriptor, &status) == 0 {
            if status.st_mode & S_IFMT == S_IFDIR { throw InputFileError(reason: "is a directory") }
            // A regular file says its size: one too large is refused unread.
            if status.st_mode & S_IFMT == S_IFREG, status.st_size > limit { throw tooLarge(limit) }
        }
        return try readAll(descriptor, limit: limit)
    }

    private static func tooLarge(_ limit: Int) -> InputFileError {
        InputFileError(reason: "the file is larger than \(limit / (1 << 20)) MB, the most TouchLab reads")
    }

    private static func readAll(_ descriptor: Int32, limit: Int) throws -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw InputFileError(reason: systemReason(errno))
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<count])
            if bytes.count > limit { throw tooLarge(limit) }
        }
    }

    /// `strerror`'s text in lower case, e.g. "no such file or directory".
    package static func systemReason(_ code: Int32) -> String {
        let text = String(cString: strerror(code))
        return text.prefix(1).lowercased() + text.dropFirst()
    }
}

/// Why an input file could not be read: `reason` completes "cannot read the file: …".
private struct InputFileError: Error, Equatable {
    package var reason: String
}
