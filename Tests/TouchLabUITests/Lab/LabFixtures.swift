import Foundation
import TouchKit
import TouchLabFormats
import TouchLabEngine
@testable import TouchLabUI

/// Scenes and inputs shared by the lab's tests.
@MainActor
enum LabFixtures {
    /// The built-in seed scene `seed-a-to-e`, built.
    static func seedScene() throws -> Scene {
        let path = try SceneCatalog.standard.resolve("seed-a-to-e")
        return SceneBuilder().build(try SceneReader.load(path: path))
    }

    /// A scene from JSON text.
    static func scene(_ json: String) throws -> Scene {
        SceneBuilder().build(try SceneReader(file: "test.json").read(Array(json.utf8), defaultName: "test"))
    }

    /// A quick tap at `point` starting at `time` seconds, delivered to `session` with
    /// `playback` following, as the window does; returns the playback after it.
    static func tap(_ session: LabSession, at point: Point, time: Double = 0, playback: Playback = Playback())
        -> Playback {
        var playback = playback
        let inputs = TapScript.inputs(for: [point]).map { input in
            var shifted = input
            shifted.time += time * 1000
            return shifted
        }
        for input in inputs {
            session.advance(to: input.time / 1000, following: &playback)
            session.deliver([input][...], following: &playback)
        }
        return playback
    }

    /// A left click (press and release) at `point` in panel coordinates, at `time` seconds,
    /// with the session's lesson at `playback`; returns the commands the panel sent.
    static func click(_ panel: PanelDriver, _ session: LabSession, selection: View? = nil,
                      playback: Playback = Playback(), at point: Point, time: Double) -> [LabCommand] {
        let shown = session.shown(at: playback)
        panel.handle(XI2Input(time: time * 1000, kind: .buttonPress, detail: 1, x: point.x, y: point.y), session: session,
                     shown: shown, selection: selection)
        panel.handle(XI2Input(time: time * 1000 + 60, kind: .buttonRelease, detail: 1, x: point.x, y: point.y),
                     session: session, shown: shown, selection: selection)
        return panel.take()
    }

    /// The centre of the panel view named `name`, in panel coordinates, scrolled into sight.
    static func center(of name: String, in panel: PanelDriver) -> Point? {
        guard panel.revealControl(named: name), let view = panel.window.descendant(named: name) else { return nil }
        return view.convert(view.bounds, to: nil).center
    }
}

/// A session and the playback the window would hold for it, for tests that play lessons.
@MainActor
final class PlayedSession {
    let session: LabSession
    var playback = Playback()

    init(_ session: LabSession) {
        self.session = session
    }

    /// The session's shown lesson at `playback`.
    var shown: ShownLesson { session.shown(at: playback) }

    /// A tap at `point` at `time` seconds, playback following (`LabFixtures.tap`).
    func tap(at point: Point, time: Double = 0) {
        playback = LabFixtures.tap(session, at: point, time: time, playback: playback)
    }

    /// Moves the session's clock to `time`, playback following.
    func advance(to time: Double) {
        session.advance(to: time, following: &playback)
    }
}
