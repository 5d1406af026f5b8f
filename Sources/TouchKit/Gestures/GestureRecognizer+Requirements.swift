extension GestureRecognizer {
    /// Whether this recognizer waits for `other` to fail before it may recognize (its own
    /// `require(toFail:)`, a subclass's or a delegate's answer): what the lab's timeline
    /// draws as a wait.
    public func waitsForFailure(of other: GestureRecognizer) -> Bool {
        requiresFailure(of: other)
    }
}
