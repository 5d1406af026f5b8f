/// A run that failed after it started, with the exit status it ends with: 1 for an
/// encoder that stalled, 128 + the signal's number for a run stopped by SIGINT or SIGTERM.
/// One line for standard error, like `CommandLineError`.
package struct RunFailure: Error, Sendable, Equatable, CustomStringConvertible {
    package var message: String
    package var status: Int32

    package init(_ message: String, status: Int32) {
        self.message = message
        self.status = status
    }

    /// The run was stopped by signal `number`.
    package static func stopped(by number: Int32) -> RunFailure {
        let name = switch number {
        case 2: "SIGINT"
        case 15: "SIGTERM"
        default: "signal \(number)"
        }
        return RunFailure("stopped by \(name)", status: 128 + number)
    }

    package var description: String { message }
}
