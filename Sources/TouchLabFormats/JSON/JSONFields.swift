/// Reads an object's members strictly: every key must be asked for, or it is reported
/// as unknown by `finish()`.
package struct JSONFields {
    package let object: JSONObject
    package let position: SourcePosition
    /// The object's key path.
    package let path: String
    private var known: Set<String> = []

    /// Fails unless `value` is an object.
    package init(_ value: JSONValue, path: String) throws {
        guard case .object(let object) = value.content else {
            throw value.fail("expected an object, found \(value.typeName)", path: path)
        }
        self.object = object
        self.position = value.position
        self.path = path
    }

    /// The key path of the member `key`.
    package func path(of key: String) -> String {
        JSONPath.member(key, of: path)
    }

    package mutating func optional(_ key: String) -> JSONValue? {
        known.insert(key)
        return object[key]
    }

    package mutating func required(_ key: String) throws -> JSONValue {
        guard let value = optional(key) else {
            throw JSONValidationError("missing required key \"\(key)\"", at: position, path: path)
        }
        return value
    }

    /// Fails at the first member whose key was never asked for.
    package func finish() throws {
        if let unknown = object.members.first(where: { !known.contains($0.key) }) {
            throw JSONValidationError("unknown key \(quoting: unknown.key)", at: unknown.keyPosition, path: path)
        }
    }
}
