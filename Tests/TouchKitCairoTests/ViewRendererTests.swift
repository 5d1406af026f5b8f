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

    /// Text alone: a button's title where the whole tree draws it, and nothing of its fill.
    @Test func drawsOnlyTheTextWhenAsked() throws {
        let root = TestScenes.view("Root", Rect(x: 0, y: 0, width: 80, height: 40), "#ffffff", in: View())
        root.addSubview(Button(frame: Rect(x: 0, y: 0, width: 80, height: 40), name: "Buy", title: "WWW"))
        let whole = try renderer.render(root, background: nil)
        let text = try ViewRenderer(options: .init(drawsTextOnly: true)).render(root, background: nil)
        #expect(text.pixel(x: 3, y: 3) == 0, "the fill is left out")
        var glyphs = 0
        for y in 0..<40 {
            for x in 0..<80 where text.pixel(x: x, y: y) >> 24 == 0xff {
                glyphs += 1
                #expect(whole.pixel(x: x, y: y) == text.pixel(x: x, y: y), "a letter's pixel drawn alike at (\(x), \(y))")
            }
        }
        #expect(glyphs > 20)
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

/// Transforms and scrolled bounds in the renderer.
@MainActor
@Suite struct TransformedRenderingTests {
    let renderer: ViewRenderer

    init() throws {
        renderer = try ViewRenderer()
    }

    @Test func drawsTurnedScaledMirroredAndTranslatedViews() throws {
        assertSnapshot(of: try renderer.render(GeometryScenes.transformed()), named: "transformed")
    }

    @Test func drawsAScrolledListShiftedByItsBoundsOrigin() throws {
        assertSnapshot(of: try renderer.render(GeometryScenes.scrolled()), named: "scrolled")
    }

    /// Where the hit test says a turned view is, the renderer paints it: the turned card's
    /// converted corners are painted, the untransformed frame's corner outside it is not.
    @Test func paintsWhereTheHitTestFindsTheView() throws {
        let root = TestScenes.view("Root", Rect(x: 0, y: 0, width: 200, height: 200), "#ffffff", in: View())
        let card = TestScenes.view("Card", Rect(x: 50, y: 80, width: 100, height: 40), "#000000", in: root)
        card.transform = AffineTransform(rotationAngle: .pi / 2)
        let surface = try ViewRenderer(options: .init(showsNames: false)).render(root)
        #expect(root.hitTest(Point(x: 100, y: 55), with: nil) === card)
        #expect(surface.pixel(x: 100, y: 55) == 0xFF00_0000)
        #expect(root.hitTest(Point(x: 55, y: 85), with: nil) === root)
        #expect(surface.pixel(x: 55, y: 85) == 0xFFFF_FFFF)
    }

    /// A singular transform would put Cairo's context in an error state and blank the rest
    /// of the frame; the view is skipped instead and its later siblings still draw.
    @Test func skipsASingularViewAndDrawsTheRest() throws {
        let root = TestScenes.view("Root", Rect(x: 0, y: 0, width: 20, height: 20), "#ffffff", in: View())
        let flat = TestScenes.view("Flat", Rect(x: 0, y: 0, width: 20, height: 20), "#ff0000", in: root)
        flat.transform = AffineTransform(scaleX: 0, y: 1)
        _ = TestScenes.view("After", Rect(x: 0, y: 10, width: 20, height: 10), "#00ff00", in: root)
        let surface = try ViewRenderer(options: .init(showsNames: false)).render(root)
        #expect(surface.pixel(x: 10, y: 5) == 0xFFFF_FFFF)
        #expect(surface.pixel(x: 10, y: 15) == 0xFF00_FF00)
    }

    @Test func theFingerprintsChangeWithEveryFieldDrawn() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let label = Label(frame: Rect(x: 0, y: 0, width: 50, height: 20), text: "Hello, world, again")
        let button = Button(frame: Rect(x: 0, y: 30, width: 50, height: 20), title: "Go")
        let toggle = Switch(frame: Rect(x: 0, y: 60, width: 50, height: 20))
        let slider = Slider(frame: Rect(x: 50, y: 60, width: 50, height: 20))
        for view in [label, button, toggle, slider] { root.addSubview(view) }
        let changes: [(String, () -> Void)] = [
            ("text", { label.text = "Hello, world, agaim" }), ("text colour", { label.textColor = .white }),
            ("font size", { label.fontSize = 15 }), ("title", { button.title = "Stop" }),
            ("highlight", { button.isHighlighted = true }), ("switch", { toggle.isOn = true }),
            ("slider", { slider.value = 0.5 }), ("name", { root.name = "Root" }),
            ("background", { root.backgroundColor = .white }), ("border", { root.borderWidth = 1 }),
            ("corners", { root.cornerRadius = 4 }), ("clip", { root.clipsToBounds = true }),
            ("alpha", { label.alpha = 0.5 }), ("hidden", { button.isHidden = true }),
            ("frame", { slider.frame.origin.x += 1 }), ("order", { root.addSubview(label) }),
        ]
        var seen: Set<Int> = [renderer.fingerprint(of: root)]
        var seenContent: Set<Int> = [renderer.contentFingerprint(of: root)]
        for (name, change) in changes {
            change()
            #expect(seen.insert(renderer.fingerprint(of: root)).inserted, "\(name)")
            #expect(seenContent.insert(renderer.contentFingerprint(of: root)).inserted, "\(name)")
        }
    }

    @Test func theFingerprintChangesWithTheTransform() throws {
        let root = GeometryScenes.transformed()
        let before = renderer.fingerprint(of: root)
        root.subviews[0].transform = .identity
        #expect(renderer.fingerprint(of: root) != before)
    }
}
