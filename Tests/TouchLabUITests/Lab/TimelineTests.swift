import Testing
import TouchKit
import TouchLabFormats
@testable import TouchLabEngine
@testable import TouchLabUI

/// The seeds' printed sequences read off the delivery timeline: for each, the scene, the
/// input, and every lane with its marks and spans as the finished lesson shows them.
@MainActor
struct TimelineTests {
    /// One finger: down at `start` (ms), optionally moved along `moves`, up at `end`.
    static func finger(_ id: Int, at point: Point, start: Double, end: Double, moves: [Point] = []) -> [XI2Input] {
        var inputs = [XI2Input(time: start, kind: .touchBegin, detail: id, x: point.x, y: point.y)]
        for (index, move) in moves.enumerated() {
            inputs.append(XI2Input(time: start + 16 * Double(index + 1), kind: .touchUpdate, detail: id, x: move.x, y: move.y))
        }
        let last = moves.last ?? point
        inputs.append(XI2Input(time: end, kind: .touchEnd, detail: id, x: last.x, y: last.y))
        return inputs
    }

    /// The finished lesson's lanes, one line each: `kind name: time text, …; spans`.
    static func lanes(_ sceneJSON: String, _ inputs: [XI2Input]) throws -> [String] {
        let session = LabSession(scene: try LabFixtures.scene(sceneJSON))
        _ = session.run(inputs)
        let lesson = try #require(session.lesson)
        let moment = try #require(LessonMoment(lesson: lesson, position: lesson.duration))
        return Timeline(moment, scene: session.scene).lanes.map { lane in
            let marks = lane.marks.map { "\(Self.ms($0.time)) \($0.text)" }.joined(separator: ", ")
            let spans = lane.spans.map { "[\(Self.ms($0.start))–\(Self.ms($0.end)) \($0.text)]" }.joined(separator: " ")
            return "\(lane.kind.rawValue) \(lane.name): \(marks)" + (spans.isEmpty ? "" : "; " + spans)
        }
    }

    static func ms(_ seconds: Double) -> Int { Int((seconds * 1000).rounded()) }

    static func scene(_ gestures: String, handles: String = "[\"all\"]") -> String {
        """
        { "name": "t", "size": [300, 200],
          "root": { "name": "Pad", "frame": [0, 0, 300, 200], "handles": \(handles), "gestures": [ \(gestures) ] } }
        """
    }

