import TouchKit
import TouchKitX11
import TouchLab
import TouchLabEngine
import TouchLabUI

/// `X11Window.present` of one full lab frame (the 1280×800 scene with its panel and strip),
/// sync included, timed once the window is on screen. The frame is drawn once; only the
/// present is timed.
@MainActor
final class PresentBench: X11EventHandler {
    let session: LabSession
    let renderer: LabRenderer
    let loop: X11EventLoop
    let count: Int
    private(set) var samples: [Double] = []

    init(scene: BenchScene, count: Int) throws {
        let playback: Playback
        (session, playback) = try FrameBench.makeSession(scene)
        let layout = LabLayout(sceneSize: session.scene.size)
        renderer = try LabRenderer(layout: layout)
        try LabParts.install(on: renderer)
        loop = X11EventLoop(window: try X11Window(size: layout.windowSize, title: "touchlab-bench present"))
        self.count = count
        renderer.render(session, ui: LabUIState(playback: playback))
    }

    var size: String { "\(renderer.surface.width)×\(renderer.surface.height)" }

    func run() -> Measurement {
        loop.run(handler: self)
        return Measurement("present \(size), MIT-SHM \(loop.window.usesSharedMemory ? "on" : "off")",
                           unit: "ms", samples: samples)
    }

    func handle(_ event: X11Event) {
        guard case .expose = event, samples.isEmpty else { return }
        present()
        for _ in 0..<count {
            let start = loop.clock.now
            present()
            samples.append((loop.clock.now - start) * 1000)
        }
        loop.stop()
    }

    func update() -> Double? { nil }

    private func present() {
        let surface = renderer.surface
        surface.withPixels { pixels, stride in
            loop.window.present(pixels: UnsafeRawPointer(pixels), width: surface.width, height: surface.height,
                                stride: stride)
        }
    }
}
