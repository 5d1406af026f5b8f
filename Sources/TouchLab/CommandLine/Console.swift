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

    package init(out: @escaping (String) -> Void, error: @escaping (String) -> Void) {
        self.out = out
        self.error = error
    }

    /// The process's standard output and standard error, unbuffered per line.
    package static var standard: Console {
        var console = Console(out: { write($0, to: stdout) }, error: { write($0, to: stderr) })
        if isatty(2) != 0 {
            console.progress = { line in
                fputs("\r\u{1B}[K" + line, stderr)
                fflush(stderr)
            }
        }
        return console
    }

    private static func write(_ line: String, to stream: UnsafeMutablePointer<FILE>?) {
        fputs(line + "\n", stream)
        fflush(stream)
    }
}
