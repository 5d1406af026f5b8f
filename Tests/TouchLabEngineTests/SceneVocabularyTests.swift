import Testing
import TouchKit
@testable import TouchLabEngine
import TouchLabFormats

/// The scene keys a UIKit developer reaches for, each as a trace test: the
/// scene, the input (taps, or replay lines), the whole expected trace.
@MainActor
struct SceneVocabularyTests {
    func trace(_ json: String, taps: [Point] = [], replay: [String] = []) throws -> [String] {
        let engine = try SceneFixtures.engine(json)
        let inputs = replay.isEmpty ? TapScript.inputs(for: taps)
            : try ReplayReader(file: "test.jsonl").read(Array(replay.joined(separator: "\n").utf8))
        engine.run(inputs)
        return engine.log.lines.filter { !$0.contains(" hit-test ") }
    }

    /// One replay line: `time` in milliseconds, a touch event of finger `id` at (x, y).
    func line(_ time: Int, _ type: String, _ id: Int, _ x: Double, _ y: Double) -> String {
        "{\"time\": \(time), \"type\": \"\(type)\", \"detail\": \(id), \"x\": \(x), \"y\": \(y)}"
    }

    /// Two fingers coming down together on V, then lifting together.
    func twoFingers(on x: Double, _ y: Double) -> [String] {
        [line(0, "touchBegin", 1, x, y), line(0, "touchBegin", 2, x + 40, y),
         line(100, "touchEnd", 1, x, y), line(100, "touchEnd", 2, x + 40, y)]
    }

    func scene(_ view: String, gestures: String = "") -> String {
        """
        {"size": [400, 400], "root": {"name": "R", \(gestures) "children": [\(view)]}}
        """
    }

    // MARK: Touch routing

