/// A push button: highlighted while a touch is down inside it, `touchUpInside` and
/// `primaryActionTriggered` when released inside.
@MainActor
open class Button: Control {
    public var title: String

    public init(frame: Rect = .zero, name: String? = nil, title: String = "") {
        self.title = title
        super.init(frame: frame, name: name)
    }
}
