import Glibc
import TouchLabFormats

/// The folder `--steps DIR` fills, made ready before the run so that a target that cannot
/// be used is refused before anything happens.
///
/// The folder must not exist yet, or be empty: files of an earlier run left beside new
/// ones would make the index lie. Everything is written into a temporary folder beside it,
/// which `commit` renames into place, so a failed run leaves nothing behind.
final class StepsFolder {
    let path: String
    private let temporaryPath: String
    private var written: [String] = []
    private var committed = false

    init(_ given: String) throws {
        var path = given
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        self.path = path
        try Self.check(path)
        let parent = OutputTarget.directory(of: path)
        var template = Array("\(parent)/.touchlab-XXXXXX".utf8CString)
        guard template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) != nil else {
            throw CommandLineError("--steps: cannot write in \(path: parent): \(InputFile.systemReason(errno))")
        }
        temporaryPath = String(cString: template)
    }

    deinit { if !committed { discard() } }

    /// Refuses anything but a missing or empty folder in an existing folder.
    private static func check(_ path: String) throws {
        let last = LocalFiles.lastComponent(of: path)
        guard last != ".", last != "..", last != "/" else {
            throw CommandLineError("--steps: \(path: path) names a folder by . or ..; give the name of a new or empty folder")
        }
        var status = stat()
        if lstat(path, &status) == 0 {
            guard status.st_mode & S_IFMT == S_IFDIR else {
                throw CommandLineError("--steps: \(path: path) exists and is not a folder")
            }
            guard LocalFiles.entries(of: path)?.isEmpty == true else {
                throw CommandLineError("--steps: \(path: path) is not empty; give a new or empty folder")
            }
        } else if errno != ENOENT {
            throw CommandLineError("--steps: cannot use \(path: path): \(InputFile.systemReason(errno))")
        }
        let parent = OutputTarget.directory(of: path)
        guard LocalFiles.isDirectory(parent) else { throw CommandLineError("--steps: no such directory \(path: parent)") }
    }

    /// Writes a file named `name` into the folder.
    func write(_ name: String, _ bytes: [UInt8]) throws {
        let file = "\(temporaryPath)/\(name)"
        let descriptor = open(file, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw failure(errno) }
        written.append(file)
        defer { close(descriptor) }
        if let code = LocalWrites.writeAll(bytes, to: descriptor) { throw failure(code) }
    }

    /// Puts the folder in place (over an empty one).
    func commit() throws {
        chmod(temporaryPath, LocalWrites.permissions(0o755))
        guard rename(temporaryPath, path) == 0 else { throw failure(errno) }
        committed = true
    }

    private func discard() {
        written.forEach { unlink($0) }
        rmdir(temporaryPath)
    }

    private func failure(_ code: Int32) -> CommandLineError {
        CommandLineError("--steps: cannot write \(path: path): \(InputFile.systemReason(code))")
    }
}
