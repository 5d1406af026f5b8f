import Testing
import TouchKit
import TouchLabFormats
@testable import TouchLabEngine
@testable import TouchLabUI

/// What the inspector says about the selected view comes from the model: every scene key
/// is shown, a change made to the view or recognizer shows at once, the
/// switches read the model, and a failed recognizer says why.
@MainActor
struct InspectorContentTests {
    /// A view with every view key, and recognizers with every option.
    static let everyKey = """
        { "name": "every-key", "size": [400, 300],
          "root": { "name": "Root", "frame": [0, 0, 400, 300], "controller": "RootVC",
            "children": [
              { "name": "Card", "frame": [20, 20, 200, 150], "bounds": [0, 30, 200, 150],
                "transform": { "rotate": 10 }, "alpha": 0.5, "clipsToBounds": true,
                "multipleTouchEnabled": true, "exclusiveTouch": true, "hitOutset": 6, "minimumHitSize": 44,
                "pointInsideIncludes": ["Tab"], "handles": ["began", "ended"], "callsSuper": true,
                "gestures": [
                  { "kind": "tap", "name": "cardTap", "taps": 2, "touches": 1, "enabled": false,
                    "cancelsTouchesInView": false, "delaysTouchesBegan": true, "delaysTouchesEnded": false,
                    "requiresToFail": "cardPress", "shouldBegin": false, "ignoresTouchesIn": ["Tab"] },
                  { "kind": "longPress", "name": "cardPress", "minimumPressDuration": 0.8, "allowableMovement": 12 },
                  { "kind": "pan", "name": "cardPan", "minimumNumberOfTouches": 2, "maximumNumberOfTouches": 3 },
                  { "kind": "screenEdgePan", "name": "cardEdge", "edges": ["left"] },
                  { "kind": "swipe", "name": "cardSwipe", "direction": "up" } ],
                "children": [ { "name": "Tab", "frame": [150, 140, 80, 40] } ] },
              { "name": "Knob", "kind": "control", "enabled": false, "frame": [250, 200, 60, 40] } ] } }
        """

    func inspect(_ name: String, in session: LabSession, playback: Playback = Playback()) throws
        -> (PanelDriver, InspectorSection) {
        let view = try #require(session.scene.allViews.first { $0.traceName == name })
        let panel = PanelDriver(layout: LabLayout(sceneSize: session.scene.size))
        panel.update(from: session, shown: session.shown(at: playback), selection: view)
        let section = try #require(panel.panel.sections?.inspector)
        return (panel, section)
    }

    /// Every line of the inspector's rows (shown or scrolled away), joined by spaces (the
    /// lines were broken at spaces).
    func text(of section: InspectorSection) -> String {
        section.rowContents.joined(separator: " ")
    }

    func isOn(_ name: String, _ panel: PanelDriver) throws -> Bool {
        #expect(panel.revealControl(named: name))
        return try #require(panel.window.descendant(named: name) as? Switch).isOn
    }

    @Test func showsEveryViewKey() throws {
        let session = LabSession(scene: try LabFixtures.scene(Self.everyKey))
        let (panel, section) = try inspect("Card", in: session)
        let shown = text(of: section)
        for words in ["frame (20, 20, 200, 150)", "bounds (0, 30, 200, 150)", "rotate 10°",
                      "outset top 6, left 6, bottom 6, right 6", "at least 44 × 44", "also inside: Tab (pointInsideIncludes)",
                      "touchesBegan, touchesEnded: handled, then super forwards to next (Root)"] {
            #expect(shown.contains(words), "\(words) in:\n\(shown)")
        }
        for (name, on) in [("clips", true), ("multiple-touch", true), ("exclusive-touch", true), ("hidden", false)] {
            #expect(try isOn(name, panel) == on, "\(name)")
        }
        let knob = try inspect("Knob", in: session)
        #expect(text(of: knob.1).contains("custom control"))
        #expect(try isOn("enabled", knob.0) == false)
    }

