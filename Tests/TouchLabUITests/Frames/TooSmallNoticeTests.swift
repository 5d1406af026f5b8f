import FrameSnapshots
import Testing
import TouchKit
import TouchKitCairo
import TouchLabFormats
import TouchLabEngine
@testable import TouchLabUI

/// A window smaller than the smallest layout (given by a server with no window manager)
/// shows why it shows no lab, instead of the lab's top-left corner cut off.
@MainActor
struct TooSmallNoticeTests {
    @Test func onlyAWindowBelowTheSmallestLayoutIsTooSmall() {
        let scene = Size(width: 800, height: 600)
        #expect(LabLayout(sceneSize: scene).fits)
        #expect(LabLayout(sceneSize: scene, windowSize: LabLayout.smallestWindow).fits)
        for small in [Size(width: 885, height: 640), Size(width: 886, height: 639), Size(width: 300, height: 200)] {
            let layout = LabLayout(sceneSize: scene, windowSize: small)
            #expect(!layout.fits, "\(small)")
            #expect(layout.window == small)
            #expect(layout.windowSize == LabLayout.smallestWindow)
        }
    }

    @Test(arguments: [Size(width: 700, height: 500), Size(width: 360, height: 240)])
    func theWindowSaysItIsTooSmall(_ window: Size) throws {
        let shown = try Self.render(window: window)
        assertSnapshot(of: shown, named: "too-small-\(Int(window.width))x\(Int(window.height))")
    }

    /// The window's pixels (the top-left `window` of the renderer's frame) with the seed
    /// scene in a window of `window`.
    static func render(window: Size) throws -> ImageSurface {
        let description = try SceneReader.load(path: try SceneCatalog.standard.resolve("seed-a-to-e"))
        let session = LabSession(scene: SceneBuilder().build(description))
        let renderer = try LabRenderer(layout: LabLayout(sceneSize: session.scene.size, windowSize: window))
        try LabParts.install(on: renderer)
        let frame = renderer.render(session)
        let shown = try ImageSurface(width: Int(window.width), height: Int(window.height))
        Canvas(surface: shown).copyImage(frame, at: .zero)
        shown.flush()
        return shown
    }
}
