import Testing
import TouchKit
import TouchKitCairo
@testable import TouchLabEngine
@testable import TouchLabUI

/// The frame's inputs keep what they work out from the scene while nothing happened to it;
/// kept values must be the ones worked out afresh as soon as the scene or the step shown
/// changes, or a region would keep a stale drawing.
@MainActor
struct FrameInputMemoTests {
    @Test func theScenesFactsFollowAnEdit() throws {
        let session = LabSession(scene: try LabFixtures.seedScene())
        let views = try ViewRenderer()
        let memo = SceneViewsMemo()
        let view = try #require(session.scene.allViews.last)
        let center = view.convert(Point(x: view.bounds.midX, y: view.bounds.midY), to: nil)
        let before = memo.fingerprint(session, views: views)
        let hintsBefore = memo.hints(session, words: Words().overlays)
        let underBefore = memo.innermostView(at: center, in: session)
        #expect(memo.fingerprint(session, views: views) == before)

        session.edit { view.isHidden = true }
        let after = memo.fingerprint(session, views: views)
        #expect(after != before)
        #expect(after == views.fingerprint(of: session.scene.window))
        let hints = memo.hints(session, words: Words().overlays)
        #expect(hints != hintsBefore)
        #expect(hints == SceneHintOverlay.hints(in: session.scene))
        #expect(memo.innermostView(at: center, in: session) == TouchOverlay.innermostView(at: center, in: session.scene.window))
        #expect(memo.innermostView(at: center, in: session) != underBefore)
    }

    @Test func theScenesFactsAreNotSharedBetweenSessions() throws {
        let views = try ViewRenderer()
        let memo = SceneViewsMemo()
        let first = LabSession(scene: try LabFixtures.seedScene())
        let second = LabSession(scene: try LabFixtures.seedScene())
        second.scene.allViews.last?.backgroundColor = Color(red: 1, green: 0, blue: 0)
        _ = memo.fingerprint(first, views: views)
        #expect(memo.fingerprint(second, views: views) == views.fingerprint(of: second.scene.window))
    }

    @Test func theStripsStateIsTheOneBuiltAfresh() throws {
        let session = LabSession(scene: try LabFixtures.seedScene())
        let part = StripPart(words: Words().strip)
        let ui = LabUIState()
        func fresh(_ playback: Playback) -> Bool {
            let shown = session.shown(at: playback)
            return part.input(session, shown: shown, ui: ui, sceneViews: 0) == JourneyState(session: session, shown: shown)
        }
        #expect(fresh(Playback()))
        var playback = LabFixtures.tap(session, at: Point(x: 60, y: 60))
        let lesson = try #require(session.lesson)
        playback.restart()
        var steps: Set<Int> = []
        while playback.position < lesson.duration {
            session.advance(to: session.time + 1.0 / 60, following: &playback)
            #expect(fresh(playback), "at \(playback.position)")
            if let current = session.shown(at: playback).moment?.current { steps.insert(current) }
        }
        #expect(steps.count > 1)
        playback = LabFixtures.tap(session, at: Point(x: 200, y: 60), time: session.time + 1, playback: playback)
        #expect(fresh(playback))
    }

    @Test func aTextLogKeepsItsLinesInOrder() {
        func line(_ text: String, x: Double) -> TextLog.Entry {
            TextLog.Entry(text: text, rect: Rect(x: x, y: 0, width: 10, height: 10), isShortened: false, tag: "t")
        }
        let log = TextLog()
        log.append(line("a", x: 0))
        log.append(contentsOf: [line("b", x: 1), line("c", x: 2)], offset: Point(x: 10, y: 5))
        log.append(contentsOf: [], offset: .zero)
        log.append(line("d", x: 3))
        log.append(contentsOf: [line("e", x: 4)], offset: .zero)
        #expect(log.count == 5)
        #expect(log.entries.map(\.text) == ["a", "b", "c", "d", "e"])
        #expect(log.entries.map(\.rect.minX) == [0, 11, 12, 3, 4])
        #expect(log.entries[1].rect.minY == 5)
        log.removeAll()
        #expect(log.count == 0 && log.entries.isEmpty)
    }
}
