@testable import TouchKit

/// Checks the promises of touch delivery while input is delivered, whatever the input:
///
/// - a view that received `touchesBegan` for a touch (as the touch's own view) receives
///   exactly one `touchesEnded` or `touchesCancelled` for it, nothing after that and nothing
///   before `touchesBegan`; a view that never got `touchesBegan` gets nothing, and that only
///   happens when a `delaysTouchesBegan` recognizer won, or when the view does not accept
///   several touches and already had one;
/// - every touch message goes to the touch's view first (the hit-test result);
/// - the hit view and each of its ancestors contain the touch's first location, converted
///   into their own coordinates with `convert(_:from:)` (transforms and bounds included);
/// - a view without `isMultipleTouchEnabled` has at most one touch at a time;
/// - no view sees `touchesBegan` while a `delaysTouchesBegan` recognizer is undecided;
/// - a recognizer that wins with `cancelsTouchesInView` has cancelled its touches' views;
/// - recognizer states only make UIKit's legal transitions (and return to possible only
///   by a reset); no control tracks a touch its view does not have;
/// - at the end (`checkFinished`): nothing active, pending or tracked anywhere, every
///   recognizer possible and out of the arena, and every `Touch` freed.
///
/// Install it as the application's tracer and as the `checker` of the recording views,
/// window and recognizers (see `RecordingResponders`, `RecordingRecognizers`).
@MainActor
final class TouchInvariantChecker: TraceSink {
    /// What went wrong, each with the `context` it happened in; at most `violationLimit`.
    private(set) var violations: [String] = []
    static let violationLimit = 20
    /// Where the run is (seed, step), prefixed to each violation.
    var context = ""
    /// How many times each `gesture KIND STATE`, `touch PHASE`, `control EVENT` and
    /// `press|motion|remote …` happened.
    private(set) var counts: [String: Int] = [:]

    private struct Receipts {
        var began = 0, moved = 0, ended = 0, cancelled = 0
        var finals: Int { ended + cancelled }
    }

    private struct ViewTouch: Hashable {
        let view: ObjectIdentifier
        let touch: Int
    }

    /// What the checker knows about one touch of the application.
    private struct TouchRecord {
        weak var touch: Touch?
        var viewName = "nil"
        /// It began on a single-touch view that had another touch in the same event, or
        /// whose earlier, lifted touch had not had its ending delivered yet (the new one
        /// waits behind it and is dropped if a recognizer following both wins).
        var mayBeSecondTouch = false
    }

    private var receipts: [ViewTouch: Receipts] = [:]
    private var openTouches: [ObjectIdentifier: Set<Int>] = [:]
    private var touches: [Int: TouchRecord] = [:]
    /// Touches a recognizer won with `cancelsTouchesInView` before their view got
    /// `touchesBegan`: while a `delaysTouchesBegan` recognizer held it, or in the very
    /// event the touch began in.
    private var cancelledBeforeBegan: Set<Int> = []
    private var recognizers: [String: GestureRecognizer] = [:]
    private var lastStates: [String: GestureRecognizer.State] = [:]
    private var winnerToCheck: GestureRecognizer?
    private var actedWinners: [(winner: String, view: View, touch: Int)] = []
    private var controls: [Control] = []
    private var recent: [TraceRecord] = []

    init() {}

    // MARK: Watching

    /// Follows `recognizer`'s transitions; names must be unique.
    func watch(_ recognizer: GestureRecognizer) {
        precondition(recognizers[recognizer.traceName] == nil, "recognizer names must be unique")
        recognizers[recognizer.traceName] = recognizer
        lastStates[recognizer.traceName] = recognizer.state
        recognizer.addAction(label: "check") { [weak self] recognizer in
            self?.recognizerActed(recognizer)
        }
    }

    func watch(_ control: Control) {
        controls.append(control)
    }

    // MARK: Reports from recording responders

    /// A recording view (or window, or control) received `method`.
    func viewReceived(_ method: TouchMethod, _ touches: Set<Touch>, at view: View) {
        for touch in touches.sortedByID where touch.view === view {
            received(method, touch, at: view)
        }
    }

