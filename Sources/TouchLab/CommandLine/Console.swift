#if canImport(Glibc)
import Glibc
#endif

/// Where the command writes: standard output and standard error, or a test's buffers.
package struct Console {
    /// Writes one line (the newline is added).
    package var out: (String) -> Void
    package var error: (String) -> Void
    /// Replaces the progress line on a terminal (an empty string clears it); nil when
    /// standard error is not a terminal, where progress would only clutter a log.
    package var progress: ((String) -> Void)?
    /// Why a line given to `out` could not be written (nil while every one was): the
    /// command then says so in one line and exits 1 (a full disk, a closed pipe or a
    /// closed standard output loses the trace).
    package var outFailure: () -> String?

    package init(out: @escaping (String) -> Void, error: @escaping (String) -> Void,
                 outFailure: @escaping () -> String? = { nil }) {
        self.out = out
        self.error = error
        self.outFailure = outFailure
    }

    /// `status`, unless a line given to `out` was lost: then one line on `error` says why
    /// and the status is 1 (or `status`, when the run had failed already).
    package func finish(_ status: Int32, program: String) -> Int32 {
        guard let failure = outFailure() else { return status }
        error("\(program): \(failure)")
        return status == 0 ? 1 : status
    }

    /// The process's standard output and standard error, flushed per line.
    package static var standard: Console {
        let output = StandardOutput.shared
        var console = Console(out: { output.write($0) }, error: { line in
            fputs(line + "\n", stderr)
            fflush(stderr)
        }, outFailure: { output.failure })
        if isatty(2) != 0 {
            console.progress = { line in
                fputs("\r\u{1B}[K" + line, stderr)
                fflush(stderr)
            }
        }
        return console
    }
}

/// Standard output, every write checked. Made once per process, before any file is
/// opened: a closed standard output gets `/dev/null` in its place (so no file the program
/// opens later takes its number and receives the trace), and the first line written
/// fails. A closed pipe gives an error (EPIPE) rather than the signal that would end the
/// program without a word. Written from the main thread only.
private final class StandardOutput: @unchecked Sendable {
    static let shared = StandardOutput()

    private(set) var failure: String?
    private let wasClosed: Bool

    private init() {
        signal(SIGPIPE, SIG_IGN)
        wasClosed = fcntl(1, F_GETFD) == -1
        for descriptor in Int32(0)...2 where fcntl(descriptor, F_GETFD) == -1 {
            let opened = open("/dev/null", O_RDWR)
            if opened >= 0, opened != descriptor {
                dup2(opened, descriptor)
                close(opened)
            }
        }
    }

    func write(_ line: String) {
        guard failure == nil else { return }
        if wasClosed {
            failure = "cannot write to standard output: it is closed"
            return
        }
        if fputs(line + "\n", stdout) < 0 || fflush(stdout) != 0 {
            failure = "cannot write to standard output: \(Self.reason(errno))"
        }
    }

    /// `strerror`'s text in lower case, e.g. "no space left on device".
    private static func reason(_ code: Int32) -> String {
        let text = String(cString: strerror(code))
        return text.prefix(1).lowercased() + text.dropFirst()
    }
}
