import Testing
import TouchKit
@testable import TouchKitCairo
import SeededRandom

/// Wrapping a long text (a trace line through thousands of views runs to 100 kB) costs
/// work and memory in proportion to its length, never a layout of the whole text, and
/// gives exactly the lines of the whole paragraph laid out at once.
@Suite struct LongTextWrapTests {
    /// A trace-like text of `words` words: names, arrows, dotted calls, some Chinese.
    static func text(words: Int) -> String {
        var generator = SplitMix64(seed: 27)
        let vocabulary = ["root", "->", "chain(nil)", "UIApplication.sendEvent", "c76_5(nil)", "d2997", "视图「卡片」",
                          "Κάρτα", "touchesBegan", "[2]:", "—", "gestureRecognizer.state", "(480.0,", "400.0):"]
        return (0..<words).map { _ in vocabulary[Int(generator.next() % UInt64(vocabulary.count))] }
            .joined(separator: " ")
    }

    /// The lines do not depend on how much of the text Pango is given at once.
    @Test(arguments: [(240.0, 0.0), (180.0, 40.0), (240.0, -30.0), (37.0, 0.0)])
    func windowedLinesAreTheWholeParagraphs(_ width: Double, _ indent: Double) throws {
        let font = try Font(.sans, size: 10)
        let text = Self.text(words: 900)
        let whole = TextEngine.shared.wrappedCountingWork(text, face: font.face, size: 10, width: width, indent: indent,
                                                          window: Int.max / 4)
        #expect(whole.layouts.count == 1)
        for window in [300, 1000, TextEngine.wrapWindow] {
            let windowed = TextEngine.shared.wrappedCountingWork(text, face: font.face, size: 10, width: width,
                                                                 indent: indent, window: window)
            #expect(windowed.layouts.count > 1)
            #expect(windowed.lines == whole.lines, "window \(window), width \(width), indent \(indent)")
        }
    }

    /// Twice the text makes about twice the work, and no layout grows with it.
    @Test func workPerCharacterStaysTheSameAtTwiceTheLength() throws {
        let font = try Font(.sans, size: 10)
        var work: [(total: Int, largest: Int, length: Int)] = []
        for words in [4000, 8000, 16000] {
            let text = Self.text(words: words)
            let wrapped = TextEngine.shared.wrappedCountingWork(text, face: font.face, size: 10, width: 240)
            #expect(wrapped.lines.count > words / 20)
            work.append((wrapped.layouts.reduce(0, +), wrapped.layouts.max() ?? 0, text.utf8.count))
        }
        for (shorter, longer) in zip(work, work.dropFirst()) {
            let perByte = Double(longer.total) / Double(longer.length), before = Double(shorter.total) / Double(shorter.length)
            #expect(perByte < before * 1.05, "\(shorter) then \(longer)")
            #expect(perByte < 1.25, "bytes laid out per byte of text: \(perByte)")
            #expect(longer.largest <= 2 * TextEngine.wrapWindow)
        }
    }
}

