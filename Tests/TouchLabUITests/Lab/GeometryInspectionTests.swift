import FrameSnapshots
import Testing
import TouchKit
import TouchKitCairo
import TouchLabFormats
import TouchLabEngine
@testable import TouchLabUI

/// The lab on turned and scrolled views: "why not" answers in the view's own axes, the
/// inspector's words for bounds and transforms.
@MainActor
struct GeometryInspectionTests {
    /// The built-in `transforms-and-bounds` scene: Card turned -12°, Feed scrolled by 200.
    func builtIn() throws -> Scene {
        SceneBuilder().build(try SceneReader.load(path: try SceneCatalog.standard.resolve("transforms-and-bounds")))
    }

    func answer(_ name: String, scene: Scene, tap point: Point) throws -> String {
        let session = LabSession(scene: scene)
        _ = LabFixtures.tap(session, at: point)
        let report = try #require(session.lesson.flatMap(HitTestReport.init(lesson:)))
        return WhyNot.sentence(for: try #require(scene.view(named: name)), in: report)
    }

    /// (150, 145) lies inside the card's untransformed frame, above its turned top edge.
    @Test func aTurnedCardExplainsTheMissInItsOwnAxes() throws {
        #expect(try answer("Card", scene: try builtIn(), tap: Point(x: 150, y: 145))
            == "Card refused it: in its own rotated axes the touch is at (101.5, -9.6), past its top edge.")
    }

    @Test func aScrolledListExplainsTheMissInItsScrolledCoordinates() throws {
        #expect(try answer("Feed", scene: try builtIn(), tap: Point(x: 150, y: 145))
            == "Feed refused it: in its own scrolled axes the touch is at (-300.0, 285.0), past its left edge.")
    }

    @Test func aRowScrolledOutOfSightIsNeverReached() throws {
        #expect(try answer("Row1", scene: try builtIn(), tap: Point(x: 600, y: 150))
            == "Row1 was never reached: Row4, in front of it, returned Row4 first.")
        #expect(try answer("Row4", scene: try builtIn(), tap: Point(x: 600, y: 150)) == "Row4 got it: it is the hit view.")
    }

    @Test func aSingularViewSaysNoPointLiesInsideIt() throws {
        let scene = try LabFixtures.scene("""
            {"size": [400, 400], "root": {"name": "R", "children": [{"name": "Flat", "frame": [0, 0, 400, 400]}]}}
            """)
        try #require(scene.view(named: "Flat")).transform = AffineTransform(scaleX: 0, y: 1)
        #expect(try answer("Flat", scene: scene, tap: Point(x: 200, y: 200))
            == "Flat refused it: its transform is singular (scaled to nothing), so no point lies inside it.")
    }

    /// A diamond (a square turned 45°) sticking out above its parent: its centre is drawn
    /// there, the corner of its bounding box is not.
    @Test func aTurnedChildIsDrawnOnlyWithinItsTurnedOutline() throws {
        let json = """
            {"size": [400, 400], "root": {"name": "R", "children": [
              {"name": "Bar", "frame": [100, 100, 200, 100], "children": [
                {"name": "Bump", "frame": [80, -60, 40, 40], "transform": {"rotate": 45}}]}]}}
            """
        #expect(try answer("Bump", scene: try LabFixtures.scene(json), tap: Point(x: 200, y: 60))
            == "Bump was never reached: its parent Bar rejected the touch — outside Bar's bounds, though Bump is drawn there.")
        #expect(try answer("Bump", scene: try LabFixtures.scene(json), tap: Point(x: 175, y: 35))
            == "Bump was never reached: its parent Bar rejected the touch as outside its bounds (and it is not on Bump either).")
    }

    @Test func theInspectorNamesBoundsAndTransformsAsTheFileWroteThem() throws {
        let scene = try builtIn()
        func summary(_ name: String) throws -> String? {
            let view = try #require(scene.view(named: name))
            return GeometryText.summary(of: view, described: scene.source?.views.first { $0.name == name })
        }
        #expect(try summary("Card") == "rotate -12°")
        #expect(try summary("Stamp") == "rotate 45°, scale 0.8")
        #expect(try summary("Feed") == "bounds origin (0, 200)")
        #expect(try summary("Photo") == nil)
    }

    @Test func aViewBuiltInCodeHasItsMatrixReadBack() {
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        view.transform = AffineTransform(scaleX: 0.5, y: 0.5)
            .concatenating(AffineTransform(rotationAngle: .pi / 6))
            .concatenating(AffineTransform(translationX: 10, y: 0))
        #expect(GeometryText.summary(of: view, described: nil) == "rotate 30°, scale 0.5, translate (10, 0)")
        view.transform = AffineTransform(scaleX: 2, y: -1)
        #expect(GeometryText.summary(of: view, described: nil) == "scale 2 × -1")
    }

    /// The panel with the turned card selected after the miss above its top edge.
    @Test func looksRightWithTheTurnedCardSelected() throws {
        let session = LabSession(scene: try builtIn())
        var playback = LabFixtures.tap(session, at: Point(x: 150, y: 145))
        session.advance(to: 10, following: &playback)
        let panel = InspectorPanel(layout: LabLayout(sceneSize: session.scene.size))
        panel.update(from: session, shown: session.shown(at: playback), selection: session.scene.view(named: "Card"))
        assertSnapshot(of: try ViewRenderer().render(panel.window, background: nil), named: "transforms-card-selected")
    }

    /// Transforms built in code can be singular or hold NaN: the lab still draws every
    /// moment of the lesson and explains the miss, with no crash and no NaN in a label.
    @Test func singularAndNaNTransformsNeverBreakTheLab() throws {
        let scene = try LabFixtures.scene("""
            {"size": [400, 400], "root": {"name": "R", "children": [
              {"name": "Flat", "frame": [0, 0, 400, 400]}, {"name": "Broken", "frame": [50, 50, 300, 300]}]}}
            """)
        try #require(scene.view(named: "Flat")).transform = AffineTransform(scaleX: 0, y: 1)
        try #require(scene.view(named: "Broken")).transform = AffineTransform(rotationAngle: .nan)
        let session = LabSession(scene: scene)
        var playback = LabFixtures.tap(session, at: Point(x: 200, y: 200))
        let renderer = try LabRenderer(layout: LabLayout(sceneSize: scene.size))
        try LabParts.install(on: renderer)
        for tenth in 0...40 {
            session.advance(to: Double(tenth) / 10, following: &playback)
            _ = renderer.render(session, ui: LabUIState(playback: playback))
        }
        let report = try #require(session.lesson.flatMap(HitTestReport.init(lesson:)))
        #expect(report.hitView === scene.view(named: "R"))
        #expect(WhyNot.sentence(for: try #require(scene.view(named: "Broken")), in: report)
            == "Broken refused it: its transform is singular (scaled to nothing), so no point lies inside it.")
    }
}
