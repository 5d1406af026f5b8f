/// Recognizes a gesture from the touches of its view and the view's descendants, and calls
/// its targets' actions as its state changes.
///
/// A recognizer sees each touch *before* the touch's view (see `TouchRouter`). Subclasses
/// override the four touch methods and set `state`; only UIKit's legal transitions are
/// accepted (others are ignored and counted in `rejectedTransitionCount`). Leaving
/// `possible` is subject to the arena: the delegate may veto it, a failure requirement may
/// make it wait, and another recognizer that already won may have failed this one.
@MainActor
open class GestureRecognizer {
    /// The name in scenes and traces.
    @exclusivity(unchecked) public var name: String?
    /// The view it is attached to (`View.addGestureRecognizer`).
    public internal(set) final var view: View? {
        get { viewLink?.takeUnretainedValue() }
        set { viewLink = newValue.map(Unmanaged.passUnretained) }
    }
    /// Not weak (see `View.superview`): the view holds this recognizer in its
    /// `gestureRecognizers` while this is set and clears it in its `deinit`. Unmanaged, so
    /// finding the application (`application`) reads it without retaining the view.
    @exclusivity(unchecked) nonisolated(unsafe) var viewLink: Unmanaged<View>?
    /// Asked whether the recognizer may begin, receive a touch, recognize together with
    /// another, or must wait for another to fail; held weakly.
    @exclusivity(unchecked) public weak var delegate: GestureRecognizerDelegate?
    /// A disabled recognizer receives no touches; disabling one mid-gesture cancels it.
    @exclusivity(unchecked) public var isEnabled = true {
        didSet { if !isEnabled, oldValue { abandon() } }
    }
    /// When recognized (or begun), the touches' views get `touchesCancelled`.
    @exclusivity(unchecked) public var cancelsTouchesInView = true
    /// While possible, the touches' views get nothing; they get the held messages if it fails.
    @exclusivity(unchecked) public var delaysTouchesBegan = false
    /// While possible, a touch's ended phase is held from its view: delivered as
    /// `touchesEnded` when the recognizer fails, as `touchesCancelled` if it recognizes.
    @exclusivity(unchecked) public var delaysTouchesEnded = true

    /// False for a recognizer whose states are UIKit's private bookkeeping (a scroll view's
    /// content-touch delay): its changes are not traced, and the lab does not list it.
    @exclusivity(unchecked) public internal(set) var isTraced = true

    /// Recognizers this one may recognize together with, besides what the delegate says.
    public var simultaneousRecognizers: [GestureRecognizer] {
        get { simultaneous.compactMap(\.value) }
        set { simultaneous = newValue.map(WeakRecognizer.init) }
    }

    /// The committed state, as the arena sees it (`state` reads it).
    @exclusivity(unchecked) var stateStorage: State = .possible
    /// How many illegal transitions were asked for and ignored.
    @exclusivity(unchecked) public internal(set) var rejectedTransitionCount = 0

    @exclusivity(unchecked) var failureRequirements: [WeakRecognizer] = []
    @exclusivity(unchecked) var simultaneous: [WeakRecognizer] = []
    /// Touches this recognizer has been given in the current sequence, in order.
    @exclusivity(unchecked) public internal(set) var trackedTouches: [Touch] = []
    /// The state this recognizer will move to once the recognizers it waits for fail.
    @exclusivity(unchecked) var pendingState: State?
    /// The reason the failure or cancellation being asked for carries (`fail(_:)`).
    @exclusivity(unchecked) var nextReason: Reason?
    /// Why this recognizer last failed or was cancelled, recorded when it decided; kept
    /// after it returns to possible (nil for a failure its own code did not name).
    @exclusivity(unchecked) public internal(set) var lastReason: Reason?
    /// Not weak (see `View.superview`): the arena holds this recognizer in its members
    /// while this is set (`add`, `remove`) and clears it when it goes away.
    var arenaObject: AnyObject? {
        get { arenaLink }
        // Only a GestureArena<GestureRecognizer> adds a recognizer (arenas of other members
        // take other members), so the cast holds; checked in debug builds.
        set { arenaLink = newValue.map { unsafeDowncast($0, to: GestureArena<GestureRecognizer>.self) } }
    }
    /// Typed, so reading the arena (several times per state change) is a load, not a
    /// dynamic cast of `arenaObject` to the generic arena's type.
    @exclusivity(unchecked) unowned var arenaLink: GestureArena<GestureRecognizer>?
    /// The arena deciding among the recognizers that follow this one's touches.
    var arena: GestureArena<GestureRecognizer>? { arenaLink }
    @exclusivity(unchecked) var targets: [TargetAction] = []
    @exclusivity(unchecked) var timerTokens: [TimerQueue.Token] = []
    @exclusivity(unchecked) var lastCentroid: Point = .zero

