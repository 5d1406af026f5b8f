import TouchKit

/// One step of a lesson: a single thing that happened, with how long the lab dwells on it.
@MainActor
package struct LessonStep {
    package enum Kind {
        /// A finger changed (`touch 1 began …`).
        case touch(id: Int, phase: Touch.Phase, location: Point)
        /// The hit test came to `view` with `point` in the view's coordinates.
        case visit(view: View, point: Point, outcome: VisitOutcome)
        /// The hit test came to each of `visits`, siblings searched last to first, and each
        /// refused for `reason`: a long run told as one step (`LessonStep+RefusedRun`).
        case refusals(visits: [RefusedVisit], reason: View.HitTestRejection)
        /// `view` returned `result` to its caller (its parent, or the window for the root).
        case returned(view: View, result: View)
        /// The view's own code overrode the search at `point` (the view's coordinates).
        case override(view: View, point: Point, kind: HitTestOverride)
        /// The hit test for the touch at `location` found `view` (nil: the window itself).
        case hit(view: View?, location: Point)
        /// A message reached `responder`, the `index`th of the chain.
        case hop(method: TouchMethod, touchIDs: [Int], responder: Responder, index: Int, verdict: HopVerdict)
        /// Boxed: its state (with a failure's reason) would make every step of a lesson,
        /// thousands of visits among them, a third larger.
        indirect case gesture(name: String, state: TracedGestureState)
        case control(name: String, event: Control.Event)
        case action(name: String)
        /// A scroll view's content offset changed.
        case scroll(name: String, offset: Point)
        /// A press, motion or remote-control message along its chain.
        case chain(label: String, receivers: [String], discarded: Bool)
    }

    /// What `point(inside:)` and the other checks said at a visit.
    package enum VisitOutcome: Equatable {
        /// Inside: its subviews are searched next.
        case inside
        case rejected(View.HitTestRejection)

        /// Whether the view's `point(inside:with:)` was asked. UIKit checks `isHidden`,
        /// `isUserInteractionEnabled` and `alpha` first: a view one of them refuses is
        /// never asked, so nothing may say what `point(inside:)` answered for it.
        package var askedPointInside: Bool {
            if case .rejected(let reason) = self { reason == .outside } else { true }
        }
    }

    /// What a view's override of the hit test did, where the overlay and trace point it out.
    package enum HitTestOverride {
        /// Its `hitTest(_:with:)` answered `result` (nil: no view) instead of its default
        /// search's answer (or without running that search).
        case hitTest(result: View?)
        /// Its `point(inside:with:)` answered `inside` against the bounds: true for a point
        /// outside them, false for one inside them.
        case pointInside(inside: Bool)
    }

    /// What a responder did with a message.
    package enum HopVerdict: Equatable {
        case forwarded
        /// Handled it and called super, so the next responder got it too (`+` in the trace).
        case handledAndForwarded
        /// Handled it and stopped it (★).
        case handled
        /// The last responder forwarded it and nobody was left: discarded.
        case discarded
    }

    package let kind: Kind
    /// For a run of moves folded into this step (`LessonStep+MoveRun`), every step of the
    /// run with its time, `kind` being the first's; nil for any other step.
    package internal(set) var foldedParts: [FoldedPart]?
    /// What the step shares with every other step of its trace record.
    private var facts: RecordFacts
    /// Scales the dwell of hit-test visits and returns: a search through hundreds of views
    /// plays in about the time of `LessonStep.searchBudget`, not minutes.
    package var pace: Double {
        get { facts.pace }
        set { facts = facts.with(pace: newValue) }
    }
    /// The trace time of the record behind the step.
    package var traceTime: Double { facts.traceTime }
    /// The number of that record in the session's trace (`LessonRecord.sequence`).
    package var sequence: Int {
        get { facts.sequence }
        set { facts = facts.with(sequence: newValue) }
    }
    /// The XInput2 event being delivered when the record happened.
    package var input: XI2Input? {
        get { facts.input }
        set { facts = facts.with(input: newValue) }
    }
    /// The values a recognizer reported with the state change of a `gesture` step, in
    /// UIKit's words (`translation`, `velocity`, `scale`, `rotation`); empty for other steps.
    package var gestureValues: [GestureValue] { facts.gestureValues }

    /// The record's time, pace, number and input, held once for all its steps
    /// (`Lesson.append` makes one a record): a hit test over thousands of views is
    /// thousands of steps, and these inline would make each about 50 bytes larger
    /// (docs/PERFORMANCE.md, *Memory*).
    package final class RecordFacts {
        let traceTime: Double
        let pace: Double
        let sequence: Int
        let input: XI2Input?
        let gestureValues: [GestureValue]

        package init(traceTime: Double, pace: Double = 1, sequence: Int = 0, input: XI2Input? = nil,
                     gestureValues: [GestureValue] = []) {
            self.traceTime = traceTime
            self.pace = pace
            self.sequence = sequence
            self.input = input
            self.gestureValues = gestureValues
        }

        func with(pace: Double? = nil, sequence: Int? = nil, input: XI2Input?? = nil) -> RecordFacts {
            RecordFacts(traceTime: traceTime, pace: pace ?? self.pace, sequence: sequence ?? self.sequence,
                        input: input ?? self.input, gestureValues: gestureValues)
        }
    }

    package init(kind: Kind, traceTime: Double) {
        self.init(kind: kind, facts: RecordFacts(traceTime: traceTime))
    }

    package init(kind: Kind, facts: RecordFacts) {
        self.kind = kind
        self.facts = facts
    }

    /// Lesson seconds at speed 1 that the lab dwells on this step.
    /// How long a whole hit-test search may take at speed 1, however many views it visits.
    package static let searchBudget = 9.0

    package var duration: Double {
        // A run of moves lasts as long as the fingers took.
        if let foldedParts { return max(0, (foldedParts.last?.time ?? traceTime) - traceTime) }
        return switch kind {
        case .visit: 0.55 * pace
        // As long as its visits one by one: folding them changes how the search is paged
        // through, not when anything plays.
        case .refusals(let visits, _): 0.55 * pace * Double(visits.count)
        case .returned: 0.3 * pace
        case .override: 0.5 * pace
        case .hit: 0.6
        case .hop(let method, _, _, _, _): method == .moved ? 0 : 0.32
        case .touch(_, let phase, _): phase == .moved ? 0 : 0.25
        case .gesture(_, let state): state.state == .changed ? 0 : 0.5
        case .control(_, let event): event.isSubset(of: .drags) ? 0 : 0.4
        case .action: 0.3
        case .scroll: 0
        case .chain: 0.6
        }
    }

    /// The steps a trace entry stands for: a hit test becomes its visits and returns; a
    /// delivery one hop per responder.
    package static func kinds(for entry: TraceEntry) -> [Kind] {
        switch entry {
        case .touch(let id, let phase, let location):
            return [.touch(id: id, phase: phase, location: location)]
        case .hitTest(let location, let steps, let result):
            return hitTestKinds(steps) + [.hit(view: result, location: location)]
        case .delivery(let method, let ids, let receivers, let discarded, let handled):
            return receivers.enumerated().map { index, responder in
                let isLast = index == receivers.count - 1
                let verdict: HopVerdict = !isLast ? (handled.contains(index) ? .handledAndForwarded : .forwarded)
                    : (discarded ? .discarded : .handled)
                return .hop(method: method, touchIDs: ids, responder: responder, index: index, verdict: verdict)
            }
        case .gesture(let name, let state, _):
            return [.gesture(name: name, state: state)]
        case .control(let name, let event):
            return [.control(name: name, event: event)]
        case .action(let name):
            return [.action(name: name)]
        case .scroll(let name, let offset):
            return [.scroll(name: name, offset: offset)]
        case .chain(let label, let receivers, let discarded):
            return [.chain(label: label, receivers: receivers, discarded: discarded)]
        }
    }

    private static func hitTestKinds(_ steps: [HitTestStep]) -> [Kind] {
        foldingRefusals(steps.flatMap { step -> [Kind] in
            switch step.kind {
            case .entered:
                [.visit(view: step.view, point: step.point, outcome: .inside)] + pointInsideOverride(step)
            case .rejected(let reason):
                [.visit(view: step.view, point: step.point, outcome: .rejected(reason))] + pointInsideOverride(step)
            case .returned(let result): [.returned(view: step.view, result: result)]
            case .overridden(let result): [.override(view: step.view, point: step.point, kind: .hitTest(result: result))]
            }
        })
    }

    /// The override step after a visit where `point(inside:)` answered against the bounds.
    private static func pointInsideOverride(_ step: HitTestStep) -> [Kind] {
        guard step.pointInsideDisagreesWithBounds else { return [] }
        let inside = if case .entered = step.kind { true } else { false }
        return [.override(view: step.view, point: step.point, kind: .pointInside(inside: inside))]
    }
}
