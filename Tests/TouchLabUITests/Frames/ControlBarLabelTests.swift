import Foundation
import Testing
import TouchKit
import TouchLabFormats
@testable import TouchLabEngine
@testable import TouchLabUI

/// A view filling the scene above a bar of buttons (the tab bar with its override off,
/// tapped where the + button's top half was) gets its labels on its own empty space: none
/// lies over a button it does not describe, and none is cut for want of room.
@MainActor
struct ControlBarLabelTests {
    @Test func aLargeHitViewsLabelsStayOffTheBarsButtons() throws {
        let path = try SceneCatalog.standard.resolve("tab-bar-overhang")
        let text = try String(contentsOfFile: path, encoding: .utf8)
            .replacingOccurrences(of: "\"pointInsideIncludes\": [\"Compose\"]", with: "\"pointInsideIncludes\": []")
        let description = try SceneReader(file: "tab-bar-off.json").read(Array(text.utf8), defaultName: "tab-bar-off")
        let session = LabSession(scene: SceneBuilder().build(description))
        let ui = LabUIState(playback: session.run(TapScript.inputs(for: [Point(x: 400, y: 500)])))
        let renderer = try LabRenderer(layout: LabLayout(sceneSize: session.scene.size))
        renderer.render(session, ui: ui)
        let labels = FrameDescription(renderer: renderer, session: session).labels
            .filter { $0.region == "scene" && $0.layer == LabRegion.labLayer }
        let content = try #require(session.scene.view(named: "Content"))
        let contentRect = HitTestOverlay.windowRect(of: content)
        let about = labels.filter { $0.about == contentRect }
        #expect(about.contains { $0.text.contains("hit view") })
        #expect(about.contains { $0.text.contains("touchesEnded") })
        for name in ["Home", "Search", "Inbox", "Profile"] {
            let button = HitTestOverlay.windowRect(of: try #require(session.scene.view(named: name)))
            let over = labels.filter { $0.about != button && LabelBoard.overlaps($0.rect, button, gap: 0) }
            #expect(over.isEmpty, "over \(name): \(over.map { $0.text })")
        }
        #expect(!labels.contains { $0.isShortened }, "\(labels.filter { $0.isShortened }.map { $0.text })")
        #expect(!labels.contains { $0.text.contains("cut short") })
    }
}
