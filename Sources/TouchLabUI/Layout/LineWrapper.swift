/// Breaks text into lines no wider than a width — the one word-wrapper of the inspector
/// panel and the journey strip: at spaces, and inside a word only when the word alone is
/// wider than a line (a long view name), before its last dot that leaves a head that fits
/// ("Application" ".sendEvent"), else after its longest head that fits. Nothing is ever
/// dropped or shortened: every character ends up on some line, and the caller makes room.
///
/// Each line takes words while they fit. Rather than measuring every growing prefix (a
/// long trace line measured dozens of ever longer strings), the words' own widths guess
/// where the line ends, and measurements of the whole line confirm it, stepping a word at
/// a time when the guess was off: a line with more words is never narrower, so the first
/// word that does not fit is the same either way.
enum LineWrapper {
    /// `text` in lines of at most `width` (the first at most `firstWidth` when given: a
    /// hanging indent), as `measure` measures them (the caller remembers measurements).
    static func wrap(_ text: String, width: Double, firstWidth: Double? = nil, measure: (String) -> Double) -> [String] {
        let words = text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        var lines: [String] = []
        var current = ""
        func room() -> Double { lines.isEmpty ? (firstWidth ?? width) : width }
        var next = 0
        while next < words.count {
            let end = fittingEnd(current, words, from: next, room: room(), measure: measure)
            if end > next {
                current = joined(current, words[next..<end])
                next = end
                continue
            }
            if !current.isEmpty { lines.append(current) }
            current = words[next]
            next += 1
            while measure(current) > room(), current.count > 1 {
                let (head, tail) = split(current, width: room(), measure: measure)
                lines.append(head)
                current = tail
            }
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        return lines
    }

    /// The end of the longest run of `words` from `start` that fits in `room` after `current`
    /// (`start` when not even the first word fits).
    private static func fittingEnd(_ current: String, _ words: [String], from start: Int, room: Double,
                                   measure: (String) -> Double) -> Int {
        func fits(_ end: Int) -> Bool { end == start || measure(joined(current, words[start..<end])) <= room }
        let space = measure(" ")
        var guess = current.isEmpty ? 0 : measure(current) + space
        var end = start
        while end < words.count, guess + measure(words[end]) <= room {
            guess += measure(words[end]) + space
            end += 1
        }
        while !fits(end) { end -= 1 }
        while end < words.count, fits(end + 1) { end += 1 }
        return end
    }

    /// `words` after `line`, one space apart.
    private static func joined(_ line: String, _ words: ArraySlice<String>) -> String {
        let tail = words.joined(separator: " ")
        return line.isEmpty ? tail : line + " " + tail
    }

    /// The head of `word` for a line of `width`, and the rest: the longest head that fits
    /// (at least one character), cut back to its last dot when one leaves a head (a dot
    /// just after it counts too).
    private static func split(_ word: String, width: Double, measure: (String) -> Double) -> (String, String) {
        let characters = Array(word)
        var low = 1, high = characters.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if measure(String(characters[..<middle])) <= width { low = middle } else { high = middle - 1 }
        }
        if let dot = characters[1...low].lastIndex(of: ".") { low = dot }
        return (String(characters[..<low]), String(characters[low...]))
    }
}
