import Testing
import TouchKit
import TouchLabFormats
import TouchLabEngine
@testable import TouchLabUI

/// What the hit test sees but the eye would not is drawn from the first frame: invisible
/// views as ghosts, enlarged touch areas dashed with their size. Read off the frame's text.
@MainActor
struct SceneHintTests {
    static func session(_ scene: String) throws -> LabSession {
        LabSession(scene: SceneBuilder().build(try SceneReader.load(path: try SceneCatalog.standard.resolve(scene))))
    }

    static func sceneText(_ session: LabSession, renderer: LabRenderer) -> [String] {
        renderer.render(session)
        return FrameDescription(renderer: renderer, session: session).labels
            .filter { $0.region == "scene" && $0.layer == LabRegion.labLayer }.map(\.text)
    }

    @Test func hiddenAndTransparentCardsAreGhostsBeforeAnyTouch() throws {
        let session = try Self.session("hidden-alpha-disabled")
        let renderer = try LabRenderer(layout: LabLayout(sceneSize: session.scene.size))
        #expect(Self.sceneText(session, renderer: renderer) == [
            "HiddenFront: hidden, not drawn", "AlmostClear: alpha 0.005, not drawn",
        ])
    }

    @Test func theEnlargedTouchAreaIsDrawnWithItsSize() throws {
        let session = try Self.session("enlarged-hit-area")
        let renderer = try LabRenderer(layout: LabLayout(sceneSize: session.scene.size))
        #expect(Self.sceneText(session, renderer: renderer) == ["touch area 44 × 44"])
    }

    /// The inspector's "enlarge hit area" changes no pixel of the view itself; the same
    /// renderer must still draw the new dashed area (its region's key holds the hints).
    @Test func enlargingAHitAreaInTheInspectorRedrawsTheHint() throws {
        let session = try Self.session("enlarged-hit-area")
        let renderer = try LabRenderer(layout: LabLayout(sceneSize: session.scene.size))
        _ = Self.sceneText(session, renderer: renderer)
        let small = try #require(session.scene.view(named: "SmallClose"))
        session.edit { SelectionEditor(scene: session.scene, view: small).apply(.enlargedHitArea(true)) }
        #expect(Self.sceneText(session, renderer: renderer) == ["touch area 44 × 44", "touch area 44 × 44"])
    }
}
