/// A recognizer's new state as the trace tells it: the state, and whether the recognizer
/// is continuous, since UIKit names a discrete recognizer's `ended` `recognized`. Typed, so
/// that readers of the trace compare states, never words; the word is made only where the
/// trace is written.
public struct TracedGestureState: Sendable, Equatable, CustomStringConvertible {
    /// The new state.
    public let state: GestureRecognizer.State
    /// Whether the recognizer is continuous (its `ended` is not called `recognized`).
    public let isContinuous: Bool
    /// Why it failed or was cancelled, as the model recorded it when it decided: nil for
    /// other states, and for a failure the recognizer's own code did not name. The trace's
    /// text leaves it out.
    public let reason: GestureRecognizer.Reason?

    /// A state change, with the reason recorded for a failure or cancellation.
    public init(_ state: GestureRecognizer.State, isContinuous: Bool, reason: GestureRecognizer.Reason? = nil) {
        self.state = state
        self.isContinuous = isContinuous
        self.reason = reason
    }

    /// The trace's word: `began`, `changed`, `recognized`, `ended`, `failed`, …
    public var description: String {
        switch state {
        case .possible: "possible"
        case .began: "began"
        case .changed: "changed"
        case .ended: isContinuous ? "ended" : "recognized"
        case .cancelled: "cancelled"
        case .failed: "failed"
        }
    }
}
