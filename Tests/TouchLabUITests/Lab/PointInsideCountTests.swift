import Testing
import TouchKit
import TouchLabFormats
import TouchLabEngine
@testable import TouchLabUI

/// The large-grid scene's lesson is what a search costs: the hit view's tag counts the
/// `point(inside:)` calls of the search, and the count must be the one the search itself
/// reports (`HitTestProbe.pointInsideChecks`), not an estimate.
@MainActor
struct PointInsideCountTests {
    static func largeGrid() throws -> Scene {
        SceneBuilder().build(try SceneReader.load(path: try SceneCatalog.standard.resolve("large-grid")))
    }

    /// The count the frame shows after a tap at `point`, read off the frame description.
    static func shownCount(afterTapAt point: Point) throws -> Int {
        let session = LabSession(scene: try largeGrid())
        let playback = session.run(TapScript.inputs(for: [point]))
        let renderer = try LabRenderer(layout: LabLayout(sceneSize: session.scene.size))
        renderer.render(session, ui: LabUIState(playback: playback))
        let labels = FrameDescription(renderer: renderer, session: session).labels
        let tag = try #require(labels.first { $0.region == "scene" && $0.text.hasSuffix(" asked point(inside:)") })
        #expect(!tag.isShortened)
        return try #require(Int(tag.text.prefix { $0 != " " }))
    }

    /// The count of the same search, from the search: the window's search of a touch
    /// starts at its root view, as the trace's path does.
    static func probedCount(at point: Point, in scene: Scene? = nil) throws -> Int {
        let root = try #require((try scene ?? largeGrid()).window.rootView)
        let (_, probe) = HitTestProbe.watch { root.hitTest(root.convert(point, from: nil), with: nil) }
        return probe.pointInsideChecks
    }

    /// Near the top of the grid: Screen and Grid say yes, the grid asks its 1,200 cells from
    /// the last; the 1,179 after Cell20 (row 0) say no, Cell20 says yes and asks Dot20 (no)
    /// and Thumb20 (yes): 2 + 1,179 + 3 = 1,184.
    @Test func aTouchNearTheTopCostsOverAThousandChecks() throws {
        let point = Point(x: 650, y: 70)
        #expect(try Self.shownCount(afterTapAt: point) == 1184)
        #expect(try Self.probedCount(at: point) == 1184)
    }

    /// Near the bottom the same grid costs a few dozen: the last row is asked first.
    @Test func aTouchNearTheBottomCostsFewChecksAndTheTagSaysSo() throws {
        let point = Point(x: 650, y: 830)
        let shown = try Self.shownCount(afterTapAt: point)
        #expect(shown == (try Self.probedCount(at: point)))
        #expect(shown < 30)
    }

    /// Views refused for being hidden, interaction-disabled or transparent are never asked.
    @Test func refusalsBeforePointInsideAreNotCounted() throws {
        let scene = try LabFixtures.scene("""
            { "name": "t", "size": [200, 100], "root": { "name": "Root", "frame": [0, 0, 200, 100], "children": [
              { "name": "Back", "frame": [0, 0, 200, 100] },
              { "name": "Hidden", "frame": [0, 0, 200, 100], "hidden": true },
              { "name": "Off", "frame": [0, 0, 200, 100], "userInteractionEnabled": false },
              { "name": "Clear", "frame": [0, 0, 200, 100], "alpha": 0 } ] } }
            """)
        let session = LabSession(scene: scene)
        _ = session.run(TapScript.inputs(for: [Point(x: 50, y: 50)]))
        let lesson = try #require(session.lesson)
        let hit = try #require(lesson.steps.indices.first { if case .hit = lesson.steps[$0].kind { true } else { false } })
        #expect(HitTestOverlay.pointInsideChecks(lesson, searchEndingAt: hit) == 2, "Root and Back")
        #expect(try Self.probedCount(at: Point(x: 50, y: 50), in: scene) == 2)
    }
}
