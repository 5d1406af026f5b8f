/// Manages a root view; sits in the responder chain between that view and its superview.
@MainActor
open class ViewController: Responder {
    /// The controller's name in scenes and traces.
    public var name: String?
    /// The child controllers added with `addChild(_:)`, in order.
    public private(set) var children: [ViewController] = []
    /// The controller this one is a child of, if any; held weakly.
    public private(set) weak var parent: ViewController?

    /// The root view. Setting it makes this controller the view's next responder.
    public var view: View? {
        didSet {
            if oldValue?.viewController === self { oldValue?.viewController = nil }
            view?.viewController = self
        }
    }

    /// Creates a controller named `name` managing `view`, which becomes its root view.
    public init(name: String? = nil, view: View? = nil) {
        self.name = name
        self.view = view
        super.init()
        view?.viewController = self
    }

    /// Whether `view`'s `viewController` names this controller (another controller given
    /// the same view takes it: `View.viewController`).
    var holdsViewLink = false

    /// The view's `viewController` names this controller only while this is its `view`,
    /// and is not weak (see `View.superview`): it is cleared here, by the flag, as reading
    /// an unowned reference to an object being destroyed traps.
    deinit {
        if holdsViewLink { view?.viewControllerLink = nil }
    }

    open override var traceName: String { name ?? String(describing: type(of: self)) }

    /// A controller's next responder is its view's superview (the window for a window's
    /// root controller); a controller without a view in a tree forwards to its parent.
    open override var next: Responder? {
        if let superview = view?.superview { return superview }
        return parent
    }

    /// Adds a child controller (containment); the caller places the child's view.
    public func addChild(_ child: ViewController) {
        child.removeFromParent()
        children.append(child)
        child.parent = self
    }

    /// Leaves the parent controller; the view stays where it is.
    public func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }
}
