/// A recognizer's new state as the trace tells it: the state, and whether the recognizer
/// is continuous, since UIKit names a discrete recognizer's `ended` `recognized`. Typed, so
/// that readers of the trace compare states, never words; the word is made only where the
/// trace is written.
public struct TracedGestureState: Sendable, Equatable, CustomStringConvertible {
    /// The state the recognizer moved to.
    public let state: GestureRecognizer.State
    /// Whether the recognizer is continuous, which decides the word for `ended`.
    public let isContinuous: Bool

    /// The traced form of `state` for a recognizer that is continuous or not.
    public init(_ state: GestureRecognizer.State, isContinuous: Bool) {
        self.state = state
        self.isContinuous = isContinuous
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
