/// A scene file that cannot be used, with the file, the place and the problem.
///
/// Its description is one line: `scenes/bad.json:12:9: root.children[1].frame: expected 4
/// numbers, found 3` (no key path for syntax errors, no position when the file cannot be
/// read).
package struct SceneError: Error, Sendable, Equatable {
    package var file: String
    package var position: SourcePosition?
    package var path: String
    package var problem: String

    package init(file: String, position: SourcePosition?, path: String = "", problem: String) {
        self.file = file
        self.position = position
        self.path = path
        self.problem = problem
    }

    package init(file: String, _ error: JSONError) {
        self.init(file: file, position: error.position, problem: error.message)
    }

    package init(file: String, _ error: JSONValidationError) {
        self.init(file: file, position: error.position, path: error.path, problem: error.message)
    }

    /// The one-line message for standard error.
    package var message: String {
        var parts = [position.map { "\(file):\($0)" } ?? file]
        if !path.isEmpty { parts.append(path) }
        parts.append(problem)
        return parts.joined(separator: ": ")
    }
}

extension SceneError: CustomStringConvertible {
    package var description: String { message }
}
