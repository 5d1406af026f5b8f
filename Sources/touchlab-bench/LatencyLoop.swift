import Foundation
import TouchKit
import TouchKitX11
import TouchLab
import TouchLabFormats
import TouchLabEngine
import TouchLabUI
import SeededRandom

/// The window's own live loop (`LiveLab`: the lab's controller, renderer and X11 event
/// loop, exactly as `touchlab` runs them), instrumented: every XInput2 event it reads is
/// stamped on arrival, and when the next frame has been presented (after the server's
/// sync) the time since each stamp is one latency sample. Clicks go where they go in the
/// window: the scene, the panel, the timeline or the strip.
///
/// Arrival is the earlier of two stamps on the loop's clock: when the loop read the event,
/// and the server's own timestamp mapped onto the loop's clock (the loop's mapper anchors
/// it to the least delay seen), so time an event waited in the socket while a frame was
/// being drawn counts too. Once the window shows its first frame the loop starts
/// `xdotool`, which clicks through XTest; the loop ends after the last click's frame.
@MainActor
final class LatencyLoop: X11EventHandler {
    let live: LiveLab
    let clicks: [Point]
    private var pending: [(read: Double, server: Double, input: XI2Input)] = []
    private var shownFrames = 0
    private var releases = 0
    private var driver: Process?
    private var giveUpAt = Double.infinity
    private var isShown = false
    /// Milliseconds from arrival to presented frame, one per input event.
    private(set) var latencies: [Double] = []
    /// The same from the moment the loop read the event.
    private(set) var readLatencies: [Double] = []
    /// Milliseconds per present (render excluded), including the sync.
    private(set) var presents: [Double] = []
    /// Where each sample's time went, in the same order as `latencies`.
    private(set) var splits: [LatencySplit] = []
    /// What each sample was and what its frame did, in the same order (`latency-samples.tsv`).
    private(set) var samples: [LatencySample] = []
    /// Every frame shown, as recorded; `frameRows` formats them once the run is over, so the
    /// loop spends no time between frames on text.
    private var frames: [ShownFrame] = []

    init(scene: BenchScene, clicks: Int) throws {
        let controller = try InputFrameBench.makeController(scene)
        live = try LiveLab(controller: controller, scripted: [], display: nil)
        controller.renderer.clock = { monotonicSeconds() * 1000 }
        self.clicks = Self.clickPoints(count: clicks, in: controller.layout.windowSize)
    }

    private var loop: X11EventLoop { live.loop }

    func run() throws {
        loop.run(handler: self)
        driver?.waitUntilExit()
        guard releases == clicks.count else {
            throw BenchError("latency: saw \(releases) of \(clicks.count) clicks before giving up")
        }
        guard live.controller.session.scene.name == "bench" else {
            throw BenchError("latency: a click switched the scene (\(live.controller.session.scene.name))")
        }
    }

    func handle(_ event: X11Event) {
        switch event {
        case .expose: isShown = true
        case .input(let input):
            pending.append((loop.clock.now, input.time / 1000, input))
            if input.kind == .buttonRelease { releases += 1 }
        default: break
        }
        live.handle(event)
    }

    func update() -> Double? {
        let deadline = live.update()
        if live.lastFrame.count != shownFrames {
            shownFrames = live.lastFrame.count
            record(live.lastFrame)
        }
        if driver == nil, isShown, shownFrames > 0 { startDriver() }
        if releases == clicks.count && pending.isEmpty || loop.clock.now > giveUpAt { loop.stop() }
        return [deadline, giveUpAt].compactMap { $0 }.min()
    }

    /// The events read before `frame` began drawing are shown by it.
    private func record(_ frame: FrameTiming) {
        presents.append((frame.shown - frame.drawEnd) * 1000)
        let shownNow = pending.filter { $0.read <= frame.drawStart }
        pending.removeAll { $0.read <= frame.drawStart }
        for stamp in shownNow {
            let arrival = min(stamp.read, stamp.server)
            latencies.append((frame.shown - arrival) * 1000)
            readLatencies.append((frame.shown - stamp.read) * 1000)
            splits.append(LatencySplit(reading: (stamp.read - arrival) * 1000,
                                       waiting: (frame.drawStart - stamp.read) * 1000,
                                       drawing: (frame.drawEnd - frame.drawStart) * 1000,
                                       presenting: (frame.shown - frame.drawEnd) * 1000))
            samples.append(LatencySample(input: stamp.input, inFrame: shownNow.count, presented: frame.presented))
        }
        frames.append(ShownFrame(timing: frame, kinds: shownNow.map(\.input.kind),
                                 regions: live.controller.renderer.regionTimes))
    }

    /// One line per frame shown (`latency-frames.tsv`): when it began (ms), drawing,
    /// presenting, inputs shown, what it presented, the inputs' kinds, each region's time.
    var frameRows: [String] {
        let layout = live.controller.layout
        return frames.map { shown in
            let frame = shown.timing
            let times = [frame.drawStart * 1000, (frame.drawEnd - frame.drawStart) * 1000, (frame.shown - frame.drawEnd) * 1000]
            let kinds = shown.kinds.isEmpty ? "-" : shown.kinds.map(\.rawValue).joined(separator: ",")
            let parts = shown.regions.map { "\($0.region.rawValue)=\(String(format: "%.2f", $0.milliseconds))" }
            return (times.map { String(format: "%.2f", $0) }
                + ["\(shown.kinds.count)", LatencySample.regions(of: frame.presented, in: layout), kinds,
                   parts.joined(separator: " ")])
                .joined(separator: "\t")
        }
    }

    private struct ShownFrame {
        let timing: FrameTiming
        let kinds: [XI2Input.Kind]
        let regions: [(region: LabRegion, milliseconds: Double)]
    }

    /// `count` points from a fixed seed, uniform over a window of `size` (20 px in from its
    /// edges: a click past the edge never arrives).
    static func clickPoints(count: Int, in size: Size) -> [Point] {
        var random = SplitMix64(seed: 16)
        return (0..<count).map { _ in
            Point(x: Double.random(in: 20..<(size.width - 20), using: &random).rounded(),
                  y: Double.random(in: 20..<(size.height - 20), using: &random).rounded())
        }
    }

    /// One `xdotool` process clicks every point, 80 ms apart.
    private func startDriver() {
        var arguments: [String] = []
        for point in clicks {
            arguments += ["mousemove", "--window", String(live.window.id), String(Int(point.x)), String(Int(point.y)),
                          "click", "1", "sleep", "0.08"]
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xdotool")
        process.arguments = arguments
        do {
            try process.run()
        } catch {
            giveUpAt = loop.clock.now
        }
        driver = process
        giveUpAt = loop.clock.now + 10 + Double(clicks.count) * 0.2
    }
}

/// One latency sample cut where its time went, in milliseconds: in the socket before the
/// loop read it, from the read (and delivery) until the frame began drawing, drawing that
/// frame, presenting it (the copy to the server and the sync).
struct LatencySplit {
    let reading: Double
    let waiting: Double
    let drawing: Double
    let presenting: Double

    static let parts: [(name: String, value: KeyPath<LatencySplit, Double>)] = [
        ("reading", \.reading), ("waiting", \.waiting), ("drawing", \.drawing), ("presenting", \.presenting),
    ]
}
