import Testing
@testable import TouchKitCairo
import SeededRandom

/// The marks that move Pango's line breaks are worked out on bytes for ASCII text (a trace
/// line) and character by character for the rest: both ways must give the same text.
@Suite struct BreakMarksTests {
    /// Pieces of trace lines and captions where each rule applies or nearly does.
    static let pieces = ["hit-test", "(470.0,", "140.0):", "->", "UIApplication.sendEvent", "44 pt", "0.5 s",
                         "45 px", "word4 pt", "1.", ".x", "a.b", "a. b", "..", "_", ".", "-", "- 3", "x-",
                         "3 ms", "12,5 %", "44 x", "ms", "\t", "\n", "A", "z", "9", "C(D)", "touchesBegan", "[2]:"]

    @Test func bytesAndCharactersAgreeOnAsciiText() {
        var generator = SplitMix64(seed: 41)
        for _ in 0..<500 {
            let count = 1 + Int(generator.next() % 12)
            let text = (0..<count).map { _ in Self.pieces[Int(generator.next() % UInt64(Self.pieces.count))] }
                .joined(separator: generator.next() % 4 == 0 ? "" : " ")
            #expect(TextEngine.asciiWithBreaksAdjusted(text) == TextEngine.charactersWithBreaksAdjusted(text),
                    "\(text.debugDescription)")
        }
    }

    /// A wrapped line loses its marks and trailing white space on bytes, as it did on
    /// characters.
    @Test func linesDropMarksAndTrailingSpaceAsCharactersDo() {
        let ends = ["", " ", "  ", "\t", "\r\n", "\u{3000}", "\u{00A0} ", "\u{0600} ", "é ", "\u{200B}", " \u{2060}",
                    "\u{2060}\u{200B} \n", "\u{0301} "]
        var generator = SplitMix64(seed: 43)
        for _ in 0..<500 {
            let count = 1 + Int(generator.next() % 6)
            let body = (0..<count).map { _ in Self.pieces[Int(generator.next() % UInt64(Self.pieces.count))] }.joined(separator: " ")
            let text = TextEngine.withBreaksAdjusted(body + "·中文") + ends[Int(generator.next() % UInt64(ends.count))]
            var expected = text
            expected.removeAll { $0 == "\u{200B}" || $0 == "\u{2060}" }
            while expected.last?.isWhitespace == true { expected.removeLast() }
            #expect(TextEngine.line(Array(text.utf8)[...]) == expected, "\(text.debugDescription)")
        }
        for end in ends {
            var expected = end
            expected.removeAll { $0 == "\u{200B}" || $0 == "\u{2060}" }
            while expected.last?.isWhitespace == true { expected.removeLast() }
            #expect(TextEngine.line(Array(end.utf8)[...]) == expected, "\(end.debugDescription)")
        }
    }

    @Test func asciiTextTakesTheMarks() {
        #expect(TextEngine.withBreaksAdjusted("UIApplication.sendEvent 44 pt a->b")
                == "UIApplication\u{200B}.sendEvent 44 \u{2060}pt a-\u{2060}>b")
    }
}
