import Testing
import TouchKitCairo

/// The ellipsizer with a fake font (every character 10 wide), counting its measurements:
/// the work is bounded by the length's logarithm, whatever the width.
struct EllipsizerTests {
    final class CountingMeasure {
        var calls = 0
        func width(_ text: String) -> Double {
            calls += 1
            return Double(text.count) * 10
        }
    }

    @Test func textThatFitsIsMeasuredOnce() {
        let measure = CountingMeasure()
        #expect(Ellipsizer.fit("Pan", maxWidth: 30, measure: measure.width) == "Pan")
        #expect(measure.calls == 1)
    }

    @Test func keepsTheLongestPrefixThatFitsWithTheEllipsis() {
        let measure = CountingMeasure()
        #expect(Ellipsizer.fit("touchesBegan", maxWidth: 55, measure: measure.width) == "touc…")
        #expect(Ellipsizer.fit("ab   cdef", maxWidth: 60, measure: measure.width) == "ab…")
    }

    /// The strip once shrank "…" forever when not even "…" fitted (a 40 px scene).
    @Test func aWidthNarrowerThanTheEllipsisGivesNothingInFewSteps() {
        let text = String(repeating: "m", count: 1000)
        for maxWidth in [-1.0, 0, 9.99, .nan, -.infinity] {
            let measure = CountingMeasure()
            #expect(Ellipsizer.fit(text, maxWidth: maxWidth, measure: measure.width) == "")
            #expect(measure.calls <= 12, "\(measure.calls) measurements for 1000 characters")
        }
        #expect(Ellipsizer.fit("…", maxWidth: 5, measure: CountingMeasure().width) == "")
        #expect(Ellipsizer.fit("", maxWidth: -5, measure: CountingMeasure().width) == "")
    }

    @Test func aMeasureThatNeverFitsStillEnds() {
        let text = String(repeating: "x", count: 100_000)
        var calls = 0
        let fitted = Ellipsizer.fit(text, maxWidth: 100) { _ in
            calls += 1
            return .infinity
        }
        #expect(fitted == "")
        #expect(calls <= 19)
    }
}
