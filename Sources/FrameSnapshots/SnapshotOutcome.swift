/// What checking one snapshot came to.
public enum SnapshotOutcome: Equatable, Sendable {
    /// The image equals the reference (within the tolerance).
    case matched
    /// Recording was on and the reference was missing or different: it was (re)written.
    case recorded(referencePath: String)
    /// A failure to report, with a message that says where the artifacts are and how to
    /// re-record.
    case failed(message: String)

    /// The failure message, or nil for a pass.
    public var failureMessage: String? {
        if case let .failed(message) = self { return message }
        return nil
    }
}
