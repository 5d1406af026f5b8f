/// A push button: highlighted while its touch is inside, `touchUpInside` and
/// `primaryActionTriggered` when released inside. Its single tap beats a single-tap
/// recognizer on any ancestor.
@MainActor
open class Button: Control {
    public var title: String

    public init(frame: Rect = .zero, name: String? = nil, title: String = "") {
        self.title = title
        super.init(frame: frame, name: name)
    }

    open override var touchUpInsideEvents: Event { [.touchUpInside, .primaryActionTriggered] }

    open override func preventsGestureRecognizer(_ recognizer: GestureRecognizer) -> Bool {
        recognizer.isSingleFingerSingleTap
    }
}

extension GestureRecognizer {
    /// A tap recognizer for one tap with one finger: what buttons and switches beat.
    var isSingleFingerSingleTap: Bool {
        guard let tap = self as? TapGestureRecognizer else { return false }
        return tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1
    }
}
