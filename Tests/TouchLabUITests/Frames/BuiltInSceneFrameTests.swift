import Foundation
import FrameSnapshots
import Testing
import TouchKit
import TouchKitCairo
import TouchLabFormats
import TouchLabEngine
@testable import TouchLabUI

/// Every built-in scene as the lab shows it — the whole frame: scene, overlays, inspector,
/// journey strip — at rest, and after a tap where its replay first touches, once the
/// lesson has played out. Compared exactly with the references in `__Snapshots__/`.
@MainActor
struct BuiltInSceneFrameTests {
    nonisolated static let scenes: [String] = SceneCatalog.standard.names()

    func render(_ scene: String, tapAtFirstTouchOf replayPrefix: Bool) throws -> ImageSurface {
        let catalog = SceneCatalog.standard
        let description = try SceneReader.load(path: try catalog.resolve(scene))
        let session = LabSession(scene: SceneBuilder().build(description))
        var ui = LabUIState()
        if replayPrefix {
            ui.playback = session.run(TapScript.inputs(for: [try firstTouch(of: scene)]))
        }
        let renderer = try LabRenderer(layout: LabLayout(sceneSize: session.scene.size))
        try LabParts.install(on: renderer)
        return renderer.render(session, ui: ui)
    }

    /// Where the scene's first bundled replay first puts a finger down.
    func firstTouch(of scene: String) throws -> Point {
        let inputs = try BuiltInReplay.firstInputs(of: scene)
        let first = try #require(inputs.first { $0.kind == .touchBegin || $0.kind == .buttonPress })
        return Point(x: first.x, y: first.y)
    }

    @Test(arguments: scenes)
    func atRest(_ scene: String) throws {
        assertSnapshot(of: try render(scene, tapAtFirstTouchOf: false), named: "\(scene)-at-rest")
    }

    @Test(arguments: scenes)
    func afterATap(_ scene: String) throws {
        assertSnapshot(of: try render(scene, tapAtFirstTouchOf: true), named: "\(scene)-after-tap")
    }
}
