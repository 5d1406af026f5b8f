/// Delivers a window's changed touches: first to the gesture recognizers that follow them,
/// then to the touches' views, holding or cancelling view messages as the recognizers'
/// `delaysTouchesBegan`, `delaysTouchesEnded` and `cancelsTouchesInView` demand.
///
/// This is the one place that knows the order: hit test (done by the window) →
/// recognizers → views.
@MainActor
final class TouchRouter: ArenaRouter {
    /// The window owns its router (`Window.touchRouter`), so it outlives it. Named by the
    /// window right after it is made (`Window.init`), before any touch comes.
    unowned private(set) var window: Window!
    /// A constant, so the many uses per event need not retain it (as a lazy variable's do).
    let arena = GestureArena<GestureRecognizer>()
    /// Each live touch's delivery, in no particular order, found by identity: with a few
    /// fingers a short array searched in place costs less than hashing the touch; past
    /// `Application.shortList` the index (touch → place in the array) finds it, so
    /// thousands of simultaneous fingers cost linear time.
    @exclusivity(unchecked) private var deliveries: [ViewDelivery] = []
    @exclusivity(unchecked) private var deliveryIndex: [ObjectIdentifier: Int] = [:]
    @exclusivity(unchecked) private var currentEvent: Event?
    /// Working lists reused from delivery to delivery (the window fills the first).
    @exclusivity(unchecked) var changedScratch = ScratchArray<Touch>()
    @exclusivity(unchecked) private var sendScratch = ScratchArray<Touch>()
    @exclusivity(unchecked) private var cancelScratch = ScratchArray<Touch>()
    @exclusivity(unchecked) private var busyScratch = ScratchArray<ObjectIdentifier>()
    /// A finished delivery, emptied, for the next touch (`forgetDelivery`, `makeDelivery`).
    @exclusivity(unchecked) private var spareDelivery: ViewDelivery?

    init() {
        arena.attach(to: self)
    }

    func attach(to window: Window) {
        self.window = window
    }

    var application: Application? { window.application }

    func route(_ touches: [Touch], in event: Event) {
        if currentEvent !== event { currentEvent = event }
        if touches.contains(where: { $0.phase == .began }) {
            var busyViews = busyScratch.take()
            collectSingleTouchViewsInUse(in: event, into: &busyViews)
            var occupied = OccupiedViews(deliveries)
            touches.forEachBorrowed { touch in
                if touch.phase == .began { enrol(touch, in: event, busyViews: &busyViews, occupied: &occupied) }
            }
            busyScratch.give(back: &busyViews)
        }
        let byMethod = TouchGroups(touches)
        deliverToRecognizers(byMethod, event)
        byMethod.forEachGroup { method, group in
            deliverToViews(group, method, event)
        }
        arena.sweep()
        releaseHeldDeliveries()
        forgetFinishedTouches(touches)
    }

    static func method(for phase: Touch.Phase) -> TouchMethod? {
        switch phase {
        case .began: .began
        case .moved: .moved
        case .ended: .ended
        case .cancelled: .cancelled
        case .stationary: nil
        }
    }

    // MARK: Recognizers

    private func enrol(_ touch: Touch, in event: Event, busyViews: inout [ObjectIdentifier],
                       occupied: inout OccupiedViews) {
        let delivery = makeDelivery(for: touch)
        delivery.isFinished = isSecondTouchForSingleTouchView(touch, busyViews: &busyViews)
        forgetDelivery(of: touch)
        append(delivery)
        if occupied.excludes(touch.view) || isRefusedByScrollView(touch, in: event) {
            delivery.isFinished = true
            delivery.isExcluded = true
        } else {
            occupied.add(touch.view)
        }
        // Filtered in order; a new array only when one is left out (usually none is).
        let recognizers = touch.gestureRecognizers
        var kept: [GestureRecognizer]?
        for (index, recognizer) in recognizers.enumerated() {
            if join(recognizer, following: touch) {
                kept?.append(recognizer)
            } else if kept == nil {
                kept = Array(recognizers[..<index])
            }
        }
        if let kept { touch.gestureRecognizers = kept }
    }

