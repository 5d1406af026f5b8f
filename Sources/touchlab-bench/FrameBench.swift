import TouchKit
import TouchKitCairo
import TouchLab
import TouchLabFormats
import TouchLabEngine
import TouchLabUI

/// Lab frames of a generated 1280×800 scene, rendered into the lab's image surface, against
/// the floor: clearing that surface and painting the scene's area once, timed alternately
/// in the same run.
///
/// The lesson is a finger that came down in the grid and dragged right, still down:
/// hit-test visits, chain hops, gesture tags and the finger's trail are all on screen.
/// The timed frame is one the window draws while that lesson plays: the session moves on
/// by 1/60 s before each (the playback position, the trail's fade), so the regions whose
/// content moved are drawn again, as in the window, and the rest stay cached. Also timed:
/// a frame with nothing changed (what keeping the cache costs) and, with the same steps,
/// a fresh renderer's full frame (everything drawn).
@MainActor
struct FrameBench {
    let scene: BenchScene
    /// Stop sampling after this much time (the 10,000-view frames are slow).
    var budget = 1.5
    var maximumSamples = 40

    struct Result {
        let frame: Measurement
        let unchanged: Measurement
        let full: Measurement
        let floor: Measurement
        let visits: Int
    }

    func run() throws -> Result {
        let (session, start) = try Self.makeSession(scene)
        var ui = LabUIState(playback: start)
        let renderer = try Self.renderer(for: session)
        renderer.render(session, ui: ui)
        var frames: [Double] = [], unchanged: [Double] = [], full: [Double] = [], floors: [Double] = []
        let deadline = monotonicSeconds() + budget
        repeat {
            floors.append(timeFloor(renderer))
            playOn(session, &ui.playback)
            frames.append(time { Self.drawPlayingFrame(renderer, session, ui) })
            var drew = false
            unchanged.append(time { drew = Self.drawUnchangedFrame(renderer, session, ui) })
            if drew { throw BenchError("a frame with nothing changed drew something") }
        } while frames.count < maximumSamples && (frames.count < 3 || monotonicSeconds() < deadline)
        for _ in 0..<min(frames.count, 10) {
            playOn(session, &ui.playback)
            let fresh = try Self.renderer(for: session)
            full.append(time { Self.drawWholeFrame(fresh, session, ui) })
        }
        let name = "\(scene.viewCount) views"
        return Result(frame: Measurement("lab frame while a lesson plays, \(name)", unit: "ms", samples: frames),
                      unchanged: Measurement("lab frame, nothing changed, \(name)", unit: "ms", samples: unchanged),
                      full: Measurement("lab frame drawn whole (new renderer), \(name)", unit: "ms", samples: full),
                      floor: Measurement("floor (clear + paint), \(name)", unit: "ms", samples: floors),
                      visits: session.lesson?.visits.count ?? 0)
    }

    /// The timed frame, kept out of line so a profiler can collect it alone
    /// (`valgrind --tool=callgrind --toggle-collect='*FrameBench*drawPlaying*'`).
    @inline(never)
    private static func drawPlayingFrame(_ renderer: LabRenderer, _ session: LabSession, _ ui: LabUIState) {
        renderer.render(session, ui: ui)
    }

    /// A fresh renderer's first frame, everything drawn, out of line for the same reason
    /// (`--toggle-collect='*drawWhole*'`; it returns the surface so that it is not merged
    /// with the other two).
    @inline(never)
    @discardableResult
    private static func drawWholeFrame(_ renderer: LabRenderer, _ session: LabSession, _ ui: LabUIState) -> ImageSurface {
        renderer.render(session, ui: ui)
    }

    /// The frame with nothing changed since the last, out of line for the same reason
    /// (`--toggle-collect='*drawUnchanged*'`). Returns whether it drew anything, which it
    /// should not.
    @inline(never)
    private static func drawUnchangedFrame(_ renderer: LabRenderer, _ session: LabSession, _ ui: LabUIState) -> Bool {
        renderer.render(session, ui: ui)
        return !renderer.dirty.isEmpty
    }

    /// Every frame of the same lesson played from its first step to its end at 60 frames a
    /// second, with one long-lived renderer: the steps that move with their progress (the
    /// probe, the hit, answers travelling back) as well as those that stand still, so the
    /// figure above (taken where the lesson's drawing stands still) can be read against the
    /// whole lesson. Reported as a detail, with its 90th percentile.
    func wholeLesson() throws -> (median: Measurement, p90: Measurement, frames: Int) {
        let (session, start) = try Self.makeSession(scene)
        let renderer = try Self.renderer(for: session)
        var ui = LabUIState(playback: start)
        ui.playback.restart()
        renderer.render(session, ui: ui)
        let duration = session.lesson?.duration ?? 0
        var frames: [Double] = []
        while ui.playback.position < duration || frames.count < 3 {
            session.advance(to: session.time + 1.0 / 60, following: &ui.playback)
            frames.append(time { renderer.render(session, ui: ui) })
        }
        let name = "lab frame over a whole lesson at 60 fps, \(scene.viewCount) views"
        let p90 = Measurement.percentile(frames.sorted(), 0.9)
        return (Measurement(name, unit: "ms", samples: frames),
                Measurement(name + ", 90th percentile", unit: "ms", samples: [p90]), frames.count)
    }

    static func renderer(for session: LabSession) throws -> LabRenderer {
        let renderer = try LabRenderer(layout: LabLayout(sceneSize: session.scene.size))
        try LabParts.install(on: renderer)
        return renderer
    }

    /// 1/60 s later, as the window's next frame; back to the lesson's start once it has
    /// played out.
    private func playOn(_ session: LabSession, _ playback: inout Playback) {
        if let lesson = session.lesson, playback.isFinished(end: lesson.duration) {
            playback.restart()
        }
        session.advance(to: session.time + 1.0 / 60, following: &playback)
    }

    private func time(_ body: () -> Void) -> Double {
        let start = monotonicSeconds()
        body()
        return (monotonicSeconds() - start) * 1000
    }

    private func timeFloor(_ renderer: LabRenderer) -> Double {
        let start = monotonicSeconds()
        renderer.surface.clear(to: LabStyle.canvas)
        Canvas(surface: renderer.surface).fill(renderer.layout.scene, color: .white)
        renderer.surface.flush()
        return (monotonicSeconds() - start) * 1000
    }

    /// The scene with the drag's lesson, and playback from its last responder-chain hop.
    static func makeSession(_ scene: BenchScene) throws -> (LabSession, Playback) {
        let description = try SceneReader(file: "bench-frame.json")
            .read(Array(scene.json(name: "bench").utf8), defaultName: "bench")
        let session = LabSession(scene: SceneBuilder().build(description))
        var time = 1000.0
        var inputs = [XI2Input(time: time, kind: .touchBegin, detail: 1, x: 300, y: 500)]
        for step in 1...20 {
            time += 16
            inputs.append(XI2Input(time: time, kind: .touchUpdate, detail: 1, x: 300 + Double(step) * 6,
                                   y: 500 - Double(step) * 2))
        }
        var playback = Playback()
        for input in inputs {
            session.deliver([input][...], following: &playback)
        }
        if let lesson = session.lesson,
           let last = lesson.steps.indices.last(where: { if case .hop = lesson.steps[$0].kind { true } else { false } }) {
            playback.jump(to: lesson.starts[last] + lesson.steps[last].duration / 2)
        }
        return (session, playback)
    }
}
