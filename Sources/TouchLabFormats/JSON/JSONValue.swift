/// A parsed JSON value that remembers where it started in its file, so that later
/// validation can point at the offending place.
package struct JSONValue: Sendable {
    package enum Content: Sendable {
        case null
        case bool(Bool)
        /// Always finite: the parser rejects numbers that overflow a `Double`.
        case number(Double)
        case string(String)
        case array([JSONValue])
        case object(JSONObject)
    }

    package var content: Content
    /// The position of the value's first character.
    package var position: SourcePosition

    package init(_ content: Content, at position: SourcePosition) {
        self.content = content
        self.position = position
    }

    /// The JSON type's name, for messages such as "expected a string, found a number".
    package var typeName: String {
        switch content {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// A JSON object's members in file order. Keys are unique: the parser rejects duplicates.
package struct JSONObject: Sendable {
    package struct Member: Sendable {
        package var key: String
        package var keyPosition: SourcePosition
        package var value: JSONValue
    }

    package var members: [Member]

    package init(members: [Member] = []) {
        self.members = members
    }

    /// The value for `key`, or nil when the object has no such member.
    package subscript(key: String) -> JSONValue? {
        members.first { $0.key == key }?.value
    }
}