    /// How this recognizer's timers reach it (see `RecognizerLink`).
    private let link = RecognizerLink()

    /// Creates a recognizer named `name` in scenes and traces; attach it to a view with
    /// `View.addGestureRecognizer(_:)` and add targets to hear about it.
    public init(name: String? = nil) {
        self.name = name
        link.recognizer = self
    }

    deinit {
        link.recognizer = nil
    }

    /// Continuous recognizers (pan, pinch, rotation, long press) report began/changed/ended;
    /// discrete ones (tap, swipe) go straight to recognized.
    open var isContinuous: Bool { false }

    /// The name the trace and the lab show: `name`, else the class name.
    public var traceName: String { name ?? String(describing: type(of: self)) }

    /// The current state: read-only to everyone but the recognizer and its subclasses, as
    /// in UIKit. Setting it asks for a transition (illegal ones are ignored); the setter is
    /// internal, so subclasses outside TouchKit call `setState(_:)`, which is published
    /// only to `@_spi(GestureRecognizerSubclass) import TouchKit` (UIKit's equivalent is
    /// importing `UIGestureRecognizerSubclass.h`). Swift has no "protected" access.
    public internal(set) var state: State {
        get { stateStorage }
        set { requestTransition(to: newValue) }
    }

    /// For subclasses outside TouchKit: asks for a transition to `newState`.
    @_spi(GestureRecognizerSubclass)
    public func setState(_ newState: State) {
        requestTransition(to: newState)
    }

    /// Makes this recognizer wait, before recognizing, until `other` has failed.
    public func require(toFail other: GestureRecognizer) {
        failureRequirements.append(WeakRecognizer(other))
    }

    // MARK: Touches (override in subclasses)

    /// Touches that began on the recognizer's view or a descendant, before that view sees
    /// them. Override to follow them and call `setState(_:)`: discrete recognizers go to
    /// `.recognized` or `.failed`, continuous ones `.began`, `.changed`…, `.ended`.
    open func touchesBegan(_ touches: Set<Touch>, with event: Event) {}
    /// Followed touches moved (only while the state is possible, began or changed).
    open func touchesMoved(_ touches: Set<Touch>, with event: Event) {}
    /// Followed touches lifted; a recognizer still possible when all are up should decide.
    open func touchesEnded(_ touches: Set<Touch>, with event: Event) {}

