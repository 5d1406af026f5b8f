import Testing
import TouchKit
import TouchLabEngine
@testable import TouchLabUI

/// The code pane's listing for views built in code: a class's own `hitTest(_:with:)` is
/// shown with what it answered, lit at its step; a class's own `point(inside:with:)` is
/// named as its own.
@MainActor
struct CodeListingTests {
    /// Answers its child for every point on the child, even outside its own bounds.
    final class Bar: View {
        override func hitTest(_ point: Point, with event: Event?) -> View? {
            guard let child = subviews.first else { return super.hitTest(point, with: event) }
            let local = child.convert(point, from: self)
            return child.point(inside: local, with: event) ? child : super.hitTest(point, with: event)
        }
    }

    /// Says yes 20 points beyond its bounds.
    final class Roomy: View {
        override func point(inside point: Point, with event: Event?) -> Bool {
            bounds.outset(by: EdgeInsets(top: 20, left: 20, bottom: 20, right: 20)).contains(point)
        }
    }

    func session() throws -> LabSession {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 300), name: "Root")
        let bar = Bar(frame: Rect(x: 0, y: 200, width: 400, height: 100), name: "Bar")
        bar.addSubview(View(frame: Rect(x: 150, y: -40, width: 100, height: 100), name: "Plus"))
        root.addSubview(bar)
        root.addSubview(Roomy(frame: Rect(x: 20, y: 20, width: 60, height: 60), name: "Roomy"))
        let scene = try CodeSceneBuilder(name: "code-listing", title: "Code listing", summary: "").build(root)
        return LabSession(scene: scene)
    }

    @Test func aHitTestOverriddenInCodeIsListedWithItsAnswer() throws {
        let session = try session()
        let playback = LabFixtures.tap(session, at: Point(x: 200, y: 180))
        let lesson = try #require(session.lesson)
        let step = try #require(lesson.steps.firstIndex {
            if case .override(_, _, .hitTest) = $0.kind { true } else { false }
        }, "the lesson has the override's step")
        var shown = playback
        shown.show(step: step, of: lesson)
        let listing = CodeListing(shown: session.shown(at: shown), selection: nil)
        let lit = try #require(listing.lit)
        let function = listing.functions[lit.function].lines
        #expect(function.first?.text == "// Bar's own hitTest(_:with:), written in Swift")
        #expect(function.filter { $0.role == lit.role }.map(\.text) == ["    return Plus   // what it answered here"])
        #expect(listing.running == .returned(view: "Bar", result: "Plus"))
    }

    @Test func aPointInsideOverriddenInCodeIsNamedAsTheClasssOwn() throws {
        let session = try session()
        let roomy = try #require(session.scene.allViews.first { $0.name == "Roomy" })
        let listing = CodeListing(shown: session.shown(at: Playback()), selection: roomy)
        #expect(listing.functions[1].lines.first?.text == "// Roomy: its class's own point(inside:with:)")
        let plain = try #require(session.scene.allViews.first { $0.name == "Root" })
        #expect(CodeListing(shown: session.shown(at: Playback()), selection: plain).functions[1].lines.first?.text
            == "// Root: the default point(inside:with:)")
    }
}
