/// A JSON value that is well-formed but not what the file format allows, with its place:
/// the value's position and its key path, e.g. `root.children[1].frame`.
public struct JSONValidationError: Error, Sendable, Equatable {
    public var position: SourcePosition
    /// The key path from the document's top; empty for the document itself.
    public var path: String
    /// One line, lower case, e.g. `expected 4 numbers, found 3`.
    public var message: String

    public init(_ message: String, at position: SourcePosition, path: String) {
        self.message = message
        self.position = position
        self.path = path
    }
}

/// Building key paths: `root`, `root.children[1]`, `root.children[1].frame`.
enum JSONPath {
    static func member(_ key: String, of path: String) -> String {
        path.isEmpty ? key : path + "." + key
    }

    static func element(_ index: Int, of path: String) -> String {
        path + "[\(index)]"
    }
}
