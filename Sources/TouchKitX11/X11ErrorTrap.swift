import Glibc
import CX11

/// Runs a request that may fail with an X protocol error and reports whether it succeeded,
/// instead of Xlib's default handler printing the error and exiting.
enum X11ErrorTrap {
    /// Set by the C callback while a trap is active; Xlib is used on one thread only.
    nonisolated(unsafe) private static var failed = false

    static func run(_ display: X11Display, _ request: () -> Int32) -> Bool {
        display.sync()
        failed = false
        let previous = XSetErrorHandler(recordError)
        let status = request()
        display.sync()
        XSetErrorHandler(previous)
        return status != 0 && !failed
    }

    /// Handles protocol errors outside a trap for the rest of the process, instead of
    /// Xlib's default handler, which prints a six-line dump and exits.
    static func installProcessHandler() {
        XSetErrorHandler(reportUnexpectedError)
    }

    fileprivate static func record() {
        failed = true
    }
}

private func recordError(_ display: OpaquePointer?, _ event: UnsafeMutablePointer<XErrorEvent>?) -> Int32 {
    X11ErrorTrap.record()
    return 0
}

/// A window destroyed by another program (`xdotool windowclose`) makes the requests still in
/// flight fail with BadWindow or BadDrawable; DestroyNotify follows and ends the run, so
/// those are ignored. Any other error is one line on standard error.
private func reportUnexpectedError(_ display: OpaquePointer?, _ event: UnsafeMutablePointer<XErrorEvent>?) -> Int32 {
    guard let error = event?.pointee else { return 0 }
    let code = Int32(error.error_code)
    if code == BadWindow || code == BadDrawable { return 0 }
    var text = [CChar](repeating: 0, count: 160)
    XGetErrorText(display, code, &text, Int32(text.count))
    fputs("touchlab: X error: \(String(cString: text)) (request \(error.request_code))\n", stderr)
    return 0
}
