import CX11
import Glibc

/// Ends the program cleanly when the X server goes away.
///
/// Xlib calls the I/O error handler when the connection breaks (server killed, socket
/// closed) and exits if it returns. The handler prints one clear line and exits with
/// status 1 itself, instead of Xlib's `XIO: fatal IO error` and whatever the app was
/// doing. The handler is process-wide; installing it again is harmless.
enum X11ConnectionLoss {
    static let exitStatus: Int32 = 1
    /// The app's last words (set through `X11Display.whenConnectionLost`).
    nonisolated(unsafe) static var beforeExit: (@MainActor () -> Void)?

    static func installHandler() {
        _ = XSetIOErrorHandler(connectionLost)
    }

    static func message(display: String) -> String {
        "touchlab: lost the connection to the X server (\(display))\n"
    }
}

/// A C callback: captures nothing, reads the display's name from the display itself.
private func connectionLost(_ display: OpaquePointer?) -> Int32 {
    let name = display.flatMap { XDisplayString($0) }.map { String(cString: $0) } ?? "?"
    fputs(X11ConnectionLoss.message(display: name), stderr)
    // Xlib calls this on the thread using the display: the main actor's.
    if let beforeExit = X11ConnectionLoss.beforeExit {
        X11ConnectionLoss.beforeExit = nil
        MainActor.assumeIsolated { beforeExit() }
    }
    exit(X11ConnectionLoss.exitStatus)
}