    private func received(_ method: TouchMethod, _ touch: Touch, at view: View) {
        let key = ViewTouch(view: ObjectIdentifier(view), touch: touch.id)
        var receipt = receipts[key] ?? Receipts()
        let name = "\(view.traceName) touch \(touch.id)"
        if receipt.finals > 0 {
            fail("\(name): \(method.messageName) after the touch was already ended or cancelled")
        }
        switch method {
        case .began:
            if receipt.began > 0 { fail("\(name): a second touchesBegan") }
            checkSingleTouch(touch, at: view)
            checkNotDelayed(touch, at: view)
            receipt.began += 1
            openTouches[ObjectIdentifier(view), default: []].insert(touch.id)
        case .moved, .ended, .cancelled:
            if receipt.began == 0 { fail("\(name): \(method.messageName) before touchesBegan") }
            if method == .moved { receipt.moved += 1 }
            if method == .ended { receipt.ended += 1 }
            if method == .cancelled { receipt.cancelled += 1 }
            if method != .moved { openTouches[ObjectIdentifier(view)]?.remove(touch.id) }
        }
        receipts[key] = receipt
    }

    /// The search only descends into views whose `point(inside:)` accepts the point it
    /// converted step by step; the whole-chain conversion must agree.
    private func checkHitGeometry(_ touch: Touch) {
        guard let hit = touch.view, !(hit is Window) else { return }
        for view in hit.ancestry where !(view is Window) {
            let point = touch.location(in: view)
            if !view.point(inside: point, with: nil) {
                fail("touch \(touch.id) hit \(hit.traceName) but \(point) is outside \(view.traceName) in its own coordinates")
            }
        }
    }

    private func checkSingleTouch(_ touch: Touch, at view: View) {
        guard !view.isMultipleTouchEnabled,
              let open = openTouches[ObjectIdentifier(view)], !open.isEmpty else { return }
        fail("\(view.traceName) touch \(touch.id): touchesBegan while the single-touch view has touches \(open.sorted())")
    }

    private func checkNotDelayed(_ touch: Touch, at view: View) {
        guard !touch.phase.isFinal else { return }
        let delaying = touch.gestureRecognizers.filter { recognizer in
            recognizer.delaysTouchesBegan && recognizer.state == .possible
                && recognizer.trackedTouches.contains { $0 === touch }
        }
        if let first = delaying.first {
            fail("\(view.traceName) touch \(touch.id): touchesBegan while \(first.traceName) (delaysTouchesBegan) is undecided")
        }
    }

    /// The window is about to deliver `event`: remember every touch it holds, weakly.
    func windowWillSend(_ event: Event, from window: Window) {
        for touch in event.touches where touch.window === window && touches[touch.id] == nil {
            touches[touch.id] = TouchRecord(touch: touch)
        }
    }

    /// The window delivered `event`: note, for touches that began, why their view might
    /// legitimately get nothing.
    func windowDidSend(_ event: Event, from window: Window) {
        for touch in event.touches where touch.window === window && touch.phase == .began {
            checkHitGeometry(touch)
            let view = touch.view
            touches[touch.id]?.viewName = view?.traceName ?? "nil"
            let mayBeSecondTouch = view.map { view in
                let second = !view.isMultipleTouchEnabled && event.touches.contains { other in
                    other !== touch && other.view === view
                }
                return second || waitsBehindLiftedTouch(touch, in: view)
                    || Self.mayBeExcluded(touch, in: view, by: event)
            } ?? false
            touches[touch.id]?.mayBeSecondTouch = mayBeSecondTouch
        }
    }

    private func waitsBehindLiftedTouch(_ touch: Touch, in view: View) -> Bool {
        guard !view.isMultipleTouchEnabled else { return false }
        return touches.values.contains { record in
            guard let other = record.touch, other !== touch, other.view === view, other.phase.isFinal else {
                return false
            }
            return (receipts[ViewTouch(view: ObjectIdentifier(view), touch: other.id)]?.finals ?? 0) == 0
        }
    }

    /// `isExclusiveTouch` may keep a new touch from its view: its view is exclusive and
    /// another view has a live touch, or a live touch is in another, exclusive view.
    private static func mayBeExcluded(_ touch: Touch, in view: View, by event: Event) -> Bool {
        event.touches.contains { other in
            guard other !== touch, let otherView = other.view, otherView !== view else { return false }
            return view.isExclusiveTouch || otherView.isExclusiveTouch
        }
    }

