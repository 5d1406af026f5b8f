import Testing
import Foundation
import TouchKit
import TouchLabFormats
@testable import TouchLabEngine

/// Behaviour tests through the headless runner: the scene, the input, the whole trace.
@MainActor
struct SceneEngineTests {
    /// Runs `input` (replay lines, or taps) on the scene `json` and returns the trace.
    func trace(_ json: String, taps: [Point] = [], replay: String? = nil) throws -> [String] {
        let runner = try SceneFixtures.engine(json)
        let inputs = try replay.map { try ReplayReader(file: "test.jsonl").read(Array($0.utf8)) }
            ?? TapScript.inputs(for: taps)
        runner.run(inputs)
        return runner.log.lines
    }

    func seed() throws -> String {
        let path = try #require(SceneCatalog.standard.path(of: "seed-a-to-e"))
        return String(decoding: try #require(FileManager.default.contents(atPath: path)), as: UTF8.self)
    }

    /// Two overlapping siblings: `Back`, and `Front` (configured by `front`) with a child.
    func siblings(front: String) -> String {
        """
        {"size": [400, 400], "root": {"name": "R", "children": [
          {"name": "Back", "frame": [0, 0, 200, 200]},
          {"name": "Front", "frame": [0, 0, 200, 200], \(front)
           "children": [{"name": "Inner", "frame": [50, 50, 100, 100]}]}]}}
        """
    }

    @Test func seedTapInD() throws {
        #expect(try trace(try seed(), taps: [Point(x: 470, y: 140)]) == [
            "0.000 touch 1 began (470.0, 140.0)",
            "0.000 hit-test (470.0, 140.0): A -> C -> E(nil) -> D(D) -> C(D) -> A(D)",
            "0.000 touchesBegan [1]: D -> C -> DetailVC -> A -> Window -> Application -> AppDelegate (discarded)",
            "0.080 touch 1 ended (470.0, 140.0)",
            "0.080 touchesEnded [1]: D -> C*",
        ])
    }

    @Test func seedTapInE() throws {
        #expect(try trace(try seed(), taps: [Point(x: 650, y: 140)]) == [
            "0.000 touch 1 began (650.0, 140.0)",
            "0.000 hit-test (650.0, 140.0): A -> C -> E(E) -> C(E) -> A(E)",
            "0.000 touchesBegan [1]: E -> C -> DetailVC -> A -> Window -> Application -> AppDelegate (discarded)",
            "0.080 touch 1 ended (650.0, 140.0)",
            "0.080 touchesEnded [1]: E -> C*",
        ])
    }

    @Test(arguments: ["\"hidden\": true,", "\"userInteractionEnabled\": false,", "\"alpha\": 0.005,"])
    func refusingViewLetsTheSiblingBehindTakeTheTouch(front: String) throws {
        let lines = try trace(siblings(front: front), taps: [Point(x: 100, y: 100)])
        #expect(lines[1] == "0.000 hit-test (100.0, 100.0): R -> Front(nil) -> Back(Back) -> R(Back)")
        #expect(lines[2] == "0.000 touchesBegan [1]: Back -> R -> Window -> Application -> AppDelegate (discarded)")
    }

    @Test func almostTransparentButVisibleEnoughViewTakesTheTouch() throws {
        let lines = try trace(siblings(front: "\"alpha\": 0.01,"), taps: [Point(x: 100, y: 100)])
        #expect(lines[1] == "0.000 hit-test (100.0, 100.0): R -> Front -> Inner(Inner) -> Front(Inner) -> R(Inner)")
    }

    @Test func enlargedHitArea() throws {
        let scene = """
            {"size": [400, 400], "root": {"name": "R", "children": [
              {"name": "Small", "frame": [100, 100, 20, 20], "minimumHitSize": 44},
              {"name": "Edge", "frame": [300, 300, 20, 20], "hitOutset": [0, 0, 0, 15]}]}}
            """
        let lines = try trace(scene, taps: [Point(x: 92, y: 128), Point(x: 330, y: 310), Point(x: 87, y: 110)])
        #expect(lines.filter { $0.contains("hit-test") } == [
            "0.000 hit-test (92.0, 128.0): R -> Edge(nil) -> Small(Small) [point(inside:) true beyond bounds] -> R(Small)",
            "0.500 hit-test (330.0, 310.0): R -> Edge(Edge) [point(inside:) true beyond bounds] -> R(Edge)",
            "1.000 hit-test (87.0, 110.0): R -> Edge(nil) -> Small(nil) -> R(R)",
        ])
    }

    @Test(arguments: [false, true])
    func outOfBoundsChild(parentIncludesIt: Bool) throws {
        let includes = parentIncludesIt ? "\"pointInsideIncludes\": [\"Tab\"]," : ""
        let scene = """
            {"size": [400, 400], "root": {"name": "R", "children": [
              {"name": "Card", "frame": [100, 100, 100, 100], \(includes)
               "children": [{"name": "Tab", "frame": [80, 0, 60, 40]}]}]}}
            """
        let lines = try trace(scene, taps: [Point(x: 230, y: 110)])
        #expect(lines[1] == (parentIncludesIt
            ? "0.000 hit-test (230.0, 110.0): R -> Card [point(inside:) true beyond bounds] -> Tab(Tab) -> Card(Tab) -> R(Tab)"
            : "0.000 hit-test (230.0, 110.0): R -> Card(nil) -> R(R)"))
    }

    /// A tab bar that asks its centre button's own `point(inside:)`, in the button's
    /// coordinates: a tap 10 pt above the button (50 pt above the bar)
    /// reaches it through the button's `hitOutset` (it fails when the bar checks only the button's bounds).
    @Test func pointInsideIncludesAsksTheChildsEnlargedArea() throws {
        let scene = """
            {"size": [400, 400], "root": {"name": "R", "children": [
              {"name": "Bar", "frame": [0, 300, 400, 100], "pointInsideIncludes": ["Compose"],
               "children": [{"name": "Compose", "frame": [170, -40, 60, 60], "hitOutset": 20}]}]}}
            """
        #expect(try trace(scene, taps: [Point(x: 200, y: 250)]) == [
            "0.000 touch 1 began (200.0, 250.0)",
            "0.000 hit-test (200.0, 250.0): R -> Bar [point(inside:) true beyond bounds] -> "
                + "Compose(Compose) [point(inside:) true beyond bounds] -> Bar(Compose) -> R(Compose)",
            "0.000 touchesBegan [1]: Compose -> Bar -> R -> Window -> Application -> AppDelegate (discarded)",
            "0.080 touch 1 ended (200.0, 250.0)",
            "0.080 touchesEnded [1]: Compose -> Bar -> R -> Window -> Application -> AppDelegate (discarded)",
        ])
    }

    @Test func responderChainThroughTwoViewControllers() throws {
        let scene = """
            {"size": [400, 400], "root": {"name": "Root", "controller": "RootVC", "children": [
              {"name": "Panel", "frame": [0, 0, 200, 200], "controller": "PanelVC",
               "children": [{"name": "Leaf", "frame": [0, 0, 50, 50]}]}]}}
            """
        #expect(try trace(scene, taps: [Point(x: 10, y: 10)]) == [
            "0.000 touch 1 began (10.0, 10.0)",
            "0.000 hit-test (10.0, 10.0): Root -> Panel -> Leaf(Leaf) -> Panel(Leaf) -> Root(Leaf)",
            "0.000 touchesBegan [1]: Leaf -> Panel -> PanelVC -> Root -> RootVC -> Window -> Application -> AppDelegate (discarded)",
            "0.080 touch 1 ended (10.0, 10.0)",
            "0.080 touchesEnded [1]: Leaf -> Panel -> PanelVC -> Root -> RootVC -> Window -> Application -> AppDelegate (discarded)",
        ])
    }

    @Test(arguments: [false, true])
    func handlingWithAndWithoutSuper(callsSuper: Bool) throws {
        let scene = """
            {"size": [400, 400], "root": {"name": "R", "children": [
              {"name": "H", "frame": [0, 0, 200, 200], "handles": ["began"], "callsSuper": \(callsSuper),
               "children": [{"name": "Leaf", "frame": [0, 0, 50, 50]}]}]}}
            """
        let lines = try trace(scene, taps: [Point(x: 10, y: 10)])
        #expect(lines[2] == (callsSuper
            ? "0.000 touchesBegan [1]: Leaf -> H+ -> R -> Window -> Application -> AppDelegate (discarded)"
            : "0.000 touchesBegan [1]: Leaf -> H*"))
        #expect(lines[4] == "0.080 touchesEnded [1]: Leaf -> H -> R -> Window -> Application -> AppDelegate (discarded)")
    }

    @Test func twoFingersInTwoViewsInOneEvent() throws {
        let scene = """
            {"size": [400, 400], "root": {"name": "R", "handles": ["all"], "children": [
              {"name": "Left", "frame": [0, 0, 200, 400]}, {"name": "Right", "frame": [200, 0, 200, 400]}]}}
            """
        let replay = """
            {"time": 0, "type": "touchBegin", "detail": 5, "x": 100, "y": 10}
            {"time": 0, "type": "touchBegin", "detail": 6, "x": 300, "y": 10}
            {"time": 50, "type": "touchEnd", "detail": 5, "x": 100, "y": 10}
            {"time": 50, "type": "touchEnd", "detail": 6, "x": 300, "y": 10}
            """
        #expect(try trace(scene, replay: replay) == [
            "0.000 touch 1 began (100.0, 10.0)",
            "0.000 touch 2 began (300.0, 10.0)",
            "0.000 hit-test (100.0, 10.0): R -> Right(nil) -> Left(Left) -> R(Left)",
            "0.000 hit-test (300.0, 10.0): R -> Right(Right) -> R(Right)",
            "0.000 touchesBegan [1]: Left -> R*",
            "0.000 touchesBegan [2]: Right -> R*",
            "0.050 touch 1 ended (100.0, 10.0)",
            "0.050 touch 2 ended (300.0, 10.0)",
            "0.050 touchesEnded [1]: Left -> R*",
            "0.050 touchesEnded [2]: Right -> R*",
        ])
    }

    @Test func fifoOrderFollowsTheReplay() throws {
        let scene = """
            {"size": [400, 400], "root": {"name": "R", "handles": ["all"], "children": [
              {"name": "Left", "frame": [0, 0, 200, 400]}, {"name": "Right", "frame": [200, 0, 200, 400]}]}}
            """
        let replay = """
            {"time": 0, "type": "touchBegin", "detail": 1, "x": 300, "y": 10}
            {"time": 10, "type": "touchBegin", "detail": 2, "x": 100, "y": 10}
            {"time": 20, "type": "touchEnd", "detail": 2, "x": 100, "y": 10}
            {"time": 30, "type": "touchEnd", "detail": 1, "x": 300, "y": 10}
            """
        #expect(try trace(scene, replay: replay).filter { $0.contains("touches") } == [
            "0.000 touchesBegan [1]: Right -> R*",
            "0.010 touchesBegan [2]: Left -> R*",
            "0.020 touchesEnded [2]: Left -> R*",
            "0.030 touchesEnded [1]: Right -> R*",
        ])
    }

    @Test func touchesLeftDownAreCancelledWhenTheReplayEnds() throws {
        let replay = """
            {"time": 0, "type": "touchBegin", "detail": 1, "x": 470, "y": 140}
            {"time": 5, "type": "touchUpdate", "detail": 9, "x": 470, "y": 140}
            """
        var warnings: [String] = []
        let runner = try SceneFixtures.engine(try seed(), file: "s.json") { warnings.append($0) }
        runner.run(try ReplayReader(file: "r.jsonl").read(Array(replay.utf8)))
        #expect(warnings == ["touchUpdate at 5 ms updates touch 9, which never began; skipped"])
        #expect(runner.log.lines.suffix(2) == [
            "0.005 touch 1 cancelled (470.0, 140.0)",
            "0.005 touchesCancelled [1]: D -> C -> DetailVC -> A -> Window -> Application -> AppDelegate (discarded)",
        ])
    }

    @Test func twoQuickTapsCountAsADoubleTap() throws {
        let runner = try SceneFixtures.engine(try seed(), file: "s.json")
        let first = TapScript.inputs(for: [Point(x: 470, y: 140)])
        for input in first { runner.deliver(input) }
        runner.deliver(XI2Input(time: 250, kind: .touchBegin, detail: 1, x: 472, y: 141))
        #expect(runner.application.activeTouches.map(\.tapCount) == [2])
        runner.deliver(XI2Input(time: 1000, kind: .touchEnd, detail: 1, x: 472, y: 141))
        runner.deliver(XI2Input(time: 1500, kind: .touchBegin, detail: 1, x: 472, y: 141))
        #expect(runner.application.activeTouches.map(\.tapCount) == [1])
    }
}
