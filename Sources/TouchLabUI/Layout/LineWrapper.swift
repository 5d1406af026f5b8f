/// Breaks a line of text into lines no wider than a width: at spaces, and inside a word
/// only when the word alone is wider (a long view name). Nothing is ever dropped or
/// shortened, which is the strip's promise; the caller makes room for the lines.
enum LineWrapper {
    static func wrap(_ text: String, width: Double, measure: (String) -> Double) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ").map(String.init) {
            let candidate = current.isEmpty ? word : current + " " + word
            if measure(candidate) <= width {
                current = candidate
                continue
            }
            if !current.isEmpty { lines.append(current) }
            current = ""
            for piece in split(word, width: width, measure: measure) {
                if !current.isEmpty { lines.append(current) }
                current = piece
            }
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        return lines
    }

    /// `word` in pieces that each fit `width`: broken before a dot where it has one
    /// ("Application" ".sendEvent"), else between characters.
    private static func split(_ word: String, width: Double, measure: (String) -> Double) -> [String] {
        var parts: [String] = []
        for character in word {
            if character == ".", let last = parts.last, !last.isEmpty { parts.append("") }
            if parts.isEmpty { parts.append("") }
            parts[parts.count - 1].append(character)
        }
        var pieces: [String] = []
        for part in parts {
            if let last = pieces.last, measure(last + part) <= width {
                pieces[pieces.count - 1] += part
            } else if measure(part) <= width {
                pieces.append(part)
            } else {
                pieces += characters(of: part, width: width, measure: measure)
            }
        }
        return pieces
    }

    private static func characters(of word: String, width: Double, measure: (String) -> Double) -> [String] {
        var pieces: [String] = []
        var piece = ""
        for character in word {
            if !piece.isEmpty, measure(piece + String(character)) > width {
                pieces.append(piece)
                piece = ""
            }
            piece.append(character)
        }
        if !piece.isEmpty { pieces.append(piece) }
        return pieces
    }
}
