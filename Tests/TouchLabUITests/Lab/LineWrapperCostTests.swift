import Testing
@testable import TouchLabUI

/// Wrapping costs in proportion to the text: what `LineWrapper` asks `measure` to measure
/// (characters, added up over every call) stays within a small multiple of the text's
/// length however long the text, a long word (a title without spaces) included. Counted,
/// not timed: each character is 7 points wide.
struct LineWrapperCostTests {
    /// Wraps `text` at 300 points and returns the lines and the characters measured.
    static func wrap(_ text: String) -> (lines: [String], measured: Int) {
        var measured = 0
        let lines = LineWrapper.wrap(text, width: 300, firstWidth: 200) { line in
            measured += line.count
            return Double(line.count) * 7
        }
        return (lines, measured)
    }

    @Test(arguments: [2_000, 20_000, 200_000])
    func aLongWordIsBrokenAtACostInProportionToIt(_ length: Int) {
        let word = String(repeating: "x", count: length)
        let (lines, measured) = Self.wrap(word)
        #expect(lines.joined() == word)
        #expect(lines.first?.count == 28 && lines.dropFirst().dropLast().allSatisfy { $0.count == 42 })
        #expect(measured <= 12 * length, "\(measured) characters measured for a word of \(length)")
    }

    @Test(arguments: [2_000, 20_000, 200_000])
    func manyWordsAreWrappedAtACostInProportionToThem(_ count: Int) {
        let text = (0..<count).map { "w\($0 % 1000)" }.joined(separator: " ")
        let (lines, measured) = Self.wrap(text)
        #expect(lines.joined(separator: " ") == text)
        #expect(measured <= 12 * text.count, "\(measured) characters measured for \(text.count)")
    }
}
