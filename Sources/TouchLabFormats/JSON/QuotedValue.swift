/// A value from a file or the command line as a message quotes it: between quote marks,
/// cut after `lengthLimit` characters with "…", and with what could break the one-line
/// message or reorder it (control characters, line separators, bidirectional controls)
/// written as JSON escapes. A two-megabyte value gives a short message; the message's
/// place (line, column, key path) already says where the whole value is.
package enum QuotedValue {
    /// The characters (Unicode scalars) of a value a message shows, at most.
    package static let lengthLimit = 48

    /// `value` quoted with `mark` (`"` for file values, `'` for arguments).
    package static func quote(_ value: some StringProtocol, mark: Character = "\"", limit: Int = lengthLimit) -> String {
        var text = String(mark)
        var count = 0
        for scalar in value.unicodeScalars {
            if count == limit {
                text += "…"
                break
            }
            text += escaped(scalar, mark: mark)
            count += 1
        }
        text.append(mark)
        return text
    }

    /// A file name as a message shows it: as it is when it holds nothing that could break
    /// or reorder the line, else in single quotes with those characters escaped; never cut,
    /// since a message must name the file exactly.
    package static func path(_ value: some StringProtocol) -> String {
        let plain = value.unicodeScalars.allSatisfy {
            !($0.isControlCharacter || $0.isLineSeparator || $0.isBidirectionalControl) && $0 != "'"
        }
        guard !plain else { return String(value) }
        return "'" + value.unicodeScalars.map { escaped($0, mark: "'") }.joined() + "'"
    }

    private static func escaped(_ scalar: Unicode.Scalar, mark: Character) -> String {
        switch scalar {
        case "\n": return "\\n"
        case "\t": return "\\t"
        case "\r": return "\\r"
        case "\\": return "\\\\"
        case _ where Character(scalar) == mark: return "\\" + String(mark)
        case _ where scalar.isControlCharacter || scalar.isLineSeparator || scalar.isBidirectionalControl:
            return "\\u" + hex(scalar.value)
        default: return String(scalar)
        }
    }

    /// `U+2028`-style digits: at least four, upper case.
    package static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}

extension DefaultStringInterpolation {
    /// `"…\(quoting: value)…"`: `value` as `QuotedValue` quotes it, in double quotes.
    package mutating func appendInterpolation(quoting value: some StringProtocol) {
        appendLiteral(QuotedValue.quote(value))
    }

    /// `"…\(path: name)…"`: a file name as `QuotedValue.path` shows it.
    package mutating func appendInterpolation(path value: some StringProtocol) {
        appendLiteral(QuotedValue.path(value))
    }

    /// `"…\(quoting: value, mark: "'")…"`: `value` as `QuotedValue` quotes it, in `mark`s.
    package mutating func appendInterpolation(quoting value: some StringProtocol, mark: Character) {
        appendLiteral(QuotedValue.quote(value, mark: mark))
    }
}
