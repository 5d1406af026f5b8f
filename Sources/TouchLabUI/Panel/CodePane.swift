import TouchKit
import TouchKitCairo

/// Draws a `CodeListing` in the code pane's box: monospaced, tinted with the panel's
/// palette (keywords violet, types green, numbers orange, comments grey), the line the step
/// shown runs lit — green while the search goes on, red where it refuses, blue where it
/// answers — with a line above saying which view runs it. Each line is logged as one
/// piece of text (`--describe` lists it in the `code` region).
///
/// Drawn with the canvas rather than as panel views because the panel's labels have one
/// face; the box is drawn whole every time the panel draws, so no stale line remains.
@MainActor
package enum CodePane {
    static let fontSize = 9.5
    static let lineHeight = 12.5
    static let padding = 8.0
    static let infoHeight = 16.0
    static let functionGap = 6.0
    /// DejaVu Sans Mono's advance, in ems.
    static let monoAdvance = 0.602

    private static let mono = try? Typeface.mono.face()
    private static let sans = try? Typeface.sans.face()

    /// The pane's height with `functions` shown: the box, its padding and its lines.
    static func height(lines: Int, functions: Int) -> Double {
        2 * padding + infoHeight + Double(lines) * lineHeight + Double(max(0, functions - 1)) * functionGap
    }

    /// The functions shown in `rect`: both when they fit, else the one whose line runs,
    /// else the view's own point(inside:), else the hit test.
    static func shown(_ listing: CodeListing, height: Double) -> [Int] {
        let all = listing.functions
        let total = all.reduce(0) { $0 + $1.lines.count }
        if Self.height(lines: total, functions: all.count) <= height { return Array(all.indices) }
        if let lit = listing.lit { return [lit.function] }
        if all.count > 1, all[1].lines.count > 1, all[1].lines[1].text.hasPrefix("override") { return [1] }
        return [0]
    }

    static func draw(_ listing: CodeListing, in rect: Rect, words: PanelWords, on canvas: Canvas) {
        // The panel's background first: the rounded corners blend with what is under them,
        // which must be the same at every draw.
        canvas.fill(rect, radius: 0, color: PanelTheme.background)
        canvas.fill(rect, radius: 6, color: PanelTheme.codeBackground)
        guard let mono, let sans else { return }
        let shown = shown(listing, height: rect.height)
        let longest = shown.flatMap { listing.functions[$0].lines.map(\.text.count) }.max() ?? 1
        let left = rect.minX + padding + 6
        // As large as `fontSize`, smaller (to the half point) when the longest line needs it.
        let fitted = ((rect.maxX - 4 - left) / (Double(longest) * monoAdvance) * 2).rounded(.down) / 2
        let font = Font(face: mono, size: min(fontSize, fitted))
        let log = canvas.textLog
        var y = rect.minY + padding
        let info = Font(face: sans, size: PanelTheme.smallSize)
        canvas.drawText(words.codeRunning(listing.running),
                        at: Point(x: rect.minX + padding, y: (y + 11).rounded()), font: info, color: PanelTheme.secondaryText)
        y += infoHeight
        for (position, index) in shown.enumerated() {
            if position > 0 { y += functionGap }
            for line in listing.functions[index].lines {
                if let lit = listing.lit, lit.function == index, line.role == lit.role {
                    let color = tint(of: lit.verdict)
                    canvas.fill(Rect(x: rect.minX + 4, y: y, width: rect.width - 8, height: lineHeight), radius: 3,
                                color: color.withAlpha(0.16))
                    canvas.fillCircle(center: Point(x: rect.minX + padding, y: y + lineHeight / 2), radius: 2.5,
                                      color: color)
                }
                let baseline = (y + lineHeight - 3).rounded()
                canvas.textLog = nil
                var x = left
                for token in CodeTokens.split(line.text) {
                    canvas.drawText(token.text, at: Point(x: x, y: baseline), font: font, color: color(of: token.kind))
                    x += canvas.measure(token.text, font: font).width
                }
                canvas.textLog = log
                if line.text.contains(where: { !$0.isWhitespace }) {
                    let metrics = canvas.measure(line.text, font: font)
                    log?.append(TextLog.Entry(text: line.text, rect: Rect(x: left, y: baseline - metrics.ascent, width: metrics.width,
                                                                          height: metrics.ascent + metrics.descent),
                                              isShortened: x > rect.maxX, tag: LabRegion.code, layer: LabRegion.labLayer,
                                              fontSize: font.size))
                }
                y += lineHeight
            }
        }
    }

    private static func tint(of verdict: CodeListing.Verdict) -> Color {
        switch verdict {
        case .passed: PanelTheme.inside
        case .refused: PanelTheme.rejected
        case .answered: PanelTheme.accent
        }
    }

    private static func color(of kind: CodeTokens.Kind) -> Color {
        switch kind {
        case .keyword: PanelTheme.actionText
        case .type: PanelTheme.controlText
        case .number: PanelTheme.gestureText
        case .comment: PanelTheme.tertiaryText
        case .call: PanelTheme.accent
        case .plain: PanelTheme.primaryText
        }
    }
}

/// A line of Swift cut into what the pane tints differently. Written here rather than
/// borrowed from a highlighter: the listings use a dozen words of Swift.
enum CodeTokens {
    enum Kind { case keyword, type, number, comment, call, plain }

    static let keywords: Set<String> = ["func", "guard", "else", "return", "for", "in", "let", "var", "if", "override",
                                        "self", "nil", "true", "false"]
    static let types: Set<String> = ["Point", "Event", "View", "Bool"]
    static let calls: Set<String> = ["hitTest", "point"]

    static func split(_ line: String) -> [(text: String, kind: Kind)] {
        var tokens: [(text: String, kind: Kind)] = []
        var rest = Substring(line)
        while let first = rest.first {
            if rest.hasPrefix("//") {
                tokens.append((String(rest), .comment))
                break
            }
            let isWord: (Character) -> Bool = { $0.isLetter || $0.isNumber || $0 == "_" }
            if first.isLetter || first == "_" {
                let word = rest.prefix(while: isWord)
                let text = String(word)
                rest = rest.dropFirst(word.count)
                let called = calls.contains(text) && rest.first == "("
                let kind: Kind = keywords.contains(text) ? .keyword : types.contains(text) ? .type : called ? .call : .plain
                tokens.append((text, kind))
            } else if first.isNumber {
                let number = rest.prefix { $0.isNumber || $0 == "." }
                tokens.append((String(number), .number))
                rest = rest.dropFirst(number.count)
            } else {
                var text = ""
                for character in rest {
                    if character.isLetter || character.isNumber || character == "_" { break }
                    if character == "/", rest.dropFirst(text.count).hasPrefix("//") { break }
                    text.append(character)
                }
                if text.isEmpty { text = String(first) }
                tokens.append((text, .plain))
                rest = rest.dropFirst(text.count)
            }
        }
        return tokens
    }
}
