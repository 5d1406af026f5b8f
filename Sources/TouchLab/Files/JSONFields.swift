/// Reads an object's members strictly: every key must be asked for, or it is reported
/// as unknown by `finish()`.
struct JSONFields {
    let object: JSONObject
    let position: SourcePosition
    /// The object's key path.
    let path: String
    private var known: Set<String> = []

    /// Fails unless `value` is an object.
    init(_ value: JSONValue, path: String) throws {
        guard case .object(let object) = value.content else {
            throw value.fail("expected an object, found \(value.typeName)", path: path)
        }
        self.object = object
        self.position = value.position
        self.path = path
    }

    /// The key path of the member `key`.
    func path(of key: String) -> String {
        JSONPath.member(key, of: path)
    }

    mutating func optional(_ key: String) -> JSONValue? {
        known.insert(key)
        return object[key]
    }

    mutating func required(_ key: String) throws -> JSONValue {
        guard let value = optional(key) else {
            throw JSONValidationError("missing required key \"\(key)\"", at: position, path: path)
        }
        return value
    }

    /// Fails at the first member whose key was never asked for.
    func finish() throws {
        if let unknown = object.members.first(where: { !known.contains($0.key) }) {
            throw JSONValidationError("unknown key \"\(unknown.key)\"", at: unknown.keyPosition, path: path)
        }
    }
}
