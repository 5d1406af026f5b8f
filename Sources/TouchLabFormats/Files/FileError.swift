/// An input file that cannot be used — a scene, a replay — with the file, the place and the
/// problem. Its description is one line for standard error:
/// `scenes/bad.json:12:9: root.children[1].frame: expected 4 numbers, found 3` (no key path
/// for syntax errors, no position when the file cannot be read).
package struct FileError: Error, Sendable, Equatable {
    package var file: String
    package var position: SourcePosition?
    /// Where in the document, as a key path (`root.children[1].frame`); empty when none.
    package var path: String
    package var problem: String

    package init(file: String, position: SourcePosition?, path: String = "", problem: String) {
        self.file = file
        self.position = position
        self.path = path
        self.problem = problem
    }

    /// The one-line message for standard error.
    package var message: String {
        var parts = [position.map { "\(file):\($0)" } ?? file]
        if !path.isEmpty { parts.append(path) }
        parts.append(problem)
        return parts.joined(separator: ": ")
    }
}

extension FileError: CustomStringConvertible {
    package var description: String { message }
}
