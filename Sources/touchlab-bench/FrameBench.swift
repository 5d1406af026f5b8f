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
        let session = try Self.makeSession(scene)
        let renderer = try Self.renderer(for: session)
        renderer.render(session)
        var frames: [Double] = [], unchanged: [Double] = [], full: [Double] = [], floors: [Double] = []
        let deadline = monotonicSeconds() + budget
        repeat {
            floors.append(timeFloor(renderer))
            playOn(session)
            frames.append(time { Self.drawPlayingFrame(renderer, session) })
            unchanged.append(time { renderer.render(session) })
        } while frames.count < maximumSamples && (frames.count < 3 || monotonicSeconds() < deadline)
        for _ in 0..<min(frames.count, 10) {
            playOn(session)
            let fresh = try Self.renderer(for: session)
            full.append(time { fresh.render(session) })
        }
        let name = "\(scene.viewCount) views"
        return Result(frame: Measurement("lab frame while a lesson plays, \(name)", unit: "ms", samples: frames),
                      unchanged: Measurement("lab frame, nothing changed, \(name)", unit: "ms", samples: unchanged),
                      full: Measurement("lab frame drawn whole (new renderer), \(name)", unit: "ms", samples: full),
                      floor: Measurement("floor (clear + paint), \(name)", unit: "ms", samples: floors),
                      visits: session.lesson?.visits.count ?? 0)
    }

    /// The timed frame, kept out of line so a profiler can collect it alone
    /// (`valgrind --tool=callgrind --toggle-collect='*FrameBench*drawPlayingFrame*'`).
    @inline(never)
    private static func drawPlayingFrame(_ renderer: LabRenderer, _ session: LabSession) {
        renderer.render(session)
    }

    /// Every frame of the same lesson played from its first step to its end at 60 frames a
    /// second, with one long-lived renderer: the steps that move with their progress (the
    /// probe, the hit, answers travelling back) as well as those that stand still, so the
    /// figure above (taken where the lesson's drawing stands still) can be read against the
    /// whole lesson. Reported as a detail, with its 90th percentile.
    func wholeLesson() throws -> (median: Measurement, p90: Measurement, frames: Int) {
        let session = try Self.makeSession(scene)
        let renderer = try Self.renderer(for: session)
        session.playback.restart()
        session.advance(to: session.time)
        renderer.render(session)
        let duration = session.lesson?.duration ?? 0
        var frames: [Double] = []
        while session.playback.position < duration || frames.count < 3 {
            session.advance(to: session.time + 1.0 / 60)
            frames.append(time { renderer.render(session) })
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
    private func playOn(_ session: LabSession) {
        if let lesson = session.lesson, session.playback.isFinished(end: lesson.duration) {
            session.playback.restart()
        }
        session.advance(to: session.time + 1.0 / 60)
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

    /// The scene with the drag's lesson playing from its last responder-chain hop.
    static func makeSession(_ scene: BenchScene) throws -> LabSession {
        let description = try SceneReader(file: "bench-frame.json")
            .read(Array(scene.json(name: "bench").utf8), defaultName: "bench")
        let session = LabSession(scene: SceneBuilder().build(description))
        var time = 1000.0
        session.deliver([XI2Input(time: time, kind: .touchBegin, detail: 1, x: 300, y: 500)][...])
        for step in 1...20 {
            time += 16
            session.deliver([XI2Input(time: time, kind: .touchUpdate, detail: 1, x: 300 + Double(step) * 6,
                                      y: 500 - Double(step) * 2)][...])
        }
        if let lesson = session.lesson,
           let last = lesson.steps.indices.last(where: { if case .hop = lesson.steps[$0].kind { true } else { false } }) {
            session.playback.jump(to: lesson.starts[last] + lesson.steps[last].duration / 2)
        }
        return session
    }
}