    /// Whether `recognizer` takes `touch` (it is not finished or waiting); if so it follows
    /// the touch, in the arena.
    private func join(_ recognizer: GestureRecognizer, following touch: Touch) -> Bool {
        guard recognizer.stateStorage == .possible || recognizer.stateStorage.isActive,
              recognizer.pendingState == nil else { return false }
        arena.add(recognizer)
        recognizer.trackedTouches.append(touch)
        return true
    }

    /// A view with `isMultipleTouchEnabled == false` gets only the first of simultaneous
    /// touches; recognizers still see them all. A touch lifting in the same event as the
    /// new one comes down is still simultaneous with it. `busyViews` holds the single-touch
    /// views that already have a touch in this event: a short list (one per finger at
    /// most), searched in place rather than hashed into a set built per event.
    private func isSecondTouchForSingleTouchView(_ touch: Touch, busyViews: inout [ObjectIdentifier]) -> Bool {
        guard let view = touch.view, !view.isMultipleTouchEnabled else { return false }
        let id = ObjectIdentifier(view)
        if busyViews.contains(id) { return true }
        busyViews.append(id)
        return false
    }

    /// Adds to `views` the single-touch views whose earlier, unfinished touches are still
    /// in `event`.
    private func collectSingleTouchViewsInUse(in event: Event, into views: inout [ObjectIdentifier]) {
        for touch in event.touches {
            guard let view = touch.view, !view.isMultipleTouchEnabled,
                  let delivery = delivery(of: touch), !delivery.isFinished else { continue }
            if !views.contains(ObjectIdentifier(view)) { views.append(ObjectIdentifier(view)) }
        }
    }

    /// The nearest scroll view above the touch's view may refuse its content the touch
    /// (`touchesShouldBegin(_:with:in:)`); the recognizers still see it.
    private func isRefusedByScrollView(_ touch: Touch, in event: Event) -> Bool {
        guard let view = touch.view else { return false }
        var ancestor = view.superview
        while let current = ancestor {
            if let scrollView = current as? ScrollView {
                return !scrollView.touchesShouldBegin([touch], with: event, in: view)
            }
            ancestor = current.superview
        }
        return false
    }

    /// Whether `touch`'s view has had `touchesBegan` for it and not yet its end.
    func viewHasTouch(_ touch: Touch) -> Bool {
        guard let delivery = delivery(of: touch) else { return false }
        return delivery.beganDelivered && !delivery.isFinished
    }

    private func deliverToRecognizers(_ byMethod: TouchGroups, _ event: Event) {
        if let (method, touch) = byMethod.single {
            return deliverToRecognizers(method, touch, event)
        }
        arena.members.forEachBorrowed { recognizer in
            guard recognizer.pendingState == nil, !recognizer.stateStorage.isFinished else { return }
            byMethod.forEachGroup { method, group in
                // Read again per message: a recognizer may ignore touches while handling one.
                let mine = touches(group, trackedBy: recognizer)
                guard !mine.isEmpty, recognizer.pendingState == nil,
                      !recognizer.stateStorage.isFinished else { return }
                send(method, mine, to: recognizer, event)
            }
        }
    }

    /// One touch's message (the usual delivery): its set is found once, not per recognizer.
    private func deliverToRecognizers(_ method: TouchMethod, _ touch: Touch, _ event: Event) {
        let touches = delivery(of: touch)?.touchSet ?? [touch]
        arena.members.forEachBorrowed { recognizer in
            guard recognizer.pendingState == nil, !recognizer.stateStorage.isFinished,
                  recognizer.trackedTouches.contains(where: { $0 === touch }) else { return }
            send(method, touches, to: recognizer, event)
        }
    }

