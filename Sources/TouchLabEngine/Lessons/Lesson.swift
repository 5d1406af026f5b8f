import TouchKit

/// One touch sequence told as an animation: the hit test's visits, the hit view, the
/// deliveries hop by hop along the responder chain, and what the recognizers and controls
/// did, each step with its place on the lesson's timeline.
///
/// Built from the application's trace records, so the lab shows exactly what the trace says.
@MainActor
package struct Lesson {
    package private(set) var steps: [LessonStep] = []
    /// When each step starts, in lesson seconds at speed 1; `starts.count == steps.count`.
    package private(set) var starts: [Double] = []
    /// Which lesson this is: unique among every session's lessons, so a lesson of a new
    /// scene is never taken for one of the old (each session's first opens at trace time 0).
    package let id: LessonID
    /// The trace time of the record that opened the lesson.
    package let openedAt: Double
    /// Every finger's path in window coordinates, for the trails.
    package private(set) var paths: [Int: [TouchSample]] = [:]
    /// The lesson's latest hit test as the trace recorded it, kept whole (the steps may
    /// leave out part of a long search): the one record the "why not?" answers read.
    package private(set) var hitTest: LessonHitTest?
    /// The touches each record that told about touches was about, by record number, oldest
    /// first (at most `pathLimit` × 2 kept, the latest).
    package private(set) var touchMoments = TouchMoments(limit: Lesson.pathLimit)

    /// How many steps the limits left out (`stepLimit`); the frame says so while it shows
    /// the lesson, since its steps then no longer tell the whole trace.
    package private(set) var leftOut = 0

    package init(id: LessonID, openedAt: Double) {
        self.id = id
        self.openedAt = openedAt
    }

    /// The lesson's length in lesson seconds at speed 1.
    package var duration: Double { (starts.last ?? 0) + (steps.last?.duration ?? 0) }

    /// How many steps a lesson keeps: past this, steps that take no time are left out, so
    /// input that goes on for minutes cannot grow a lesson without bound.
    package static let stepLimit = 4_000
    /// How many samples of each finger's path are kept (trails show only the last second).
    package static let pathLimit = 512

    /// Adds the steps one trace record stands for.
    package mutating func append(_ item: LessonRecord) {
        let record = item.record
        if case let .hitTest(point, steps, result) = record.entry {
            hitTest = LessonHitTest(location: point, steps: steps, result: result)
        }
        switch record.entry {
        case .touch: touchMoments.append(sequence: item.sequence, touches: item.touches, isTouchRecord: true)
        case .delivery: touchMoments.append(sequence: item.sequence, touches: item.touches, isTouchRecord: false)
        default: touchMoments.skip()
        }
        let kinds = LessonStep.kinds(for: record.entry)
        let pace = Self.pace(for: kinds)
        let values: [GestureValue] = if case .gesture(_, _, let values) = record.entry { values } else { [] }
        let facts = LessonStep.RecordFacts(traceTime: record.time, pace: pace, sequence: item.sequence,
                                           input: item.input, gestureValues: values)
        for kind in kinds {
            if case .touch(let id, let phase, let location) = kind {
                paths[id, default: []].append(TouchSample(time: record.time, location: location, phase: phase))
                if let count = paths[id]?.count, count > Self.pathLimit * 2 {
                    paths[id]?.removeFirst(count - Self.pathLimit)
                }
            }
            let step = LessonStep(kind: kind, facts: facts)
            if fold(step) { continue }
            if steps.count >= Self.stepLimit, step.duration == 0 || steps.count >= Self.stepLimit * 2 {
                leftOut += 1
                continue
            }
            starts.append(duration)
            steps.append(step.moveRole == .move ? step.startingRun() : step)
        }
    }

    /// Adds `step` to the run of moves the lesson ends with, if it continues one; false
    /// when it is a step of its own.
    private mutating func fold(_ step: LessonStep) -> Bool {
        guard let last = steps.indices.last, steps[last].isMoveRun, step.moveRole != .other else { return false }
        if (steps[last].foldedParts?.count ?? 0) >= Self.stepLimit {
            // The run still ends where the fingers do; what it told of the middle is left out.
            steps[last].foldedParts?.removeLast()
            leftOut += 1
        }
        steps[last].absorb(step)
        return true
    }

    /// The pace that fits one record's hit-test search into `LessonStep.searchBudget`.
    package static func pace(for kinds: [LessonStep.Kind]) -> Double {
        var dwell = 0.0
        for kind in kinds {
            switch kind {
            case .visit: dwell += 0.55
            case .refusals(let visits, _): dwell += 0.55 * Double(visits.count)
            case .returned: dwell += 0.3
            case .override: dwell += 0.5
            default: break
            }
        }
        return dwell > LessonStep.searchBudget ? LessonStep.searchBudget / dwell : 1
    }

    /// The event's touches as they were at the record numbered `sequence`.
    package func touches(atRecord sequence: Int) -> [TouchSnapshot] {
        touchMoments.touches(atRecord: sequence)
    }

    /// The index of the step playing at lesson time `time` (the last step once past the end).
    package func stepIndex(at time: Double) -> Int? {
        guard !steps.isEmpty else { return nil }
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= time { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The hit-test visits of the lesson, in order, each with its number (1, 2, …) and its
    /// step (a run of refusals' visits share theirs).
    package var visits: [(number: Int, step: Int)] {
        var numbered: [(Int, Int)] = []
        for (index, step) in steps.enumerated() {
            switch step.kind {
            case .visit: numbered.append((numbered.count + 1, index))
            case .refusals(let run, _):
                let first = numbered.count + 1
                numbered += run.indices.map { (first + $0, index) }
            default: break
            }
        }
        return numbered
    }
}

/// A lesson's identity: the session it belongs to and its place among that session's
/// lessons (1, 2, …).
package struct LessonID: Hashable, Sendable {
    package let session: Int
    package let serial: Int

    package init(session: Int, serial: Int) {
        self.session = session
        self.serial = serial
    }
}

/// Where a finger was at a moment of the trace.
package struct TouchSample: Sendable {
    package let time: Double
    package let location: Point
    package let phase: Touch.Phase
}

/// One hit test of a lesson: the touch's location (window coordinates), every step of the
/// search, and the view found (nil: the window itself).
@MainActor
package struct LessonHitTest {
    package let location: Point
    package let steps: [HitTestStep]
    package let result: View?
}
