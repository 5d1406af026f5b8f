import TouchKit
import TouchKitCairo

/// A step's caption in a bar under a frame that leaves the lab (`--steps`, `--export`),
/// so a picture put into an article says what it shows.
///
/// The bar is as tall as the longest caption of the lessons needs (up to `maximumLines`),
/// so every frame of an animation has one size. Text is large enough to read at half the
/// frame's width (a 1366-pixel frame in a 700-pixel column) and wraps by Pango between
/// words and between ideographs, never inside a number and its unit or inside one of the
/// lab's Chinese terms.
@MainActor
package final class CaptionBar {
    /// The caption's size in pixels at a 1366-pixel-wide frame; narrower frames take less,
    /// never under `smallestSize`.
    static let size = 22.0
    static let smallestSize = 15.0
    static let maximumLines = 3
    static let padding = 12.0

    private let font: Font
    private let lineHeight: Double
    private let padding: Double
    let width: Int
    /// The bar's height in pixels.
    let height: Int

    /// A bar for frames `width` pixels wide, tall enough for the longest of `captions`,
    /// drawn at `scale` output pixels per window pixel (`--scale`): its text is sized by
    /// `width / scale` and then drawn `scale` times larger, so it wraps the same at any scale.
    init(width: Int, scale: Int = 1, captions: [String]) throws {
        self.width = width
        let scale = Double(max(1, scale))
        let windowWidth = Double(width) / scale
        font = try Font(.sans, size: max(Self.smallestSize, (Self.size * windowWidth / 1366).rounded()) * scale)
        padding = Self.padding * scale
        let metrics = font.measure("Ag")
        lineHeight = (metrics.ascent + metrics.descent) * 1.3
        let textWidth = Double(width) - 2 * padding
        let font = font
        let lines = captions.map { font.wrapped(Self.keepingTogether($0), width: textWidth).count }.max() ?? 1
        height = Int((Double(min(Self.maximumLines, max(1, lines))) * lineHeight + 2 * padding).rounded(.up))
    }

    /// Draws `caption` in the bar, whose top-left is at `top` on `canvas`.
    func draw(_ caption: String, at top: Double, on canvas: Canvas) {
        let bar = Rect(x: 0, y: top, width: Double(width), height: Double(height))
        canvas.fill(bar, color: LabStyle.paper)
        let line = (padding / Self.padding).rounded()
        canvas.strokeLine(from: Point(x: 0, y: top + line / 2), to: Point(x: Double(width), y: top + line / 2), width: line,
                          color: LabStyle.unvisited)
        let textWidth = Double(width) - 2 * padding
        var lines = font.wrapped(Self.keepingTogether(caption), width: textWidth)
        if lines.count > Self.maximumLines {
            let rest = lines[(Self.maximumLines - 1)...].joined(separator: " ")
            lines = Array(lines.prefix(Self.maximumLines - 1)) + [font.ellipsized(rest, maxWidth: textWidth)]
        }
        let metrics = font.measure("Ag")
        for (index, line) in lines.enumerated() {
            let baseline = (top + padding + Double(index) * lineHeight + metrics.ascent).rounded()
            canvas.drawText(line, at: Point(x: padding, y: baseline), font: font, color: LabStyle.ink)
        }
    }

    /// Chinese terms of the lab's captions that a line must not split.
    static let terms = ["命中测试", "响应者链", "手势识别器", "控件", "触摸", "毫秒", "视图", "子视图", "传到", "处理", "返回",
                        "执行", "滚动", "丢弃", "最后一个", "响应者"]

    /// `text` with no break allowed between a number and the unit or word after it
    /// ("0.5 s", "45 pt", "×12"), nor inside one of `terms`.
    static func keepingTogether(_ text: String) -> String {
        var out = ""
        var previous: Character?
        let characters = Array(text)
        for (index, character) in characters.enumerated() {
            if character == " ", previous?.isNumber == true, index + 1 < characters.count,
               characters[index + 1].isLetter, !characters[index + 1].isNumber {
                out.append("\u{00A0}")
            } else {
                out.append(character)
            }
            previous = character
        }
        for term in terms where out.contains(term) {
            out = out.replacing(term, with: term.map(String.init).joined(separator: "\u{2060}"))
        }
        return out
    }
}
