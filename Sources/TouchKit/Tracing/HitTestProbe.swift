/// One step of a hit-test search, as a probe saw it.
public struct HitTestStep {
    /// What happened at a step.
    public enum Kind {
        /// The view passed its checks and is searching its subviews.
        case entered
        /// The view refused the point without searching its subviews.
        case rejected(View.HitTestRejection)
        /// The view finished, answering `result` (itself or a descendant).
        case returned(View)
        /// The view's own `hitTest(_:with:)` answered `result` (nil: no view), which is not
        /// what its default search answered, or without running that search at all.
        case overridden(View?)
    }

    /// The view the step is about.
    public let view: View
    /// The point in `view`'s coordinates.
    public let point: Point
    /// What happened at the step.
    public let kind: Kind
    /// Whether `point(inside:with:)` answered against the bounds: true for a point outside
    /// them (the view was entered) or false for one inside them (rejected as outside). Only
    /// an override can do that, so the overlay and the trace show it.
    public let pointInsideDisagreesWithBounds: Bool

    init(view: View, point: Point, kind: Kind, pointInsideDisagreesWithBounds: Bool = false) {
        self.view = view
        self.point = point
        self.kind = kind
        self.pointInsideDisagreesWithBounds = pointInsideDisagreesWithBounds
    }
}

/// Watches a hit test from the side: the search reports each visit here when a probe is
/// installed, and nothing else changes. The search runs the same with or without it.
@MainActor
public final class HitTestProbe {
    @exclusivity(unchecked) static var current: HitTestProbe?

    /// The steps of the search so far, in the order they happened.
    public private(set) var steps: [HitTestStep] = []
    /// How many times the search called `point(inside:with:)`: once for every view that
    /// passed the hidden, interaction and alpha checks, whatever it answered. The cost of a
    /// search, which the lab shows for each touch.
    public private(set) var pointInsideChecks = 0
    private var pointStack: [Point] = []

    func rejected(_ view: View, at point: Point, because reason: View.HitTestRejection) {
        if reason == .outside { pointInsideChecks += 1 }
        let disagrees = reason == .outside && view.bounds.contains(point)
        steps.append(HitTestStep(view: view, point: point, kind: .rejected(reason),
                                 pointInsideDisagreesWithBounds: disagrees))
    }

    func entered(_ view: View, at point: Point) {
        pointInsideChecks += 1
        pointStack.append(point)
        steps.append(HitTestStep(view: view, point: point, kind: .entered,
                                 pointInsideDisagreesWithBounds: !view.bounds.contains(point)))
    }

    func returned(_ view: View, _ result: View) {
        let point = pointStack.popLast() ?? .zero
        steps.append(HitTestStep(view: view, point: point, kind: .returned(result)))
    }

    /// Called after `view.hitTest` answered `result`, with the step count from before the
    /// call: when the view's own search (the last one reported for it since then) answered
    /// differently, or never ran, its `hitTest(_:with:)` is an override that decided.
    func answered(_ view: View, _ result: View?, at point: Point, since mark: Int) {
        if let searched = defaultAnswer(of: view, since: mark), searched === result { return }
        steps.append(HitTestStep(view: view, point: point, kind: .overridden(result)))
    }

    /// What the default search of `view` answered among the steps from `mark` on: `.some`
    /// of its result (nil when rejected), or nil when it did not run.
    private func defaultAnswer(of view: View, since mark: Int) -> View?? {
        var index = steps.count
        while index > mark {
            index -= 1
            guard steps[index].view === view else { continue }
            switch steps[index].kind {
            case .rejected: return .some(nil)
            case .returned(let result): return .some(result)
            case .entered, .overridden: continue
            }
        }
        return nil
    }

    /// Runs `body` with a probe installed and returns its answer with the probe.
    package static func watch<T>(_ body: () -> T) -> (T, HitTestProbe) {
        let probe = HitTestProbe()
        let outer = current
        current = probe
        let result = body()
        current = outer
        return (result, probe)
    }

    /// Runs `body` with a probe installed and returns its answer with the steps seen.
    public static func observe<T>(_ body: () -> T) -> (T, [HitTestStep]) {
        let (result, probe) = watch(body)
        return (result, probe.steps)
    }
}
