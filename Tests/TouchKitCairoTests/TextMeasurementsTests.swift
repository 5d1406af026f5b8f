import Testing
import TouchKit
@testable import TouchKitCairo

/// `Canvas.measure` answers from its face's memory: the answers must be Pango's own, the
/// same at each scale a canvas draws at, and the memory must stay bounded.
@Suite struct TextMeasurementsTests {
    static let texts = ["not visited", "✗ Cell1184: outside its bounds", "touchesEnded", "W", "", "1  (650, 830)",
                        "视图「卡片」", "Κάρτα", "Карточка"]

    @Test(arguments: [1.0, 0.62, 0.83, 2.0])
    func rememberedMetricsArePangosAtEveryScale(_ scale: Double) throws {
        let font = try Font(.sans, size: 11)
        let canvas = Canvas(surface: try ImageSurface(width: 4, height: 4))
        canvas.concatenate(AffineTransform(scaleX: scale, y: scale))
        canvas.translate(x: 17.25, y: 3.5)
        for text in Self.texts {
            let first = canvas.measure(text, font: font)
            let again = canvas.measure(text, font: font)
            #expect(first == TextEngine.shared.measure(text, face: font.face, size: 11).metrics, "\(text) at \(scale)")
            #expect(again == first)
        }
    }

    /// Text is laid out unscaled and Cairo scales the glyphs, so a scaled canvas's answer is
    /// the unscaled one: labels keep their place relative to each other at every zoom.
    @Test func aScaledCanvasMeasuresAsAnUnscaledOne() throws {
        let font = try Font(.mono, size: 13)
        let plain = Canvas(surface: try ImageSurface(width: 4, height: 4))
        let scaled = Canvas(surface: try ImageSurface(width: 4, height: 4))
        scaled.concatenate(AffineTransform(scaleX: 0.37, y: 0.37))
        let text = "hit-test (590.0, 200.0)"
        #expect(scaled.measure(text, font: font) == plain.measure(text, font: font))
    }

    /// Pango shapes: a kerned pair is narrower than its letters apart (the toy text API it
    /// replaces added advances up).
    @Test func pairsAreKerned() throws {
        let font = try Font(.sans, size: 40)
        #expect(font.measure("AV").width < font.measure("A").width + font.measure("V").width - 1)
    }

    @Test func theMemoryStartsAgainPastItsLimit() {
        let memory = TextMeasurements()
        let measured = TextEngine.Measured(metrics: TextMetrics(width: 1, ascent: 1, descent: 1), missingGlyphs: 0)
        for index in 0...TextMeasurements.limit {
            _ = memory.measured(for: .init(text: "\(index)", size: 10)) { measured }
        }
        #expect(memory.count == 1)
        var asked = false
        _ = memory.measured(for: .init(text: "0", size: 10)) {
            asked = true
            return measured
        }
        #expect(asked, "an entry from before the reset was answered from memory")
    }

    /// The engine's one-line layouts are remembered for drawing, within a bound.
    @Test func rememberedLayoutsStayBounded() throws {
        let font = try Font(.sans, size: 9.5)
        let canvas = Canvas(surface: try ImageSurface(width: 4, height: 4))
        for index in 0..<2000 { canvas.drawText("line \(index)", at: Point(x: 0, y: 3), font: font, color: .black) }
        #expect(TextEngine.shared.rememberedLines <= 512)
    }
}
