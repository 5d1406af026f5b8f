/// A strict JSON parser (RFC 8259) that keeps every value's position.
///
/// Beyond the grammar it rejects what our files must not contain: invalid UTF-8, duplicate
/// keys in an object, numbers that do not fit a finite `Double`, anything after the value,
/// and nesting deeper than `maximumDepth`. It is iterative (an explicit stack of open
/// containers), so deep documents cannot overflow the call stack.
///
/// Why not Foundation's `JSONSerialization`: it stops at 512 levels of nesting, silently
/// keeps the last of duplicate keys, and reports no line or column.
package struct JSONParser {
    /// Arrays and objects may nest this deep: a scene of about 5,000 nested views.
    package static let defaultMaximumDepth = 10_000

    package var maximumDepth: Int

    package init(maximumDepth: Int = JSONParser.defaultMaximumDepth) {
        self.maximumDepth = maximumDepth
    }

    /// An array or object whose members are still being read. A struct with both kinds'
    /// storage, not an enum, so the open container on top of the stack is mutated where it
    /// lies: an enum's payload must be taken out and put back, and a debug build copies the
    /// whole array each time (quadratic in the array's length).
    private struct OpenContainer {
        let isArray: Bool
        let start: SourcePosition
        var items: [JSONValue] = []
        var members: [JSONObject.Member] = []
        var keys: Set<String> = []
        var pendingKey: (String, SourcePosition) = ("", SourcePosition(line: 0, column: 0))
    }

    /// Parses one JSON document; `firstLine` numbers the first line (for one line of a
    /// JSON Lines file).
    package func parse(_ bytes: [UInt8], firstLine: Int = 1) throws -> JSONValue {
        if let offset = UTF8Validator.firstInvalidOffset(in: bytes) {
            throw JSONError("invalid UTF-8", at: Self.position(ofOffset: offset, in: bytes, firstLine: firstLine))
        }
        var scanner = JSONScanner(bytes: bytes, firstLine: firstLine)
        let value = try parseValue(&scanner)
        scanner.skipWhitespace()
        guard scanner.isAtEnd else { throw scanner.unexpected("end of file after the value") }
        return value
    }

    /// Parses a string's UTF-8.
    package func parse(_ text: String) throws -> JSONValue {
        try parse(Array(text.utf8))
    }

    private func parseValue(_ scanner: inout JSONScanner) throws -> JSONValue {
        var stack: [OpenContainer] = []
        while true {
            scanner.skipWhitespace()
            var value: JSONValue
            switch try openContainer(&scanner, depth: stack.count) {
            case .opened(let container):
                stack.append(container)
                continue
            case .empty(let empty):
                value = empty
            case nil:
                value = try scalar(&scanner)
            }
            while !stack.isEmpty {
                guard try attach(value, to: &stack[stack.count - 1], &scanner) else { break }
                value = Self.closedValue(stack.removeLast())
            }
            if stack.isEmpty { return value }
        }
    }

    private enum Opening {
        case opened(OpenContainer)
        /// `[]` or `{}`, already closed.
        case empty(JSONValue)
    }

    /// Opens `[` or `{` (reading the first key of a non-empty object), or returns nil when
    /// the next value is not a container.
    private func openContainer(_ scanner: inout JSONScanner, depth: Int) throws -> Opening? {
        let start = scanner.position
        guard let byte = scanner.current, byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") else {
            return nil
        }
        guard depth < maximumDepth else {
            throw JSONError("nesting deeper than \(maximumDepth) levels", at: start)
        }
        scanner.advance()
        scanner.skipWhitespace()
        if byte == UInt8(ascii: "[") {
            if scanner.consume(UInt8(ascii: "]")) { return .empty(JSONValue(.array([]), at: start)) }
            return .opened(OpenContainer(isArray: true, start: start))
        }
        if scanner.consume(UInt8(ascii: "}")) { return .empty(JSONValue(.object(JSONObject()), at: start)) }
        let first = try key(&scanner, keys: [])
        return .opened(OpenContainer(isArray: false, start: start, pendingKey: first))
    }

    /// Adds a finished value to the open container, in place, then reads `,` (and the next
    /// key) or the closing bracket. Returns whether the container closed.
    private func attach(_ value: JSONValue, to container: inout OpenContainer,
                        _ scanner: inout JSONScanner) throws -> Bool {
        scanner.skipWhitespace()
        if container.isArray {
            container.items.append(value)
            if scanner.consume(UInt8(ascii: ",")) { return false }
            guard scanner.consume(UInt8(ascii: "]")) else { throw scanner.unexpected("',' or ']'") }
            return true
        }
        let member = JSONObject.Member(key: container.pendingKey.0, keyPosition: container.pendingKey.1, value: value)
        container.members.append(member)
        container.keys.insert(container.pendingKey.0)
        if scanner.consume(UInt8(ascii: ",")) {
            scanner.skipWhitespace()
            container.pendingKey = try key(&scanner, keys: container.keys)
            return false
        }
        guard scanner.consume(UInt8(ascii: "}")) else { throw scanner.unexpected("',' or '}'") }
        return true
    }

    private static func closedValue(_ container: OpenContainer) -> JSONValue {
        if container.isArray { return JSONValue(.array(container.items), at: container.start) }
        return JSONValue(.object(JSONObject(members: container.members)), at: container.start)
    }

    /// Reads `"key" :`, rejecting a key the object already has.
    private func key(_ scanner: inout JSONScanner, keys: Set<String>) throws -> (String, SourcePosition) {
        let start = scanner.position
        guard scanner.current == UInt8(ascii: "\"") else { throw scanner.unexpected("a key in quotes") }
        let key = try scanner.string()
        if keys.contains(key) { throw JSONError("duplicate key \(quoting: key)", at: start) }
        scanner.skipWhitespace()
        guard scanner.consume(UInt8(ascii: ":")) else { throw scanner.unexpected("':' after the key") }
        return (key, start)
    }

    private func scalar(_ scanner: inout JSONScanner) throws -> JSONValue {
        let start = scanner.position
        guard let byte = scanner.current else { throw scanner.unexpected("a value") }
        switch byte {
        case UInt8(ascii: "\""):
            return JSONValue(.string(try scanner.string()), at: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONValue(.number(try scanner.number()), at: start)
        default:
            return JSONValue(try scanner.literal(), at: start)
        }
    }

    /// The line and column of byte `offset`, for errors found before scanning.
    package static func position(ofOffset offset: Int, in bytes: [UInt8], firstLine: Int) -> SourcePosition {
        var position = SourcePosition(line: firstLine, column: 1)
        for byte in bytes[..<offset] {
            if byte == UInt8(ascii: "\n") {
                position.line += 1
                position.column = 1
            } else if byte & 0xC0 != 0x80 {
                position.column += 1
            }
        }
        return position
    }
}
