/// A replay file that cannot be used: `replays/bad.jsonl:3:15: detail: expected a whole
/// number …`, one line, naming the file, the place and the problem.
public struct ReplayError: Error, Sendable, Equatable {
    public var file: String
    public var position: SourcePosition?
    public var path: String
    public var problem: String

    public init(file: String, position: SourcePosition?, path: String = "", problem: String) {
        self.file = file
        self.position = position
        self.path = path
        self.problem = problem
    }

    /// The one-line message for standard error.
    public var message: String {
        var parts = [position.map { "\(file):\($0)" } ?? file]
        if !path.isEmpty { parts.append(path) }
        parts.append(problem)
        return parts.joined(separator: ": ")
    }
}

extension ReplayError: CustomStringConvertible {
    public var description: String { message }
}
