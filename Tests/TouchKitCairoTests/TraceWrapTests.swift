import Foundation
import Testing
import TouchKit
@testable import TouchKitCairo

/// Trace lines are wrapped without a Pango layout (`TextEngine.fastLineRanges`), and break
/// exactly where Pango's own layout breaks them: every line of every recorded trace, at
/// widths from a narrow panel to a wide one, with and without a hanging indent.
@Suite struct TraceWrapTests {
    /// The text after the time of each line of the recorded traces (as the trace panel wraps it).
    static func traceTexts() throws -> [String] {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("TouchLabEngineTests/__Traces__")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".trace") }.sorted()
        var texts: [String] = []
        for file in files {
            let trace = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for line in trace.split(separator: "\n") {
                let parts = line.split(separator: " ", maxSplits: 1)
                if parts.count > 1 { texts.append(String(parts[1])) }
            }
        }
        return Array(Set(texts)).sorted()
    }

    @Test(arguments: [(10.0, 0.0), (10.0, 24.0), (10.0, -18.0), (12.0, 0.0)])
    func traceLinesBreakWherePangoBreaksThem(_ size: Double, _ indent: Double) throws {
        let font = try Font(.sans, size: size)
        let texts = try Self.traceTexts()
        #expect(texts.count > 300)
        var fast = 0, total = 0
        for width in stride(from: 90.0, through: 420.0, by: 7.25) {
            for text in texts {
                let pango = TextEngine.shared.wrappedCountingWork(text, face: font.face, size: size, width: width,
                                                                  indent: indent).lines
                total += 1
                guard let lines = TextEngine.shared.fastWrapped(text, face: font.face, size: size, width: width,
                                                                indent: indent) else { continue }
                fast += 1
                #expect(lines == pango, "width \(width), indent \(indent): \(text)")
                // The same through the font: a first line `firstWidth` wide, the others `width`.
                let through = indent >= 0 ? font.wrapped(text, width: width, firstWidth: width - indent)
                    : font.wrapped(text, width: width + indent, firstWidth: width)
                #expect(through == pango, "width \(width), indent \(indent): \(text)")
            }
        }
        // Nearly all of them take the way without a layout (a word wider than a line does not).
        #expect(Double(fast) > 0.9 * Double(total), "\(fast) of \(total)")
    }

    /// Words shaped together stay apart: a word after one whose next character it starts
    /// with ("to f", "first") keeps its own ligatures and kerning ("ffi" must not form).
    @Test func wordsShapedTogetherKeepTheirOwnAdvances() throws {
        let font = try Font(.sans, size: 11.5)
        let texts = ["the cells from last to first, each refusal a point(inside:) check, so a few of fifty",
                     "off offers fit if ff fi fl ffl affix office traffic staff of first flow"]
        var fast = 0
        for width in stride(from: 60.0, through: 400.0, by: 3.5) {
            for text in texts {
                let pango = TextEngine.shared.wrappedCountingWork(text, face: font.face, size: 11.5, width: width).lines
                // Narrower than a word, Pango breaks between characters: that goes to Pango.
                guard let lines = TextEngine.shared.fastWrapped(text, face: font.face, size: 11.5, width: width)
                else { continue }
                fast += 1
                #expect(lines == pango, "width \(width): \(text)")
            }
        }
        #expect(fast > 150)
    }

    /// A long line (a hit test through thousands of views) breaks as Pango breaks it whole.
    @Test func longTraceLineBreaksWherePangoBreaksIt() throws {
        let font = try Font(.sans, size: 10)
        // Lines that need no break between characters at the narrowest width.
        let texts = try Self.traceTexts().filter {
            TextEngine.shared.fastWrapped($0, face: font.face, size: 10, width: 143) != nil
        }
        let long = texts.joined(separator: " -> ")
        #expect(long.utf8.count > 20_000)
        for width in [143.0, 266.5, 391.0] {
            let pango = TextEngine.shared.wrappedCountingWork(long, face: font.face, size: 10, width: width,
                                                              window: Int.max / 4).lines
            let lines = try #require(TextEngine.shared.fastWrapped(long, face: font.face, size: 10, width: width))
            #expect(lines == pango, "width \(width)")
            // Worked a small window at a time, as a long text is: the same lines.
            for window in [300, 1_000] {
                let windowed = try #require(TextEngine.shared.fastWrapped(long, face: font.face, size: 10, width: width,
                                                                          window: window))
                #expect(windowed == pango, "width \(width), window \(window)")
            }
        }
    }
}
