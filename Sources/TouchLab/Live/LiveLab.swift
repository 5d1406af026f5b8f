import Foundation
import TouchKit
import TouchKitX11
import TouchLabEngine
import TouchLabUI

/// The lab in a real window: X events in, frames out.
///
/// XInput2 input goes to the scene (through the same translator and queue as `--replay`)
/// or to the panel; the lab's shortcut keys are taken first. The session's clock follows
/// the monotonic clock; a frame is drawn and presented only when something changed or an
/// animation runs, and the loop sleeps until the next deadline otherwise.
@MainActor
final class LiveLab: X11EventHandler {
    /// What the window asks of the command when it stops.
    enum Outcome: Equatable { case quit, switchScene(Int), moveScene(Int) }

    let session: LabSession
    let renderer: LabRenderer
    let window: X11Window
    let loop: X11EventLoop
    private var router: InputRouter
    private var scheduled: ScheduledInput
    private var recorded: [XI2Input] = []
    private let recording: Bool
    private var presentedRevision = -1
    private var isAltDown = false
    private var pointer = Point(x: -1, y: -1)
    private var needsPresent = true
    private(set) var outcome = Outcome.quit
    var onScreenshot: (LabRenderer) -> Void = { _ in }

    init(session: LabSession, scripted: [XI2Input], recording: Bool, display: String) throws {
        self.session = session
        let layout = LabLayout(sceneSize: session.scene.size)
        renderer = try LabRenderer(layout: layout)
        try LabParts.install(on: renderer)
        window = try X11Window(size: layout.windowSize, title: "TouchLab — \(session.scene.title)",
                               display: try X11Display(name: display))
        loop = X11EventLoop(window: window)
        router = InputRouter(layout: layout)
        self.recording = recording
        session.advance(to: loop.clock.now)
        scheduled = ScheduledInput(scripted, startingAt: loop.clock.now)
    }

    /// Runs until the window closes, Q is pressed or another scene is chosen.
    func run() -> Outcome {
        loop.run(handler: self)
        return outcome
    }

    /// The input that went to the scene, for `--record`.
    var recordedInput: [XI2Input] { recorded }

    func handle(_ event: X11Event) {
        switch event {
        case .input(let input): handle(input)
        case .expose, .resize: needsPresent = true
        case .close: loop.stop()
        }
    }

    func update() -> Double? {
        let now = loop.clock.now
        for batch in scheduled.due(at: now) { deliverToScene(batch) }
        session.advance(to: now)
        if session.revision != presentedRevision || needsPresent || session.isAnimating {
            present()
        }
        let deadlines = [session.nextDeadline(), scheduled.nextTime].compactMap { $0 }
        return deadlines.min()
    }

    private func handle(_ input: XI2Input) {
        trackEmulation(input)
        if input.kind == .keyPress, let shortcut = LabShortcut.forKey(input.detail) {
            return perform(shortcut)
        }
        if input.kind == .keyRelease, LabShortcut.forKey(input.detail) != nil { return }
        switch router.destination(of: input) {
        case .scene: deliverToScene([input][...])
        case .panel:
            let part = renderer.parts.lazy.compactMap { $0 as? LabInputPart }.first
            part?.handle(input, session: session, layout: renderer.layout)
            needsPresent = true
            if let offset = session.sceneRequest {
                session.sceneRequest = nil
                outcome = .moveScene(offset)
                loop.stop()
            }
        case .none: break
        }
    }

    /// Alt held over the scene shows the two fingers a drag would make.
    private func trackEmulation(_ input: XI2Input) {
        switch input.kind {
        case .keyPress where input.detail == 64 || input.detail == 108: isAltDown = true
        case .keyRelease where input.detail == 64 || input.detail == 108: isAltDown = false
        case .motion, .buttonPress, .buttonRelease: pointer = Point(x: input.x, y: input.y)
        default: return
        }
        let shown = isAltDown && renderer.layout.scene.contains(pointer) ? pointer : nil
        if shown != session.emulatedPointer {
            session.emulatedPointer = shown
            session.touch()
        }
    }

    private func deliverToScene(_ inputs: ArraySlice<XI2Input>) {
        if recording { recorded.append(contentsOf: inputs) }
        session.advance(to: inputs.first.map { $0.time / 1000 } ?? loop.clock.now)
        session.deliver(inputs)
    }

    private func perform(_ shortcut: LabShortcut) {
        if session.apply(shortcut) { return }
        switch shortcut {
        case .scene(let index):
            outcome = .switchScene(index)
            loop.stop()
        case .screenshot:
            onScreenshot(renderer)
        case .quit:
            loop.stop()
        default:
            break
        }
    }

    private func present() {
        let surface = renderer.render(session)
        surface.withPixels { pixels, stride in
            window.present(pixels: UnsafeRawPointer(pixels), width: surface.width, height: surface.height,
                           stride: stride)
        }
        presentedRevision = session.revision
        needsPresent = false
    }
}

/// `--tap` and `--replay` input in the window: each input is due at its offset from the
/// first one, counted from when the window opened.
struct ScheduledInput {
    private var inputs: [XI2Input]
    private var next = 0
    private let shift: Double

    init(_ inputs: [XI2Input], startingAt now: Double) {
        self.inputs = inputs
        let first = inputs.first?.time ?? 0
        shift = now * 1000 + 300 - first
        self.inputs = inputs.map { input in
            var moved = input
            moved.time += shift
            return moved
        }
    }

    var nextTime: Double? { next < inputs.count ? inputs[next].time / 1000 : nil }

    /// The inputs due by `now`, grouped by identical times.
    mutating func due(at now: Double) -> [ArraySlice<XI2Input>] {
        var batches: [ArraySlice<XI2Input>] = []
        while next < inputs.count, inputs[next].time / 1000 <= now {
            var end = next + 1
            while end < inputs.count, inputs[end].time == inputs[next].time { end += 1 }
            batches.append(inputs[next..<end])
            next = end
        }
        return batches
    }
}
