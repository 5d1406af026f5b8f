/// Typed access for file readers: each accessor returns the value as the expected type or
/// throws a `JSONValidationError` at the value's position, naming `path` and what was found.
extension JSONValue {
    package func fail(_ message: String, path: String) -> JSONValidationError {
        JSONValidationError(message, at: position, path: path)
    }

    package func string(path: String) throws -> String {
        guard case .string(let text) = content else { throw fail("expected a string, found \(typeName)", path: path) }
        return text
    }

    /// A string that is not empty and that `SceneText` allows in a name.
    package func name(path: String) throws -> String {
        let text = try string(path: path)
        guard !text.isEmpty else { throw fail("expected a name, found an empty string", path: path) }
        if let problem = SceneText.problem(inName: text) { throw fail(problem, path: path) }
        return text
    }

    /// A string shown as text (a title, a summary, a label): no control characters, so
    /// that what is drawn is what is described.
    package func text(path: String) throws -> String {
        let text = try string(path: path)
        if let problem = SceneText.problem(inText: text) { throw fail(problem, path: path) }
        return text
    }

    package func bool(path: String) throws -> Bool {
        guard case .bool(let flag) = content else { throw fail("expected true or false, found \(typeName)", path: path) }
        return flag
    }

    package func number(path: String) throws -> Double {
        guard case .number(let value) = content else { throw fail("expected a number, found \(typeName)", path: path) }
        return value
    }

    /// A number in `range`, e.g. a size between 0 and 100000.
    package func number(in range: ClosedRange<Double>, path: String) throws -> Double {
        let value = try number(path: path)
        guard range.contains(value) else {
            throw fail("expected a number from \(Self.format(range.lowerBound)) to \(Self.format(range.upperBound)), found \(Self.format(value))", path: path)
        }
        return value
    }

    /// A whole number in `range`.
    package func integer(in range: ClosedRange<Int>, path: String) throws -> Int {
        let value = try number(path: path)
        guard value.rounded() == value, Double(range.lowerBound) <= value, value <= Double(range.upperBound) else {
            throw fail("expected a whole number from \(range.lowerBound) to \(range.upperBound), found \(Self.format(value))", path: path)
        }
        return Int(value)
    }

    /// The items of an array value (none for other values).
    package var arrayItems: [JSONValue] {
        if case .array(let items) = content { items } else { [] }
    }

    package func array(path: String) throws -> [JSONValue] {
        guard case .array(let items) = content else { throw fail("expected an array, found \(typeName)", path: path) }
        return items
    }

    /// An array of exactly `count` numbers in `range`.
    package func numbers(count: Int, in range: ClosedRange<Double>, path: String) throws -> [Double] {
        let items = try array(path: path)
        guard items.count == count else {
            throw fail("expected \(count) numbers, found \(items.count)", path: path)
        }
        return try items.enumerated().map { index, item in
            try item.number(in: range, path: JSONPath.element(index, of: path))
        }
    }

    /// An array of names (non-empty strings).
    package func names(path: String) throws -> [String] {
        try array(path: path).enumerated().map { index, item in
            try item.name(path: JSONPath.element(index, of: path))
        }
    }

    /// Numbers in messages: `3`, `0.5`, `1e+300`.
    package static func format(_ value: Double) -> String {
        if value.rounded() == value, abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }
}
