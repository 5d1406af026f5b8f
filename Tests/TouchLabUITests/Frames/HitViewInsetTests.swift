import FrameSnapshots
import Testing
import TouchKit
import TouchKitCairo
import TouchLabFormats
import TouchLabEngine
@testable import TouchLabUI

/// A hit view drawn too small to read (a cell of the large grid, shown scaled down) is
/// shown enlarged in an inset: the cell, its neighbours and the touch point, named. The
/// inset as the frame draws it, at the default window and the smallest, is compared
/// exactly with its reference.
@MainActor
struct HitViewInsetTests {
    /// The inset after a tap on a cell of the grid's bottom row, with a few pixels around
    /// it, and the scene's region.
    func inset(windowSize: Size?) throws -> (image: ImageSurface, inset: Rect, scene: Rect) {
        let catalog = SceneCatalog.standard
        let session = LabSession(scene: SceneBuilder().build(try SceneReader.load(path: try catalog.resolve("large-grid"))))
        var ui = LabUIState()
        ui.playback = session.run(TapScript.inputs(for: [Point(x: 650, y: 830)]))
        let renderer = try LabRenderer(layout: LabLayout(sceneSize: session.scene.size, windowSize: windowSize))
        try LabParts.install(on: renderer)
        let frame = renderer.render(session, ui: ui)
        let description = FrameDescription(renderer: renderer)
        let inset = try #require(description.region(named: HitViewInset.regionName))
        let scene = try #require(description.region(named: LabRegion.scene.rawValue))
        let area = inset.rect.outset(by: EdgeInsets(all: 4))
        let image = try ImageSurface(width: Int(area.width.rounded(.up)), height: Int(area.height.rounded(.up)))
        Canvas(surface: image).copyImage(frame, at: Point(x: -area.minX, y: -area.minY))
        image.flush()
        return (image, inset.rect, scene.rect)
    }

    @Test func aTappedGridCellIsShownEnlarged() throws {
        assertSnapshot(of: try inset(windowSize: nil).image, named: "large-grid-cell-inset")
    }

    @Test func theInsetKeepsItsSizeInTheSmallestWindow() throws {
        let (image, inset, scene) = try inset(windowSize: LabLayout.smallestWindow)
        #expect(inset.width == HitViewInset.size.width && inset.height == HitViewInset.size.height)
        #expect(scene.intersection(inset) == inset, "the inset \(inset) is not inside the scene \(scene)")
        assertSnapshot(of: image, named: "large-grid-cell-inset-smallest-window")
    }
}
