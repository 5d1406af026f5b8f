import Testing
@testable import TouchKit

@MainActor
struct ViewTests {
    func names(_ view: View) -> [String] { view.subviews.compactMap(\.name) }

    @Test func mutationAPIKeepsUIKitOrder() {
        let parent = View(name: "P")
        let a = View(name: "a"), b = View(name: "b"), c = View(name: "c"), d = View(name: "d")
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(c, at: 0)
        #expect(names(parent) == ["c", "a", "b"])
        parent.insertSubview(d, aboveSubview: c)
        #expect(names(parent) == ["c", "d", "a", "b"])
        parent.insertSubview(b, belowSubview: d)
        #expect(names(parent) == ["c", "b", "d", "a"])
        parent.bringSubviewToFront(c)
        parent.sendSubviewToBack(a)
        #expect(names(parent) == ["a", "b", "d", "c"])
        d.removeFromSuperview()
        #expect(names(parent) == ["a", "b", "c"] && d.superview == nil)
        let other = View(name: "Q")
        other.addSubview(b)
        #expect(names(parent) == ["a", "c"] && b.superview === other)
    }

    /// Adding a view into its own subtree is refused with one line, the tree unchanged.
    @Test func aViewCannotContainItself() {
        let root = View(name: "Root"), middle = View(name: "Middle"), leaf = View(name: "Leaf")
        root.addSubview(middle)
        middle.addSubview(leaf)
        var reported: [String] = []
        let report = View.reportRefusal
        View.reportRefusal = { reported.append($0) }
        defer { View.reportRefusal = report }
        leaf.addSubview(root)
        middle.insertSubview(middle, at: 0)
        #expect(reported == [
            "refused to add view \"Root\" into \"Leaf\", its own descendant: a view cannot contain itself",
            "refused to add view \"Middle\" into itself: a view cannot contain itself",
        ])
        #expect(root.superview == nil && names(root) == ["Middle"] && names(middle) == ["Leaf"] && leaf.subviews.isEmpty)
    }

    @Test func convertBetweenAnyTwoViews() {
        let root = View(frame: Rect(x: 0, y: 0, width: 800, height: 600), name: "A")
        let c = View(frame: Rect(x: 380, y: 40, width: 380, height: 500), name: "C")
        let d = View(frame: Rect(x: 20, y: 20, width: 160, height: 200), name: "D")
        let b = View(frame: Rect(x: 40, y: 40, width: 300, height: 250), name: "B")
        root.addSubview(b)
        root.addSubview(c)
        c.addSubview(d)
        #expect(d.convert(Point(x: 70, y: 80), to: root) == Point(x: 470, y: 140))
        #expect(d.convert(Point(x: 70, y: 80), to: b) == Point(x: 430, y: 100))
        #expect(b.convert(Point(x: 430, y: 100), to: d) == Point(x: 70, y: 80))
        #expect(d.convert(Point(x: 470, y: 140), from: root) == Point(x: 70, y: 80))
        c.setBounds(Rect(x: 0, y: 50, width: 380, height: 500))
        #expect(d.convert(Point(x: 0, y: 0), to: root) == Point(x: 400, y: 10))
    }

    @Test func centerMovesTheFrame() {
        let view = View(frame: Rect(x: 10, y: 10, width: 100, height: 50))
        view.center = Point(x: 200, y: 200)
        #expect(view.frame == Rect(x: 150, y: 175, width: 100, height: 50))
        #expect(view.bounds == Rect(x: 0, y: 0, width: 100, height: 50))
    }

    @Test func assigningTheFrameResizesTheBoundsAndMovesTheHitArea() {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400), name: "root")
        let card = View(frame: Rect(x: 10, y: 10, width: 100, height: 50), name: "card")
        root.addSubview(card)
        card.setBounds(Rect(x: 0, y: 20, width: 100, height: 50))
        card.frame = Rect(x: 200, y: 100, width: 150, height: 80)
        #expect(card.bounds == Rect(x: 0, y: 20, width: 150, height: 80), "new size, same origin")
        #expect(root.hitTest(Point(x: 340, y: 170), with: nil) === card)
        #expect(root.hitTest(Point(x: 50, y: 30), with: nil) === root)
        card.frame.origin.x = 0
        #expect(card.frame == Rect(x: 0, y: 100, width: 150, height: 80))
        #expect(card.bounds == Rect(x: 0, y: 20, width: 150, height: 80))
    }
}
