/// The top of a view tree: the root view's superview, and the object that turns an event's
/// touches into deliveries to views and gesture recognizers.
@MainActor
open class Window: View {
    /// Windows with a higher level are in front and are hit-tested first.
    public var windowLevel = 0.0
    /// The application this window was added to.
    public internal(set) final var application: Application? {
        get { applicationLink }
        set { applicationLink = newValue }
    }
    /// Not weak (see `View.superview`): the application holds this window in `windows`
    /// while this is set (`addWindow`, `removeWindow`) and clears it in its `deinit`.
    @exclusivity(unchecked) nonisolated(unsafe) unowned var applicationLink: Application?

    /// The root view controller; its view becomes the window's root view.
    public var rootViewController: ViewController? {
        didSet {
            if let view = rootViewController?.view { rootView = view }
        }
    }

    /// The one view directly under the window, filling it.
    @exclusivity(unchecked) public var rootView: View? {
        didSet {
            oldValue?.removeFromSuperview()
            if let rootView { addSubview(rootView) }
        }
    }

    /// Creates a window of `frame`; it accepts several touches at once. Add it to an
    /// application with `Application.addWindow(_:)` to receive input.
    public override init(frame: Rect = .zero, name: String? = nil) {
        super.init(frame: frame, name: name)
        isMultipleTouchEnabled = true
        touchRouter.attach(to: self)
    }

    open override var traceName: String { name ?? "Window" }

    /// A window's next responder is the application.
    open override var next: Responder? { application }

    /// Delivers this window's part of `event`: hit-tests each touch that begins, then hands
    /// the changed touches to the recognizers and to their views.
    open func sendEvent(_ event: Event) {
        guard event.type == .touches else { return }
        var changed = touchRouter.changedScratch.take()
        event.touches.forEachBorrowed { touch in
            if touch.window === self && touch.phase != .stationary { changed.append(touch) }
        }
        changed.forEachBorrowed { touch in
            guard touch.phase == .began else { return }
            touch.view = hitTestForTouch(at: touch.locationInWindow, with: event)
            touch.gestureRecognizers = gestureRecognizers(for: touch)
        }
        touchRouter.route(changed, in: event)
        touchRouter.changedScratch.give(back: &changed)
    }

    /// The hit test for a new touch: the root view's answer, or the window itself when the
    /// root view refuses the point. Traced when a trace sink is listening.
    func hitTestForTouch(at location: Point, with event: Event?) -> View? {
        guard let root = rootView ?? subviews.last else { return self }
        let inRoot = root.convertFromSuperview(location)
        guard let tracer = application?.tracer else {
            return root.hitTest(inRoot, with: event) ?? self
        }
        let (hit, steps) = HitTestProbe.observe {
            root.probedHitTest(inRoot, with: event, probe: HitTestProbe.current)
        }
        application?.record(.hitTest(point: location, steps: steps, result: hit), to: tracer)
        return hit ?? self
    }

    /// The recognizers that will see `touch`: those of its view and every ancestor, nearest
    /// first, enabled and willing to receive it.
    func gestureRecognizers(for touch: Touch) -> [GestureRecognizer] {
        guard let view = touch.view else { return [] }
        var recognizers: [GestureRecognizer] = []
        // `ancestry`, listed first (a delegate asked below may move views), in a reused list.
        var ancestry = ancestryScratch.take()
        view.appendAncestry(to: &ancestry)
        // Room for all of them at once: one allocation, not one per doubling.
        recognizers.reserveCapacity(ancestry.reduce(0) { $0 + $1.gestureRecognizers.count })
        ancestry.forEachBorrowed { ancestor in
            ancestor.gestureRecognizers.forEachBorrowed { recognizer in
                if recognizer.accepts(touch) { recognizers.append(recognizer) }
            }
        }
        ancestryScratch.give(back: &ancestry)
        return recognizers
    }

    /// Whether every gesture recognizer that followed this window's touches has decided and
    /// returned to possible: none still waits for a later tap, for its timer, or for
    /// another recognizer to fail. A gesture sequence (a double tap, a tap waiting for one)
    /// lasts until then.
    public var gestureRecognizersHaveSettled: Bool { touchRouter.arena.members.isEmpty }

    /// A constant (named back right after `init`), so each event's uses need not retain it.
    let touchRouter = TouchRouter()
    @exclusivity(unchecked) private var ancestryScratch = ScratchArray<View>()
}
