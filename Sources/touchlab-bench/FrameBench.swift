import TouchKit
import TouchKitCairo
import TouchLab
import TouchLabFormats
import TouchLabEngine
import TouchLabUI

/// One full lab frame (scene, every overlay, the panel) of a generated 1280×800 scene,
/// rendered into the lab's image surface, against the floor: clearing that surface and
/// painting the scene's area once, timed alternately in the same run.
///
/// The lesson is a finger that came down in the grid and dragged right, still down,
/// paused mid-playback after the responder chain's hops: hit-test visits, chain hops,
/// gesture tags and the finger's trail are all on screen.
@MainActor
struct FrameBench {
    let scene: BenchScene
    /// Stop sampling after this much time (the 10,000-view frames are slow).
    var budget = 1.5
    var maximumSamples = 40

    struct Result {
        let frame: Measurement
        let floor: Measurement
        let visits: Int
    }

    func run() throws -> Result {
        let session = try Self.makeSession(scene)
        let renderer = try LabRenderer(layout: LabLayout(sceneSize: session.scene.size))
        try LabParts.install(on: renderer)
        renderer.render(session)
        var frames: [Double] = [], floors: [Double] = []
        let deadline = monotonicSeconds() + budget
        repeat {
            floors.append(timeFloor(renderer))
            let start = monotonicSeconds()
            renderer.render(session)
            frames.append((monotonicSeconds() - start) * 1000)
        } while frames.count < maximumSamples && (frames.count < 3 || monotonicSeconds() < deadline)
        return Result(frame: Measurement("lab frame, \(scene.viewCount) views", unit: "ms", samples: frames),
                      floor: Measurement("floor (clear + paint), \(scene.viewCount) views", unit: "ms",
                                         samples: floors),
                      visits: session.lesson?.visits.count ?? 0)
    }

    private func timeFloor(_ renderer: LabRenderer) -> Double {
        let start = monotonicSeconds()
        renderer.surface.clear(to: LabStyle.canvas)
        Canvas(surface: renderer.surface).fill(renderer.layout.scene, color: .white)
        renderer.surface.flush()
        return (monotonicSeconds() - start) * 1000
    }

    /// The scene with the drag's lesson paused after its last responder-chain hop.
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
        session.playback.isPaused = true
        session.touch()
        return session
    }
}