    /// Tap: touchesBegan, the tap recognized (its action), then touchesCancelled.
    @Test func tapCancelsTheViewsTouches() throws {
        let lanes = try Self.lanes(Self.scene(#"{ "kind": "tap", "name": "padTap" }"#),
                                   Self.finger(1, at: Point(x: 100, y: 100), start: 0, end: 80))
        #expect(lanes == [
            "touch touch 1: 0 began, 80 ended",
            "recognizer padTap: 80 recognized, 80 action",
            "responder Pad: 0 touchesBegan, 80 touchesCancelled",
        ])
    }

    /// Pan: touchesMoved until the pan begins, then touchesCancelled, changed…, ended.
    @Test func panBeginsThenCancelsTheViewsTouches() throws {
        let moves = (1...6).map { Point(x: 100 + Double($0) * 8, y: 100) }
        let lanes = try Self.lanes(Self.scene(#"{ "kind": "pan", "name": "padPan" }"#),
                                   Self.finger(1, at: Point(x: 100, y: 100), start: 0, end: 120, moves: moves))
        #expect(lanes == [
            "touch touch 1: 0 began, 16 moved, 32 moved, 48 moved, 64 moved, 80 moved, 96 moved, 120 ended",
            "recognizer padPan: 32 began, 32 action, 48 changed, 48 action, 64 changed, 64 action, 80 changed, "
                + "80 action, 96 changed, 96 action, 120 ended, 120 action",
            "responder Pad: 0 touchesBegan, 16 touchesMoved, 32 touchesCancelled",
        ])
    }

    /// A single tap that requires a double tap to fail waits for that failure, then
    /// recognizes: the view's ending, held all the while, arrives as touchesCancelled. The
    /// double tap is possible, counting taps, from the touch until it fails.
    @Test func singleTapWaitsForTheDoubleTapToFail() throws {
        let gestures = #"{ "kind": "tap", "name": "singleTap", "requiresToFail": "doubleTap" }, "#
            + #"{ "kind": "tap", "name": "doubleTap", "taps": 2 }"#
        let lanes = try Self.lanes(Self.scene(gestures), Self.finger(1, at: Point(x: 100, y: 100), start: 0, end: 80))
        #expect(lanes == [
            "touch touch 1: 0 began, 80 ended",
            "recognizer doubleTap: 430 failed; [0–430 possible: needs 2 taps]",
            "recognizer singleTap: 430 recognized, 430 action; [80–430 waits for doubleTap to fail]",
            "responder Pad: 0 touchesBegan, 430 touchesCancelled; [80–430 held: delaysTouchesEnded]",
        ])
    }

    /// delaysTouchesEnded: the view's touchesEnded is held until the double tap fails.
    @Test func delaysTouchesEndedHoldsTheEnd() throws {
        let lanes = try Self.lanes(Self.scene(#"{ "kind": "tap", "name": "doubleTap", "taps": 2 }"#),
                                   Self.finger(1, at: Point(x: 100, y: 100), start: 0, end: 80))
        #expect(lanes == [
            "touch touch 1: 0 began, 80 ended",
            "recognizer doubleTap: 430 failed; [0–430 possible: needs 2 taps]",
            "responder Pad: 0 touchesBegan, 430 touchesEnded; [80–430 held: delaysTouchesEnded]",
        ])
    }

    /// delaysTouchesBegan: the view's touchesBegan is held until the recognizer fails.
    @Test func delaysTouchesBeganHoldsTheBeginning() throws {
        let lanes = try Self.lanes(Self.scene(#"{ "kind": "swipe", "name": "padSwipe", "delaysTouchesBegan": true }"#),
                                   Self.finger(1, at: Point(x: 100, y: 100), start: 0, end: 80))
        #expect(lanes == [
            "touch touch 1: 0 began, 80 ended",
            "recognizer padSwipe: 80 failed",
            "responder Pad: 80 touchesBegan, 80 touchesEnded; [0–80 held: delaysTouchesBegan]",
        ])
    }

    /// delaysTouchesBegan, then the tap recognizes: the view never gets the touch. Its lane
    /// shows what held it back, as a held one delivered late does, and where it was
    /// dropped, as a hollow mark.
    @Test func aTouchWithheldThenDroppedIsOnTheViewsLane() throws {
        let scene = Self.scene(#"{ "kind": "tap", "name": "padTap", "delaysTouchesBegan": true }"#)
        let lanes = try Self.lanes(scene, Self.finger(1, at: Point(x: 100, y: 100), start: 0, end: 80))
        #expect(lanes == [
            "touch touch 1: 0 began, 80 ended",
            "recognizer padTap: 80 recognized, 80 action",
            "responder Pad: 80 withheld \u{2192} dropped; [0–80 held: delaysTouchesBegan]",
        ])
        let session = LabSession(scene: try LabFixtures.scene(scene))
        _ = session.run(Self.finger(1, at: Point(x: 100, y: 100), start: 0, end: 80))
        let lesson = try #require(session.lesson)
        let moment = try #require(LessonMoment(lesson: lesson, position: lesson.duration))
        let pad = try #require(Timeline(moment, scene: session.scene).lanes.first { $0.name == "Pad" })
        #expect(pad.marks.map(\.isDropped) == [true])
    }

    /// A long press that withholds its touch drops it when it begins, the finger still down.
    @Test func aLongPressDropsTheWithheldTouchWhenItBegins() throws {
        let lanes = try Self.lanes(Self.scene(#"{ "kind": "longPress", "name": "padPress", "delaysTouchesBegan": true }"#),
                                   Self.finger(1, at: Point(x: 100, y: 100), start: 0, end: 900))
        #expect(lanes.last == "responder Pad: 500 withheld \u{2192} dropped; [0–500 held: delaysTouchesBegan]")
    }

    /// Held and then delivered (the recognizer failed) is not dropped.
    @Test func aHeldTouchThatIsDeliveredIsNotDropped() throws {
        let lanes = try Self.lanes(Self.scene(#"{ "kind": "swipe", "name": "padSwipe", "delaysTouchesBegan": true }"#),
                                   Self.finger(1, at: Point(x: 100, y: 100), start: 0, end: 80))
        #expect(!lanes.joined().contains(Words().timeline.dropped))
    }

    /// Only a scroll view withholds touchesBegan among the built-in scenes: its drag from a
    /// button is the one lesson that shows a drop (the pan began while the button's began
    /// was held, so the button never gets it). pinch-rotate's Map, multipleTouchEnabled
    /// off, never gets finger 2: not a drop either.
    @Test func onlyTheScrollDragShowsADrop() throws {
        for name in BuiltInReplay.names {
            let (description, inputs) = try BuiltInReplay.load(name)
            let session = LabSession(scene: SceneBuilder().build(description))
            _ = session.run(inputs)
            for lesson in session.history.lessons {
                let moment = try #require(LessonMoment(lesson: lesson, position: lesson.duration))
                let marks = Timeline(moment, scene: session.scene).lanes.flatMap(\.marks)
                #expect(marks.contains { $0.isDropped } == (name == "scroll-view-buttons-drag"), "\(name)")
            }
        }
    }
}
