import Testing
import TouchKit
import TouchKitCairo

/// `Font.ellipsized`: Pango cuts a line's end to fit a width and marks the cut with "…",
/// keeping as much as fits; not even "…" fitting gives nothing, in bounded work.
@Suite struct PangoEllipsizingTests {
    let font: Font

    init() throws { font = try Font(.sans, size: 12) }

    @Test func textThatFitsIsWhole() {
        #expect(font.ellipsized("Pan", maxWidth: 30) == "Pan")
        #expect(font.ellipsized("视图「卡片」", maxWidth: 200) == "视图「卡片」")
    }

    @Test(arguments: ["touchesBegan", "ab   cdef", "cancelsTouchesInView then more", "视图「卡片」购买轻点按钮",
                      "Карточка с кнопкой", "Πατήστε το κουμπί τώρα"])
    func keepsTheLongestHeadThatFitsWithTheEllipsis(_ text: String) {
        let whole = font.measure(text).width
        for fraction in [0.3, 0.5, 0.8] {
            let maxWidth = (whole * fraction).rounded()
            let fitted = font.ellipsized(text, maxWidth: maxWidth)
            #expect(fitted.hasSuffix("…"), "\(text) in \(maxWidth)")
            #expect(font.measure(fitted).width <= maxWidth, "\(fitted) in \(maxWidth)")
            let head = String(fitted.dropLast())
            #expect(text.hasPrefix(head) && head.last != " ", "\(fitted)")
            // One more character (with the spaces before it) would not fit.
            let rest = text.dropFirst(head.count)
            let next = rest.prefix(while: { $0 == " " }).count + 1
            #expect(font.measure(head + String(rest.prefix(next)) + "…").width > maxWidth, "\(fitted) in \(maxWidth)")
        }
    }

    /// The strip once shrank "…" forever when not even "…" fitted (a 40 px scene).
    @Test func aWidthNarrowerThanTheEllipsisGivesNothing() {
        let text = String(repeating: "m", count: 1000)
        let ellipsis = font.measure("…").width
        for maxWidth in [-1.0, 0, ellipsis - 0.01, .nan, -.infinity] {
            #expect(font.ellipsized(text, maxWidth: maxWidth) == "")
        }
        #expect(font.ellipsized("…", maxWidth: ellipsis / 2) == "")
        #expect(font.ellipsized("", maxWidth: -5) == "")
        #expect(font.ellipsized(text, maxWidth: ellipsis) == "…")
    }

    @Test func aVeryLongLineEnds() {
        let text = String(repeating: "x", count: 100_000)
        let fitted = font.ellipsized(text, maxWidth: 100)
        #expect(fitted.hasSuffix("…") && fitted.count < 30)
    }
}
