import TouchKit

/// The inspector's look: a calm light theme on an 8-point grid. Every colour, text size
/// and distance the panel uses is named here, so the sections stay consistent.
package enum PanelTheme {
    // MARK: Colours

    package static let background = Color(hex: "#f7f8fa")!
    package static let edge = Color(hex: "#d5d9e0")!
    package static let primaryText = Color(hex: "#1d2433")!
    package static let secondaryText = Color(hex: "#5d6676")!
    package static let tertiaryText = Color(hex: "#98a1ae")!
    package static let header = Color(hex: "#8a93a1")!
    package static let accent = Color(red: 0, green: 122 / 255, blue: 1)
    package static let secondaryButton = Color(hex: "#51607a")!
    package static let selection = Color(hex: "#dce9ff")!
    package static let inside = Color(hex: "#1f9d55")!
    package static let rejected = Color(hex: "#d64545")!
    package static let hit = accent
    package static let codeBackground = Color(hex: "#eef0f4")!

    // Responder pills, by kind.
    package static let viewPill = Color(hex: "#e3edfb")!
    package static let controllerPill = Color(hex: "#ece5fa")!
    package static let systemPill = Color(hex: "#e9ebef")!
    package static let handledPill = Color(hex: "#fff1c7")!
    package static let handledText = Color(hex: "#8a5a00")!

    // Tags for gestures, control events and actions.
    package static let gestureTag = Color(hex: "#fde6d3")!
    package static let gestureText = Color(hex: "#a4470f")!
    package static let controlTag = Color(hex: "#d9f2ec")!
    package static let controlText = Color(hex: "#0f6e5a")!
    package static let actionTag = Color(hex: "#ece5fa")!
    package static let actionText = Color(hex: "#5b3aa8")!

    // MARK: Text sizes

    package static let titleSize = 15.0
    package static let bodySize = 11.5
    package static let smallSize = 10.5
    package static let headerSize = 9.5
    package static let traceSize = 10.0

    // MARK: Distances

    package static let margin = 16.0
    package static let sectionGap = 12.0
    package static let headerHeight = 20.0
    package static let rowHeight = 20.0
    package static let indent = 14.0
    package static let lineHeight = 15.0
    package static let traceLineHeight = 14.0
    package static let buttonHeight = 28.0
    package static let pillHeight = 20.0
}
