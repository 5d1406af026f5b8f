/// A bad argument, or a file that cannot be used: one line for standard error, exit 2.
package struct CommandLineError: Error, Sendable, Equatable {
    package var message: String

    package init(_ message: String) {
        self.message = message
    }
}

extension CommandLineError: CustomStringConvertible {
    package var description: String { message }
}
