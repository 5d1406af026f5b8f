import TouchKit
import TouchKitCairo
import TouchLabFormats

/// The on-screen help (H): a dimmed backdrop over the whole window and a centred card
/// listing the keyboard shortcuts and what the mouse stands in for, and, where the window
/// is wide enough, what the overlays' colours mean.
///
/// `shortcuts` is the one table of the lab's keys: `LabShortcut` takes a key by the codes
/// in its lines, so this card shows exactly what the keyboard does. (docs/WINDOW.md's table says
/// the same at more length, by hand.)
@MainActor
package final class HelpCard {
    nonisolated package static let shortcuts: [HelpShortcut] = [
        HelpShortcut(.keyboard, [.key("H"), .text("/"), .key("?"), .text("/"), .key("F1")], "Show or hide this help",
                     commands: [43: .toggleHelp, 67: .toggleHelp], shiftedCommands: [61: .toggleHelp]),
        HelpShortcut(.keyboard, [.key("L"), .text("/"), .key("C")], "Show or hide the legend / the hit-test code",
                     commands: [46: .toggleLegend, 54: .toggleCode]),
        HelpShortcut(.keyboard, [.key("Esc")], "Close the help, legend or selection; else quit", commands: [9: .escape]),
        HelpShortcut(.keyboard, [.key("Space")], "Pause or play the animation", commands: [65: .pauseOrPlay]),
        HelpShortcut(.keyboard, [.key("\u{2190}"), .text("/"), .key("\u{2192}")], "One step back / forward",
                     commands: [113: .stepBack, 114: .stepForward]),
        HelpShortcut(.keyboard, [.key("Home"), .text("/"), .key("End")], "First / last step",
                     commands: [110: .jumpToStart, 115: .jumpToEnd]),
        HelpShortcut(.keyboard, [.key("R")], "Replay the lesson", commands: [27: .replay]),
        HelpShortcut(.keyboard, [.key("["), .text("/"), .key("]")], "Previous / next lesson",
                     commands: [34: .previousLesson, 35: .nextLesson]),
        // The row's keys and the keypad's.
        HelpShortcut(.keyboard, [.key("\u{2212}"), .text("/"), .key("+")], "Slower / faster",
                     commands: [20: .slower, 82: .slower, 21: .faster, 86: .faster]),
        HelpShortcut(.keyboard, [.key("0")], "Instant: no animation", commands: [19: .instant]),
    ] + sceneKeys(count: SceneCatalog.standard.names().count) + [
        HelpShortcut(.keyboard, [.key("Tab")], "Select the next view", commands: [23: .selectNextView]),
        HelpShortcut(.keyboard, [.key("S"), .text("or"), .key("Ctrl+S"), .text("/"), .key("E")],
                     "Save a screenshot / export the lesson (GIF)",
                     commands: [39: .screenshot, 26: .exportLesson]),
        HelpShortcut(.keyboard, [.key("Q")], "Quit", commands: [24: .quit]),
        HelpShortcut(.mouse, [.text("Click")], "One finger: tap, or drag to pan"),
        HelpShortcut(.mouse, [.text("Right-click")], "Inspect the view there (again: the one behind)"),
        HelpShortcut(.mouse, [.key("Alt"), .text("+ drag")], "Two fingers: pinch or rotate about the centre"),
        HelpShortcut(.mouse, [.key("Alt"), .text("+"), .key("Shift"), .text("+ drag")], "Two fingers moving together"),
        HelpShortcut(.mouse, [.key("Ctrl"), .text("+"), .key("Alt"), .text("+"), .key("Z")], "Shake (a motion event)"),
        HelpShortcut(.mouse, [.text("Media keys")], "Remote control: play/pause, next, previous"),
    ]

    /// The digit keys' lines for `count` built-in scenes, naming only scenes there are:
    /// 1…9 the first nine, Shift with them the next nine. Keycodes 10…18 are the digits;
    /// all nine keep their command (a digit past the last scene shows nothing, and is not
    /// passed on to the scene as the unshifted digit would be).
    nonisolated static func sceneKeys(count: Int) -> [HelpShortcut] {
        func keys(_ count: Int) -> [HelpShortcut.Token] {
            count == 1 ? [.key("1")] : [.key("1"), .text("\u{2013}"), .key(String(count))]
        }
        func scenes(_ first: Int, _ last: Int) -> String {
            first == last ? "Scene \(first)" : "Scenes \(first) to \(last)"
        }
        let plain = max(min(count, 9), 1), shifted = min(max(count - 9, 0), 9)
        var lines = [HelpShortcut(.keyboard, keys(plain), scenes(1, plain) + " (--list-scenes order)",
                                  commands: Dictionary(uniqueKeysWithValues: (0..<9).map { (10 + $0, .showScene(index: $0)) }))]
        if shifted > 0 {
            lines.append(HelpShortcut(.keyboard, [.key("Shift"), .text("+")] + keys(shifted), scenes(10, 9 + shifted),
                                      shiftedCommands: Dictionary(uniqueKeysWithValues: (0..<9).map {
                                          (10 + $0, .showScene(index: 9 + $0))
                                      })))
        }
        return lines
    }

    package static let cardWidth = 540.0
    package static let rowHeight = 25.0
    /// In a window too short for `rowHeight` (the smallest window), rows close up to this:
    /// the key caps are 20 pixels tall.
    package static let tightRowHeight = 22.0
    package static let keyColumn = 170.0

    private let fonts: (title: Font, body: Font, key: Font, header: Font)?

    /// The card's words, in the run's language.
    let words: HelpWords

    package init(words: HelpWords = Words().help) {
        self.words = words
        if let bold = try? Typeface.sansBold.face(), let regular = try? Typeface.sans.face() {
            fonts = (Font(face: bold, size: 17), Font(face: regular, size: 12.5),
                     Font(face: bold, size: 11), Font(face: bold, size: 10))
        } else {
            fonts = nil
        }
    }

    /// Draws the backdrop over `size` (the whole window) and the card centred on it.
    package func draw(in canvas: Canvas, size: Size) {
        canvas.fill(Rect(origin: .zero, size: size), color: Color(hex: "#10151f")!.withAlpha(0.5))
        let card = Self.cardRect(in: size)
        let rowHeight = Self.rowHeight(in: size)
        canvas.fillSoftShadow(of: card, radius: 16, offset: Point(x: 0, y: 8), blur: 24, color: Color.black.withAlpha(0.35))
        canvas.fill(card, radius: 16, color: .white)
        guard let fonts else { return }
        let left = card.minX + 28
        canvas.drawText("TouchLab", at: Point(x: left, y: card.minY + 40), font: fonts.title, color: Self.ink)
        let subtitle = words.keysAndMouse
        let titleWidth = canvas.measure("TouchLab", font: fonts.title).width
        canvas.drawText(subtitle, at: Point(x: (left + titleWidth + 10).rounded(), y: card.minY + 40),
                        font: fonts.body, color: Self.secondary)
        var y = card.minY + 60
        for group in HelpShortcut.Group.allCases {
            y += 10
            drawHeader(words.text(group.rawValue), left: left, width: Self.cardWidth - 56, y: y, fonts: fonts, on: canvas)
            y += 22
            for shortcut in Self.shortcuts where shortcut.group == group {
                drawRow(shortcut, left: left, y: y, fonts: fonts, on: canvas)
                y += rowHeight
            }
        }
        if card.width > Self.cardWidth {
            let legendLeft = card.minX + Self.cardWidth
            drawHeader(words.colours, left: legendLeft, width: HelpLegend.width - 28, y: card.minY + 70, fonts: fonts, on: canvas)
            HelpLegend.draw(left: legendLeft, top: card.minY + 102, font: fonts.body, color: Self.ink, words: words, on: canvas)
        }
        let footer = words.closeHelp
        let footerWidth = canvas.measure(footer, font: fonts.body).width
        canvas.drawText(footer, at: Point(x: (card.midX - footerWidth / 2).rounded(), y: card.maxY - 20),
                        font: fonts.body, color: Self.tertiary)
    }

    /// The card's place: centred, as tall as its rows; as wide as the shortcuts and the
    /// colour legend beside them when the window has room for both.
    package static func cardRect(in size: Size) -> Rect {
        let height = chromeHeight + Double(shortcuts.count) * rowHeight(in: size)
        let width = size.width >= cardWidth + HelpLegend.width + 40 ? cardWidth + HelpLegend.width : cardWidth
        return Rect(x: ((size.width - width) / 2).rounded(), y: ((size.height - height) / 2).rounded(),
                    width: width, height: height)
    }

    /// The card's height besides its rows: title, group headers, footer.
    private static var chromeHeight: Double { 60 + Double(HelpShortcut.Group.allCases.count) * 32 + 44 }

    /// The rows' pitch: `rowHeight`, or as much less as a short window needs to hold the
    /// card with 4 pixels to spare, never below `tightRowHeight`.
    static func rowHeight(in size: Size) -> Double {
        let fitting = ((size.height - 8 - chromeHeight) / Double(shortcuts.count)).rounded(.down)
        return max(tightRowHeight, min(rowHeight, fitting))
    }

    // MARK: Drawing

    package static let ink = Color(hex: "#1d2433")!
    package static let secondary = Color(hex: "#5d6676")!
    package static let tertiary = Color(hex: "#98a1ae")!
    package static let capFill = Color(hex: "#f1f3f6")!
    package static let capBorder = Color(hex: "#cfd4dc")!

    private func drawHeader(_ title: String, left: Double, width: Double, y: Double,
                            fonts: (title: Font, body: Font, key: Font, header: Font), on canvas: Canvas) {
        canvas.drawText(title.uppercased(), at: Point(x: left, y: y + 10), font: fonts.header, color: Self.tertiary)
        let textWidth = canvas.measure(title.uppercased(), font: fonts.header).width
        canvas.fill(Rect(x: (left + textWidth + 10).rounded(), y: y + 6, width: width - textWidth - 10, height: 1),
                    color: Self.capBorder.withAlpha(0.6))
    }

    private func drawRow(_ shortcut: HelpShortcut, left: Double, y: Double,
                         fonts: (title: Font, body: Font, key: Font, header: Font), on canvas: Canvas) {
        var x = left
        let baseline = (y + 15).rounded()
        for token in shortcut.keys {
            switch token {
            case .key(let name):
                let width = max(22, canvas.measure(name, font: fonts.key).width + 14)
                let cap = Rect(x: x.rounded(), y: y + 1, width: width.rounded(), height: 20)
                canvas.fill(cap.offsetBy(dx: 0, dy: 1.5), radius: 5, color: Self.capBorder)
                canvas.fill(cap, radius: 5, color: Self.capFill)
                canvas.stroke(Rect(x: cap.minX + 0.5, y: cap.minY + 0.5, width: cap.width - 1, height: cap.height - 1),
                              radius: 4.5, width: 1, color: Self.capBorder)
                canvas.drawText(name, centeredIn: cap, font: fonts.key, color: Self.ink)
                x += width + 5
            case .text(let english):
                let text = words.text(english)
                canvas.drawText(text, at: Point(x: x.rounded(), y: baseline), font: fonts.body, color: Self.secondary)
                x += canvas.measure(text, font: fonts.body).width + 5
            }
        }
        canvas.drawText(words.text(shortcut.action), at: Point(x: left + Self.keyColumn, y: baseline), font: fonts.body, color: Self.ink)
    }
}