    /// Those of `touches` that `recognizer` follows now.
    private func touches(_ touches: [Touch], trackedBy recognizer: GestureRecognizer) -> Set<Touch> {
        let tracked = recognizer.trackedTouches
        if touches.count == 1 {
            return tracked.contains { $0 === touches[0] } ? touchSet(touches) : []
        }
        var mine = Set<Touch>()
        for touch in touches where tracked.contains(where: { $0 === touch }) {
            mine.insert(touch)
        }
        return mine
    }

    /// `touches` as the set a touch method receives. A single touch's set is made once per
    /// sequence and kept by its delivery.
    private func touchSet(_ touches: [Touch]) -> Set<Touch> {
        if touches.count == 1, let delivery = delivery(of: touches[0]) {
            return delivery.touchSet
        }
        return Set(touches)
    }

    private func send(_ method: TouchMethod, _ touches: Set<Touch>, to recognizer: GestureRecognizer,
                      _ event: Event) {
        switch method {
        case .began: recognizer.touchesBegan(touches, with: event)
        case .moved: recognizer.touchesMoved(touches, with: event)
        case .ended: recognizer.touchesEnded(touches, with: event)
        case .cancelled: recognizer.touchesCancelled(touches, with: event)
        }
    }

    // MARK: Views

    /// Sends `method` to each view with the set of its own touches, unless held or
    /// cancelled; views in the order of their lowest touch id.
    private func deliverToViews(_ touches: [Touch], _ method: TouchMethod, _ event: Event) {
        var now = sendScratch.take()
        defer { sendScratch.give(back: &now) }
        for touch in touches.count > 1 ? touches.sortedByID : touches {
            guard let delivery = delivery(of: touch), !delivery.isFinished else { continue }
            if !delivery.held.isEmpty || mustHold(touch, method) {
                hold(delivery, method)
            } else {
                now.append(touch)
            }
        }
        send(method, now, event)
    }

    private func mustHold(_ touch: Touch, _ method: TouchMethod) -> Bool {
        switch method {
        case .began:
            return touch.gestureRecognizers.contains { $0.delaysTouchesBegan && $0.isUndecided(about: touch) }
                || waitsBehindLiftedTouch(touch)
        case .ended:
            return touch.gestureRecognizers.contains { $0.delaysTouchesEnded && $0.isUndecided(about: touch) }
        case .moved, .cancelled:
            return false
        }
    }

    /// Held until the recognizers decide, however long that takes (no timer): an ended
    /// touch reaches its view as `touchesEnded` when they fail, and as `touchesCancelled`
    /// when one recognizes (`cancelViewDeliveries`).
    /// A single-touch view has one touch at a time: a new touch's began waits while an
    /// earlier finger on the same view has lifted but its messages are still held (the
    /// second tap of a double tap while the first's ending waits on the recognizer). It
    /// goes out when that earlier delivery finishes, and is dropped with it if a recognizer
    /// that follows both wins.
    private func waitsBehindLiftedTouch(_ touch: Touch) -> Bool {
        guard let view = touch.view, !view.isMultipleTouchEnabled else { return false }
        return deliveries.contains { other in
            other.touch !== touch && other.touch.id < touch.id && other.touch.view === view
                && other.touch.phase.isFinal && !other.isFinished && !other.held.isEmpty
        }
    }

    private func hold(_ delivery: ViewDelivery, _ method: TouchMethod) {
        if method == .moved, delivery.held.last == .moved { return }
        delivery.held.append(method)
    }

    /// Delivers held messages whose recognizers have decided.
    func releaseHeldDeliveries() {
        guard deliveries.contains(where: { !$0.held.isEmpty }) else { return }
        for delivery in deliveries.sorted(by: { $0.touch.id < $1.touch.id }) where !delivery.held.isEmpty {
            flush(delivery)
        }
    }

