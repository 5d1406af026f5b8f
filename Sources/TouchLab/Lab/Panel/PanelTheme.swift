import TouchKit

/// The inspector's look: a calm light theme on an 8-point grid. Every colour, text size
/// and distance the panel uses is named here, so the sections stay consistent.
enum PanelTheme {
    // MARK: Colours

    static let background = Color(hex: "#f7f8fa")!
    static let divider = Color(hex: "#e3e6eb")!
    static let edge = Color(hex: "#d5d9e0")!
    static let primaryText = Color(hex: "#1d2433")!
    static let secondaryText = Color(hex: "#5d6676")!
    static let tertiaryText = Color(hex: "#98a1ae")!
    static let header = Color(hex: "#8a93a1")!
    static let accent = Color(red: 0, green: 122 / 255, blue: 1)
    static let secondaryButton = Color(hex: "#51607a")!
    static let selection = Color(hex: "#dce9ff")!
    static let inside = Color(hex: "#1f9d55")!
    static let rejected = Color(hex: "#d64545")!
    static let hit = accent
    static let codeBackground = Color(hex: "#eef0f4")!

    // Responder pills, by kind.
    static let viewPill = Color(hex: "#e3edfb")!
    static let controllerPill = Color(hex: "#ece5fa")!
    static let systemPill = Color(hex: "#e9ebef")!
    static let handledPill = Color(hex: "#fff1c7")!
    static let handledText = Color(hex: "#8a5a00")!

    // Tags for gestures, control events and actions.
    static let gestureTag = Color(hex: "#fde6d3")!
    static let gestureText = Color(hex: "#a4470f")!
    static let controlTag = Color(hex: "#d9f2ec")!
    static let controlText = Color(hex: "#0f6e5a")!
    static let actionTag = Color(hex: "#ece5fa")!
    static let actionText = Color(hex: "#5b3aa8")!

    // MARK: Text sizes

    static let titleSize = 15.0
    static let bodySize = 11.5
    static let smallSize = 10.5
    static let headerSize = 9.5
    static let traceSize = 10.0

    // MARK: Distances

    static let margin = 16.0
    static let sectionGap = 12.0
    static let headerHeight = 20.0
    static let rowHeight = 20.0
    static let indent = 14.0
    static let lineHeight = 15.0
    static let traceLineHeight = 14.0
    static let buttonHeight = 28.0
    static let pillHeight = 20.0
    static let pillGap = 4.0
}
