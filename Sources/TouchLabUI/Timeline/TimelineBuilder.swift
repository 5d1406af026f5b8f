import TouchKit
import TouchLabEngine

/// Sorts a lesson's steps into the timeline's lanes and works out its waiting spans.
@MainActor
struct TimelineBuilder {
    let scene: Scene
    let words: TimelineWords
    private var lanesByKey: [String: Timeline.Lane] = [:]
    private var order: [Timeline.LaneKind: [String]] = [:]
    /// When each finger began and ended (trace seconds), to measure held deliveries.
    private var began: [Int: Double] = [:]
    private var ended: [Int: Double] = [:]
    /// The touches of the whole lesson whose hit view never got a `touchesBegan` for them,
    /// by id, with that view's name: the lesson's record, so a step shown before the end
    /// knows a withheld touch will not be delivered later.
    private let undelivered: [Int: String]
    /// The undelivered touches already marked as dropped.
    private var dropped: Set<Int> = []
    /// Each touch whose `touchesBegan` reached its view, with that view's lane, and the
    /// touches whose ending (ended or cancelled) reached it since.
    private var beganAt: [Int: String] = [:]
    private var finished: Set<Int> = []
    /// The whole lesson's held begins and waits, drawn growing while they last.
    private let forecast: TimelineForecast
    /// Each touch's hit view, once the step that found it is shown.
    private var hitViews: [Int: View] = [:]
    private var beganOrder: [Int] = []
    /// The last step added.
    private var shownIndex = -1
    private let lesson: Lesson?
    /// Each long press that received a touch, in the order met: when that touch came down
    /// and how long it must be held, and when the press left possible, once shown.
    private var presses: [(name: String, start: Double, duration: Double, settled: Double?)] = []
    /// Each recognizer of several taps that received a touch, in the order met: when its
    /// first touch came down, the taps it needs, and when it left possible, once shown.
    private var multiTaps: [(name: String, start: Double, taps: Int, settled: Double?)] = []

    init(scene: Scene, lesson: Lesson? = nil, words: TimelineWords) {
        self.scene = scene
        self.words = words
        self.lesson = lesson
        undelivered = lesson.map { Self.undelivered(in: $0.steps) } ?? [:]
        forecast = TimelineForecast(steps: lesson?.steps ?? [], scene: scene)
    }

    /// Each touch with a hit view that no `touchesBegan` in `steps` carried, where that view
    /// got no message at all: a view that had another finger's touches and not this one's
    /// (`multipleTouchEnabled` off) had it withheld by a rule of its own, not by a recognizer.
    static func undelivered(in steps: [LessonStep]) -> [Int: String] {
        var hitViews: [Int: String] = [:]
        var delivered: Set<Int> = []
        var receivers: Set<String> = []
        var began: [Int] = []
        for step in steps {
            switch step.kind {
            case .touch(let id, let phase, _) where phase == .began: began.append(id)
            case .hit(let view, _):
                // A hit test follows the began of the touch it was made for.
                if let id = began.popLast(), let view { hitViews[id] = view.traceName }
            case .hop(let method, let ids, let responder, 0, _):
                receivers.insert(responder.traceName)
                if method == .began { delivered.formUnion(ids) }
            default: break
            }
        }
        return hitViews.filter { !delivered.contains($0.key) && !receivers.contains($0.value) }
    }

    mutating func add(_ step: LessonStep, index: Int) {
        shownIndex = max(shownIndex, index)
        // A run of moves is one step, but each of its marks at its own time.
        guard let parts = step.foldedParts else { return add(step.kind, time: step.traceTime, index: index) }
        for part in parts { add(part.kind, time: part.time, index: index) }
    }

    private mutating func add(_ kind: LessonStep.Kind, time: Double, index: Int) {
        switch kind {
        case .touch(let id, let phase, _):
            if phase == .began { (began[id], beganOrder) = (time, beganOrder + [id]) }
            if phase == .ended || phase == .cancelled { ended[id] = time }
            mark("touch \(id)", .touch, time: time, text: words.phase(phase), step: index)
        case .hop(let method, let ids, let responder, let hop, _):
            mark(responder.traceName, .responder, time: time, text: method.messageName, step: index)
            if hop == 0 {
                noteHeld(method, ids: ids, lane: responder.traceName, at: time)
                noteDelivered(method, ids: ids, lane: responder.traceName)
            }
        case .gesture(let name, let state):
            mark(name, .recognizer, time: time, text: words.state(state), step: index)
            if let press = presses.firstIndex(where: { $0.name == name && $0.settled == nil }) {
                presses[press].settled = time
            }
            if let tap = multiTaps.firstIndex(where: { $0.name == name && $0.settled == nil }) {
                multiTaps[tap].settled = time
            }
            noteWait(name, state: state, at: time)
            noteDropped(state, at: time, step: index)
        case .control(let name, let event):
            mark(name, .responder, time: time, text: event.description, step: index, joins: true)
        case .action(let name):
            // A recognizer's action belongs on its lane; a control's on the control's.
            let kind: Timeline.LaneKind = scene.gestureRecognizer(named: name) != nil ? .recognizer : .responder
            mark(name, kind, time: time, text: words.action, step: index, joins: true)
        case .chain(let label, let receivers, _):
            for receiver in receivers { mark(receiver, .responder, time: time, text: label, step: index) }
        case .scroll(let name, _):
            // One word, so a drag's run of offsets draws as one mark with its count (the
            // values are in the trace beside it).
            mark(name, .responder, time: time, text: "contentOffset", step: index)
        case .hit(let view, _):
            // A hit test follows the began of the touch it was made for.
            if let id = beganOrder.popLast(), let view {
                hitViews[id] = view
                notePresses(receiving: id, on: view, step: index)
            }
        case .visit, .refusals, .returned, .override:
            break
        }
    }

