import Testing
import TouchKit
@testable import TouchLabEngine

/// A run of refused siblings is one step that lasts as long as its visits did one by one:
/// folding changes how a search is paged through, not when anything plays.
@MainActor
struct RefusedRunTests {
    /// `count` + 1 siblings in a row; a tap on V0 makes the search refuse the other `count`.
    func lesson(refusing count: Int) throws -> Lesson {
        let children = (0...count).map { "{ \"name\": \"V\($0)\", \"frame\": [\($0 * 30), 0, 28, 28] }" }
        let json = """
            { "name": "row", "size": [800, 100], "root": { "name": "Root", "frame": [0, 0, 800, 100],
              "children": [ \(children.joined(separator: ", ")) ] } }
            """
        let session = LabSession(scene: try SceneFixtures.scene(json))
        _ = session.run(TapScript.inputs(for: [Point(x: 10, y: 10)]))
        return try #require(session.history.lessons.first)
    }

    @Test func aRunLastsAsLongAsItsVisits() throws {
        let lesson = try lesson(refusing: 20)
        let runs = lesson.steps.filter(\.isRefusedRun)
        let run = try #require(runs.first)
        #expect(runs.count == 1 && run.refusedVisits.map { $0.view.name } == (1...20).reversed().map { "V\($0)" })
        let visit = try #require(lesson.steps.first { if case .visit = $0.kind { true } else { false } })
        #expect(abs(run.duration - 20 * visit.duration) < 1e-9)
        #expect(run.pace == visit.pace, "one search, one pace")
        #expect(lesson.visits.count == 22, "Root, the twenty refused and V0, numbered one by one")
    }

    @Test func nineRefusalsStayNineSteps() throws {
        let lesson = try lesson(refusing: 9)
        #expect(!lesson.steps.contains { $0.isRefusedRun })
        #expect(lesson.steps.filter { if case .visit(_, _, .rejected) = $0.kind { true } else { false } }.count == 9)
    }
}
