/// Reads an object's members strictly: every key must be asked for, or it is reported
/// as unknown by `finish()`.
package struct JSONFields {
    package let object: JSONObject
    package let position: SourcePosition
    /// The object's key path.
    package let path: String
    /// The members asked for: a bit each for the first 64 by position, their keys beyond
    /// (a set of every key asked cost more than parsing the scene).
    private var askedMembers: UInt64 = 0
    private var askedKeys: Set<String> = []

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
        guard let index = object.members.firstIndex(where: { $0.key == key }) else { return nil }
        if index < UInt64.bitWidth { askedMembers |= 1 << UInt64(index) } else { askedKeys.insert(key) }
        return object.members[index].value
    }

    package mutating func required(_ key: String) throws -> JSONValue {
        guard let value = optional(key) else {
            throw JSONValidationError("missing required key \"\(key)\"", at: position, path: path)
        }
        return value
    }

    /// Fails at the first member whose key was never asked for.
    package func finish() throws {
        for (index, member) in object.members.enumerated() {
            let asked = index < UInt64.bitWidth ? askedMembers & (1 << UInt64(index)) != 0 : askedKeys.contains(member.key)
            if !asked {
                throw JSONValidationError("unknown key \(quoting: member.key)", at: member.keyPosition, path: path)
            }
        }
    }
}
