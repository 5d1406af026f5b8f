/// A place in a text file: 1-based line and column, the column counted in Unicode scalars.
package struct SourcePosition: Hashable, Sendable, Comparable {
    package var line: Int
    package var column: Int

    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    package static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}

extension SourcePosition: CustomStringConvertible {
    /// `line:column`, the notation of compiler messages.
    package var description: String { "\(line):\(column)" }
}
