import Testing
import TouchKit
@testable import TouchLabEngine

/// A run of steps that only move is one step of the lesson: a two-second drag under a pan
/// is a few steps to page through, its moves one of them, lasting as long as they took.
@MainActor
struct MoveRunTests {
    static let pad = """
        { "name": "drag", "size": [400, 300], "root": { "name": "Screen", "frame": [0, 0, 400, 300],
          "children": [ { "name": "Pad", "frame": [20, 20, 360, 260], "handles": ["all"],
                          "gestures": [ { "kind": "pan", "name": "padPan" } ] } ] } }
        """

    func lesson(dragging seconds: Double) throws -> Lesson {
        let session = LabSession(scene: try SceneFixtures.scene(Self.pad))
        _ = session.run(InputScript.inputs(for: [ScriptedGesture.drag(from: Point(x: 50, y: 100), to: Point(x: 350, y: 100), seconds: seconds)]))
        return try #require(session.history.lessons.first)
    }

    func runs(_ lesson: Lesson) -> [LessonStep] { lesson.steps.filter(\.isMoveRun) }

    @Test func aTwoSecondDragIsAFewStepsItsMovesFolded() throws {
        let lesson = try lesson(dragging: 2)
        #expect(lesson.steps.count <= 30, "\(lesson.steps.count) steps")
        let runs = runs(lesson)
        // Before the pan begins (the view hears the moves) and after (the pan changes).
        #expect(runs.count == 2)
        #expect(runs.map(\.touchMoves).reduce(0, +) == 119, "every update but the lift-off is a move")
        let long = try #require(runs.last)
        #expect(abs(long.duration - (long.endTraceTime - long.traceTime)) < 1e-9)
        #expect(long.duration > 1.8, "it keeps the real time of the moves")
        let kinds = try #require(long.foldedParts).map(\.kind)
        #expect(kinds.contains { if case .gesture(_, let state) = $0 { state.state == .changed } else { false } })
        #expect(kinds.contains { if case .action = $0 { true } else { false } })
    }

    /// A moment on a run plays its records at their own times: halfway through, the pan's
    /// latest `changed` is one from the middle, with the values it reported then; at the
    /// run's end (or stepped to), its last; never the run's first record alone.
    @Test func aMomentPlaysARunsRecordsUpToItsProgress() throws {
        let lesson = try lesson(dragging: 1)
        let index = try #require(lesson.steps.lastIndex { $0.isMoveRun })
        let run = lesson.steps[index]
        func lastChange(_ moment: LessonMoment) -> (time: Double, values: [GestureValue])? {
            Array(moment.played).last { if case .gesture(_, let state) = $0.kind { state.state == .changed } else { false } }
                .map { ($0.time, $0.gestureValues) }
        }
        let start = lesson.starts[index]
        let half = try #require(LessonMoment(lesson: lesson, position: start + run.duration / 2))
        #expect(half.current == index)
        #expect(abs(half.traceTime - (run.traceTime + run.endTraceTime) / 2) < 1e-9)
        let middle = try #require(lastChange(half))
        #expect(middle.time > run.traceTime && middle.time <= half.traceTime + 1e-9)
        #expect(middle.values.contains { if case .translation = $0 { true } else { false } })
        let pinned = try #require(LessonMoment(lesson: lesson, position: start + run.duration, pinned: index))
        let last = try #require(lastChange(pinned))
        #expect(last.time == run.endTraceTime || last.time > middle.time)
        let traced = try #require(run.foldedParts?.last { if case .gesture = $0.kind { true } else { false } })
        #expect(last.time == traced.time && last.values == traced.gestureValues)
    }

    /// Nothing but moves joins a run: what breaks it (the pan beginning, the finger lifting)
    /// stays a step of its own.
    @Test func whatIsNotAMoveStaysAStep() throws {
        let lesson = try lesson(dragging: 0.5)
        for step in lesson.steps where !step.isMoveRun {
            if case .touch(_, let phase, _) = step.kind { #expect(phase != .moved) }
            if case .gesture(_, let state) = step.kind { #expect(state.state != .changed) }
        }
        #expect(lesson.steps.contains { if case .gesture(_, let state) = $0.kind { state.state == .began } else { false } })
    }
}
