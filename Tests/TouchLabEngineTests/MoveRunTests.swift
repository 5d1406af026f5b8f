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
