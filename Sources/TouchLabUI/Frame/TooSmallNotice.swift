import TouchKit
import TouchKitCairo

/// What a window too small for the lab shows instead of a cut-off lab: a window manager
/// never makes it smaller than `LabLayout.smallestWindow`, but without one the server gives
/// a window whatever size is asked for. Centred, in short lines, so most of it reads even
/// in a very small window.
@MainActor
struct TooSmallNotice {
    let style: LabStyle
    let words: NoticeWords

    /// Fills `window` (the window's size) and says what size the lab needs.
    func draw(on canvas: Canvas, window: Size, needed: Size) {
        canvas.fill(Rect(origin: .zero, size: window), color: LabStyle.canvas)
        let lines: [(String, Font, Color)] = [
            (words.tooSmall, style.bold, LabStyle.ink),
            (words.needs(Self.size(needed), has: Self.size(window)), style.body, LabStyle.ink),
            (words.makeLarger, style.body, LabStyle.visited),
        ]
        let spacing = 8.0
        let heights = lines.map { canvas.measure($0.0, font: $0.1).height }
        var top = max(8, (window.height - heights.reduce(0, +) - spacing * Double(lines.count - 1)) / 2)
        for ((text, font, color), height) in zip(lines, heights) {
            let width = canvas.measure(text, font: font).width
            let row = Rect(x: max(8, (window.width - width) / 2), y: top.rounded(), width: width, height: height)
            canvas.drawText(text, centeredIn: row, font: font, color: color)
            top += height + spacing
        }
    }

    private static func size(_ size: Size) -> String { "\(Int(size.width)) × \(Int(size.height))" }
}
