import FrameSnapshots
import Testing
import TouchKit
import TouchKitCairo

@MainActor
@Suite struct ViewRendererTests {
    let renderer: ViewRenderer

    init() throws {
        renderer = try ViewRenderer()
    }

    @Test func drawsTheTree() throws {
        assertSnapshot(of: try renderer.render(TestScenes.tree()), named: "tree")
    }

    @Test func drawsEveryControlState() throws {
        assertSnapshot(of: try renderer.render(TestScenes.controls()), named: "controls")
    }

    @Test func drawsWithoutNamesWhenAsked() throws {
        let plain = try ViewRenderer(options: .init(showsNames: false))
        assertSnapshot(of: try plain.render(TestScenes.tree()), named: "tree-without-names")
    }

    @Test func rendersTheSameBytesTwice() throws {
        let first = try renderer.render(TestScenes.tree()).pngData()
        let second = try ViewRenderer().render(TestScenes.tree()).pngData()
        #expect(first == second)
    }

    @Test func skipsHiddenViewsAndTheirSubtree() throws {
        let root = TestScenes.view("Root", Rect(x: 0, y: 0, width: 20, height: 20), "#ffffff", in: View())
        let hidden = TestScenes.view("Hidden", Rect(x: 0, y: 0, width: 20, height: 20), "#ff0000", in: root)
        _ = TestScenes.view("Child", Rect(x: 0, y: 0, width: 20, height: 20), "#00ff00", in: hidden)
        hidden.isHidden = true
        let surface = try ViewRenderer(options: .init(showsNames: false)).render(root)
        #expect(surface.pixel(x: 10, y: 10) == 0xFFFF_FFFF)
    }

    @Test func drawsTheRootAtTheSurfaceOriginWhateverItsFrame() throws {
        let root = View(frame: Rect(x: 300, y: 200, width: 10, height: 10))
        root.backgroundColor = .black
        let surface = try renderer.render(root)
        #expect(surface.width == 10 && surface.pixel(x: 0, y: 0) == 0xFF00_0000)
    }

    /// Thousands of levels: no recursion, balanced save/restore, and translucency beyond
    /// the group limit folded into the colours.
    @Test func survivesDeepTrees() throws {
        let root = TestScenes.view("Root", Rect(x: 0, y: 0, width: 40, height: 40), "#ffffff", in: View())
        var parent = root
        for level in 0..<5000 {
            let child = View(frame: Rect(x: 0, y: 0, width: 40, height: 40))
            child.alpha = level < 20 ? 0.99 : 1
            child.clipsToBounds = level % 2 == 0
            parent.addSubview(child)
            parent = child
        }
        parent.backgroundColor = .black
        let surface = try renderer.render(root)
        let pixel = surface.pixel(x: 20, y: 20)
        #expect(pixel >> 24 == 0xFF && pixel & 0xFF < 0x40)
    }
}