    @Test func showsEveryRecognizerOption() throws {
        let session = LabSession(scene: try LabFixtures.scene(Self.everyKey))
        let (panel, section) = try inspect("Card", in: session)
        let shown = text(of: section)
        for words in ["cardTap \u{2014} tap: taps 2, touches 1, movement limit 45 pt (internal), disabled",
                      "requires cardPress to fail", "delegate: shouldBegin no", "shouldReceive no for touches in Tab",
                      "cardPress \u{2014} long press: minimumPressDuration 0.8 s, allowableMovement 12 pt",
                      "cardPan \u{2014} pan: minimumNumberOfTouches 2, maximumNumberOfTouches 3",
                      "cardEdge \u{2014} screen-edge pan: edges left", "cardSwipe \u{2014} swipe: direction up"] {
            #expect(shown.contains(words), "\(words) in:\n\(shown)")
        }
        for (name, on) in [("cardTap-enabled", false), ("cardTap-cancels", false), ("cardTap-delays-began", true),
                           ("cardTap-delays-ended", false), ("cardPress-cancels", true), ("cardPress-delays-ended", true)] {
            #expect(try isOn(name, panel) == on, "\(name)")
        }
    }

    /// Values are read from the objects, not from the file: a change made in code shows.
    @Test func showsTheModelAsItIsNow() throws {
        let session = LabSession(scene: try LabFixtures.scene(Self.everyKey))
        let card = try #require(session.scene.view(named: "Card"))
        let tap = try #require(card.gestureRecognizers.first as? TapGestureRecognizer)
        tap.numberOfTapsRequired = 3
        tap.cancelsTouchesInView = true
        card.isExclusiveTouch = false
        card.setFrame(Rect(x: 33, y: 20, width: 200, height: 150))
        let (panel, section) = try inspect("Card", in: session)
        #expect(text(of: section).contains("cardTap \u{2014} tap: taps 3"))
        #expect(text(of: section).contains("frame (33, 20, 200, 150)"))
        #expect(try isOn("cardTap-cancels", panel))
        #expect(try isOn("exclusive-touch", panel) == false)
    }

    /// The switches send edits; applied, they change the recognizer; Reset puts back the file.
    @Test func theRecognizerSwitchesEditTheModel() throws {
        let session = LabSession(scene: try LabFixtures.scene(Self.everyKey))
        let (panel, _) = try inspect("Card", in: session)
        let place = try #require(LabFixtures.center(of: "cardPress-delays-began", in: panel))
        let card = try #require(session.scene.view(named: "Card"))
        let commands = LabFixtures.click(panel, session, selection: card, at: place, time: 1)
        #expect(commands == [.edit(.recognizer(name: "cardPress", setting: .delaysTouchesBegan, on: true))])
        let editor = SelectionEditor(scene: session.scene, view: card)
        guard case .edit(let edit)? = commands.first else { return }
        editor.apply(edit)
        #expect(card.gestureRecognizers[1].delaysTouchesBegan)
        editor.apply(.recognizer(name: "cardTap", setting: .enabled, on: true))
        #expect(card.gestureRecognizers[0].isEnabled)
        editor.apply(.reset)
        #expect(!card.gestureRecognizers[1].delaysTouchesBegan && !card.gestureRecognizers[0].isEnabled)
    }

