import Testing
import TouchKit
import TouchKitCairo
@testable import TouchLabUI
import SeededRandom

/// `PanelText.wrap` (Pango's wrapping, the strip's too): every line fits its room (but a
/// lone character wider than it), nothing but the spaces at a break is lost, and each line
/// is as full as it can be: the next word would not have fitted. Texts of short and long
/// words (some wider than a line, which break between characters) at widths from
/// narrower than a word to wider than the text, with and without another first line.
@MainActor
struct PanelTextWrapTests {
    let text = PanelText()

    @Test func linesFitKeepEverythingAndAreFull() {
        var random = SplitMix64(seed: 7)
        let vocabulary = ["a", "to", "hit", "View", "(12.0,", "34.5):", "->", "Window", "touchesBegan", "recognizer",
                          "cancelsTouchesInView", "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnop", "\u{2192}", "B(nil)",
                          "UIApplication.sendEvent", "视图「卡片」", "购买", "Карточка", "Κάρτα"]
        for sample in 0..<150 {
            let count = Int(random.next() % 40)
            let words = (0..<count).map { _ in vocabulary[Int(random.next() % UInt64(vocabulary.count))] }
            let line = words.joined(separator: " ")
            let width = Double(8 + random.next() % 400)
            let first = sample % 3 == 0 ? Double(4 + random.next() % 300) : nil
            let wrapped = text.wrap(line, size: 11, width: width, firstWidth: first)
            let place = "\"\(line)\" at \(width), first line \(first ?? width): \(wrapped)"
            #expect(wrapped.joined().filter { $0 != " " } == line.filter { $0 != " " }, "\(place)")
            var rest = Substring(line)
            for (index, current) in wrapped.enumerated() {
                let room = index == 0 ? first ?? width : width
                #expect(current.count <= 1 || text.width(of: current, size: 11) <= room + 0.01, "\(place)")
                rest = rest.drop { $0 == " " }.dropFirst(current.count)
                guard index + 1 < wrapped.count, !current.isEmpty else { continue }
                if rest.first == " " {
                    let next = String(rest.drop { $0 == " " }.prefix { $0 != " " })
                    if text.width(of: next, size: 11) <= width {
                        #expect(text.width(of: current + " " + next, size: 11) > room, "\(place)")
                    }
                }
            }
        }
    }

    /// A name wider than a line breaks before a dot ("UIApplication" ".sendEvent"), an
    /// arrow stays whole, and Chinese breaks between ideographs, as a reader expects.
    @Test func breaksWhereAReaderExpects() {
        let name = text.wrap("UIApplication.sendEvent(_:)", size: 11, width: text.width(of: "UIApplication.sen", size: 11))
        #expect(name == ["UIApplication", ".sendEvent(_:)"])
        for width in stride(from: 30.0, through: 200, by: 7) {
            let arrows = text.wrap("root -> Window -> View -> Button -> Label", size: 11, width: width)
            #expect(!arrows.contains { $0.hasSuffix("-") || $0.hasPrefix(">") }, "\(arrows)")
        }
        let chinese = "轻点购买按钮，视图「卡片」会收到触摸事件"
        let lines = text.wrap(chinese, size: 11, width: 60)
        #expect(lines.count > 2 && lines.joined() == chinese)
        #expect(lines.allSatisfy { text.width(of: $0, size: 11) <= 60 })
    }

    /// A word joiner before a name's dot keeps the name whole wherever the line falls (the
    /// edits banner's `cardTap.cancelsTouchesInView`), and is not drawn.
    @Test func aWordJoinerKeepsANameWhole() {
        let name = "cardTap.cancelsTouchesInView"
        let joined = "Before and now: Card \u{2014} Card cardTap\u{2060}.cancelsTouchesInView off"
        let narrowest = text.width(of: name, size: 11)
        var splitWithout = false
        for width in stride(from: narrowest, through: narrowest + 200, by: 5) {
            let lines = text.wrap(joined, size: 11, width: width)
            #expect(lines.contains { $0.contains(name) } && !lines.contains { $0.contains("\u{2060}") }, "\(lines)")
            let plain = text.wrap(joined.replacing("\u{2060}", with: ""), size: 11, width: width)
            splitWithout = splitWithout || !plain.contains { $0.contains(name) }
        }
        #expect(splitWithout, "some width splits the name without the joiner")
    }

    /// Labels hug their text: a width is Pango's measurement of it in the labels' face.
    @Test func aWidthIsPangosMeasurement() throws {
        let face = try Typeface.sans.face()
        for size in [PanelTheme.headerSize, PanelTheme.traceSize, PanelTheme.bodySize, PanelTheme.titleSize] {
            for line in ["hit-test (772.8, 104.0): root -> chain(nil)", "AV To Wa", "视图「卡片」", "Κάρτα Карточка"] {
                #expect(text.width(of: line, size: size) == Font(face: face, size: size).measure(line).width)
            }
        }
    }
}

extension PanelTextWrapTests {
    /// A line never ends on a number whose unit starts the next (`45 | pt`, `0.5 | 秒`,
    /// `44 × | 44`), and a run of Chinese characters (a word, as far as Pango can tell)
    /// is never split when it fits a line (`抢 | 先`).
    @Test func aNumberKeepsItsUnitAndAChineseWordStaysWhole() {
        let sentence = "手指移动 45 pt 之后，0.5 秒内控件抢先，区域 44 × 44，毫秒"
        for width in stride(from: 100.0, through: 260, by: 3) {
            let lines = text.wrap(sentence, size: 11, width: width)
            let place = "at \(width): \(lines)"
            #expect(lines.joined().filter { $0 != " " } == sentence.filter { $0 != " " }, "\(place)")
            for (line, next) in zip(lines, lines.dropFirst()) {
                #expect(!(line.last?.isNumber == true && (next.first?.isLetter == true || next.first == "\u{00D7}")),
                        "\(place)")
                #expect(line.last != "\u{00D7}", "\(place)")
                #expect(!(line.last.map(Self.isHan) == true && next.first.map(Self.isHan) == true), "\(place)")
            }
        }
    }

    static func isHan(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy { (0x4E00...0x9FFF).contains($0.value) }
    }
}
