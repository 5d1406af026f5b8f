/// What the text of a scene may hold. A name is printed in the trace as it is, so it is
/// not empty, holds none of the trace's notation (whitespace, `(`, `)`, `[`, `]`, `*`, `+`,
/// `,`, `:`, `->`: `D(D) -> A(D)` must not be one view's name), no control characters (a newline would end the line), no Unicode line or
/// paragraph separators (a reader splitting lines by Unicode's rules would see a new line)
/// and no bidirectional controls (which reorder what follows on the line). Texts that are
/// drawn (title, summary, label) hold no control characters: they draw as nothing or as a
/// box, and the frame's description would say otherwise.
package enum SceneText {
    /// Why `name` cannot be a name, or nil.
    package static func problem(inName name: String) -> String? {
        guard !name.isEmpty else { return "a name cannot be empty" }
        for scalar in name.unicodeScalars {
            if scalar.isControlCharacter { return "a name cannot contain control characters, found U+\(QuotedValue.hex(scalar.value))" }
            if scalar.isLineSeparator {
                return "a name cannot contain line or paragraph separators, found U+\(QuotedValue.hex(scalar.value))"
            }
            if scalar.isBidirectionalControl {
                return "a name cannot contain bidirectional controls, found U+\(QuotedValue.hex(scalar.value))"
            }
            if scalar.properties.isWhitespace {
                return "a name cannot contain whitespace (the trace separates names with it), found U+\(QuotedValue.hex(scalar.value))"
            }
            if notation.contains(scalar) {
                return "a name cannot contain \(scalar), part of the trace's notation: \(notationList)"
            }
        }
        if name.contains("->") { return "a name cannot contain ->, part of the trace's notation: \(notationList)" }
        return nil
    }

    /// The characters the trace uses to mark up names.
    private static let notation: Set<Unicode.Scalar> = ["(", ")", "[", "]", "*", "+", ",", ":"]
    private static let notationList = "( ) [ ] * + , : ->"

    /// Why `text` cannot be shown as a title, summary or label, or nil.
    package static func problem(inText text: String) -> String? {
        guard let control = text.unicodeScalars.first(where: \.isControlCharacter) else { return nil }
        return "text cannot contain control characters, found U+\(QuotedValue.hex(control.value))"
    }
}

extension Unicode.Scalar {
    /// C0 controls (NUL, newline, escape…), DEL and C1 controls.
    var isControlCharacter: Bool {
        value < 0x20 || (0x7F...0x9F).contains(value)
    }

    /// U+2028 LINE SEPARATOR and U+2029 PARAGRAPH SEPARATOR.
    var isLineSeparator: Bool {
        value == 0x2028 || value == 0x2029
    }

    /// The marks and embeddings, overrides and isolates of the bidirectional algorithm:
    /// ALM, LRM, RLM, LRE…RLO (U+202A–U+202E), LRI…PDI (U+2066–U+2069).
    var isBidirectionalControl: Bool {
        value == 0x061C || value == 0x200E || value == 0x200F || (0x202A...0x202E).contains(value)
            || (0x2066...0x2069).contains(value)
    }
}
