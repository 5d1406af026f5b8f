import Testing
import TouchKit
@testable import TouchKitCairo

/// `Canvas.measure` answers from its face's memory: the answers must be Cairo's own, for
/// each scale a canvas draws at, and the memory must stay bounded.
@Suite struct TextMeasurementsTests {
    static let texts = ["not visited", "✗ Cell1184: outside its bounds", "touchesEnded", "W", "", "1  (650, 830)"]

    @Test(arguments: [1.0, 0.62, 0.83, 2.0])
    func rememberedMetricsAreCairosAtEveryScale(_ scale: Double) throws {
        let font = try Font(.sans, size: 11)
        let canvas = Canvas(surface: try ImageSurface(width: 4, height: 4))
        canvas.concatenate(AffineTransform(scaleX: scale, y: scale))
        canvas.translate(x: 17.25, y: 3.5)  // a translation does not change a measurement
        for text in Self.texts {
            let first = canvas.measure(text, font: font)
            let again = canvas.measure(text, font: font)
            #expect(first == canvas.measuredByCairo(text, font: font), "\(text) at \(scale)")
            #expect(again == first)
        }
    }

    @Test func aScaledCanvasDoesNotReuseTheUnscaledAnswer() throws {
        let font = try Font(.mono, size: 13)
        let plain = Canvas(surface: try ImageSurface(width: 4, height: 4))
        let scaled = Canvas(surface: try ImageSurface(width: 4, height: 4))
        scaled.concatenate(AffineTransform(scaleX: 0.37, y: 0.37))
        let text = "hit-test (590.0, 200.0)"
        _ = plain.measure(text, font: font)
        #expect(scaled.measure(text, font: font) == scaled.measuredByCairo(text, font: font))
    }

    @Test func theMemoryStartsAgainPastItsLimit() {
        let memory = TextMeasurements()
        let metrics = TextMetrics(width: 1, ascent: 1, descent: 1)
        for index in 0...TextMeasurements.limit {
            _ = memory.metrics(for: .init(text: "\(index)", size: 10, xx: 1, yx: 0, xy: 0, yy: 1)) { metrics }
        }
        #expect(memory.count == 1)
        var measured = false
        _ = memory.metrics(for: .init(text: "0", size: 10, xx: 1, yx: 0, xy: 0, yy: 1)) {
            measured = true
            return metrics
        }
        #expect(measured, "an entry from before the reset was answered from memory")
    }
}
