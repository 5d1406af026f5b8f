import Testing
import TouchKit
import TouchLabFormats
@testable import TouchLabUI

/// Where the lab's regions go: the default window of every built-in scene fits a
/// 1366 × 768 screen, scenes up to 800 × 600 at scale 1 and larger ones scaled down; the
/// regions tile the window without overlapping; a larger window goes to the panel and the
/// timeline; window pixels map back to scene points.
struct LabLayoutTests {
    nonisolated static let scenes = SceneCatalog.standard.names()

    static func sceneSize(_ name: String) throws -> Size {
        try SceneReader.load(path: try SceneCatalog.standard.resolve(name)).size
    }

    @Test(arguments: scenes)
    func theDefaultWindowFitsALaptopScreen(_ name: String) throws {
        let size = try Self.sceneSize(name)
        let layout = LabLayout(sceneSize: size)
        #expect(layout.windowSize.width <= 1366 && layout.windowSize.height <= 768, "\(name): \(layout.windowSize)")
        let fits = size.width <= 800 && size.height <= 600
        #expect(fits ? layout.scale == 1 : layout.scale < 1, "\(name) \(size): scale \(layout.scale)")
        #expect(layout.scene.width <= 800 + 1e-9 && layout.scene.height <= 600 + 1e-9)
        #expect(layout.timeline.height >= LabLayout.minimumTimelineHeight)
        Self.expectTiled(layout, name: name)
    }

