import Glibc
import TouchKitX11

/// ffmpeg (or ffprobe) run with raw frames on its standard input: the encoder of exports.
/// Spawned directly (posix_spawn) rather than through Foundation, which the lab does not
/// otherwise need.
///
/// Nothing it does can hang the lab: its standard output and error are drained as they
/// come (so no pipe fills while frames are written), every wait has a deadline (a program
/// that takes no input and does not exit for `stallSeconds` is stopped), and it runs in a
/// process group of its own, which is killed whole when it fails, stalls or the run is
/// interrupted (SIGINT, SIGTERM), so a child it forked goes too.
final class FFmpegProcess {
    private(set) var pid: pid_t = 0
    private var input: Int32 = -1
    private var messages: Int32 = -1
    private var output: Int32 = -1
    private(set) var exitStatus: Int32?
    /// The name messages use (`ffmpeg`, `ffprobe`).
    let name: String
    /// How long the program may go without taking input or exiting.
    let stallSeconds: Double
    /// The last few kilobytes of its standard error, and all of its standard output.
    private var errorTail: [UInt8] = []
    private(set) var standardOutput: [UInt8] = []
    /// When the input was closed: the stall deadline of the wait for the exit counts from it.
    private var finishingSince = 0.0
    /// When the program last took bytes of the input being written.
    private var lastProgress = 0.0

    /// What ends a wait early.
    enum Failure: Error {
        /// The program made no progress for `stallSeconds`.
        case stalled
        /// SIGINT or SIGTERM arrived (the number).
        case interrupted(Int32)
        /// The program stopped reading its input.
        case stoppedReading
    }

    /// The default of `stallSeconds`.
    static let defaultStallSeconds = 20.0
    /// The most of standard error kept, for its last line.
    private static let errorTailLimit = 8192

    /// The executable named `name` on `searchPath` (a `PATH` value), or nil.
    static func find(_ name: String = "ffmpeg", on searchPath: String?) -> String? {
        for folder in (searchPath ?? "").split(separator: ":") where !folder.isEmpty {
            let candidate = "\(folder)/\(name)"
            var status = stat()
            if stat(candidate, &status) == 0, status.st_mode & S_IFMT == S_IFREG, access(candidate, X_OK) == 0 {
                return candidate
            }
        }
        return nil
    }

    /// Starts `executable` with `arguments` (after the program name).
    init(executable: String, arguments: [String], name: String = "ffmpeg",
         stallSeconds: Double = FFmpegProcess.defaultStallSeconds) throws {
        self.name = name
        self.stallSeconds = stallSeconds
        // The input is a socket pair, not a pipe, so that writing after ffmpeg has quit is
        // an error (MSG_NOSIGNAL) rather than a SIGPIPE that would end the lab.
        var inputPair: [Int32] = [0, 0], messagePipe: [Int32] = [0, 0], outputPipe: [Int32] = [0, 0]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &inputPair) == 0 else { throw Self.cannotStart(name, errno) }
        guard pipe(&messagePipe) == 0 else {
            let code = errno
            inputPair.forEach { close($0) }
            throw Self.cannotStart(name, code)
        }
        guard pipe(&outputPipe) == 0 else {
            let code = errno
            (inputPair + messagePipe).forEach { close($0) }
            throw Self.cannotStart(name, code)
        }
        // Only the ends dup'ed onto its standard streams reach the child.
        for descriptor in inputPair + messagePipe + outputPipe { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        let status = Self.spawn(&pid, executable, arguments, input: inputPair[0], output: outputPipe[1],
                                messages: messagePipe[1])
        close(inputPair[0])
        close(messagePipe[1])
        close(outputPipe[1])
        input = inputPair[1]
        messages = messagePipe[0]
        output = outputPipe[0]
        for descriptor in [input, messages, output] { _ = fcntl(descriptor, F_SETFL, O_NONBLOCK) }
        guard status == 0 else {
            pid = 0
            closeAll()
            throw Self.cannotStart(name, status)
        }
    }