    /// The lanes as they stand at trace time `now`, the time of the step shown: an ending
    /// still held back from its view then is a bar from the finger's lift to `now`.
    mutating func lanes(at now: Double) -> [Timeline.Lane] {
        noteStillHeld(at: now)
        noteBeganStillHeld(at: now)
        noteStillWaiting(at: now)
        notePressDurations(at: now)
        noteTapsCounted(at: now)
        return [Timeline.LaneKind.touch, .recognizer, .responder].flatMap { kind in
            (order[kind] ?? []).compactMap { lanesByKey[$0] }
        }
    }

    private mutating func noteDelivered(_ method: TouchMethod, ids: [Int], lane: String) {
        switch method {
        case .began: for id in ids where beganAt[id] == nil { beganAt[id] = lane }
        case .ended, .cancelled: finished.formUnion(ids)
        case .moved: break
        }
    }

    /// A lifted finger whose view got its `touchesBegan` but, by `now`, neither its
    /// `touchesEnded` nor its `touchesCancelled` has its ending held by a recognizer still
    /// deciding (`delaysTouchesEnded`): the bar is drawn while it is held, not only once
    /// the ending goes out.
    private mutating func noteStillHeld(at now: Double) {
        for (id, lane) in beganAt.sorted(by: { $0.key < $1.key }) where !finished.contains(id) {
            guard let lifted = ended[id], now - lifted > 0.0005 else { continue }
            span(lane, .responder, from: lifted, to: now, text: words.held("delaysTouchesEnded"))
        }
    }

    /// A touch whose hit view is found but whose `touchesBegan` the lesson delivers later
    /// is held from its start: the bar grows with the step until the message goes out. So
    /// does one held that is never delivered, by what holds it, until it is dropped.
    private mutating func noteBeganStillHeld(at now: Double) {
        for (id, view) in hitViews.sorted(by: { $0.key < $1.key }) where beganAt[id] == nil {
            guard let start = began[id], now >= start else { continue }
            let reason: String
            if forecast.heldBegins.contains(id) {
                reason = Self.heldBeganReason(for: view, words: words)
            } else if undelivered[id] != nil, !dropped.contains(id), let holding = Self.holdingReason(for: view, words: words) {
                reason = holding
            } else {
                continue
            }
            span(view.traceName, .responder, from: start, to: now, text: reason)
        }
    }

    /// A recognizer the lesson shows waiting for another to fail is drawn waiting from the
    /// lift that started the wait until the step that settles it.
    private mutating func noteStillWaiting(at now: Double) {
        for wait in forecast.waits where wait.from <= shownIndex && shownIndex < wait.until && now >= wait.start {
            span(wait.waiter, .recognizer, from: wait.start, to: now, text: words.waits(forFailureOf: wait.party))
        }
    }

    /// The long presses (of one tap) and the recognizers of several taps that received
    /// touch `id`, found on `view`: their lanes start with the touch, before any state
    /// change, as they start timing it or counting its taps. Which recognizers received it
    /// is the lesson's record; enabled ones where it kept none.
    private mutating func notePresses(receiving id: Int, on view: View, step index: Int) {
        guard let start = began[id] else { return }
        let receivers = lesson.flatMap { lesson in
            JourneyRecognizers.receivers(of: view, after: lesson.steps[index].sequence, in: lesson)
        }
        for recognizer in view.ancestry.flatMap(\.gestureRecognizers) where recognizer.isTraced {
            let name = recognizer.traceName
            guard receivers?.contains(name) ?? recognizer.isEnabled else { continue }
            if let press = recognizer as? LongPressGestureRecognizer, press.numberOfTapsRequired == 0,
               !presses.contains(where: { $0.name == name }) {
                presses.append((name, start, press.minimumPressDuration, nil))
                _ = lane(name, .recognizer)
            } else if let tap = recognizer as? TapGestureRecognizer, tap.numberOfTapsRequired > 1,
                      !multiTaps.contains(where: { $0.name == name }) {
                multiTaps.append((name, start, tap.numberOfTapsRequired, nil))
                _ = lane(name, .recognizer)
            }
        }
    }

