import Glibc

/// ffmpeg run with raw frames on its standard input: the encoder of exports. Its messages
/// (errors only) are collected from a pipe and read once it has exited. Spawned directly
/// (posix_spawn) rather than through Foundation, which the lab does not otherwise need.
final class FFmpegProcess {
    private(set) var pid: pid_t = 0
    private var input: Int32 = -1
    private var messages: Int32 = -1
    private(set) var exitStatus: Int32?

    /// The executable named `ffmpeg` on `searchPath` (a `PATH` value), or nil.
    static func find(on searchPath: String?) -> String? {
        for folder in (searchPath ?? "").split(separator: ":") where !folder.isEmpty {
            let candidate = "\(folder)/ffmpeg"
            var status = stat()
            if stat(candidate, &status) == 0, status.st_mode & S_IFMT == S_IFREG, access(candidate, X_OK) == 0 {
                return candidate
            }
        }
        return nil
    }

    /// Starts `executable` with `arguments` (after the program name).
    init(executable: String, arguments: [String]) throws {
        // The input is a socket pair, not a pipe, so that writing after ffmpeg has quit is
        // an error (MSG_NOSIGNAL) rather than a SIGPIPE that would end the lab.
        var inputPipe: [Int32] = [0, 0], messagePipe: [Int32] = [0, 0]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &inputPipe) == 0, pipe(&messagePipe) == 0 else {
            throw CommandLineError("--export: cannot start ffmpeg: \(String(cString: strerror(errno)))")
        }
        // Only the ends dup'ed onto ffmpeg's standard input and error reach it.
        for descriptor in inputPipe + messagePipe { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, inputPipe[0], 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, messagePipe[1], 2)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let status = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        close(inputPipe[0])
        close(messagePipe[1])
        input = inputPipe[1]
        messages = messagePipe[0]
        guard status == 0 else {
            close(input)
            close(messages)
            throw CommandLineError("--export: cannot start \(executable): \(String(cString: strerror(status)))")
        }
    }

    deinit {
        if input >= 0 { close(input) }
        if exitStatus == nil, pid > 0 {
            kill(pid, SIGTERM)
            _ = wait(blocking: true)
        }
        if messages >= 0 { close(messages) }
    }

    /// Writes all of `bytes` to ffmpeg's standard input; false when ffmpeg stopped reading.
    func write(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let count = send(input, bytes.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL))
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            offset += count
        }
        return true
    }

    /// Ends the input: ffmpeg finishes the file and exits.
    func closeInput() {
        if input >= 0 { close(input) }
        input = -1
    }

    /// Whether ffmpeg has exited (waiting for it when `blocking`); its status is then in
    /// `exitStatus`.
    func wait(blocking: Bool) -> Bool {
        if exitStatus != nil { return true }
        var status: Int32 = 0
        var result: pid_t
        repeat { result = waitpid(pid, &status, blocking ? 0 : WNOHANG) } while result < 0 && errno == EINTR
        guard result == pid else { return result < 0 }
        let code = status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        exitStatus = code
        return true
    }

    /// What ffmpeg said on standard error, once it has exited (its last line, trimmed).
    func lastMessage() -> String {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(messages, &chunk, chunk.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            bytes += chunk[0..<count]
        }
        let lines = String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline)
        return lines.last.map(String.init) ?? "exit status \(exitStatus ?? -1)"
    }
}
