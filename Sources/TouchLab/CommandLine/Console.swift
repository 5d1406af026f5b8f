#if canImport(Glibc)
import Glibc
#endif

/// Where the command writes: standard output and standard error, or a test's buffers.
package struct Console {
    /// Writes one line (the newline is added).
    package var out: (String) -> Void
    package var error: (String) -> Void

    package init(out: @escaping (String) -> Void, error: @escaping (String) -> Void) {
        self.out = out
        self.error = error
    }

    /// The process's standard output and standard error, unbuffered per line.
    package static var standard: Console {
        Console(out: { write($0, to: stdout) }, error: { write($0, to: stderr) })
    }

    private static func write(_ line: String, to stream: UnsafeMutablePointer<FILE>?) {
        fputs(line + "\n", stream)
        fflush(stream)
    }
}
