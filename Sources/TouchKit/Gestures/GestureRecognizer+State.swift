extension GestureRecognizer {
    /// UIKit's recognizer states. Discrete recognizers go possible → recognized or failed;
    /// continuous ones possible → began → changed… → ended or cancelled (or failed before
    /// beginning). Every recognizer returns to possible once its touches have ended.
    public enum State: Sendable, CaseIterable {
        case possible, began, changed, ended, cancelled, failed

        /// UIKit's `recognized` is the same state as `ended`.
        public static let recognized = State.ended

        public var isFinished: Bool { self == .ended || self == .cancelled || self == .failed }
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
