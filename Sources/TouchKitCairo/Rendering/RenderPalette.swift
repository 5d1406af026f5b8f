import TouchKit

/// The colours and sizes controls are drawn with, after iOS's system palette.
enum RenderPalette {
    static let tint = Color(red: 0, green: 122 / 255, blue: 1)
    static let switchOn = Color(red: 52 / 255, green: 199 / 255, blue: 89 / 255)
    /// iOS's translucent fill for off tracks: adapts to whatever is behind it.
    static let systemFill = Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.2)
    static let disabledFill = Color(red: 229 / 255, green: 229 / 255, blue: 234 / 255)
    static let disabledText = Color(red: 174 / 255, green: 174 / 255, blue: 178 / 255)
    /// A custom control's fill when the scene gives it no colour: a pale tint.
    static let customControlFill = Color(red: 230 / 255, green: 240 / 255, blue: 1)
    static let knob = Color.white
    static let knobShadow = Color.black.withAlpha(0.22)
    static let hairline = Color.black.withAlpha(0.06)
    /// A view's border colour when it has a width but no colour (UIKit's default: black).
    static let defaultBorder = Color.black
    /// Opacity of a disabled switch or slider, as a whole.
    static let disabledAlpha = 0.45
}

extension Color {
    /// This colour mixed with black by `amount` (0…1), alpha kept.
    func darkened(by amount: Double) -> Color {
        Color(red: red * (1 - amount), green: green * (1 - amount), blue: blue * (1 - amount), alpha: alpha)
    }

    /// Perceived lightness 0…1 (Rec. 709 weights), for choosing legible text on top.
    var luminance: Double { 0.2126 * red + 0.7152 * green + 0.0722 * blue }
}
