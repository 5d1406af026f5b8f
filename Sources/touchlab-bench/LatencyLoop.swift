import Foundation
import TouchKit
import TouchKitX11
import TouchLab
import TouchLabFormats
import TouchLabEngine
import TouchLabUI

/// The live lab's loop rebuilt from its public pieces (`X11Window`, `X11EventLoop`,
/// `LabSession`, `LabRenderer`) and instrumented: every XInput2 event that reaches the
/// scene is stamped on arrival, and when the next frame has been presented (after the
/// server's sync) the time since each stamp is one latency sample.
///
/// Arrival is the earlier of two stamps on the loop's clock: when the loop read the event,
/// and the server's own timestamp mapped onto the loop's clock (the loop's mapper anchors
/// it to the least delay seen), so time an event waited in the socket while a frame was
/// being drawn counts too. Once the window shows its first frame the loop starts
/// `xdotool`, which clicks through XTest; the loop ends after the last click's frame.
@MainActor
final class LatencyLoop: X11EventHandler {
    let session: LabSession
    let renderer: LabRenderer
    let loop: X11EventLoop
    let clicks: [Point]
    private var pending: [(read: Double, server: Double)] = []
    private var presentedRevision = -1
    private var releases = 0
    private var driver: Process?
    private var giveUpAt = Double.infinity
    private var needsPresent = true
    private var isShown = false
    /// Milliseconds from arrival to presented frame, one per input event.
    private(set) var latencies: [Double] = []
    /// The same from the moment the loop read the event.
    private(set) var readLatencies: [Double] = []
    /// Milliseconds per present (render excluded), including the sync.
    private(set) var presents: [Double] = []
    /// Where each sample's time went, in the same order as `latencies`.
    private(set) var splits: [LatencySplit] = []

    init(scene: BenchScene, clicks: Int) throws {
        let description = try SceneReader(file: "bench-latency.json")
            .read(Array(scene.json(name: "bench").utf8), defaultName: "bench")
        session = LabSession(scene: SceneBuilder().build(description))
        let layout = LabLayout(sceneSize: session.scene.size)
        renderer = try LabRenderer(layout: layout)
        try LabParts.install(on: renderer)
        let window = try X11Window(size: layout.windowSize, title: "touchlab-bench latency")
        loop = X11EventLoop(window: window)
        var random = SplitMix64(seed: 16)
        // Inside the window, whatever its layout: a click past its edge never arrives.
        let size = layout.windowSize
        self.clicks = (0..<clicks).map { _ in
            Point(x: Double.random(in: 20..<(size.width - 20), using: &random).rounded(),
                  y: Double.random(in: 20..<(size.height - 20), using: &random).rounded())
        }
        session.advance(to: loop.clock.now)
    }

    func run() throws {
        loop.run(handler: self)
        driver?.waitUntilExit()
        guard releases == clicks.count else {
            throw BenchError("latency: saw \(releases) of \(clicks.count) clicks before giving up")
        }
    }

    func handle(_ event: X11Event) {
        guard case .input(let input) = event else {
            if case .expose = event {
                needsPresent = true
                isShown = true
            }
            return
        }
        let now = loop.clock.now
        pending.append((now, input.time / 1000))
        if input.kind == .buttonRelease { releases += 1 }
        session.advance(to: input.time / 1000)
        session.deliver([input][...])
    }

    func update() -> Double? {
        let now = loop.clock.now
        session.advance(to: now)
        if session.revision != presentedRevision || needsPresent || session.isAnimating { present() }
        if driver == nil, isShown, !needsPresent { startDriver() }
        if releases == clicks.count && pending.isEmpty || now > giveUpAt { loop.stop() }
        return [session.nextDeadline(), giveUpAt].compactMap { $0 }.min()
    }

    private func present() {
        let drawStart = loop.clock.now
        let surface = renderer.render(session)
        let start = loop.clock.now
        let dirty = needsPresent ? nil : renderer.dirty
        surface.withPixels { pixels, stride in
            loop.window.present(pixels: UnsafeRawPointer(pixels), width: surface.width, height: surface.height,
                                stride: stride, dirty: dirty)
        }
        let shown = loop.clock.now
        presents.append((shown - start) * 1000)
        for stamp in pending {
            let arrival = min(stamp.read, stamp.server)
            latencies.append((shown - arrival) * 1000)
            readLatencies.append((shown - stamp.read) * 1000)
            splits.append(LatencySplit(reading: (stamp.read - arrival) * 1000, waiting: (drawStart - stamp.read) * 1000,
                                       drawing: (start - drawStart) * 1000, presenting: (shown - start) * 1000))
        }
        pending.removeAll()
        presentedRevision = session.revision
        needsPresent = false
    }

    /// One `xdotool` process clicks every point, 80 ms apart.
    private func startDriver() {
        var arguments: [String] = []
        for point in clicks {
            arguments += ["mousemove", "--window", String(loop.window.id), String(Int(point.x)), String(Int(point.y)),
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
