extension GestureRecognizer {
    /// UIKit's recognizer states. Discrete recognizers go possible → recognized or failed;
    /// continuous ones possible → began → changed… → ended or cancelled (or failed before
    /// beginning). Every recognizer returns to possible once its touches have ended.
    public enum State: Sendable, CaseIterable {
        /// Not decided yet: the state every recognizer starts in and returns to.
        case possible
        /// A continuous gesture was recognized and its actions run for the first time.
        case began
        /// A continuous gesture went on: its values changed since the last call.
        case changed
        /// A continuous gesture finished, or a discrete one was recognized (`recognized`).
        case ended
        /// A continuous gesture that had begun was cancelled: undo what it did.
        case cancelled
        /// The touches are not this gesture; nothing is reported to the targets.
        case failed

        /// UIKit's `recognized` is the same state as `ended`.
        public static let recognized = State.ended

        /// Ended, cancelled or failed: the recognizer is done with this sequence and will reset
        /// to `possible`.
        public var isFinished: Bool { self == .ended || self == .cancelled || self == .failed }
        /// Began or changed: a continuous gesture is in progress.
        public var isActive: Bool { self == .began || self == .changed }
    }

    /// Whether `from → to` is a transition UIKit allows for this kind of recognizer.
    static func isLegal(from: State, to: State, continuous: Bool) -> Bool {
        switch (from, to) {
        case (.possible, .failed): true
        case (.possible, .ended): !continuous
        case (.possible, .began): continuous
        case (.began, .changed), (.began, .ended), (.began, .cancelled): continuous
        case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): continuous
        default: false
        }
    }
}
