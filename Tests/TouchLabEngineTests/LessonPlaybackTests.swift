import Testing
import TouchKit
@testable import TouchLabEngine

/// A view that takes the keyboard, so a key press reaches a responder of the scene.
private final class Field: View {
    override var canBecomeFirstResponder: Bool { true }
}

/// The session keeps no playback: whoever shows it passes its own in, and follows what the
/// session reports. Whether a key opens a lesson depends on that playback, so a key pressed
/// while a touch lesson still plays never takes the lesson away.
@MainActor
struct LessonPlaybackTests {
    func session() throws -> LabSession {
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 200), name: "Screen")
        let field = Field(frame: Rect(x: 20, y: 20, width: 100, height: 40), name: "Field")
        root.addSubview(field)
        let session = LabSession(scene: try CodeSceneBuilder(name: "keys", title: "Keys", summary: "").build(root))
        #expect(field.becomeFirstResponder())
        return session
    }

    /// A tap at 0 ms on the field, lifted at 50 ms, playback following.
    func tap(_ session: LabSession) -> (Playback, [LessonEvents]) {
        var playback = Playback()
        var events: [LessonEvents] = []
        for input in [XI2Input(time: 0, kind: .touchBegin, detail: 1, x: 50, y: 30),
                      XI2Input(time: 50, kind: .touchEnd, detail: 1, x: 50, y: 30)] {
            let happened = session.deliver([input][...], playback: playback)
            playback.follow(happened, shown: session.lesson)
            events.append(happened)
        }
        return (playback, events)
    }

    static let keyA = XI2Input(time: 100, kind: .keyPress, detail: 38, x: 0, y: 0)

    @Test func theSessionReportsTheLessonItOpensAndTheTimeThatPassed() throws {
        let session = try session()
        let (playback, events) = tap(session)
        #expect(events.map(\.openedLesson) == [true, false])
        #expect(events.map(\.elapsed) == [0, 0.05])
        let lesson = try #require(session.lesson)
        #expect(!playback.isPaused && playback.position == min(0.05, lesson.duration), "it plays from the start")
    }

    @Test func aKeyWhileTheTouchLessonPlaysOpensNoLesson() throws {
        let session = try session()
        let (playback, _) = tap(session)
        #expect(!playback.isFinished(end: try #require(session.lesson).duration))
        let events = session.deliver([Self.keyA][...], playback: playback)
        #expect(!events.openedLesson)
        #expect(session.history.lessons.count == 1 && session.lesson?.isTouchLesson == true)
    }

    @Test func aKeyOnceTheTouchLessonHasPlayedOpensItsOwn() throws {
        let session = try session()
        var (playback, _) = tap(session)
        playback.show(step: .max, of: session.lesson)
        let events = session.deliver([Self.keyA][...], playback: playback)
        #expect(events.openedLesson)
        #expect(session.history.lessons.count == 2 && session.lesson?.isTouchLesson == false)
    }
}
