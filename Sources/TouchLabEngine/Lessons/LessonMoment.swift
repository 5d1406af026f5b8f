import TouchKit

/// A lesson at one playback position: which steps have happened, which one is playing and
/// how far into it. Everything the lab draws about a lesson (overlays, panel, strip) reads
/// this one value (`ShownLesson.moment`), so every part shows the same step.
@MainActor
package struct LessonMoment {
    package let lesson: Lesson
    /// The step playing now; every earlier step is done.
    package let current: Int
    /// 0…1 through the current step (1 once the lesson is over).
    package let progress: Double

    /// - Parameter pinned: the step playback was moved to by stepping; it wins over
    ///   `position`, because steps that take no time share their start with the next one.
    package init?(lesson: Lesson, position: Double, pinned: Int? = nil) {
        guard let index = pinned.map({ min($0, lesson.steps.count - 1) }) ?? lesson.stepIndex(at: position),
              index >= 0 else { return nil }
        self.lesson = lesson
        current = index
        let step = lesson.steps[index]
        let elapsed = position - lesson.starts[index]
        progress = step.duration > 0 ? min(1, max(0, elapsed / step.duration)) : 1
        isFinished = index == lesson.steps.count - 1 && position >= lesson.duration
        isPinned = pinned != nil
    }

    /// The step being shown: the one playing, or the one stepped to.
    package var step: LessonStep { lesson.steps[current] }

    /// Whether playback reached the end of the lesson's last step.
    package let isFinished: Bool
    /// Whether stepping put playback on this step (it shows whole, paused).
    package let isPinned: Bool

    /// The trace time the moment has reached: what every value drawn of it (a finger's
    /// place, a recognizer's values, a long press's time held) is taken at. A run of moves
    /// plays its records at their own times; any other step moves on towards the next
    /// step's time as it plays, and shows its own time when stepped to.
    package var traceTime: Double {
        let step = self.step
        if step.isMoveRun { return step.traceTime + (step.endTraceTime - step.traceTime) * progress }
        if isPinned { return step.traceTime }
        let steps = lesson.steps
        let next = current + 1 < steps.count ? steps[current + 1].traceTime : step.traceTime
        return step.traceTime + (next - step.traceTime) * progress
    }

    /// One record the moment has played: a step, or a part of a run of moves, with the
    /// index of the step it belongs to.
    package struct Played {
        package let kind: LessonStep.Kind
        package let time: Double
        package let gestureValues: [GestureValue]
        package let step: Int
    }

    /// Every record played so far, in order: all of each earlier step (each part of a run
    /// of moves), and of the step shown the parts its progress has reached — all of them
    /// once it has played or is stepped to. What the frame shows of a recognizer's state
    /// and values is the last of these, never a run's first part. Walked in place, with no
    /// copy of the lesson's steps: several parts of a frame read it.
    package var played: PlayedRecords { PlayedRecords(moment: self) }

    /// The records a moment has played (`LessonMoment.played`).
    @MainActor
    package struct PlayedRecords: @MainActor Sequence {
        let moment: LessonMoment

        package func makeIterator() -> Iterator {
            Iterator(steps: moment.lesson.steps, current: moment.current, reached: moment.traceTime + 1e-9)
        }

        @MainActor
        package struct Iterator: @MainActor IteratorProtocol {
            let steps: [LessonStep]
            let current: Int
            let reached: Double
            var index = 0
            var part = 0

            package mutating func next() -> Played? {
                while index <= current {
                    let step = steps[index]
                    guard let parts = step.foldedParts else {
                        index += 1
                        return Played(kind: step.kind, time: step.traceTime, gestureValues: step.gestureValues, step: index - 1)
                    }
                    if part < parts.count, index < current || parts[part].time <= reached {
                        let found = parts[part]
                        part += 1
                        return Played(kind: found.kind, time: found.time, gestureValues: found.gestureValues, step: index)
                    }
                    index += 1
                    part = 0
                }
                return nil
            }
        }
    }

    /// The steps shown so far with their indices (the current one included).
    package var shownSteps: ArraySlice<LessonStep> { lesson.steps[...current] }

    package func isShown(_ index: Int) -> Bool { index <= current }

    /// The index of the first step of the latest hit-test search shown (a lesson of two
    /// fingers or two taps has one search per touch); 0 before any.
    package var searchStart: Int {
        var start = 0, afterHit = false
        for index in shownSteps.indices {
            switch lesson.steps[index].kind {
            case .hit: afterHit = true
            case .visit where afterHit, .refusals where afterHit, .override where afterHit:
                start = index
                afterHit = false
            default: break
            }
        }
        return start
    }

    /// The steps of the latest search shown, to the step shown.
    package var searchSteps: Range<Int> { searchStart..<(current + 1) }

    /// The index of the hit step that ended the latest search shown, if shown.
    package var shownHitIndex: Int? {
        searchSteps.first { if case .hit = lesson.steps[$0].kind { true } else { false } }
    }

    /// Whether the touch's story has moved on past its latest search: a step after the hit
    /// (a move, an end or cancel, a recognizer's change, a delivery but the first
    /// `touchesBegan`, a scroll) has been shown. The search is then told folded (its path
    /// and a count of refusals), so that step's news reads first; at the search's own steps,
    /// and at the `touchesBegan` it leads to, it shows whole.
    package var searchIsPast: Bool {
        guard let hit = shownHitIndex, hit < current else { return false }
        return lesson.steps[(hit + 1)...current].contains { step in
            switch step.kind {
            case .touch(_, let phase, _): phase != .began
            case .hop(let method, _, _, _, _): method != .began
            case .gesture, .scroll: true
            default: false
            }
        }
    }

    /// The views the hit test visited so far: number, outcome and point, by view.
    package var visits: [ObjectIdentifier: Visit] { searchNumbers.visits }

    /// The latest search's entries so far, numbered in one sequence from 1 as the trace's
    /// notation writes them (`A -> C -> E(nil) -> D(D) -> C(D) -> A(D)`: six entries): each
    /// visit is an entry, and each return is one too, except a view's return straight after
    /// its own visit (no subviews searched), which is that visit's entry. An earlier touch's
    /// search is not numbered: two searches' numbers would repeat and interleave.
    package var searchNumbers: (visits: [ObjectIdentifier: Visit], returns: [ObjectIdentifier: Int]) {
        var visits: [ObjectIdentifier: Visit] = [:], returns: [ObjectIdentifier: Int] = [:]
        var number = 0
        var justEntered: View?
        for index in searchSteps {
            switch lesson.steps[index].kind {
            case let .visit(view, point, outcome):
                number += 1
                justEntered = outcome == .inside ? view : nil
                let key = ObjectIdentifier(view)
                if visits[key] == nil {
                    visits[key] = Visit(view: view, number: number, point: point, outcome: outcome, step: index)
                }
            case let .refusals(run, reason):
                justEntered = nil
                for visit in run.prefix(revealedRefusals(at: index)) {
                    number += 1
                    let key = ObjectIdentifier(visit.view)
                    if visits[key] == nil {
                        visits[key] = Visit(view: visit.view, number: number, point: visit.point,
                                            outcome: .rejected(reason), step: index, inRun: true)
                    }
                }
            case let .returned(view, _):
                if justEntered !== view { number += 1 }
                justEntered = nil
                returns[ObjectIdentifier(view)] = number
            case .hit:
                justEntered = nil
            default:
                break
            }
        }
        return (visits, returns)
    }

    /// The overrides of the latest search shown so far, by view: the latest per view, with
    /// its step index.
    package var overrides: [ObjectIdentifier: (view: View, kind: LessonStep.HitTestOverride, step: Int)] {
        var result: [ObjectIdentifier: (View, LessonStep.HitTestOverride, Int)] = [:]
        for index in searchSteps {
            guard case .override(let view, _, let kind) = lesson.steps[index].kind else { continue }
            result[ObjectIdentifier(view)] = (view, kind, index)
        }
        return result
    }

    /// One view's visit.
    package struct Visit {
        package let view: View
        package let number: Int
        package let point: Point
        package let outcome: LessonStep.VisitOutcome
        package let step: Int
        /// Whether the visit is one of a run of refusals told as one step (`step`).
        package var inRun = false
    }

    /// How many of the visits of the run of refusals at step `index` the moment shows: all
    /// of an earlier step's, and of the step shown, those its progress has reached while it
    /// plays (the search sweeps through them at the pace it visits any view), all of them
    /// once stepped to.
    package func revealedRefusals(at index: Int) -> Int {
        let count = lesson.steps[index].refusedVisits.count
        guard index == current, !isPinned, progress < 1 else { return count }
        return min(count, Int(progress * Double(count)) + 1)
    }

    /// The visit being made now, where the probe shows the point and the verdict: the
    /// step's own, or, while a run of refusals plays, the one its sweep has reached. Nil
    /// once a run is shown whole: its label tells every visit.
    package var probedVisit: (view: View, point: Point, outcome: LessonStep.VisitOutcome)? {
        switch step.kind {
        case let .visit(view, point, outcome): return (view, point, outcome)
        case let .refusals(run, reason):
            guard !isPinned, progress < 1 else { return nil }
            let visit = run[revealedRefusals(at: current) - 1]
            return (visit.view, visit.point, .rejected(reason))
        default: return nil
        }
    }

    /// The visit the view tree and the code follow: the one probed, or the last of a run of
    /// refusals shown whole (the search goes on from it).
    package var visitInFocus: (view: View, point: Point, outcome: LessonStep.VisitOutcome)? {
        if let probedVisit { return probedVisit }
        guard case .refusals(let run, let reason) = step.kind, let last = run.last else { return nil }
        return (last.view, last.point, .rejected(reason))
    }

    /// The hops of the latest delivery shown so far (began, moved, ended or cancelled),
    /// since the latest search: a delivery made before it went to an earlier touch, and
    /// drawn beside this search's hit view it would read as this touch's (a second tap's
    /// search shown with the first tap's touchesBegan).
    package var latestHops: [(responder: Responder, verdict: LessonStep.HopVerdict, method: TouchMethod, step: Int)] {
        var hops: [(Responder, LessonStep.HopVerdict, TouchMethod, Int)] = []
        for index in searchSteps {
            guard case .hop(let method, _, let responder, let hopIndex, let verdict) = lesson.steps[index].kind else {
                continue
            }
            if hopIndex == 0 { hops.removeAll() }
            hops.append((responder, verdict, method, index))
        }
        return hops
    }
}
