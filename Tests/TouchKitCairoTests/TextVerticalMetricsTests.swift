import Testing
import TouchKit
@testable import TouchKitCairo

/// Text is centred on a line by its face's ascent and descent, which the engine reads from
/// HarfBuzz: they are the figures Pango's own font metrics give, in every typeface and at
/// the sizes the lab draws.
@Suite struct TextVerticalMetricsTests {
    @Test(arguments: Typeface.allCases)
    func ascentAndDescentArePangosFontMetrics(_ typeface: Typeface) throws {
        let face = try typeface.face()
        for size in [9.0, 10.5, 12, 13.5, 17, 26.7] {
            let measured = TextEngine.shared.measure("Tap 视图", face: face, size: size).metrics
            let pango = try #require(TextEngine.shared.pangoFontMetrics(face: face, size: size))
            #expect(measured.ascent == pango.ascent, "\(typeface) at \(size)")
            #expect(measured.descent == pango.descent, "\(typeface) at \(size)")
        }
    }
}
