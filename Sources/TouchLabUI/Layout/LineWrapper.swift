/// Breaks text into lines no wider than a width — the one word-wrapper of the inspector
/// panel and the journey strip: at spaces, and inside a word only when the word alone is
/// wider than a line (a long view name), before its last dot that leaves a head that fits
/// ("Application" ".sendEvent"), else after its longest head that fits. Nothing is ever
/// dropped or shortened: every character ends up on some line, and the caller makes room.
///
/// Each line takes words while they fit. Cairo's text API neither kerns nor shapes, so a
/// line's advance is its glyphs' advances added up: its words' widths and the spaces'
/// between them. Those sums decide where a line ends without building and measuring each
/// candidate line (a hundred-word trace line was two new strings measured by Cairo per
/// line); only a sum within `tolerance` of the room, where the order of the additions could
/// tip it, is confirmed by measuring the whole line.
enum LineWrapper {
    /// How near the room a summed width must be for the whole line to be measured: far
    /// beyond the rounding of adding a line's advances in another order (1e-12 points).
    static let tolerance = 0.01

    /// `text` in lines of at most `width` (the first at most `firstWidth` when given: a
    /// hanging indent), as `measure` measures them (the caller remembers measurements).
    static func wrap(_ text: String, width: Double, firstWidth: Double? = nil, measure: (String) -> Double) -> [String] {
        // Words one space apart that fit whole are the one line the filling below would
        // make of them (a run's advance is never less than its start's), found with one
        // measurement instead of one per word.
        if isSpacedOnce(text), measure(text) <= firstWidth ?? width { return [text] }
        let words = Self.words(of: text)
        var lines: [String] = []
        var current = ""
        func room() -> Double { lines.isEmpty ? (firstWidth ?? width) : width }
        var next = 0
        while next < words.count {
            let end = fittingEnd(current, words, from: next, room: room(), measure: measure)
            if end > next {
                current = joined(current, words[next..<end])
                next = end
                // The longest run that fits was taken: the next word starts a new line.
                if next < words.count { lines.append(current) } else { break }
                current = ""
                continue
            }
            if !current.isEmpty { lines.append(current) }
            current = words[next]
            next += 1
            if measure(current) > room() {
                let (heads, rest) = broken(current, firstRoom: room(), room: width, measure: measure)
                lines += heads
                current = rest
            }
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        return lines
    }

    /// The end of the longest run of `words` from `start` that fits in `room` after `current`
    /// (`start` when not even the first word fits).
    private static func fittingEnd(_ current: String, _ words: [String], from start: Int, room: Double,
                                   measure: (String) -> Double) -> Int {
        let space = measure(" ")
        var sum = current.isEmpty ? -space : measure(current)
        var end = start
        while end < words.count {
            let longer = sum + space + measure(words[end])
            let fits = longer < room - tolerance ? true : longer > room + tolerance ? false
                : measure(joined(current, words[start...end])) <= room
            guard fits else { break }
            sum = longer
            end += 1
        }
        return end
    }

    /// Whether `text` is its words one space apart, without spaces before or after.
    private static func isSpacedOnce(_ text: String) -> Bool {
        let space = UInt8(ascii: " ")
        var previous = space
        for byte in text.utf8 {
            if byte == space, previous == space { return false }
            previous = byte
        }
        return previous != space
    }

    /// `text` split at spaces. ASCII text (trace lines, mostly) is split by its bytes, a
    /// tenth of the cost of walking its characters; elsewhere a space may begin a character
    /// (a combining mark after it), so the characters decide.
    private static func words(of text: String) -> [String] {
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else {
            return text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        }
        return text.utf8.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: true).map { word in
            String(decoding: word, as: UTF8.self)
        }
    }

    /// `words` after `line`, one space apart.
    private static func joined(_ line: String, _ words: ArraySlice<String>) -> String {
        let tail = words.joined(separator: " ")
        return line.isEmpty ? tail : line + " " + tail
    }

    /// The heads of `word` (wider than `firstRoom`) that fill whole lines, the first
    /// `firstRoom` wide and the others `room`, and the rest, which fits (or is a single
    /// character). The word's characters are listed once and each head is found by
    /// measuring prefixes at most about twice its length: a word of a million characters
    /// costs in proportion to its length.
    private static func broken(_ word: String, firstRoom: Double, room: Double,
                               measure: (String) -> Double) -> (heads: [String], rest: String) {
        let characters = Array(word)
        var heads: [String] = []
        var start = 0
        while characters.count - start > 1,
              let end = headEnd(characters, from: start, width: heads.isEmpty ? firstRoom : room, measure: measure) {
            heads.append(String(characters[start..<end]))
            start = end
        }
        return (heads, String(characters[start...]))
    }

    /// Where the head of `characters[start...]` for a line of `width` ends: after its
    /// longest prefix that fits (at least one character), cut back to its last dot when one
    /// leaves a head (a dot just after it counts too); nil when the whole rest fits.
    ///
    /// Prefixes of 1, 2, 4, … characters are measured until one is too wide, then the
    /// lengths between the last two are searched by halves.
    private static func headEnd(_ characters: [Character], from start: Int, width: Double,
                                measure: (String) -> Double) -> Int? {
        let count = characters.count - start
        func fits(_ length: Int) -> Bool { measure(String(characters[start..<(start + length)])) <= width }
        var fitting = 0, probe = 1
        while true {
            let length = min(probe, count)
            guard fits(length) else { break }
            if length == count { return nil }
            fitting = length
            probe *= 2
        }
        var low = max(1, fitting), high = min(probe, count) - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if fits(middle) { low = middle } else { high = middle - 1 }
        }
        if let dot = characters[(start + 1)...(start + low)].lastIndex(of: ".") { return dot }
        return start + low
    }
}