    /// Scene (with the canvas around it), timeline, panel and strip cover the window once.
    static func expectTiled(_ layout: LabLayout, name: String) {
        let column = Rect(x: 0, y: 0, width: layout.panel.minX, height: layout.timeline.minY)
        let parts = [column, layout.timeline, layout.panel, layout.strip]
        let area = parts.reduce(0) { $0 + $1.width * $1.height }
        #expect(abs(area - layout.windowSize.width * layout.windowSize.height) < 1, "\(name): the regions leave gaps")
        for (index, part) in parts.enumerated() {
            #expect(part.minX >= 0 && part.minY >= 0 && part.maxX <= layout.windowSize.width + 1e-9
                    && part.maxY <= layout.windowSize.height + 1e-9, "\(name): \(part) leaves the window")
            for other in parts[(index + 1)...] {
                #expect(!LabelBoard.overlaps(part, other, gap: -0.5), "\(name): \(part) overlaps \(other)")
            }
        }
        #expect(column.contains(Point(x: layout.scene.maxX - 0.5, y: layout.scene.maxY - 0.5)))
    }

    @Test func anEightHundredBySixHundredSceneFillsTheScreenExactly() {
        let layout = LabLayout(sceneSize: Size(width: 800, height: 600))
        #expect(layout.windowSize == Size(width: 1366, height: 768))
        #expect(layout.scene == Rect(x: 0, y: 0, width: 800, height: 600))
        #expect(layout.timeline == Rect(x: 0, y: 600, width: 800, height: 168))
        #expect(layout.panel == Rect(x: 800, y: 0, width: 380, height: 768))
        #expect(layout.strip == Rect(x: 1180, y: 0, width: 186, height: 768))
    }

    @Test func aLargerWindowGoesToThePanelThenTheColumnAndTheTimeline() {
        let layout = LabLayout(sceneSize: Size(width: 800, height: 600), windowSize: Size(width: 1900, height: 1000))
        #expect(layout.windowSize == Size(width: 1900, height: 1000))
        #expect(layout.scale == 1)
        #expect(layout.panel.width == LabLayout.maximumPanelWidth)
        #expect(layout.timeline.width == 1900 - 640 - 186 && layout.timeline.height == 400)
        Self.expectTiled(layout, name: "1900 × 1000")
    }

    @Test func aLargeSceneGrowsWithTheWindowUpToScaleOne() throws {
        let size = try Self.sceneSize("large-grid")
        let small = LabLayout(sceneSize: size)
        let large = LabLayout(sceneSize: size, windowSize: Size(width: 2400, height: 1100))
        #expect(small.scale < large.scale && large.scale <= 1)
        #expect(LabLayout(sceneSize: size, windowSize: Size(width: 3000, height: 1400)).scale == 1)
        Self.expectTiled(large, name: "large-grid in 2400 × 1100")
    }

    /// A window made smaller than the default, down to the smallest, is laid out in itself:
    /// the strip keeps its width, the panel yields some of its own to the scene's column
    /// (never below `smallestPanelWidth`), and the scene leaves the timeline its height.
    /// Where the column beside the strip would be narrow, the strip lies under the scene,
    /// right of the timeline, as tall as the timeline.
    @Test(arguments: scenes)
    func aSmallWindowIsLaidOutWithinItself(_ name: String) throws {
        let size = try Self.sceneSize(name)
        let smallest = LabLayout.smallestWindow
        for window in [smallest, Size(width: 1024, height: 700), Size(width: 1100, height: 660), Size(width: 900, height: 768)] {
            let layout = LabLayout(sceneSize: size, windowSize: window)
            #expect(layout.windowSize == window, "\(name) in \(window)")
            #expect(layout.panel.width >= LabLayout.smallestPanelWidth && layout.panel.width <= LabLayout.panelWidth)
            #expect(layout.strip.width == LabLayout.stripWidth)
            #expect(layout.scene.width <= layout.panel.minX + 1e-9, "\(name) in \(window): the scene leaves its column")
            #expect(layout.timeline.height >= LabLayout.minimumTimelineHeight - 1, "\(name) in \(window)")
            #expect(layout.timeline.width >= LabLayout.smallestColumnWidth, "\(name) in \(window)")
            if layout.stripBelow {
                #expect(layout.strip.minY == layout.timeline.minY && layout.strip.minX == layout.timeline.maxX)
                #expect(layout.strip.height >= LabLayout.minimumStripHeight - 1, "\(name) in \(window)")
            } else {
                #expect(layout.strip.maxX == window.width && layout.strip.height == window.height)
            }
            Self.expectTiled(layout, name: "\(name) in \(window)")
        }
    }

    @Test func aWindowBelowTheSmallestIsLaidOutAtTheSmallest() {
        let layout = LabLayout(sceneSize: Size(width: 800, height: 500), windowSize: Size(width: 300, height: 200))
        #expect(layout.windowSize == LabLayout.smallestWindow)
        #expect(layout.panel.width == LabLayout.panelWidth)
        #expect(layout.timeline.width == LabLayout.smallestColumnWidth)
        #expect(layout.stripBelow && abs(layout.scene.width - LabLayout.smallestColumnWidth - LabLayout.stripWidth) < 1e-6)
    }

    /// In a narrower window an 800 × 600 scene is bound by its column's width, not by the
    /// height: a window at least `yieldingHeight` tall has its panel give the column what it
    /// can, so at 1024 × 768 the scene is drawn 518 × 388.5 (scale 0.6475), not 458 × 343.5;
    /// a shorter window keeps the panel whole, for its inspector, and the smallest gives the
    /// scene the strip's width instead (the strip moving under it).
    @Test func aNarrowWindowsPanelYieldsWidthToTheScene() {
        let scene = Size(width: 800, height: 600)
        let medium = LabLayout(sceneSize: scene, windowSize: Size(width: 1024, height: 768))
        #expect(medium.scene.width == 518 && medium.panel.width == LabLayout.smallestPanelWidth)
        #expect(medium.scene.width * medium.scene.height >= 0.25 * 1024 * 768)
        let short = LabLayout(sceneSize: scene, windowSize: LabLayout.smallestWindow)
        #expect(short.panel.width == LabLayout.panelWidth && abs(short.scene.width - 506) < 1e-6 && short.stripBelow)
        #expect(!medium.stripBelow)
        // A window that needs no width from the panel leaves it whole: the default window.
        let wide = LabLayout(sceneSize: scene, windowSize: LabLayout.screen)
        #expect(wide.panel.width == LabLayout.panelWidth && wide.scale == 1)
        // A small scene, bound by neither, leaves the panel whole in a narrower window too.
        let small = LabLayout(sceneSize: Size(width: 400, height: 300), windowSize: Size(width: 1000, height: 768))
        #expect(small.panel.width == LabLayout.panelWidth && small.scale == 1)
    }

    @Test func windowPixelsMapToScenePoints() throws {
        let layout = LabLayout(sceneSize: try Self.sceneSize("large-grid"))
        let scene = Point(x: 1000, y: 700)
        let window = layout.windowPoint(fromScene: scene)
        #expect(window.x < scene.x && layout.scene.contains(window))
        let back = layout.scenePoint(fromWindow: window)
        #expect(abs(back.x - scene.x) < 1e-9 && abs(back.y - scene.y) < 1e-9)
    }
}