    /// UIKit's default: a view sees only the first of simultaneous touches.
    @Test func aSingleTouchViewSeesOnlyTheFirstFinger() throws {
        let lines = try trace(scene(#"{"name": "V", "frame": [0, 0, 300, 300], "handles": ["all"]}"#),
                              replay: twoFingers(on: 100, 100))
        #expect(lines == [
            "0.000 touch 1 began (100.0, 100.0)",
            "0.000 touch 2 began (140.0, 100.0)",
            "0.000 touchesBegan [1]: V*",
            "0.100 touch 1 ended (100.0, 100.0)",
            "0.100 touch 2 ended (140.0, 100.0)",
            "0.100 touchesEnded [1]: V*",
        ])
    }

    /// With `multipleTouchEnabled`, two fingers are two touches in one set.
    @Test func multipleTouchEnabledGivesBothFingersInOneSet() throws {
        let lines = try trace(scene(#"{"name": "V", "frame": [0, 0, 300, 300], "handles": ["all"], "multipleTouchEnabled": true}"#),
                              replay: twoFingers(on: 100, 100))
        #expect(lines == [
            "0.000 touch 1 began (100.0, 100.0)",
            "0.000 touch 2 began (140.0, 100.0)",
            "0.000 touchesBegan [1, 2]: V*",
            "0.100 touch 1 ended (100.0, 100.0)",
            "0.100 touch 2 ended (140.0, 100.0)",
            "0.100 touchesEnded [1, 2]: V*",
        ])
    }

    /// An exclusive-touch view holding a finger keeps every other view from getting one;
    /// and a finger on it is ignored while another view has one.
    @Test func exclusiveTouchKeepsOtherViewsOut() throws {
        let views = #"{"name": "X", "frame": [0, 0, 100, 100], "handles": ["all"], "exclusiveTouch": true}, {"name": "Y", "frame": [200, 0, 100, 100], "handles": ["all"]}"#
        let lines = try trace(scene(views), replay: [
            line(0, "touchBegin", 1, 50, 50), line(50, "touchBegin", 2, 250, 50),
            line(100, "touchEnd", 1, 50, 50), line(150, "touchEnd", 2, 250, 50),
            line(300, "touchBegin", 3, 250, 50), line(350, "touchBegin", 4, 50, 50),
            line(400, "touchEnd", 3, 250, 50), line(450, "touchEnd", 4, 50, 50),
        ])
        #expect(lines == [
            "0.000 touch 1 began (50.0, 50.0)",
            "0.000 touchesBegan [1]: X*",
            "0.050 touch 2 began (250.0, 50.0)",
            "0.100 touch 1 ended (50.0, 50.0)",
            "0.100 touchesEnded [1]: X*",
            "0.150 touch 2 ended (250.0, 50.0)",
            "0.300 touch 3 began (250.0, 50.0)",
            "0.300 touchesBegan [3]: Y*",
            "0.350 touch 4 began (50.0, 50.0)",
            "0.400 touch 3 ended (250.0, 50.0)",
            "0.400 touchesEnded [3]: Y*",
            "0.450 touch 4 ended (50.0, 50.0)",
        ])
    }

    // MARK: Controls

    /// UIKit's order: a system control's own tap beats the panel's tap recognizer; the
    /// recognizer beats a custom control (`kind: "control"`) as it beats a plain view.
    @Test(arguments: ["Btn", "Custom", "Plain"])
    func systemControlThenGestureThenCustomControlThenView(_ target: String) throws {
        let panel = #"{"name": "Panel", "frame": [0, 0, 400, 400], "gestures": [{"kind": "tap", "name": "panelTap"}], "children": [{"name": "Btn", "kind": "button", "frame": [10, 10, 80, 40]}, {"name": "Custom", "kind": "control", "frame": [110, 10, 80, 40]}, {"name": "Plain", "frame": [210, 10, 80, 40], "handles": ["all"]}]}"#
        let x = ["Btn": 50.0, "Custom": 150.0, "Plain": 250.0][target]!
        let lines = try trace(scene(panel), taps: [Point(x: x, y: 30)])
        let expected: [String: [String]] = [
            "Btn": [
                "0.000 touch 1 began (50.0, 30.0)",
                "0.000 touchesBegan [1]: Btn*",
                "0.000 control Btn touchDown",
                "0.080 touch 1 ended (50.0, 30.0)",
                "0.080 gesture panelTap failed",
                "0.080 touchesEnded [1]: Btn*",
                "0.080 control Btn touchUpInside",
                "0.080 control Btn primaryActionTriggered",
                "0.080 action Btn",
            ],
            "Custom": [
                "0.000 touch 1 began (150.0, 30.0)",
                "0.000 touchesBegan [1]: Custom*",
                "0.000 control Custom touchDown",
                "0.080 touch 1 ended (150.0, 30.0)",
                "0.080 gesture panelTap recognized location (150.0, 30.0)",
                "0.080 action panelTap",
                "0.080 touchesCancelled [1]: Custom*",
                "0.080 control Custom touchCancel",
            ],
            "Plain": [
                "0.000 touch 1 began (250.0, 30.0)",
                "0.000 touchesBegan [1]: Plain*",
                "0.080 touch 1 ended (250.0, 30.0)",
                "0.080 gesture panelTap recognized location (250.0, 30.0)",
                "0.080 action panelTap",
                "0.080 touchesCancelled [1]: Plain*",
            ],
        ]
        #expect(lines == expected[target])
    }

    /// A disabled control is still the hit view, but ignores its touches: no tracking, no
    /// control events, the touches go up the chain, and it no longer beats the panel's tap.
    @Test func aDisabledButtonPassesItsTouchesOn() throws {
        let panel = #"{"name": "Panel", "frame": [0, 0, 400, 400], "gestures": [{"kind": "tap", "name": "panelTap"}], "children": [{"name": "Btn", "kind": "button", "frame": [10, 10, 80, 40], "enabled": false}]}"#
        let lines = try trace(scene(panel), taps: [Point(x: 50, y: 30)])
        #expect(lines == [
            "0.000 touch 1 began (50.0, 30.0)",
            "0.000 touchesBegan [1]: Btn -> Panel -> R -> Window -> Application -> AppDelegate (discarded)",
            "0.080 touch 1 ended (50.0, 30.0)",
            "0.080 gesture panelTap recognized location (50.0, 30.0)",
            "0.080 action panelTap",
            "0.080 touchesCancelled [1]: Btn -> Panel -> R -> Window -> Application -> AppDelegate (discarded)",
        ])
    }

    /// The same run with the hit-test lines kept.
    func fullTrace(_ json: String, taps: [Point]) throws -> [String] {
        let description = try SceneReader(file: "test.json").read(Array(json.utf8), defaultName: "test")
        let engine = SceneEngine(scene: SceneBuilder().build(description))
        engine.run(TapScript.inputs(for: taps))
        return engine.log.lines
    }

    /// Hit testing does not pass through a disabled control (UIKit's hitTest skips only
    /// hidden, interaction-disabled and nearly transparent views): the view behind it never
    /// gets the touch; the control's chain does.
    @Test func aDisabledButtonStillBlocksTheViewBehindIt() throws {
        let views = #"{"name": "Behind", "frame": [0, 0, 200, 200], "handles": ["all"]}, {"name": "Btn", "kind": "button", "frame": [50, 50, 100, 50], "enabled": false}"#
        let lines = try fullTrace(scene(views), taps: [Point(x: 100, y: 75)])
        #expect(lines == [
            "0.000 touch 1 began (100.0, 75.0)",
            "0.000 hit-test (100.0, 75.0): R -> Btn(Btn) -> R(Btn)",
            "0.000 touchesBegan [1]: Btn -> R -> Window -> Application -> AppDelegate (discarded)",
            "0.080 touch 1 ended (100.0, 75.0)",
            "0.080 touchesEnded [1]: Btn -> R -> Window -> Application -> AppDelegate (discarded)",
        ])
    }

    /// exclusiveTouch holds back touches from views only: while X holds finger 1, finger 2
    /// on Y reaches no view, but Y's tap recognizer still sees it and recognizes.
    @Test func exclusiveTouchDoesNotHideTouchesFromRecognizers() throws {
        let views = #"{"name": "X", "frame": [0, 0, 100, 100], "handles": ["all"], "exclusiveTouch": true}, {"name": "Y", "frame": [200, 0, 100, 100], "handles": ["all"], "gestures": [{"kind": "tap", "name": "yTap"}]}"#
        let lines = try trace(scene(views), replay: [
            line(0, "touchBegin", 1, 50, 50), line(100, "touchBegin", 2, 250, 50),
            line(180, "touchEnd", 2, 250, 50), line(400, "touchEnd", 1, 50, 50),
        ])
        #expect(lines == [
            "0.000 touch 1 began (50.0, 50.0)",
            "0.000 touchesBegan [1]: X*",
            "0.100 touch 2 began (250.0, 50.0)",
            "0.180 touch 2 ended (250.0, 50.0)",
            "0.180 gesture yTap recognized location (50.0, 50.0)",
            "0.180 action yTap",
            "0.400 touch 1 ended (50.0, 50.0)",
            "0.400 touchesEnded [1]: X*",
        ])
    }

    /// UIKit's tap reports a multi-tap where its first tap came down ("if there are
    /// multiple taps, this location is the first tap", UITapGestureRecognizer reference),
    /// not where the last lifted: the second tap lands 20 pt right and 10 pt down.
    @Test func aDoubleTapReportsItsFirstTap() throws {
        let view = #"{"name": "V", "frame": [0, 0, 300, 300], "gestures": [{"kind": "tap", "name": "doubleTap", "taps": 2}]}"#
        let lines = try trace(scene(view), replay: [
            line(0, "touchBegin", 1, 100, 100), line(80, "touchEnd", 1, 100, 100),
            line(200, "touchBegin", 2, 120, 110), line(280, "touchEnd", 2, 120, 110),
        ])
        #expect(lines == [
            "0.000 touch 1 began (100.0, 100.0)",
            "0.000 touchesBegan [1]: V -> R -> Window -> Application -> AppDelegate (discarded)",
            "0.080 touch 1 ended (100.0, 100.0)",
            "0.200 touch 2 began (120.0, 110.0)",
            "0.280 touch 2 ended (120.0, 110.0)",
            "0.280 gesture doubleTap recognized location (100.0, 100.0)",
            "0.280 action doubleTap",
            "0.280 touchesCancelled [1]: V -> R -> Window -> Application -> AppDelegate (discarded)",
        ])
    }

    // MARK: Recognizers

    @Test func aDisabledRecognizerSeesNothing() throws {
        let view = #"{"name": "V", "frame": [0, 0, 300, 300], "handles": ["all"], "gestures": [{"kind": "tap", "name": "tap", "enabled": false}]}"#
        let lines = try trace(scene(view), taps: [Point(x: 100, y: 100)])
        #expect(lines == [
            "0.000 touch 1 began (100.0, 100.0)",
            "0.000 touchesBegan [1]: V*",
            "0.080 touch 1 ended (100.0, 100.0)",
            "0.080 touchesEnded [1]: V*",
        ])
    }

    /// `minimumPressDuration` 0.2 s and `allowableMovement` 30 pt: 20 pt of drift before
    /// the time is up does not fail it.
    @Test func longPressDurationAndMovement() throws {
        let view = #"{"name": "V", "frame": [0, 0, 300, 300], "handles": ["all"], "gestures": [{"kind": "longPress", "name": "press", "minimumPressDuration": 0.2, "allowableMovement": 30}]}"#
        let lines = try trace(scene(view), replay: [
            line(0, "touchBegin", 1, 100, 100), line(100, "touchUpdate", 1, 120, 100),
            line(400, "touchEnd", 1, 120, 100),
        ])
        #expect(lines == [
            "0.000 touch 1 began (100.0, 100.0)",
            "0.000 touchesBegan [1]: V*",
            "0.100 touch 1 moved (120.0, 100.0)",
            "0.100 touchesMoved [1]: V*",
            "0.200 gesture press began location (120.0, 100.0)",
            "0.200 action press",
            "0.200 touchesCancelled [1]: V*",
            "0.400 touch 1 ended (120.0, 100.0)",
            "0.400 gesture press ended location (120.0, 100.0)",
            "0.400 action press",
        ])
    }

    /// `taps: 1` on a long press: a quick tap, then the press. The tap is part of the
    /// gesture: its ending, held while the press decides, becomes touchesCancelled, and
    /// the second finger, waiting behind it on the single-touch view, is dropped with it.
    @Test func longPressAfterATap() throws {
        let view = #"{"name": "V", "frame": [0, 0, 300, 300], "handles": ["all"], "gestures": [{"kind": "longPress", "name": "press", "taps": 1}]}"#
        let lines = try trace(scene(view), replay: [
            line(0, "touchBegin", 1, 100, 100), line(80, "touchEnd", 1, 100, 100),
            line(200, "touchBegin", 2, 102, 100), line(900, "touchEnd", 2, 102, 100),
        ])
        #expect(lines == [
            "0.000 touch 1 began (100.0, 100.0)",
            "0.000 touchesBegan [1]: V*",
            "0.080 touch 1 ended (100.0, 100.0)",
            "0.200 touch 2 began (102.0, 100.0)",
            "0.700 gesture press began location (102.0, 100.0)",
            "0.700 action press",
            "0.700 touchesCancelled [1]: V*",
            "0.900 touch 2 ended (102.0, 100.0)",
            "0.900 gesture press ended location (101.0, 100.0)",
            "0.900 action press",
        ])
    }

    /// `minimumNumberOfTouches: 2`: one finger dragging never begins the pan; two do.
    @Test func panNeedsItsMinimumOfFingers() throws {
        let view = #"{"name": "V", "frame": [0, 0, 400, 400], "multipleTouchEnabled": true, "handles": ["all"], "gestures": [{"kind": "pan", "name": "pan", "minimumNumberOfTouches": 2, "maximumNumberOfTouches": 2}]}"#
        let lines = try trace(scene(view), replay: [
            line(0, "touchBegin", 1, 100, 100), line(50, "touchUpdate", 1, 130, 100), line(100, "touchEnd", 1, 130, 100),
            line(500, "touchBegin", 2, 100, 200), line(500, "touchBegin", 3, 140, 200),
            line(550, "touchUpdate", 2, 130, 200), line(550, "touchUpdate", 3, 170, 200),
            line(600, "touchEnd", 2, 130, 200), line(600, "touchEnd", 3, 170, 200),
        ])
        #expect(lines == [
            "0.000 touch 1 began (100.0, 100.0)",
            "0.000 touchesBegan [1]: V*",
            "0.050 touch 1 moved (130.0, 100.0)",
            "0.050 touchesMoved [1]: V*",
            "0.100 touch 1 ended (130.0, 100.0)",
            "0.100 gesture pan failed",
            "0.100 touchesEnded [1]: V*",
            "0.500 touch 2 began (100.0, 200.0)",
            "0.500 touch 3 began (140.0, 200.0)",
            "0.500 touchesBegan [2, 3]: V*",
            "0.550 touch 2 moved (130.0, 200.0)",
            "0.550 touch 3 moved (170.0, 200.0)",
            "0.550 gesture pan began translation (30.0, 0.0) velocity (600.0, 0.0)",
            "0.550 action pan",
            "0.550 touchesCancelled [2, 3]: V*",
            "0.600 touch 2 ended (130.0, 200.0)",
            "0.600 touch 3 ended (170.0, 200.0)",
            "0.600 gesture pan ended translation (30.0, 0.0) velocity (300.0, 0.0)",
            "0.600 action pan",
        ])
    }

    /// `maximumNumberOfTouches: 1`: a second finger fails the pan.
    @Test func panFailsAboveItsMaximum() throws {
        let view = #"{"name": "V", "frame": [0, 0, 400, 400], "multipleTouchEnabled": true, "handles": ["all"], "gestures": [{"kind": "pan", "name": "pan", "maximumNumberOfTouches": 1}]}"#
        let lines = try trace(scene(view), replay: [
            line(0, "touchBegin", 1, 100, 100), line(0, "touchBegin", 2, 140, 100),
            line(50, "touchUpdate", 1, 130, 100), line(50, "touchUpdate", 2, 170, 100),
            line(100, "touchEnd", 1, 130, 100), line(100, "touchEnd", 2, 170, 100),
        ])
        #expect(lines == [
            "0.000 touch 1 began (100.0, 100.0)",
            "0.000 touch 2 began (140.0, 100.0)",
            "0.000 gesture pan failed",
            "0.000 touchesBegan [1, 2]: V*",
            "0.050 touch 1 moved (130.0, 100.0)",
            "0.050 touch 2 moved (170.0, 100.0)",
            "0.050 touchesMoved [1, 2]: V*",
            "0.100 touch 1 ended (130.0, 100.0)",
            "0.100 touch 2 ended (170.0, 100.0)",
            "0.100 touchesEnded [1, 2]: V*",
        ])
    }

    /// A screen-edge pan begins for a drag from within 20 pt of its edge, not elsewhere.
    @Test(arguments: [5.0, 100.0])
    func screenEdgePanStartsAtItsEdge(_ startX: Double) throws {
        let view = #"{"name": "V", "frame": [0, 0, 400, 400], "handles": ["all"], "gestures": [{"kind": "screenEdgePan", "name": "edge", "edges": "left"}]}"#
        let lines = try trace(scene(view), replay: [
            line(0, "touchBegin", 1, startX, 100), line(50, "touchUpdate", 1, startX + 30, 100),
            line(100, "touchEnd", 1, startX + 30, 100),
        ])
        #expect(lines == (startX < 20 ? [
            "0.000 touch 1 began (5.0, 100.0)",
            "0.000 touchesBegan [1]: V*",
            "0.050 touch 1 moved (35.0, 100.0)",
            "0.050 gesture edge began translation (30.0, 0.0) velocity (600.0, 0.0)",
            "0.050 action edge",
            "0.050 touchesCancelled [1]: V*",
            "0.100 touch 1 ended (35.0, 100.0)",
            "0.100 gesture edge ended translation (30.0, 0.0) velocity (300.0, 0.0)",
            "0.100 action edge",
        ] : [
            "0.000 touch 1 began (100.0, 100.0)",
            "0.000 gesture edge failed",
            "0.000 touchesBegan [1]: V*",
            "0.050 touch 1 moved (130.0, 100.0)",
            "0.050 touchesMoved [1]: V*",
            "0.100 touch 1 ended (130.0, 100.0)",
            "0.100 touchesEnded [1]: V*",
        ]))
    }

    /// The delegate's `shouldBegin: false` fails the tap when it would recognize.
    @Test func shouldBeginFalseFailsTheGesture() throws {
        let view = #"{"name": "V", "frame": [0, 0, 300, 300], "handles": ["all"], "gestures": [{"kind": "tap", "name": "tap", "shouldBegin": false}]}"#
        let lines = try trace(scene(view), taps: [Point(x: 100, y: 100)])
        #expect(lines == [
            "0.000 touch 1 began (100.0, 100.0)",
            "0.000 touchesBegan [1]: V*",
            "0.080 touch 1 ended (100.0, 100.0)",
            "0.080 gesture tap failed",
            "0.080 touchesEnded [1]: V*",
        ])
    }

    /// `ignoresTouchesIn`: the recognizer never receives a touch in the listed view (or
    /// inside it), so the panel's tap leaves the button's touches alone; elsewhere it works.
    @Test func ignoresTouchesInHidesThoseTouches() throws {
        let panel = #"{"name": "Panel", "frame": [0, 0, 400, 400], "handles": ["all"], "gestures": [{"kind": "tap", "name": "panelTap", "ignoresTouchesIn": ["Box"]}], "children": [{"name": "Box", "frame": [0, 0, 100, 100], "children": [{"name": "Inner", "frame": [10, 10, 50, 50]}]}]}"#
        let lines = try trace(scene(panel), taps: [Point(x: 20, y: 20), Point(x: 300, y: 300)])
        #expect(lines == [
            "0.000 touch 1 began (20.0, 20.0)",
            "0.000 touchesBegan [1]: Inner -> Box -> Panel*",
            "0.080 touch 1 ended (20.0, 20.0)",
            "0.080 touchesEnded [1]: Inner -> Box -> Panel*",
            "0.500 touch 2 began (300.0, 300.0)",
            "0.500 touchesBegan [2]: Panel*",
            "0.580 touch 2 ended (300.0, 300.0)",
            "0.580 gesture panelTap recognized location (300.0, 300.0)",
            "0.580 action panelTap",
            "0.580 touchesCancelled [2]: Panel*",
        ])
    }

    // MARK: Malformed keys

    @Test(arguments: [
        (#"{"name": "V", "frame": [0, 0, 10, 10], "enabled": false}"#,
         "test.json:1:108: root.children[0].enabled: \"enabled\" applies to controls (button, switch, slider, control); use \"userInteractionEnabled\" for a view"),
        (#"{"name": "V", "frame": [0, 0, 10, 10], "gestures": [{"kind": "screenEdgePan", "name": "e"}]}"#,
         "test.json:1:110: root.children[0].gestures[0]: a screenEdgePan needs \"edges\" (\"left\", \"right\", \"top\", \"bottom\" or \"all\")"),
        (#"{"name": "V", "frame": [0, 0, 10, 10], "gestures": [{"kind": "tap", "name": "t", "minimumPressDuration": 1}]}"#,
         "test.json:1:163: root.children[0].gestures[0].minimumPressDuration: \"minimumPressDuration\" does not apply to a tap gesture"),
        (#"{"name": "V", "frame": [0, 0, 10, 10], "gestures": [{"kind": "tap", "name": "t", "ignoresTouchesIn": ["Nope"]}]}"#,
         "test.json:1:110: root.children[0].gestures[0]: ignoresTouchesIn: no view is named \"Nope\""),
        (#"{"name": "V", "frame": [0, 0, 10, 10], "gestures": [{"kind": "pan", "name": "p", "minimumNumberOfTouches": 3, "maximumNumberOfTouches": 2}]}"#,
         "test.json:1:194: root.children[0].gestures[0].maximumNumberOfTouches: expected a whole number from 3 to 10, found 2"),
        (#"{"name": "V", "frame": [0, 0, 10, 10], "multipleTouchEnabled": "yes"}"#,
         "test.json:1:121: root.children[0].multipleTouchEnabled: expected true or false, found a string"),
    ])
    func malformedKeysAreOneClearMessage(_ view: String, _ message: String) {
        do {
            _ = try SceneReader(file: "test.json").read(Array(scene(view).utf8), defaultName: "test")
            Issue.record("accepted \(view)")
        } catch {
            #expect("\(error)" == message)
        }
    }
}

