/// Reads JSON tokens from UTF-8 bytes, keeping the line and column of the cursor.
///
/// The bytes must have been checked with `validateUTF8` first: the scanner then only needs
/// to recognise the ASCII structure, and every byte sequence it copies into a string is
/// well-formed.
package struct JSONScanner {
    private let bytes: [UInt8]
    private var index = 0
    private(set) var position: SourcePosition

    package init(bytes: [UInt8], firstLine: Int) {
        self.bytes = bytes
        self.position = SourcePosition(line: firstLine, column: 1)
    }

    package var isAtEnd: Bool { index >= bytes.count }
    package var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    package mutating func advance() {
        guard index < bytes.count else { return }
        let byte = bytes[index]
        index += 1
        if byte == UInt8(ascii: "\n") {
            position.line += 1
            position.column = 1
        } else if byte & 0xC0 != 0x80 {
            position.column += 1
        }
    }

    package mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
            advance()
        }
    }

    /// Consumes `byte` when it is next; reports whether it was.
    package mutating func consume(_ byte: UInt8) -> Bool {
        guard current == byte else { return false }
        advance()
        return true
    }

    /// An error at the cursor, naming what was found there.
    package func unexpected(_ expectation: String) -> JSONError {
        JSONError("expected \(expectation), found \(describeCurrent())", at: position)
    }

    private func describeCurrent() -> String {
        guard let byte = current else { return "end of file" }
        if byte == UInt8(ascii: "\n") { return "end of line" }
        if byte >= 0x20 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        var decoder = UTF8()
        var iterator = bytes[index...].makeIterator()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) {
            return "U+" + String(scalar.value, radix: 16, uppercase: true)
        }
        return "byte 0x" + String(byte, radix: 16)
    }

    // MARK: Literals

    /// Reads `true`, `false` or `null`.
    package mutating func literal() throws -> JSONValue.Content {
        let start = position
        for (word, content) in [("true", JSONValue.Content.bool(true)), ("false", .bool(false)), ("null", .null)] {
            let utf8 = Array(word.utf8)
            if bytes.count - index >= utf8.count, Array(bytes[index..<index + utf8.count]) == utf8 {
                for _ in utf8 { advance() }
                return content
            }
        }
        throw JSONError("expected a value, found \(describeCurrent())", at: start)
    }

    // MARK: Numbers

    /// Reads a number in JSON's grammar; rejects one that does not fit a finite `Double`.
    package mutating func number() throws -> Double {
        let start = position
        let startIndex = index
        _ = consume(UInt8(ascii: "-"))
        if !consume(UInt8(ascii: "0")) {
            guard isDigit(current) else { throw unexpected("a digit") }
            skipDigits()
        }
        if consume(UInt8(ascii: ".")) {
            guard isDigit(current) else { throw unexpected("a digit after '.'") }
            skipDigits()
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            advance()
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { advance() }
            guard isDigit(current) else { throw unexpected("a digit in the exponent") }
            skipDigits()
        }
        let text = String(decoding: bytes[startIndex..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw JSONError("number \(text) is too large", at: start)
        }
        return value
    }

    private func isDigit(_ byte: UInt8?) -> Bool {
        guard let byte else { return false }
        return byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private mutating func skipDigits() {
        while isDigit(current) { advance() }
    }

    // MARK: Strings

    /// Reads a string starting at its opening quote, resolving escapes.
    package mutating func string() throws -> String {
        guard consume(UInt8(ascii: "\"")) else { throw unexpected("a string") }
        var utf8: [UInt8] = []
        while true {
            guard let byte = current else { throw unexpected("'\"' to close the string") }
            if byte == UInt8(ascii: "\"") {
                advance()
                return String(decoding: utf8, as: UTF8.self)
            }
            if byte < 0x20 { throw unexpected("a character (control characters must be escaped)") }
            if byte == UInt8(ascii: "\\") {
                let scalar = try escape()
                utf8.append(contentsOf: Array(String(Character(scalar)).utf8))
            } else {
                utf8.append(byte)
                advance()
            }
        }
    }

    private mutating func escape() throws -> Unicode.Scalar {
        let start = position
        advance()
        guard let byte = current else { throw unexpected("an escape") }
        advance()
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"): return try unicodeEscape(start: start)
        default: throw JSONError("invalid escape '\\\(Character(Unicode.Scalar(byte)))'", at: start)
        }
    }

    /// `\uXXXX`, combining a surrogate pair; a lone surrogate is an error.
    private mutating func unicodeEscape(start: SourcePosition) throws -> Unicode.Scalar {
        let high = try hexQuad()
        if (0xDC00...0xDFFF).contains(high) {
            throw JSONError("lone low surrogate in \\u escape", at: start)
        }
        guard (0xD800...0xDBFF).contains(high) else { return Unicode.Scalar(high)! }
        guard consume(UInt8(ascii: "\\")), consume(UInt8(ascii: "u")) else {
            throw JSONError("high surrogate in \\u escape without its low surrogate", at: start)
        }
        let low = try hexQuad()
        guard (0xDC00...0xDFFF).contains(low) else {
            throw JSONError("high surrogate in \\u escape without its low surrogate", at: start)
        }
        return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
    }

    private mutating func hexQuad() throws -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = hexDigit(byte) else {
                throw unexpected("a hexadecimal digit")
            }
            value = value * 16 + digit
            advance()
        }
        return value
    }

    private func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
