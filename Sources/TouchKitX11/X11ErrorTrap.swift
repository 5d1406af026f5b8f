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

    fileprivate static func record() {
        failed = true
    }
}

private func recordError(_ display: OpaquePointer?, _ event: UnsafeMutablePointer<XErrorEvent>?) -> Int32 {
    X11ErrorTrap.record()
    return 0
}
