import TouchKit
import TouchKitCairo
import TouchLab
import TouchLabFormats
import TouchLabEngine
import TouchLabUI

/// The frame drawn right after an input, headless and deterministic: what `LatencyLoop`
/// waits for once a click has been read, without the X server, so it can be counted under
/// callgrind (`--toggle-collect='*InputFrameBench*frameAfter*'`).
///
/// The lab is the window's own `LabController` (a click goes to the scene, the panel or
/// the timeline, as it would in the window) on the 100-view bench scene, with one
/// long-lived renderer. The clicks are `LatencyLoop`'s points, in the order the live loop
/// mostly shows them: a motion and a press, then a frame (timed); the release, then a
/// frame (timed apart: xdotool's release arrives while the press's frame is drawn, so a
/// release's latency is the rest of that frame plus its own); then the lesson plays on for
/// 80 ms at 60 frames a second (timed apart).
@MainActor
struct InputFrameBench {
    let scene: BenchScene
    let clicks: Int

    struct Result {
        let afterPress: Measurement
        let afterRelease: Measurement
        let playing: Measurement
        /// The share of the window each frame after a click presents (its dirty rectangles).
        let presented: Measurement
    }

    func run() throws -> Result {
        let controller = try Self.makeController(scene)
        let points = LatencyLoop.clickPoints(count: clicks, in: controller.layout.windowSize)
        var time = 1000.0
        controller.advance(to: time / 1000)
        controller.render()
        var afterPress: [Double] = [], afterRelease: [Double] = [], playing: [Double] = [], presented: [Double] = []
        let window = controller.layout.windowSize.width * controller.layout.windowSize.height
        for point in points {
            afterPress.append(timed { frameAfterPress(controller, click: point, at: &time) })
            presented.append(controller.renderer.dirty.reduce(0) { $0 + $1.width * $1.height } / window * 100)
            afterRelease.append(timed { frameAfterRelease(controller, click: point, at: &time) })
            for _ in 0..<5 {
                time += 16
                playing.append(timed { framePlaying(controller, at: time) })
            }
        }
        return Result(afterPress: Measurement("frame after a press, 100 views (headless)", unit: "ms",
                                              samples: afterPress),
                      afterRelease: Measurement("frame after its release, 100 views (headless)", unit: "ms",
                                                samples: afterRelease),
                      playing: Measurement("frame while its lesson plays, 100 views (headless)", unit: "ms",
                                           samples: playing),
                      presented: Measurement("window presented after a click", unit: "%", samples: presented))
    }

    /// A click's motion and press handled and the frame showing them drawn: the part of the
    /// live loop's latency that is the lab's own work
    /// (`--toggle-collect='*InputFrameBench*frameAfterPress*'`).
    @inline(never)
    private func frameAfterPress(_ controller: LabController, click point: Point, at time: inout Double) {
        frameAfter([.motion, .buttonPress], controller, click: point, at: &time)
    }

    /// The click's release handled and its frame drawn
    /// (`--toggle-collect='*InputFrameBench*frameAfterRelease*'`).
    @inline(never)
    private func frameAfterRelease(_ controller: LabController, click point: Point, at time: inout Double) {
        frameAfter([.buttonRelease], controller, click: point, at: &time)
    }

    private func frameAfter(_ kinds: [XI2Input.Kind], _ controller: LabController, click point: Point,
                            at time: inout Double) {
        for kind in kinds {
            time += 1
            controller.handle(XI2Input(time: time, kind: kind, detail: kind == .motion ? 0 : 1, x: point.x, y: point.y))
        }
        controller.advance(to: time / 1000)
        controller.render()
    }

    /// A frame of the lesson playing on, out of line for callgrind
    /// (`--toggle-collect='*InputFrameBench*framePlaying*'`).
    @inline(never)
    private func framePlaying(_ controller: LabController, at time: Double) {
        controller.advance(to: time / 1000)
        controller.render()
    }

    private func timed(_ body: () -> Void) -> Double {
        let start = monotonicSeconds()
        body()
        return (monotonicSeconds() - start) * 1000
    }

    static func makeController(_ scene: BenchScene) throws -> LabController {
        let description = try SceneReader(file: "bench-input.json")
            .read(Array(scene.json(name: "bench").utf8), defaultName: "bench")
        return try LabController(origin: .file(description), catalog: .standard,
                                 console: Console(out: { _ in }, error: { _ in }), tracing: false)
    }
}