    /// Each recognizer of several taps as possible from its first touch's start to where
    /// it recognized or failed, or to `now` while it still counts taps.
    private mutating func noteTapsCounted(at now: Double) {
        for tap in multiTaps {
            let end = tap.settled ?? now
            guard end > tap.start else { continue }
            span(tap.name, .recognizer, from: tap.start, to: end, text: words.countsTaps(tap.taps))
        }
    }

    /// Each long press's minimum duration as a bar from its touch's start, filled as far
    /// as it was held: to `now` while it is still possible, to where it began or failed
    /// once it did.
    private mutating func notePressDurations(at now: Double) {
        for press in presses {
            let limit = press.start + press.duration
            let end = min(press.settled ?? now, limit)
            guard end >= press.start else { continue }
            lanesByKey[lane(press.name, .recognizer)]?.spans.append(
                Timeline.Span(start: press.start, end: end, text: words.pressDuration(press.duration), limit: limit))
        }
    }

    private mutating func mark(_ name: String, _ kind: Timeline.LaneKind, time: Double, text: String, step: Int,
                               joins: Bool = false) {
        lanesByKey[lane(name, kind)]?.marks.append(Timeline.Mark(time: time, text: text, step: step, joins: joins))
    }

    /// The key of the lane `name` of `kind`, made when first needed.
    private mutating func lane(_ name: String, _ kind: Timeline.LaneKind) -> String {
        let key = kind.rawValue + " " + name
        if lanesByKey[key] == nil {
            lanesByKey[key] = Timeline.Lane(name: name, kind: kind)
            order[kind, default: []].append(key)
        }
        return key
    }

    private mutating func span(_ name: String, _ kind: Timeline.LaneKind, from start: Double, to end: Double,
                               text: String) {
        lanesByKey[lane(name, kind)]?.spans.append(Timeline.Span(start: start, end: end, text: text))
    }

    /// A began or ended delivered later than the finger did it was held by a recognizer; so
    /// was a lifted finger's ending delivered as `touchesCancelled` when one recognized.
    private mutating func noteHeld(_ method: TouchMethod, ids: [Int], lane: String, at time: Double) {
        let happened: Double?
        let reason: String
        switch method {
        case .began:
            let why = Self.heldBeganReason(for: scene.view(named: lane), words: words)
            (happened, reason) = (ids.compactMap { began[$0] }.min(), why)
        case .ended, .cancelled:
            (happened, reason) = (ids.compactMap { ended[$0] }.min(), words.held("delaysTouchesEnded"))
        default: return
        }
        guard let happened, time - happened > 0.0005 else { return }
        span(lane, .responder, from: happened, to: time, text: reason)
    }

    /// A recognizer that recognizes (or begins) while touches are withheld from their views
    /// drops them: each such view's lane gets a hollow mark, after a span from the touch's
    /// began, for the message it never received.
    private mutating func noteDropped(_ state: TracedGestureState, at time: Double, step: Int) {
        guard state.state == .began || state.state == .ended else { return }
        for (id, view) in undelivered.sorted(by: { $0.key < $1.key }) where !dropped.contains(id) {
            guard let start = began[id], start <= time else { continue }
            dropped.insert(id)
            // Named by what held it, where something did, as a began delivered late is.
            let reason = Self.holdingReason(for: scene.view(named: view), words: words) ?? words.withheld
            span(view, .responder, from: start, to: time, text: reason)
            lanesByKey[lane(view, .responder)]?.marks.append(
                Timeline.Mark(time: time, text: words.dropped, step: step, isDropped: true))
        }
    }

    /// A recognizer that settles when one it waits for fails waited from the last finger up;
    /// so did one that failed because the recognizer it waited for recognized (the model's
    /// record names that one).
    private mutating func noteWait(_ name: String, state: TracedGestureState, at time: Double) {
        guard state.state == .failed, let lastUp = ended.values.filter({ $0 < time }).max() else { return }
        if let reason = state.reason, reason.cause == .requiredToFail, let party = reason.party {
            span(name, .recognizer, from: lastUp, to: time, text: words.waits(forFailureOf: party))
        }
        guard let failed = scene.gestureRecognizer(named: name) else { return }
        for (waiterName, waiter) in scene.gestureRecognizers.sorted(by: { $0.key < $1.key })
        where waiter.waitsForFailure(of: failed) {
            span(waiterName, .recognizer, from: lastUp, to: time, text: words.waits(forFailureOf: name))
        }
    }
}
