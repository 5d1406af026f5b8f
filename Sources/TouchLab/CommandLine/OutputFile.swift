import Glibc
import TouchLabFormats

/// A file the command writes (`--record`, `--screenshot`), made ready before the run so
/// that a path that cannot be written is refused before anything happens.
///
/// Preparing checks the target and creates an empty temporary file beside it; `commit`
/// writes the bytes there and renames it over the target, so a half-written file never
/// replaces a good one. Only regular files are written: an existing device, FIFO,
/// symbolic link or directory is refused, never replaced.
final class OutputFile {
    let path: String
    let option: String
    /// The temporary the bytes go to before `commit` puts them in place.
    let temporaryPath: String
    private var descriptor: Int32

    /// The longest file name Linux file systems take.
    static let maximumNameLength = 255

    /// Checks `path` and creates its temporary; `inputs` are the files the run reads,
    /// which the output must not be.
    init(_ path: String, option: String, inputs: [String]) throws {
        self.path = path
        self.option = option
        try OutputTarget(path: path, option: option).check(against: inputs)
        let directory = OutputTarget.directory(of: path)
        var template = Array("\(directory)/.touchlab-XXXXXX".utf8CString)
        descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            throw CommandLineError("\(option): cannot write in \(path: directory): \(InputFile.systemReason(errno))")
        }
        temporaryPath = String(cString: template)
    }

    deinit { discard() }

    /// Writes `bytes` and puts the file in place. On failure the target is untouched.
    func commit(_ bytes: [UInt8]) throws {
        defer { discard() }
        if let code = LocalWrites.writeAll(bytes, to: descriptor) { throw failure(code) }
        guard fsync(descriptor) == 0 || errno == EINVAL else { throw failure(errno) }
        fchmod(descriptor, LocalWrites.permissions(0o644))
        guard close(descriptor) == 0 else {
            descriptor = -1
            throw failure(errno)
        }
        descriptor = -1
        guard rename(temporaryPath, path) == 0 else { throw failure(errno) }
    }

    /// Puts the temporary in place after another program (ffmpeg) wrote it by its path.
    func commitWrittenTemporary() throws {
        defer { discard() }
        fchmod(descriptor, LocalWrites.permissions(0o644))
        close(descriptor)
        descriptor = -1
        guard rename(temporaryPath, path) == 0 else { throw failure(errno) }
    }

    /// Removes the temporary (after a failure, or when the run ends without writing).
    func discard() {
        if descriptor >= 0 {
            close(descriptor)
            descriptor = -1
            unlink(temporaryPath)
        } else if access(temporaryPath, F_OK) == 0 {
            unlink(temporaryPath)
        }
    }

    private func failure(_ code: Int32) -> CommandLineError {
        CommandLineError("\(option): cannot write \(path: path): \(InputFile.systemReason(code))")
    }
}
