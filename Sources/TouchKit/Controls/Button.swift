/// A push button: highlighted while its touch is inside, `touchUpInside` and
/// `primaryActionTriggered` when released inside. Its single tap beats a single-tap
/// recognizer on any ancestor.
@MainActor
open class Button: Control {
    /// The text drawn centred on the button, shortened with an ellipsis when it does not fit;
    /// an empty title draws none.
    public var title: String

    /// Creates a button with `frame` in its superview's coordinates, `name` for scenes and
    /// traces, and `title` drawn on it.
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
