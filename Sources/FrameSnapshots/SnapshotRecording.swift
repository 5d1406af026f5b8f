/// Whether this run may write reference images, decided from the environment.
///
/// `TOUCHLAB_RECORD_SNAPSHOTS=1` asks to record (what `make record-snapshots` sets). The
/// variable `CI`, when set at all, forbids it: on CI a missing or different reference is
/// always a failure, so a broken picture can never be accepted by accident.
public struct SnapshotRecording: Hashable, Sendable {
    /// The environment variable that asks for recording.
    public static let variable = "TOUCHLAB_RECORD_SNAPSHOTS"
    /// The command a person runs to re-record, quoted in failure messages.
    public static let command = "make record-snapshots"

    /// Recording was asked for.
    public let isRequested: Bool
    /// Recording was asked for but `CI` is set, so it will not happen.
    public let isBlockedByCI: Bool

    /// Reads `TOUCHLAB_RECORD_SNAPSHOTS` and `CI` from `environment`.
    public init(environment: [String: String]) {
        let requested = ["1", "true", "yes"].contains(environment[Self.variable]?.lowercased() ?? "")
        let onCI = environment["CI"] != nil
        isRequested = requested
        isBlockedByCI = requested && onCI
    }

    /// Whether references are written in this run.
    public var isEnabled: Bool { isRequested && !isBlockedByCI }
}