    private func flush(_ delivery: ViewDelivery) {
        guard let event = currentEvent ?? window.application?.touchEvent else { return }
        while let method = delivery.held.first, !delivery.isFinished {
            if mustHold(delivery.touch, method) { return }
            delivery.held.removeFirst()
            send(method, [delivery.touch], event)
        }
        if delivery.isFinished, delivery.touch.phase.isFinal {
            forgetDelivery(of: delivery.touch)
        }
    }

    /// A recognizer won: its touches' views get `touchesCancelled` (those that saw
    /// `touchesBegan`); held messages are dropped, and touches already lifted (their
    /// ending was held) are forgotten, since no later route will see them again.
    func cancelViewDeliveries(of touches: [Touch]) {
        var cancelled = cancelScratch.take()
        defer { cancelScratch.give(back: &cancelled) }
        for touch in touches.count > 1 ? touches.sortedByID : touches {
            guard let delivery = delivery(of: touch), !delivery.isFinished else { continue }
            delivery.held.removeAll()
            if delivery.beganDelivered {
                cancelled.append(touch)
            } else {
                delivery.isFinished = true
            }
        }
        if let event = currentEvent ?? window.application?.touchEvent {
            send(.cancelled, cancelled, event)
        }
        for touch in touches where touch.phase.isFinal {
            forgetDelivery(of: touch)
        }
    }

    private func send(_ method: TouchMethod, _ touches: [Touch], _ event: Event) {
        guard !touches.isEmpty else { return }
        if touches.count == 1 {
            note(method, sentTo: touches[0])
            return deliver(method, touches, to: touches[0].view ?? window, event)
        }
        var groups: [(view: Responder, touches: [Touch])] = []
        var groupIndex: [ObjectIdentifier: Int] = [:]
        for touch in touches {
            let target: Responder = touch.view ?? window
            if let index = groupIndex[ObjectIdentifier(target)] {
                groups[index].touches.append(touch)
            } else {
                groupIndex[ObjectIdentifier(target)] = groups.count
                groups.append((target, [touch]))
            }
            note(method, sentTo: touch)
        }
        for group in groups {
            deliver(method, group.touches, to: group.view, event)
        }
    }

    /// Records in `touch`'s delivery that its view is being sent `method`.
    private func note(_ method: TouchMethod, sentTo touch: Touch) {
        guard let delivery = delivery(of: touch) else { return }
        if method == .began { delivery.beganDelivered = true }
        if method == .ended || method == .cancelled { delivery.isFinished = true }
    }

    private func deliver(_ method: TouchMethod, _ touches: [Touch], to responder: Responder, _ event: Event) {
        let application = Application.anyoneTraces ? window.application : nil
        guard let application, application.tracer != nil else {
            return responder.receive(method, touchSet(touches), event)
        }
        let recorder = DeliveryRecorder.record(enabled: true) {
            responder.receive(method, touchSet(touches), event)
        }
        if let recorder {
            let entry = TraceEntry.delivery(method: method, touchIDs: touches.map(\.id),
                                            receivers: recorder.receivers, discarded: recorder.wasDiscarded,
                                            handled: recorder.handled)
            application.traceDelivery(entry, causing: recorder.caused)
        }
    }

    private func forgetFinishedTouches(_ touches: [Touch]) {
        for touch in touches where touch.phase.isFinal {
            // Asked without keeping the delivery, so forgetting it may reuse it.
            if delivery(of: touch)?.held.isEmpty == true {
                forgetDelivery(of: touch)
            }
        }
    }

    private func delivery(of touch: Touch) -> ViewDelivery? {
        guard let index = place(of: touch) else { return nil }
        return deliveries[index]
    }

    private func place(of touch: Touch) -> Int? {
        if deliveries.count > Application.shortList { return deliveryIndex[ObjectIdentifier(touch)] }
        // By index: only the delivery found is retained, not each one looked at.
        return deliveries.firstIndex(where: { $0.touch === touch })
    }

    private func append(_ delivery: ViewDelivery) {
        deliveryIndex[ObjectIdentifier(delivery.touch)] = deliveries.count
        deliveries.append(delivery)
    }

