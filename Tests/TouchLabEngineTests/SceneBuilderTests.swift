import Testing
import TouchKit
import TouchLabFormats
@testable import TouchLabEngine

@MainActor
struct SceneBuilderTests {
    func build(_ json: String) throws -> Scene {
        try SceneFixtures.scene(json, file: "t.json")
    }

    @Test func buildsKindsControllersAndLookups() throws {
        let scene = try build("""
            {"size": [300, 200], "title": "T", "root": {"name": "R", "controller": "RootVC", "children": [
              {"name": "L", "kind": "label", "label": "Hi", "frame": [0, 0, 10, 10]},
              {"name": "B", "kind": "button", "label": "Go", "frame": [0, 0, 10, 10],
               "gestures": [{"kind": "tap", "name": "tap", "taps": 2}, {"kind": "pan", "name": "pan", "simultaneousWith": ["tap"]}]},
              {"name": "S", "kind": "switch", "frame": [0, 0, 10, 10]},
              {"name": "V", "kind": "slider", "frame": [0, 0, 10, 10], "userInteractionEnabled": false}]}}
            """)
        #expect(scene.window.frame == Rect(x: 0, y: 0, width: 300, height: 200))
        #expect(scene.window.rootView === scene.view(named: "R"))
        #expect(scene.controller(named: "RootVC")?.view === scene.view(named: "R"))
        #expect(scene.view(named: "R")?.next === scene.controller(named: "RootVC"))
        #expect((scene.view(named: "L") as? SceneLabel)?.text == "Hi")
        #expect(scene.view(named: "L")?.isUserInteractionEnabled == false)
        #expect((scene.view(named: "B") as? SceneButton)?.title == "Go")
        #expect(scene.view(named: "S") is SceneSwitch)
        #expect(scene.view(named: "V")?.isUserInteractionEnabled == false)
        #expect((scene.gestureRecognizer(named: "tap") as? TapGestureRecognizer)?.numberOfTapsRequired == 2)
        #expect(scene.gestureRecognizer(named: "pan")?.simultaneousRecognizers.first === scene.gestureRecognizer(named: "tap"))
        #expect(scene.title == "T" && scene.allViews.count == 5)
    }

    @Test func behaviourChangesLive() throws {
        let scene = try build("{\"size\": [100, 100], \"root\": {\"name\": \"R\", \"children\": [{\"name\": \"K\", \"frame\": [10, 10, 10, 10]}]}}")
        let view = try #require(scene.view(named: "K") as? SceneView)
        #expect(!view.point(inside: Point(x: -4, y: 5), with: nil))
        view.behavior.hitOutset = EdgeInsets(all: 5)
        #expect(view.point(inside: Point(x: -4, y: 5), with: nil))
    }

    @Test func deepTreesLoadAndHitTest() throws {
        let depth = 4_000
        let json = "{\"size\": [100, 100], \"root\": "
            + (0..<depth).map { "{\"name\": \"V\($0)\", \"frame\": [0, 0, 100, 100], \"children\": [" }.joined()
            + String(repeating: "]}", count: depth) + "}"
        let scene = try build(json)
        #expect(scene.allViews.count == depth)
        let hit = scene.window.hitTest(Point(x: 50, y: 50), with: nil)
        #expect(hit?.name == "V\(depth - 1)")
        let runner = SceneEngine(scene: scene)
        runner.run(TapScript.inputs(for: [Point(x: 50, y: 50)]))
        #expect(runner.log.lines[2].hasPrefix("0.000 touchesBegan [1]: V\(depth - 1) -> V\(depth - 2) -> "))
    }
}
