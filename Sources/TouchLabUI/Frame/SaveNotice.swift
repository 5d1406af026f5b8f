import TouchKit
import TouchKitCairo

/// Where a save went (a screenshot, an export, its progress), drawn in the window itself
/// for a few seconds: a dark pill at the bottom-left of the timeline, over its lanes, so
/// it never covers the scene. Long text loses its middle, the file's name at the end stays.
@MainActor
package enum SaveNotice {
    static let fill = Color(hex: "#1c2024")!.withAlpha(0.92)
    static let ink = Color(hex: "#fcfcfd")!

    /// Draws `text` in `rect` (the timeline's region).
    static func draw(_ text: String, in canvas: Canvas, rect: Rect, font: Font) {
        let padding = 10.0, height = 26.0
        let fitted = fit(text, width: rect.width - 2 * padding - 24, font: font, canvas: canvas)
        let width = canvas.measure(fitted, font: font).width + 24
        let pill = Rect(x: rect.minX + padding, y: rect.maxY - padding - height, width: width, height: height)
        canvas.fill(pill, radius: height / 2, color: fill)
        canvas.drawText(fitted, centeredIn: pill, font: font, color: ink)
    }

    /// `text`, or its start and end around an ellipsis, within `width`.
    static func fit(_ text: String, width: Double, font: Font, canvas: Canvas) -> String {
        guard canvas.measure(text, font: font).width > width else { return text }
        var characters = Array(text)
        while characters.count > 8 {
            characters.remove(at: characters.count / 3)
            let shortened = String(characters[..<(characters.count / 3)]) + "\u{2026}" + String(characters[(characters.count / 3)...])
            if canvas.measure(shortened, font: font).width <= width { return shortened }
        }
        return String(characters)
    }
}