    /// Two quick taps on the photo: the single tap fails because it requires the double tap
    /// to fail, and the double tap recognized; the inspector says so for the failed one.
    @Test func aFailedRecognizerSaysWhy() throws {
        let path = try SceneCatalog.standard.resolve("double-tap-single-tap")
        let session = LabSession(scene: SceneBuilder().build(try SceneReader.load(path: path)))
        var playback = LabFixtures.tap(session, at: Point(x: 400, y: 250))
        playback = LabFixtures.tap(session, at: Point(x: 402, y: 251), time: 0.2, playback: playback)
        session.advance(to: 30, following: &playback)
        let (_, section) = try inspect("Photo", in: session, playback: playback)
        let shown = text(of: section)
        #expect(shown.contains("doubleTap \u{2014} tap: taps 2"))
        #expect(shown.contains("In this lesson: recognized at"))
        #expect(shown.contains("failed at") && shown.contains("singleTap waited for doubleTap, which recognized"),
                "\(shown)")
    }

    /// A button inside a view with a tap: the view's tap failed because the button, a
    /// system control, took the touch (one finger lifted: no count is to blame).
    @Test func aTapBeatenByAButtonSaysTheButtonTookTheTouch() throws {
        let scene = try SceneReader(file: "held-out-buy.json").read(Array("""
            { "name": "held-out-buy", "size": [300, 200],
              "root": { "name": "Root", "frame": [0, 0, 300, 200], "children": [
                { "name": "Card", "frame": [10, 10, 280, 180], "gestures": [ { "kind": "tap", "name": "cardTap" } ],
                  "children": [ { "name": "Order", "kind": "button", "label": "Order", "frame": [20, 20, 120, 44] } ] } ] } }
            """.utf8), defaultName: "held-out-buy")
        let session = LabSession(scene: SceneBuilder().build(scene))
        var playback = LabFixtures.tap(session, at: Point(x: 60, y: 50))
        session.advance(to: 30, following: &playback)
        let (_, section) = try inspect("Card", in: session, playback: playback)
        #expect(text(of: section).contains("failed at 0.08 s \u{2014} Order, a button, took the touch"), "\(text(of: section))")
    }

    /// A single tap waits for the double tap, which fails when no second tap comes.
    @Test func aTimedOutDoubleTapSaysItsIntervalRanOut() throws {
        let path = try SceneCatalog.standard.resolve("double-tap-single-tap")
        let session = LabSession(scene: SceneBuilder().build(try SceneReader.load(path: path)))
        var playback = LabFixtures.tap(session, at: Point(x: 400, y: 250))
        session.advance(to: 30, following: &playback)
        let (_, section) = try inspect("Photo", in: session, playback: playback)
        #expect(text(of: section).contains("it needs 2 taps, and the next tap did not come within 0.35 s of the last lift (maximumTapInterval)"),
                "\(text(of: section))")
    }

    /// The touch of the step shown, as the model had it then: at touchesBegan it has
    /// begun, later it has ended; its view, window and recognizers are the model's.
    @Test func showsTheTouchAtTheStepShown() throws {
        let path = try SceneCatalog.standard.resolve("double-tap-single-tap")
        let session = LabSession(scene: SceneBuilder().build(try SceneReader.load(path: path)))
        var playback = LabFixtures.tap(session, at: Point(x: 400, y: 250))
        session.advance(to: 30, following: &playback)
        let lesson = try #require(session.lesson)
        let began = try #require(lesson.steps.firstIndex { step in
            if case .hop(.began, _, _, 0, _) = step.kind { true } else { false }
        })
        playback.isPaused = true
        playback.jump(to: lesson.starts[began])
        let (_, atBegan) = try inspect("Photo", in: session, playback: playback)
        let early = text(of: atBegan)
        #expect(early.contains("Touch 1 at this step"))
        #expect(early.contains("phase began, tapCount 1, timestamp 0 s"), "\(early)")
        #expect(early.contains("location (400, 250) in the window, previous (400, 250)"))
        #expect(early.contains("location (250, 190) in Photo"))
        #expect(early.contains("view Photo, window Window"))
        #expect(early.contains("gestureRecognizers: doubleTap, singleTap"))
        #expect(early.contains("event.allTouches: 1 began"))
        playback.jump(to: lesson.duration)
        let (_, atEnd) = try inspect("Photo", in: session, playback: playback)
        #expect(text(of: atEnd).contains("phase ended, tapCount 1, timestamp 0.08 s"), "\(text(of: atEnd))")
    }

    /// A recognizer that changed no state says why, from the lesson: the journey strip's
    /// words (a recognizer refused by its delegate, a disabled one), or possible.
    @Test func aRecognizerWithoutAStateChangeSaysWhetherItSawTheTouch() throws {
        let session = LabSession(scene: try LabFixtures.scene(JourneyStripTests.refusingScene))
        var playback = LabFixtures.tap(session, at: Point(x: 100, y: 100))
        session.advance(to: 10, following: &playback)
        let (_, screen) = try inspect("Screen", in: session, playback: playback)
        #expect(text(of: screen).contains("In this lesson: refused by shouldReceive: never saw the touch"), "\(text(of: screen))")
        #expect(text(of: screen).contains("In this lesson: disabled: never saw the touch"))
        let lesson = try #require(session.lesson)
        let hit = try #require(lesson.steps.firstIndex { if case .hit = $0.kind { true } else { false } })
        playback.isPaused = true
        playback.jump(to: lesson.starts[hit])
        let (_, card) = try inspect("Card", in: session, playback: playback)
        #expect(text(of: card).contains("In this lesson: possible, no state change yet"), "\(text(of: card))")
    }
}
