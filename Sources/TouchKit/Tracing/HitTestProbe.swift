/// One step of a hit-test search, as a probe saw it.
public struct HitTestStep {
    public enum Kind {
        /// The view passed its checks and is searching its subviews.
        case entered
        /// The view refused the point without searching its subviews.
        case rejected(View.HitTestRejection)
        /// The view finished, answering `result` (itself or a descendant).
        case returned(View)
    }

    public let view: View
    /// The point in `view`'s coordinates.
    public let point: Point
    public let kind: Kind
}

/// Watches a hit test from the side: the search reports each visit here when a probe is
/// installed, and nothing else changes. The search runs the same with or without it.
@MainActor
public final class HitTestProbe {
    @exclusivity(unchecked) static var current: HitTestProbe?

    public private(set) var steps: [HitTestStep] = []
    private var pointStack: [Point] = []

    func rejected(_ view: View, at point: Point, because reason: View.HitTestRejection) {
        steps.append(HitTestStep(view: view, point: point, kind: .rejected(reason)))
    }

    func entered(_ view: View, at point: Point) {
        pointStack.append(point)
        steps.append(HitTestStep(view: view, point: point, kind: .entered))
    }

    func returned(_ view: View, _ result: View) {
        let point = pointStack.popLast() ?? .zero
        steps.append(HitTestStep(view: view, point: point, kind: .returned(result)))
    }

    /// Runs `body` with a probe installed and returns its answer with the steps seen.
    public static func observe<T>(_ body: () -> T) -> (T, [HitTestStep]) {
        let probe = HitTestProbe()
        let outer = current
        current = probe
        let result = body()
        current = outer
        return (result, probe.steps)
    }
}
