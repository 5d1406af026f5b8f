@testable import TouchKit

/// The six recognizer kinds, reporting each return to `possible` to a
/// `TouchInvariantChecker`, so it can tell a legal reset from an illegal transition.

@MainActor
final class RecordingTap: TapGestureRecognizer {
    weak var checker: TouchInvariantChecker?
    override func reset() {
        super.reset()
        checker?.recognizerDidReset(self)
    }
}

@MainActor
final class RecordingLongPress: LongPressGestureRecognizer {
    weak var checker: TouchInvariantChecker?
    override func reset() {
        super.reset()
        checker?.recognizerDidReset(self)
    }
}

@MainActor
final class RecordingSwipe: SwipeGestureRecognizer {
    weak var checker: TouchInvariantChecker?
    override func reset() {
        super.reset()
        checker?.recognizerDidReset(self)
    }
}

@MainActor
final class RecordingPan: PanGestureRecognizer {
    weak var checker: TouchInvariantChecker?
    override func reset() {
        super.reset()
        checker?.recognizerDidReset(self)
    }
}

@MainActor
final class RecordingPinch: PinchGestureRecognizer {
    weak var checker: TouchInvariantChecker?
    override func reset() {
        super.reset()
        checker?.recognizerDidReset(self)
    }
}

@MainActor
final class RecordingRotation: RotationGestureRecognizer {
    weak var checker: TouchInvariantChecker?
    override func reset() {
        super.reset()
        checker?.recognizerDidReset(self)
    }
}

@MainActor
final class RecordingScreenEdgePan: ScreenEdgePanGestureRecognizer {
    weak var checker: TouchInvariantChecker?
    override func reset() {
        super.reset()
        checker?.recognizerDidReset(self)
    }
}
