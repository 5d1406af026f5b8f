import Testing
import TouchKit
import TouchLabEngine
import TouchLabFormats
import TouchLabUI
@testable import TouchLab

/// Where the panel's lists are scrolled is the window's state (`LabUIState.panel`): the
/// wheel over a list and a press on its "more" line become a command the controller carries
/// out on it, drawing a frame leaves it where it is, and the panel shows what it says.
@MainActor
struct PanelScrollCommandTests {
    let controller: LabController
    private var now = 1000.0

    init() throws {
        let catalog = SceneCatalog.standard
        controller = try LabController(origin: .file(try SceneReader.load(path: catalog.resolve("large-grid"))),
                                       catalog: catalog, console: Console(out: { _ in }, error: { _ in }), tracing: false)
        controller.render()
    }

    var panel: InspectorPanel { controller.renderer.parts!.panel.panel }

    /// The tree's list, the first of the panel's lists.
    var tree: PanelScroller { panel.scrollers[0] }

    /// `view`'s centre in window coordinates.
    func center(of view: View) -> Point {
        let local = view.convert(view.bounds, to: nil).center
        return Point(x: local.x + controller.layout.panel.minX, y: local.y + controller.layout.panel.minY)
    }

    mutating func press(_ button: Int, at point: Point) {
        for kind in [XI2Input.Kind.buttonPress, .buttonRelease] {
            now += 40
            controller.handle(XI2Input(time: now, kind: kind, detail: button, x: point.x, y: point.y))
        }
    }

    @Test mutating func aWheelOverTheTreeScrollsItAndFramesLeaveItThere() throws {
        #expect(controller.ui.panel[.tree] == 0)
        press(5, at: center(of: tree.view))
        press(5, at: center(of: tree.view))
        #expect(controller.ui.panel[.tree] == 2 * PanelScroller.wheelStep)
        let scrolled = controller.ui.panel
        for _ in 0..<3 { controller.render() }
        #expect(controller.ui.panel == scrolled, "drawing a frame does not move the lists")
        #expect(tree.shown.lowerBound == 2 * PanelScroller.wheelStep, "the tree shows what the state says")
        press(4, at: center(of: tree.view))
        controller.render()
        #expect(controller.ui.panel[.tree] == PanelScroller.wheelStep)
        #expect(tree.shown.lowerBound == PanelScroller.wheelStep)
    }

    @Test mutating func aPressOnMoreBelowScrollsTheTreeByTheCommand() throws {
        let more = try #require(tree.view.subviews.first { $0.name == "more-below" })
        let firstShown = tree.shown
        press(1, at: center(of: more))
        #expect(controller.ui.panel[.tree] == firstShown.count - 1, "a page: the last row shown comes to the top")
        controller.render()
        #expect(tree.shown.lowerBound == controller.ui.panel[.tree])
    }

    /// The last view selected elsewhere brings the whole tree's end into sight; a click on
    /// the first row shown then selects that view and leaves every row where it was.
    @Test mutating func aClickOnARowSelectsItsViewWithoutMovingTheRows() throws {
        controller.select(named: try #require(controller.session.scene.allViews.last?.name))
        controller.perform(.toggleViewTree)
        controller.render()
        let before = tree.shown
        #expect(before.lowerBound > 0)
        let row = try #require(tree.view.subviews.first { $0.name?.hasPrefix("row-") == true })
        press(1, at: center(of: row))
        #expect(controller.ui.selectedView.map { "row-" + $0.traceName } == row.name)
        controller.render()
        #expect(tree.shown == before)
    }

    @Test mutating func aNewSceneStartsWithItsListsAtTheirAnchors() {
        press(5, at: center(of: tree.view))
        #expect(controller.ui.panel != PanelScroll())
        controller.perform(.moveScene(by: 1))
        #expect(controller.ui.panel == PanelScroll())
    }
}