    private static func spawn(_ pid: inout pid_t, _ executable: String, _ arguments: [String],
                              input: Int32, output: Int32, messages: Int32) -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, input, 0)
        posix_spawn_file_actions_adddup2(&actions, output, 1)
        posix_spawn_file_actions_adddup2(&actions, messages, 2)
        // A group of its own (so the whole of it can be ended), the signals at their
        // defaults and none blocked, whatever the lab set for itself.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t(), none = sigset_t()
        sigemptyset(&defaults)
        for number in [SIGINT, SIGTERM, SIGPIPE] { sigaddset(&defaults, number) }
        sigemptyset(&none)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        return posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
    }

    private static func cannotStart(_ name: String, _ code: Int32) -> CommandLineError {
        CommandLineError("--export: cannot start \(name): \(String(cString: strerror(code)))")
    }

    deinit {
        if exitStatus == nil, pid > 0 { stop() }
        closeAll()
    }

    private func closeAll() {
        for descriptor in [input, messages, output] where descriptor >= 0 { close(descriptor) }
        (input, messages, output) = (-1, -1, -1)
    }

    /// Writes all of `bytes` to the program's standard input, reading what it says
    /// meanwhile. Throws when it stopped reading, stalled, or the run was interrupted.
    func write(_ bytes: UnsafeRawBufferPointer) throws {
        var offset = 0
        var fresh = true
        while offset < bytes.count {
            offset = try write(bytes, from: offset, within: stallSeconds, fresh: fresh)
            fresh = false
        }
    }

    /// Writes what the program takes of `bytes` from `offset` on, for at most about
    /// `budget` seconds, so a window can go on between two parts of a frame; returns the
    /// offset reached. The stall deadline counts from the last byte taken, over the calls
    /// that go on with the same bytes; a `fresh` call (new bytes) starts it anew. Throws
    /// as `write(_:)`.
    func write(_ bytes: UnsafeRawBufferPointer, from offset: Int, within budget: Double, fresh: Bool) throws -> Int {
        var offset = offset
        let start = Self.now()
        if fresh { lastProgress = start }
        while offset < bytes.count {
            let count = send(input, bytes.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL))
            if count > 0 {
                offset += count
                lastProgress = Self.now()
                continue
            }
            guard count < 0, errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR else {
                throw Failure.stoppedReading
            }
            let left = budget - (Self.now() - start)
            guard left > 0 else { break }
            try waitForEvents(writing: true, since: lastProgress, timeout: min(0.1, left))
        }
        return offset
    }

    /// Ends the input and waits for the program to exit (its status is then in
    /// `exitStatus`); throws when it does not within `stallSeconds`, or the run is
    /// interrupted: the program's group is then ended.
    func finish() throws {
        while try !finishing(wait: 0.1) {}
    }

    /// Ends the input (the first time) and tells whether the program has exited, waiting
    /// at most `wait` seconds, so a window can go on between two looks. Throws as `finish`.
    func finishing(wait: Double) throws -> Bool {
        if input >= 0 {
            close(input)
            input = -1
            finishingSince = Self.now()
        }
        if !reap() { try waitForEvents(writing: false, since: finishingSince, timeout: wait) }
        guard reap() else { return false }
        drain()
        // Whatever it left running in its group (a forked child) goes with it.
        kill(-pid, SIGKILL)
        return true
    }

    /// Kills the program's group and reaps it.
    func stop() {
        guard pid > 0, exitStatus == nil else { return }
        kill(-pid, SIGKILL)
        kill(pid, SIGKILL)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        exitStatus = 128 + SIGKILL
    }

    /// Polls the input (when `writing`) and the output pipes for a moment, draining what
    /// they hold; throws past the deadline counted from `since`, or on a signal.
    private func waitForEvents(writing: Bool, since: Double, timeout: Double = 0.1) throws {
        if TerminationSignals.received > 0 {
            stop()
            throw Failure.interrupted(TerminationSignals.lastSignal)
        }
        guard Self.now() - since < stallSeconds else {
            stop()
            throw Failure.stalled
        }
        var watched = [pollfd(fd: messages, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: output, events: Int16(POLLIN), revents: 0)]
        if writing { watched.append(pollfd(fd: input, events: Int16(POLLOUT), revents: 0)) }
        // A short timeout: the child's exit is noticed by waitpid, not by the pipes, which
        // a forked child may keep open.
        _ = poll(&watched, nfds_t(watched.count), Int32(timeout * 1000))
        drain()
        if writing, !reap() { return }
        if writing { throw Failure.stoppedReading }
    }

    /// Reads whatever the pipes hold now, keeping the tail of standard error.
    private func drain() {
        var chunk = [UInt8](repeating: 0, count: 65536)
        for descriptor in [messages, output] where descriptor >= 0 {
            while true {
                let count = read(descriptor, &chunk, chunk.count)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                if descriptor == messages {
                    errorTail += chunk[0..<count]
                    if errorTail.count > Self.errorTailLimit { errorTail.removeFirst(errorTail.count - Self.errorTailLimit) }
                } else {
                    standardOutput += chunk[0..<count]
                }
            }
        }
    }

    /// Whether the program has exited (without waiting); its status is then in `exitStatus`.
    private func reap() -> Bool {
        if exitStatus != nil { return true }
        var status: Int32 = 0
        var result: pid_t
        repeat { result = waitpid(pid, &status, WNOHANG) } while result < 0 && errno == EINTR
        guard result == pid else { return result < 0 }
        exitStatus = status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return true
    }

    /// The last line the program wrote on standard error, trimmed; nil when it wrote none.
    func lastMessage() -> String? {
        let lines = String(decoding: errorTail, as: UTF8.self).split(whereSeparator: \.isNewline)
        return lines.last { !$0.allSatisfy(\.isWhitespace) }.map { String($0.prefix(300)) }
    }

    /// Seconds on the monotonic clock.
    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