    /// By default a cancelled touch cancels an active gesture and fails a possible one.
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        if state.isActive { cancel(.cancelled) } else if state == .possible { fail(.cancelled) }
    }

    /// Called when the recognizer returns to possible; clear per-gesture state here.
    open func reset() {}

    /// Whether this recognizer, on recognizing, may fail `other` (true by default).
    open func canPrevent(_ other: GestureRecognizer) -> Bool { true }
    /// Whether `other`, on recognizing, may fail this recognizer (true by default).
    open func canBePrevented(by other: GestureRecognizer) -> Bool { true }
    /// Subclass hook: whether this recognizer must wait for `other` to fail.
    open func shouldRequireFailure(of other: GestureRecognizer) -> Bool { false }
    /// Subclass hook: whether `other` must wait for this recognizer to fail.
    open func shouldBeRequiredToFail(by other: GestureRecognizer) -> Bool { false }

    // MARK: Targets

    /// Runs `action` on every state change but failure, while `target` lives.
    public func addTarget<Target: AnyObject>(_ target: Target,
                                             action: @escaping @MainActor (Target) -> (GestureRecognizer) -> Void) {
        targets.append(TargetAction(target: target, label: nil) { object, recognizer in
            if let typed = object as? Target { action(typed)(recognizer) }
        })
    }

    /// Runs `body` on every state change but failure; `label` names it in the trace
    /// (`action LABEL`), defaulting to the recognizer's name.
    public func addAction(label: String? = nil, _ body: @escaping @MainActor (GestureRecognizer) -> Void) {
        targets.append(TargetAction(target: nil, label: label) { _, recognizer in body(recognizer) })
    }

    /// Removes every action registered for `target` (nil: every action).
    public func removeTarget(_ target: AnyObject?) {
        guard let target else { return targets.removeAll() }
        targets.removeAll { $0.target === target }
    }

    /// The values the trace shows with a state change, in UIKit's words (none by
    /// default; the built-in recognizers report theirs).
    open var traceValues: [GestureValue] { [] }

    // MARK: Location

    /// How many touches the recognizer is following now.
    public var numberOfTouches: Int {
        trackedTouches.reduce(0) { count, touch in touch.phase.isFinal ? count : count + 1 }
    }

    /// The centroid of the followed touches in `view`'s coordinates (nil: the window's);
    /// after they lift, where they last were. Subclasses may answer otherwise (a multi-tap
    /// reports its first tap).
    open func location(in view: View?) -> Point {
        let onlyLive = trackedTouches.contains { !$0.phase.isFinal }
        var sum = Point.zero, count = 0
        // Summed in place, not over a filtered copy: a pan asks this on every move.
        for touch in trackedTouches where !onlyLive || !touch.phase.isFinal {
            let p = touch.location(in: nil)
            sum = Point(x: sum.x + p.x, y: sum.y + p.y)
            count += 1
        }
        guard count > 0 else { return convertFromWindow(lastCentroid, to: view) }
        let centroid = Point(x: sum.x / Double(count), y: sum.y / Double(count))
        return convertFromWindow(centroid, to: view)
    }

    /// The location of the `index`th followed touch in `view`'s coordinates.
    open func location(ofTouch index: Int, in view: View?) -> Point {
        let live = trackedTouches.filter { !$0.phase.isFinal }
        guard live.indices.contains(index) else { return location(in: view) }
        return live[index].location(in: view)
    }

    private func convertFromWindow(_ point: Point, to view: View?) -> Point {
        view.map { $0.convert(point, from: nil) } ?? point
    }

    // MARK: Time

    /// The application clock's current time.
    public var now: Double { application?.clock.now ?? 0 }

    var application: Application? {
        viewLink?._withUnsafeGuaranteedRef { $0.windowApplication } ?? arena?.application
    }

    /// Runs `action` after `delay` seconds of the application clock, unless the recognizer
    /// resets first.
    public func schedule(after delay: Double, _ action: @escaping @MainActor () -> Void) {
        guard let application else { return }
        // The token is known before scheduling, so the closure captures it as a constant
        // (a variable captured before it is set would be boxed: one more allocation).
        let token = application.timers.nextToken
        application.timers.schedule(at: application.clock.now + delay) { [link] in
            guard let recognizer = link.recognizer else { return }
            if let index = recognizer.timerTokens.firstIndex(of: token) { recognizer.timerTokens.remove(at: index) }
            action()
            recognizer.arena?.sweep()
        }
        timerTokens.append(token)
    }

    var hasPendingTimers: Bool { !timerTokens.isEmpty }
}

/// A timer's way to its recognizer, set while the recognizer lives: it clears it in its
/// `deinit`, as a weak reference would become nil then. A weak reference to the recognizer
/// itself would give every recognizer a side table, and every retain and release of it
/// (the arena walks its members several times per event) would take the slow path.
final class RecognizerLink {
    nonisolated(unsafe) unowned var recognizer: GestureRecognizer?
}

/// A weak reference to a recognizer, for requirement and simultaneity lists.
struct WeakRecognizer {
    weak var value: GestureRecognizer?
    init(_ value: GestureRecognizer) { self.value = value }
}

/// One registered action: a weakly held target (or none) and a closure to call.
///
/// A class, so running the actions (a pan's on every move) retains each one instead of
/// copying its three fields (a weak reference, a string and a closure) out of the list.
final class TargetAction {
    weak var target: AnyObject?
    let hasTarget: Bool
    let label: String?
    let body: @MainActor (AnyObject?, GestureRecognizer) -> Void

    init(target: AnyObject?, label: String?, body: @escaping @MainActor (AnyObject?, GestureRecognizer) -> Void) {
        self.target = target
        self.hasTarget = target != nil
        self.label = label
        self.body = body
    }

    /// A target that went away no longer receives actions.
    var isLive: Bool { !hasTarget || target != nil }
}
