import CX11
import Glibc
import TouchKit

/// What the app gives the event loop.
@MainActor
public protocol X11EventHandler: AnyObject {
    /// One event from the window, in arrival order.
    func handle(_ event: X11Event)
    /// Called once per turn of the loop, after the turn's events and whenever a deadline
    /// passes: fire due timers and present a frame if something changed. Returns the next
    /// deadline, in seconds on the loop's clock, or nil when nothing is pending (the loop
    /// then sleeps until the next X event).
    func update() -> Double?
}

/// The live run loop: flush; read every pending event and hand it on; let the app update;
/// then sleep in `poll` on the X connection until the next event or the app's deadline.
/// It never busy-waits: with nothing moving, it sleeps until the X server speaks.
@MainActor
public final class X11EventLoop {
    public let window: X11Window
    /// The clock deadlines are measured on, and XI2 times are mapped onto.
    public let clock: Clock
    private lazy var reader = X11EventReader(window: window)
    private var timeMapper = XI2TimeMapper()
    private var isRunning = false
    /// Whether SIGINT and SIGTERM become `X11Event.terminate` (set before `run`); a second
    /// signal then ends the process at once.
    public var handlesTerminationSignals = false
    private var signalDescriptor: Int32 = -1

    /// - Parameter clock: nil for a new `SystemClock`.
    public init(window: X11Window, clock: Clock? = nil) {
        self.window = window
        self.clock = clock ?? SystemClock()
    }

    /// Runs until `stop()` is called (typically from the handler, on `.close`).
    public func run(handler: X11EventHandler) {
        isRunning = true
        if handlesTerminationSignals { signalDescriptor = TerminationSignals.install() }
        while isRunning {
            if signalDescriptor >= 0, let number = TerminationSignals.take() {
                handler.handle(.terminate(signal: number))
                guard isRunning else { break }
            }
            dispatchPendingEvents(to: handler)
            guard isRunning else { break }
            let deadline = handler.update()
            guard isRunning else { break }
            // XPending flushes, and finds events an XSync in `present` queued.
            if XPending(window.display.handle) > 0 { continue }
            wait(until: deadline)
        }
    }

    /// Whether the X server has sent events the loop has not read yet (flushes the output
    /// first): the app may leave an animation frame for after them.
    public var hasPendingEvents: Bool { XPending(window.display.handle) > 0 }

    /// Ends `run` after the event or update being handled.
    public func stop() {
        isRunning = false
    }

    private func dispatchPendingEvents(to handler: X11EventHandler) {
        let display = window.display.handle
        while isRunning, XPending(display) > 0 {
            var event = XEvent()
            XNextEvent(display, &event)
            for translated in reader.read(&event) {
                handler.handle(onClock(translated))
            }
        }
    }

    private func onClock(_ event: X11Event) -> X11Event {
        guard case .input(var input) = event else { return event }
        let serverTime = UInt32(truncatingIfNeeded: Int64(input.time))
        input.time = timeMapper.milliseconds(serverTime: serverTime, readAt: clock.now)
        return .input(input)
    }

    /// Sleeps until the connection is readable (or hung up: the next XPending then reports
    /// the lost server) or the deadline passes.
    private func wait(until deadline: Double?) {
        var timeout: Int32 = -1
        if let deadline {
            let milliseconds = ((deadline - clock.now) * 1000).rounded(.up)
            timeout = Int32(max(0, min(milliseconds, Double(Int32.max))))
        }
        var descriptors = [pollfd(fd: XConnectionNumber(window.display.handle), events: Int16(POLLIN), revents: 0),
                           pollfd(fd: signalDescriptor, events: Int16(POLLIN), revents: 0)]
        let count = nfds_t(signalDescriptor >= 0 ? 2 : 1)
        while poll(&descriptors, count, timeout) < 0, errno == EINTR {
            if signalDescriptor >= 0 { return }
        }
    }
}
