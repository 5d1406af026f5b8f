/// A place in a text file: 1-based line and column, the column counted in Unicode scalars.
public struct SourcePosition: Hashable, Sendable, Comparable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}

extension SourcePosition: CustomStringConvertible {
    /// `line:column`, the notation of compiler messages.
    public var description: String { "\(line):\(column)" }
}
