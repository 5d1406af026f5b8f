import Glibc
import TouchKit
import TouchKitCairo
import TouchKitX11
import TouchLabUI
import TouchLabEngine

/// The lab in a real window: X events in, frames out, for the whole run.
///
/// Every input goes to the controller, which owns the scene's session and carries out the
/// lab's commands; switching scene changes what the controller shows, and this window
/// (the same X window, on the same connection) follows its title and size. The session's
/// clock follows the monotonic clock. Each turn of the loop asks the renderer for a frame,
/// which redraws only the regions whose input changed; a frame that drew nothing is not
/// presented, and the loop sleeps until the next deadline.
@MainActor
package final class LiveLab: X11EventHandler {
    /// Why the run ended.
    package enum Ending: Equatable {
        /// The lab was asked to quit, or the window manager closed the window.
        case quit
        /// Another program destroyed the window.
        case destroyed
        /// SIGINT or SIGTERM (the number).
        case signal(Int32)
    }

    package let controller: LabController
    package let window: X11Window
    package let loop: X11EventLoop
    private var scheduled: ScheduledInput
    private weak var presentedSession: LabSession?
    private var needsPresent = true
    /// Whether input reached the lab since the latest frame: a frame without any is an
    /// animation frame (only time moved), which may wait for events already in the socket.
    private var inputSinceFrame = true
    /// What frames drawn but not presented changed (see `present`).
    private var unpresented: [Rect] = []
    /// Whether the latest animation frame was left for events waiting in the socket.
    private var deferred = false
    package private(set) var ending = Ending.quit
    /// The latest frame shown, for `touchlab-bench`'s latency loop, which runs this loop.
    package private(set) var lastFrame = FrameTiming()

    /// - Parameter display: the X display's name (nil: `$DISPLAY`).
    package init(controller: LabController, scripted: [XI2Input], display: String?) throws {
        self.controller = controller
        window = try X11Window(size: controller.layout.windowSize, title: controller.title,
                               display: try X11Display(name: display), minimumSize: LabLayout.smallestWindow)
        loop = X11EventLoop(window: window)
        loop.handlesTerminationSignals = true
        try controller.drawFrames { [window] width, height in
            window.sharedFrame(width: width, height: height).flatMap {
                try? ImageSurface(wrapping: $0.pixels, width: width, height: height, stride: $0.stride, keepingAlive: $0.owner)
            }
        }
        controller.advance(to: loop.clock.now)
        scheduled = ScheduledInput(scripted, startingAt: loop.clock.now)
    }

    /// Runs until the window closes or the lab is asked to quit.
    package func run() {
        loop.run(handler: self)
    }

    package func handle(_ event: X11Event) {
        switch event {
        case .input(let input):
            controller.handle(input)
            inputSinceFrame = true
        case .expose: needsPresent = true
        case .resize(let width, let height):
            controller.resizeWindow(to: Size(width: Double(width), height: Double(height)))
            needsPresent = true
        case .close: loop.stop()
        case .destroyed: end(.destroyed)
        case .terminate(let number): end(.signal(number))
        }
        if controller.isFinished { loop.stop() }
    }

    private func end(_ ending: Ending) {
        self.ending = ending
        loop.stop()
    }

    package func update() -> Double? {
        // A trace that cannot be written ends the run (the command says why).
        if controller.console.outFailure() != nil { loop.stop() }
        let now = loop.clock.now
        for batch in scheduled.due(at: now) {
            controller.deliverToScene(batch)
            inputSinceFrame = true
        }
        controller.advance(to: now)
        let session = controller.session
        let work = controller.tick()
        followScene()
        let animationOnly = !inputSinceFrame && !needsPresent && presentedSession === session && unpresented.isEmpty
        if !(animationOnly && controller.isAnimating && deferAnimationFrame()) {
            present()
        }
        let deadlines = [controller.nextDeadline(), scheduled.nextTime, work].compactMap { $0 }
        return deadlines.min()
    }

    /// After a scene switch: the window takes the new scene's title, and its default size
    /// unless the window was resized (then the new scene is laid out in the size it has).
    private func followScene() {
        if window.title != controller.title { window.title = controller.title }
        let size = controller.layout.windowSize
        guard controller.requestedWindowSize == nil else { return }
        if window.width != Int(size.width.rounded()) || window.height != Int(size.height.rounded()) {
            window.resize(to: size)
        }
    }

    private func present() {
        let session = controller.session
        let renderer = controller.renderer
        let drawStart = loop.clock.now
        let surface = controller.render()
        let drawEnd = loop.clock.now
        // Only the regions the renderer drew (and those of a frame drawn but not presented),
        // unless the window needs all of it again.
        let whole = needsPresent || presentedSession !== session
        let dirty = whole ? nil : unpresented + renderer.dirty
        let showsInput = inputSinceFrame
        presentedSession = session
        needsPresent = false
        inputSinceFrame = false
        // A frame that drew nothing has nothing to present, unless it answers input: every
        // input is followed by a frame shown, as the latency measure counts on.
        if let dirty, dirty.isEmpty, !showsInput { return }
        // Input that arrived while an animation frame was drawn is read before that frame is
        // presented: the frame that shows it follows at once and presents both.
        if !whole, !showsInput, deferAnimationFrame() {
            unpresented = dirty ?? []
            return
        }
        deferred = false
        surface.withPixels { pixels, stride in
            window.present(pixels: UnsafeRawPointer(pixels), width: surface.width, height: surface.height,
                           stride: stride, dirty: dirty)
        }
        unpresented = []
        // The first frame of a large scene leaves megabytes of freed heap behind (the scene
        // file read, every view drawn and named once), a deep stack and code that runs once
        // (a whole frame's layout): give them back before the run goes on.
        if lastFrame.count == 0 {
            ProcessHeap.releaseFreedMemory()
            MainStack.releaseUnusedPages()
            ResidentFiles.release()
        } else {
            MainStack.releaseDeepPages()
        }
        lastFrame = FrameTiming(count: lastFrame.count + 1, drawStart: drawStart, drawEnd: drawEnd,
                                shown: loop.clock.now, presented: dirty)
    }

    /// Whether an animation frame (nothing but time moved) should wait for events already
    /// in the socket, so that the loop reads them first and the frame after shows them too.
    /// Never twice in a row: a stream of events cannot hold the animation back.
    private func deferAnimationFrame() -> Bool {
        guard !deferred, loop.hasPendingEvents else { return false }
        deferred = true
        return true
    }
}

/// When a frame began drawing, finished drawing and was shown (its present returned, after
/// the server's sync), in seconds on the loop's clock; `count` numbers the frames shown.
package struct FrameTiming {
    package var count = 0
    package var drawStart = 0.0
    package var drawEnd = 0.0
    package var shown = 0.0
    /// The rectangles presented (nil: the whole window).
    package var presented: [Rect]? = nil
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
            let end = SceneEngine.endOfRun(in: inputs, from: next)
            batches.append(inputs[next..<end])
            next = end
        }
        return batches
    }
}
