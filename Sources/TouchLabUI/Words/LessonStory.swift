import TouchKit
import TouchLabEngine

/// The facts of a lesson's steps up to one step, gathered in order, for
/// `LessonStoryWords`: its fingers, which finger each search was for, how each message
/// went along the responder chain, and the touches a view was never given.
@MainActor
struct LessonStory {
    struct Finger {
        let id: Int
        var start: Point
        var end: Point
        let began: Double
        var lifted: Double?
        var moved = false
        var phase: Touch.Phase = .began
    }

    /// What one search found, and the finger it searched for (nil: none was waiting).
    struct Hit {
        let touch: Int?
        let view: String
    }

    /// How one message to a hit view went: who handled it, who handled it and called super,
    /// whether it ran out; or, for a `touchesBegan`, what kept it from the view.
    struct Delivery {
        let method: TouchMethod
        let touches: [Int]
        /// The view the message is for, where something kept it from that view.
        var view: String?
        var handledBy: String?
        var calledSuper: [String] = []
        /// The last responder it reached; nil while it has reached none.
        var last: String?
        var discarded = false
        /// The scroll view holding it from its view (`delaysContentTouches`), and its pan.
        var heldBy: (scrollView: String, pan: String)?
        /// Whether that pan began while it was held, dropping it.
        var dropped = false
        /// Whether its view takes one touch at a time and never gets this touch.
        var oneTouchAtATime = false
    }

    let fingers: [Finger]
    /// Whether the lesson's fingers are more than one: a message or a search is then told
    /// with the touch it is for. Read from the whole lesson, so a lesson's words do not
    /// change as its second finger comes down.
    let manyFingers: Bool
    let hits: [Hit]
    let deliveries: [Delivery]
    let states: [(name: String, state: TracedGestureState)]
    let events: [(control: String, events: [String])]

    init(_ lesson: Lesson, through end: Int) {
        var gathered = Gathered()
        for index in lesson.steps.indices where index <= end {
            let step = lesson.steps[index]
            if case .hit = step.kind {
                gathered.addHit(StepCaption.Context(steps: lesson.steps, index: index, scene: nil, lesson: lesson))
                continue
            }
            let parts = step.foldedParts?.map { ($0.kind, $0.time) } ?? [(step.kind, step.traceTime)]
            for (kind, time) in parts { gathered.add(kind, at: time) }
        }
        fingers = gathered.fingers
        hits = gathered.hits
        deliveries = gathered.deliveries
        states = gathered.states
        events = gathered.events
        var ids: Set<Int> = []
        for step in lesson.steps {
            if case .touch(let id, .began, _) = step.kind { ids.insert(id) }
        }
        manyFingers = ids.count > 1
    }

    @MainActor
    private struct Gathered {
        var fingers: [Finger] = []
        /// The fingers down whose search has not been told yet.
        var searching: [Int] = []
        var hits: [Hit] = []
        var deliveries: [Delivery] = []
        var states: [(name: String, state: TracedGestureState)] = []
        var events: [(control: String, events: [String])] = []

        /// The hit step `context` is at: the finger it was for, and whether its view will
        /// never get the touch (one touch at a time) or has it held by a scroll view.
        mutating func addHit(_ context: StepCaption.Context) {
            guard case .hit(let view, _) = context.steps[context.index].kind else { return }
            let touch = context.touchBeganBefore(context.index).flatMap { id in searching.contains(id) ? id : nil }
                ?? searching.last
            searching.removeAll { $0 == touch }
            let name = view?.traceName ?? "Window"
            hits.append(Hit(touch: touch, view: name))
            if let blocked = context.blockedDelivery {
                deliveries.append(Delivery(method: .began, touches: [blocked.touch], view: name, oneTouchAtATime: true))
            } else if let held = context.contentHold {
                let scrollView = held.scrollView
                deliveries.append(Delivery(method: .began, touches: [held.touch], view: name,
                                           heldBy: (scrollView.traceName, scrollView.panGestureRecognizer.traceName)))
            }
        }

        mutating func add(_ kind: LessonStep.Kind, at time: Double) {
            switch kind {
            case let .touch(id, phase, location):
                guard let index = fingers.firstIndex(where: { $0.id == id }) else {
                    fingers.append(Finger(id: id, start: location, end: location, began: time))
                    searching.append(id)
                    return
                }
                fingers[index].end = location
                if phase == .moved { fingers[index].moved = true } else { fingers[index].phase = phase }
                if phase == .ended || phase == .cancelled { fingers[index].lifted = time }
            case let .hop(method, ids, responder, index, verdict):
                if index == 0 { startDelivery(method, ids: ids, to: responder.traceName) }
                // Held and withheld ones have reached no one: the hop is the latest started's.
                guard let at = deliveries.lastIndex(where: { $0.last != nil }) else { return }
                deliveries[at].last = responder.traceName
                switch verdict {
                case .handled: deliveries[at].handledBy = responder.traceName
                case .handledAndForwarded: deliveries[at].calledSuper.append(responder.traceName)
                case .discarded: deliveries[at].discarded = true
                case .forwarded: break
                }
            case let .gesture(name, state):
                if state.state == .began || state.state == .ended { drop(by: name) }
                if let index = states.firstIndex(where: { $0.name == name }) {
                    states[index].state = state
                } else {
                    states.append((name, state))
                }
            case let .control(name, event):
                guard !event.isSubset(of: .drags) else { return }
                if let index = events.firstIndex(where: { $0.control == name }) {
                    if !events[index].events.contains(event.description) { events[index].events.append(event.description) }
                } else {
                    events.append((name, [event.description]))
                }
            default: break
            }
        }

        /// A message's first hop: a held `touchesBegan` now going out is the held one
        /// reaching its view; any other message starts a new delivery.
        private mutating func startDelivery(_ method: TouchMethod, ids: [Int], to view: String) {
            if method == .began, let held = deliveries.lastIndex(where: { delivery in
                delivery.heldBy != nil && delivery.last == nil && !delivery.dropped
                    && delivery.view == view && !Set(delivery.touches).isDisjoint(with: ids)
            }) {
                // Moved to the end, so the hops that follow find it as the latest.
                var delivery = deliveries.remove(at: held)
                delivery.last = view
                deliveries.append(delivery)
                return
            }
            deliveries.append(Delivery(method: method, touches: ids, last: view))
        }

        /// A scroll view's pan beginning while it holds a `touchesBegan` from its content:
        /// the message is dropped, and the content never gets it.
        private mutating func drop(by recognizer: String) {
            for index in deliveries.indices where deliveries[index].heldBy?.pan == recognizer && deliveries[index].last == nil {
                deliveries[index].dropped = true
            }
        }
    }
}
