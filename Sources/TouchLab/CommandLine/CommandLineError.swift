/// A bad argument, or a file that cannot be used: one line for standard error, exit 2.
public struct CommandLineError: Error, Sendable, Equatable {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }
}

extension CommandLineError: CustomStringConvertible {
    public var description: String { message }
}
