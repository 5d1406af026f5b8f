/// A JSON value that is well-formed but not what the file format allows, with its place:
/// the value's position and its key path, e.g. `root.children[1].frame`.
package struct JSONValidationError: Error, Sendable, Equatable {
    package var position: SourcePosition
    /// The key path from the document's top; empty for the document itself.
    package var path: String
    /// One line, lower case, e.g. `expected 4 numbers, found 3`.
    package var message: String

    package init(_ message: String, at position: SourcePosition, path: String) {
        self.message = message
        self.position = position
        self.path = path
    }
}

/// Building key paths: `root`, `root.children[1]`, `root.children[1].frame`.
package enum JSONPath {
    package static func member(_ key: String, of path: String) -> String {
        path.isEmpty ? key : path + "." + key
    }

    package static func element(_ index: Int, of path: String) -> String {
        path + "[\(index)]"
    }

    /// Paths longer than this many characters keep their start and end around "…": a view
    /// thousands of levels deep would otherwise carry a path of a hundred kilobytes, and a
    /// deep file would need memory quadratic in its depth. Errors also give line and column.
    package static let lengthLimit = 160

    /// Also copied into storage of its exact size: strings built by appending keep spare
    /// capacity, which adds up over a scene of ten thousand views.
    package static func abbreviated(_ path: String) -> String {
        var shortened = path
        if path.utf8.count > lengthLimit {
            let parts = path.split(separator: ".", omittingEmptySubsequences: false)
            let head = parts[0].prefix { $0 != "…" }
            if parts.count > 6 { shortened = "\(head)…" + parts.suffix(4).joined(separator: ".") }
        }
        return String(decoding: Array(shortened.utf8), as: UTF8.self)
    }
}
