import Testing
import TouchKit
import TouchKitCairo
@testable import TouchLabUI

/// `PanelText.wrap` (`LineWrapper`, the strip's wrapper too) guesses how many words fit on
/// a line from their widths; its lines must be exactly those of filling each line word by
/// word (measuring every growing prefix), a word wider than a line broken before a dot or
/// between characters. Texts of short and long words (some wider than a line, which
/// break between characters) at widths from narrower than a word to wider than the text,
/// with and without a narrower first line.
@MainActor
struct PanelTextWrapTests {
    let text = PanelText()

    @Test func linesAreThoseOfFillingWordByWord() {
        var random = SplitMix(seed: 7)
        let vocabulary = ["a", "to", "hit", "View", "(12.0,", "34.5):", "->", "Window", "touchesBegan", "recognizer",
                          "cancelsTouchesInView", "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnop", "\u{2192}", "B(nil)"]
        for sample in 0..<150 {
            let count = Int(random.next() % 40)
            let words = (0..<count).map { _ in vocabulary[Int(random.next() % UInt64(vocabulary.count))] }
            let spaces = ["", " ", "  "]
            let line = words.map { $0 + spaces[Int(random.next() % 3)] }.joined(separator: " ")
            let width = Double(8 + random.next() % 400)
            let first = sample % 3 == 0 ? Double(4 + random.next() % 300) : nil
            let wrapped: [String] = text.wrap(line, size: 11, width: width, firstWidth: first)
            let filled: [String] = greedy(line, size: 11, width: width, firstWidth: first)
            let place = "\"\(line)\" at \(width), first line \(first ?? width)"
            #expect(wrapped == filled, "\(place)")
        }
    }

    /// What the wrapper's sums rest on: Cairo measures a line as its words' and spaces'
    /// widths added up (no kerning, no shaping), so a sum far from the room decides alone.
    /// The line is measured by Cairo itself, not by `PanelText` (which adds up an ASCII
    /// line's characters).
    @Test func aLinesWidthIsItsWordsAndSpacesAddedUp() throws {
        let canvas = Canvas(surface: try ImageSurface(width: 1, height: 1))
        let face = try Typeface.sans.face()
        var random = SplitMix(seed: 11)
        let vocabulary = ["hit-test", "(772.8,", "104.0):", "root", "->", "chain(nil)", "c6_7(nil)", "AV", "To", "W.",
                          "touchesBegan", "[1]:", "\u{2713}", "\u{25B6}\u{25AE}", "fi", "Wa", "Ty", "(discarded)"]
        for size in [9.0, 10.5, 11, 12, 15] {
            for _ in 0..<40 {
                let words = (0..<(1 + Int(random.next() % 30))).map { _ in
                    vocabulary[Int(random.next() % UInt64(vocabulary.count))]
                }
                let summed = words.dropFirst().reduce(text.width(of: words[0], size: size)) {
                    $0 + text.width(of: " ", size: size) + text.width(of: $1, size: size)
                }
                let line = words.joined(separator: " ")
                let measured = canvas.measure(line, font: Font(face: face, size: size)).width
                #expect(abs(measured - summed) < 1e-9, "\"\(line)\" at \(size)")
            }
        }
    }

    /// `PanelText` adds up an ASCII text's characters' advances instead of asking Cairo: the
    /// sum must be Cairo's measurement to the bit (labels hug their text), for any printable
    /// ASCII text at every size the panel uses; other text is measured by Cairo.
    @Test func anASCIITextsWidthIsCairosToTheBit() throws {
        let canvas = Canvas(surface: try ImageSurface(width: 1, height: 1))
        let face = try Typeface.sans.face()
        var random = SplitMix(seed: 23)
        let sizes = [PanelTheme.headerSize, PanelTheme.traceSize, PanelTheme.smallSize, PanelTheme.bodySize,
                     PanelTheme.titleSize - 2, PanelTheme.titleSize, 9, 12]
        for size in sizes {
            for sample in 0..<120 {
                let length = 1 + Int(random.next() % 90)
                var bytes = (0..<length).map { _ in UInt8(0x20 + random.next() % 95) }
                if sample % 10 == 0 { bytes.append(0xC3); bytes.append(0xA9) }
                let line = String(decoding: bytes, as: UTF8.self)
                let cairo = canvas.measure(line, font: Font(face: face, size: size)).width
                #expect(text.width(of: line, size: size) == cairo, "\"\(line)\" at \(size)")
            }
        }
    }

    /// The word-by-word filling: each word joins the line if the longer line fits.
    private func greedy(_ line: String, size: Double, width: Double, firstWidth: Double?) -> [String] {
        var lines: [String] = []
        var current = ""
        func room() -> Double { lines.isEmpty ? (firstWidth ?? width) : width }
        for word in line.split(separator: " ").map(String.init) {
            let candidate = current.isEmpty ? word : current + " " + word
            if text.width(of: candidate, size: size) <= room() {
                current = candidate
                continue
            }
            if !current.isEmpty { lines.append(current) }
            current = word
            while text.width(of: current, size: size) > room(), current.count > 1 {
                var head = 1
                while head + 1 < current.count,
                      text.width(of: String(current.prefix(head + 1)), size: size) <= room() { head += 1 }
                // Before the last dot of that head, or just after it, when that leaves a head.
                if let dot = Array(current.prefix(head + 1)).dropFirst().lastIndex(of: ".") { head = dot }
                lines.append(String(current.prefix(head)))
                current = String(current.dropFirst(head))
            }
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        return lines
    }
}

/// A small seeded generator, so every run checks the same texts.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
