import Testing
import TouchKit
import TouchLabEngine
@testable import TouchLab

/// In the window, a run of refusals told as one step is one press of → or ←: a tap at the
/// top of the large grid is paged through in a few dozen steps, not a thousand.
@MainActor
struct RefusedRunStepTests {
    @Test func arrowsCrossTheRunInOneStep() throws {
        var lab = try LabControllerTests(scene: "large-grid")
        lab.drag(lab.controller.layout.windowPoint(fromScene: Point(x: 650, y: 70)))
        let lesson = try #require(lab.session.lesson)
        let run = try #require(lesson.steps.firstIndex { $0.isRefusedRun })
        #expect(lesson.steps[run].refusedVisits.count == 1_179)
        #expect(lesson.steps.count < 40, "\(lesson.steps.count) steps")
        lab.controller.perform(.jumpToStart)
        for _ in 0..<run { lab.key(LabControllerTests.right) }
        #expect(lab.shownStep == run)
        lab.key(LabControllerTests.right)
        #expect(lab.shownStep == run + 1, "→ leaves the run for the cell the search enters")
        guard case .visit(let view, _, .inside) = lesson.steps[run + 1].kind else {
            Issue.record("the step after the run is \(lesson.steps[run + 1].kind)")
            return
        }
        #expect(view.traceName == "Cell20")
        lab.key(LabControllerTests.left)
        #expect(lab.shownStep == run)
        lab.key(LabControllerTests.left)
        #expect(lab.shownStep == run - 1, "← leaves it for the grid's own visit")
    }
}