    private func forgetDelivery(of touch: Touch) {
        guard let index = place(of: touch) else { return }
        // The last delivery takes the place of the one removed: order does not matter.
        deliveryIndex[ObjectIdentifier(touch)] = nil
        let last = deliveries.count - 1
        if index != last {
            deliveries.swapAt(index, last)
            deliveryIndex[ObjectIdentifier(deliveries[index].touch)] = index
        }
        var delivery: ViewDelivery? = deliveries.removeLast()
        // Kept for the next touch when nothing else holds it (so nothing can see it change);
        // emptied now, so it keeps no touch alive meanwhile.
        if spareDelivery == nil, isKnownUniquelyReferenced(&delivery), let delivery {
            delivery.empty()
            spareDelivery = delivery
        }
    }

    /// A delivery for a new touch: the spare one when there is one (saving the delivery's
    /// and its touch set's allocations, per sequence), else a new one.
    private func makeDelivery(for touch: Touch) -> ViewDelivery {
        guard let spare = spareDelivery else { return ViewDelivery(touch: touch) }
        spareDelivery = nil
        spare.start(with: touch)
        return spare
    }
}

/// What a touch's view has been sent so far, and what is being held back from it.
///
/// The router reuses a finished one for a later touch (`empty()`, `start(with:)`), only
/// when nothing else holds it.
@MainActor
final class ViewDelivery {
    /// Its touch; none only while it waits, emptied, to be reused.
    var touch: Touch { touchLink! }
    @exclusivity(unchecked) private var touchLink: Touch?
    @exclusivity(unchecked) var beganDelivered = false
    @exclusivity(unchecked) var isFinished = false
    /// Ignored because of `isExclusiveTouch`: it occupies no view.
    @exclusivity(unchecked) var isExcluded = false
    @exclusivity(unchecked) var held: [TouchMethod] = []
    /// The set of this one touch that its methods receive, made once for the sequence.
    @exclusivity(unchecked) private(set) var touchSet: Set<Touch>

    init(touch: Touch) {
        touchLink = touch
        touchSet = [touch]
    }

    /// Forgets the touch (keeping the set's and the held list's storage, when not shared).
    func empty() {
        touchLink = nil
        touchSet.removeAll(keepingCapacity: true)
        held.popAll()
    }

    /// Starts over for `touch`, as a new delivery would.
    func start(with touch: Touch) {
        touchLink = touch
        touchSet.insert(touch)
        beganDelivered = false
        isFinished = false
        isExcluded = false
    }
}

/// `isExclusiveTouch`: a new touch is withheld from its view when its view is exclusive
/// and another view has a live touch, or when a live touch is in another, exclusive view.
/// Touches that began in the same event count as live. Like `multipleTouchEnabled` this is
/// a rule of delivery to views: the recognizers still see the touch. The views with live,
/// delivered touches are gathered once per event, so each new touch is checked at once
/// however many fingers are down.
@MainActor
struct OccupiedViews {
    private var views: Set<ObjectIdentifier> = []
    private var exclusiveViews: Set<ObjectIdentifier> = []

    init(_ deliveries: [ViewDelivery]) {
        for delivery in deliveries where !delivery.touch.phase.isFinal && !delivery.isExcluded {
            add(delivery.touch.view)
        }
    }

    /// Whether a new touch in `view` is withheld from it.
    func excludes(_ view: View?) -> Bool {
        let own = view.map(ObjectIdentifier.init)
        let others = view?.isExclusiveTouch == true ? views : exclusiveViews
        return others.count > (own.map(others.contains) == true ? 1 : 0)
    }

    /// A touch in `view` is now live there.
    mutating func add(_ view: View?) {
        guard let view else { return }
        views.insert(ObjectIdentifier(view))
        if view.isExclusiveTouch { exclusiveViews.insert(ObjectIdentifier(view)) }
    }
}
