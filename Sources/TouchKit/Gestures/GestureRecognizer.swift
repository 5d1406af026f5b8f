/// Recognizes a gesture from the touches of its view and its view's descendants.
@MainActor
open class GestureRecognizer {
    public internal(set) weak var view: View?
    public var name: String?
    public var isEnabled = true

    public init(name: String? = nil) {
        self.name = name
    }

    func accepts(_ touch: Touch) -> Bool { false }
    func detach() { view = nil }
    func viewWasRemoved() {}
}