    /// A recording recognizer returned to possible.
    func recognizerDidReset(_ recognizer: GestureRecognizer) {
        lastStates[recognizer.traceName] = .possible
    }

    /// A winner's action runs before the `touchesCancelled` its win causes (UIKit's order),
    /// so its touches are checked once the step is over.
    private func recognizerActed(_ recognizer: GestureRecognizer) {
        guard winnerToCheck === recognizer else { return }
        winnerToCheck = nil
        for touch in recognizer.trackedTouches {
            guard let view = touch.view else { continue }
            actedWinners.append((recognizer.traceName, view, touch.id))
        }
    }

    private func checkWinnersCancelled() {
        for (winner, view, id) in actedWinners where openTouches[ObjectIdentifier(view)]?.contains(id) == true {
            fail("\(winner) won with cancelsTouchesInView but \(view.traceName) still has touch \(id)")
        }
        actedWinners.removeAll()
    }

    func record(_ record: TraceRecord) {
        recent.append(record)
        if recent.count > 2 * Self.keptTraceLength { recent.removeFirst(recent.count - Self.keptTraceLength) }
        switch record.entry {
        case .gesture(let name, let state, _):
            gestureChanged(name, state.description)
        case .delivery(let method, let ids, let receivers, _, _):
            checkTarget(method, ids, receivers.first)
        case .touch(_, let phase, _):
            counts["touch \(phase.name)", default: 0] += 1
        case .control(_, let event):
            counts["control \(event)", default: 0] += 1
        case .chain(let label, _, _):
            counts[label.split(separator: " ").prefix(2).joined(separator: " "), default: 0] += 1
        case .hitTest, .action, .scroll:
            break
        }
    }

    private func gestureChanged(_ name: String, _ word: String) {
        guard let recognizer = recognizers[name] else { return fail("gesture \(name): not watched") }
        let kind = String(describing: type(of: recognizer))
        counts["gesture \(kind) \(word)", default: 0] += 1
        let from = lastStates[name] ?? .possible
        guard let to = Self.state(named: word, continuous: recognizer.isContinuous) else {
            return fail("gesture \(name): \(word) is not a state of a \(recognizer.isContinuous ? "continuous" : "discrete") recognizer")
        }
        if !Self.isLegal(from: from, to: to, continuous: recognizer.isContinuous) {
            fail("gesture \(name): illegal transition \(from) -> \(to)")
        }
        if recognizer.state != to { fail("gesture \(name): traced \(word) but the state is \(recognizer.state)") }
        lastStates[name] = to
        if from == .possible, to == .began || to == .ended, recognizer.cancelsTouchesInView {
            winnerToCheck = recognizer
            noteCancelledBeforeBegan(recognizer.trackedTouches)
        }
    }

    private func noteCancelledBeforeBegan(_ touches: [Touch]) {
        for touch in touches {
            guard let view = touch.view,
                  receipts[ViewTouch(view: ObjectIdentifier(view), touch: touch.id)] == nil,
                  touch.phase == .began || touch.gestureRecognizers.contains(where: \.delaysTouchesBegan)
            else { continue }
            cancelledBeforeBegan.insert(touch.id)
        }
    }

    private func checkTarget(_ method: TouchMethod, _ ids: [Int], _ first: Responder?) {
        for id in ids {
            guard let touch = touches[id]?.touch else { continue }
            if touch.view !== first {
                fail("\(method.messageName) [\(id)] went first to \(first?.traceName ?? "nobody"), not to the touch's view \(touch.view?.traceName ?? "nil")")
            }
        }
    }

    /// UIKit's transitions (written out here, not borrowed from TouchKit).
    static func isLegal(from: GestureRecognizer.State, to: GestureRecognizer.State, continuous: Bool) -> Bool {
        switch (from, to) {
        case (.possible, .failed): true
        case (.possible, .ended): !continuous
        case (.possible, .began): continuous
        case (.began, .changed), (.began, .ended), (.began, .cancelled),
             (.changed, .changed), (.changed, .ended), (.changed, .cancelled): continuous
        default: false
        }
    }

