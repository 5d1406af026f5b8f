/// A replay file that cannot be used: `replays/bad.jsonl:3:15: detail: expected a whole
/// number …`, one line, naming the file, the place and the problem.
package struct ReplayError: Error, Sendable, Equatable {
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

    /// The one-line message for standard error.
    package var message: String {
        var parts = [position.map { "\(file):\($0)" } ?? file]
        if !path.isEmpty { parts.append(path) }
        parts.append(problem)
        return parts.joined(separator: ": ")
    }
}

extension ReplayError: CustomStringConvertible {
    package var description: String { message }
}
