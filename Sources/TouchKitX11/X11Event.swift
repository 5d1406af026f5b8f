import TouchKit

/// What the window reports to the app, in arrival order.
public enum X11Event: Equatable, Sendable {
    /// Input at the XInput2 level, for `XI2InputTranslator`; `time` is on the loop's clock,
    /// in milliseconds.
    case input(XI2Input)
    /// Part of the window lost its contents: present at least this area again.
    case expose(Rect)
    /// The window's size changed; the next frame should have this size.
    case resize(width: Int, height: Int)
    /// The window manager asks the window to close (`WM_DELETE_WINDOW`).
    case close
    /// Another program destroyed the window (`xdotool windowclose`): nothing can be shown
    /// any more.
    case destroyed
    /// SIGINT or SIGTERM arrived (its number), when the loop handles them.
    case terminate(signal: Int32)
}