    static func state(named word: String, continuous: Bool) -> GestureRecognizer.State? {
        switch word {
        case "recognized": continuous ? nil : .ended
        case "ended": continuous ? .ended : nil
        case "began": .began
        case "changed": .changed
        case "cancelled": .cancelled
        case "failed": .failed
        default: nil
        }
    }

    // MARK: After each input

    /// Checks what must hold between inputs: recognizer states as traced, controls
    /// tracking only touches their view has.
    func checkStep() {
        checkWinnersCancelled()
        for (name, recognizer) in recognizers where recognizer.state != lastStates[name] {
            fail("gesture \(name): state \(recognizer.state) but the last traced was \(lastStates[name] ?? .possible)")
        }
        for control in controls {
            let open = openTouches[ObjectIdentifier(control)] ?? []
            if let touch = control.trackingTouch, !open.contains(touch.id) {
                fail("\(control.traceName) tracks touch \(touch.id), which it does not have")
            }
            if control.trackingTouch == nil, control.isTracking || control.isHighlighted {
                fail("\(control.traceName) is tracking or highlighted without a touch")
            }
        }
    }

    func fail(_ message: String) {
        guard violations.count < Self.violationLimit else { return }
        violations.append(context.isEmpty ? message : "\(context): \(message)")
    }

    /// How many of the latest trace lines a failure report shows.
    static var keptTraceLength = 40

    /// The latest trace lines, for a failure report.
    var recentLines: [String] { recent.suffix(Self.keptTraceLength).map(\.line) }
}

// MARK: - The end

extension TouchInvariantChecker {
    /// Checks the state once input has ended and every timer has fired: no touch, input,
    /// timer or held delivery left, every view's touches balanced, every recognizer back to
    /// possible and out of the arena, no control tracking, and every `Touch` freed.
    func checkFinished(_ application: Application, translator: XI2InputTranslator) {
        checkStep()
        if !application.activeTouches.isEmpty || !application.liveTouches.isEmpty {
            fail("touches still active at the end: \(application.activeTouches.map(\.id))")
        }
        if application.pendingEventCount > 0 { fail("\(application.pendingEventCount) inputs still queued") }
        if !application.timers.isEmpty { fail("timers still pending at the end") }
        if !translator.activeTouchLocations.isEmpty { fail("the translator still has touches down") }
        checkBalanced()
        checkRecognizersIdle(application)
        for control in controls where control.isTracking || control.isHighlighted || control.trackingTouch != nil {
            fail("\(control.traceName) still tracking or highlighted at the end")
        }
    }

    /// Once every sequence has finished: every `Touch` must have been freed.
    func checkTouchesFreed() {
        let alive = touches.filter { $0.value.touch != nil }.map(\.key).sorted()
        if !alive.isEmpty { fail("Touch objects of finished sequences never freed: \(alive)") }
    }

    /// Drops the kept trace records (they refer to responders, the application included).
    func forgetTrace() {
        recent.removeAll()
    }

    private func checkBalanced() {
        for (key, receipt) in receipts where receipt.began == 1 && receipt.finals != 1 {
            fail("touch \(key.touch) began at a view but got \(receipt.finals) ended/cancelled")
        }
        let delivered = Set(receipts.filter { $0.value.began > 0 }.map(\.key.touch))
        for (id, record) in touches.sorted(by: { $0.key < $1.key }) where !delivered.contains(id) {
            let explained = record.mayBeSecondTouch || cancelledBeforeBegan.contains(id)
            if !explained {
                fail("touch \(id) never reached its view \(record.viewName), with no recognizer or single-touch rule to explain it")
            }
        }
    }

    private func checkRecognizersIdle(_ application: Application) {
        for (name, recognizer) in recognizers.sorted(by: { $0.key < $1.key }) {
            if recognizer.state != .possible { fail("gesture \(name) ends in \(recognizer.state)") }
            if !recognizer.trackedTouches.isEmpty || recognizer.pendingState != nil
                || recognizer.arena != nil || recognizer.hasPendingTimers {
                fail("gesture \(name) still follows touches, waits, or sits in the arena at the end")
            }
        }
        for window in application.windows where !window.touchRouter.arena.members.isEmpty {
            fail("the arena of \(window.traceName) still has \(window.touchRouter.arena.members.map(\.traceName))")
        }
    }
}
