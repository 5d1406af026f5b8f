/// Why the X11 layer could not start; each message names the display and what to do.
public enum X11Error: Error, Equatable, CustomStringConvertible {
    /// `XOpenDisplay` failed; `name` is `$DISPLAY` (nil when it is unset).
    case cannotOpenDisplay(name: String?)
    /// The server lacks XInput 2.2, which touch events need.
    case noXInput2(display: String, found: String)
    /// The default visual is not 24-bit TrueColor with 8-bit red, green, blue channels.
    case unsupportedVisual(display: String, depth: Int)

    public var description: String {
        switch self {
        case .cannotOpenDisplay(nil):
            "cannot open an X display: $DISPLAY is not set"
        case .cannotOpenDisplay(let name?):
            "cannot open the X display \"\(name)\" named by $DISPLAY: is an X server running there?"
        case .noXInput2(let display, let found):
            "the X server on \(display) has XInput \(found), but touch input needs XInput 2.2 or newer"
        case .unsupportedVisual(let display, let depth):
            "the X server on \(display) has a \(depth)-bit default visual; TouchLab needs 24-bit TrueColor"
        }
    }
}
