import TouchKit
import TouchLabEngine

/// What the whole lesson says is under way at an earlier step: a `touchesBegan` that will
/// reach its view late, and a recognizer that will be drawn waiting for another to fail.
/// A step shown mid-hold or mid-wait draws that bar growing, not only once it is over.
@MainActor
struct TimelineForecast {
    /// A recognizer's wait for `party` to fail: from the step where a finger lifted
    /// (`from`, at trace time `start`) until the step that settles it (`until`), where the
    /// builder draws the finished span.
    struct Wait: Equatable {
        let waiter: String
        let party: String
        let start: Double
        let from: Int
        let until: Int
    }

    /// Touches whose first `touchesBegan` reached their view later than the finger came down.
    private(set) var heldBegins: Set<Int> = []
    private(set) var waits: [Wait] = []

    init(steps: [LessonStep], scene: Scene) {
        var began: [Int: Double] = [:]
        var delivered: Set<Int> = []
        var lifts: [(time: Double, index: Int)] = []
        for (index, step) in steps.enumerated() {
            let time = step.traceTime
            switch step.kind {
            case .touch(let id, let phase, _):
                if phase == .began { began[id] = time }
                if phase == .ended || phase == .cancelled { lifts.append((time, index)) }
            case .hop(.began, let ids, _, 0, _):
                for id in ids where !delivered.contains(id) {
                    delivered.insert(id)
                    if let start = began[id], time - start > 0.0005 { heldBegins.insert(id) }
                }
            case .gesture(let name, let state) where state.state == .failed:
                // As the builder draws it: from the last lift before the failure.
                guard let up = lifts.last(where: { $0.time < time }) else { continue }
                noteWaits(failed: name, state: state, scene: scene, up: up, at: index)
            default: break
            }
        }
    }

    /// The same waits `TimelineBuilder.noteWait` draws when `failed` fails at step `index`.
    private mutating func noteWaits(failed name: String, state: TracedGestureState, scene: Scene,
                                    up: (time: Double, index: Int), at index: Int) {
        if let reason = state.reason, reason.cause == .requiredToFail, let party = reason.party {
            waits.append(Wait(waiter: name, party: party, start: up.time, from: up.index, until: index))
        }
        guard let failed = scene.gestureRecognizer(named: name) else { return }
        for (waiterName, waiter) in scene.gestureRecognizers.sorted(by: { $0.key < $1.key })
        where waiter.waitsForFailure(of: failed) {
            waits.append(Wait(waiter: waiterName, party: name, start: up.time, from: up.index, until: index))
        }
    }
}

extension TimelineBuilder {
    /// What held a touch's `touchesBegan` from `view`: the nearest enclosing scroll view
    /// whose `delaysContentTouches` is on, by name, and a recognizer of the scene on the way
    /// up whose `delaysTouchesBegan` is on.
    static func heldBeganReason(for view: View?, words: TimelineWords) -> String {
        holdingReason(for: view, words: words) ?? words.held("delaysTouchesBegan")
    }

    /// What holds a touch's `touchesBegan` from `view`, as `heldBeganReason` says it; nil
    /// where neither a scroll view nor a recognizer on the way up delays it.
    static func holdingReason(for view: View?, words: TimelineWords) -> String? {
        var scrollView: String?
        var byRecognizer = false
        var current = view
        while let next = current {
            if scrollView == nil, next !== view, let scroll = next as? ScrollView, scroll.delaysContentTouches {
                scrollView = scroll.traceName
            }
            byRecognizer = byRecognizer || next.gestureRecognizers.contains {
                $0.delaysTouchesBegan && $0.isEnabled && $0.isTraced
            }
            current = next.superview
        }
        let setting = "delaysTouchesBegan"
        guard let scrollView else { return byRecognizer ? words.held(setting) : nil }
        return words.heldByContentTouches(of: scrollView, alsoBy: byRecognizer ? setting : nil)
    }
}
