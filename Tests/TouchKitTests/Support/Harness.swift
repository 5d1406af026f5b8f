import Testing
@testable import TouchKit

/// A view that handles the touch methods it is told to, optionally calling super.
@MainActor
final class HandlingView: View {
    private let handling = HandlingDecorator()
    var handled: Set<TouchMethod> {
        get { handling.handled }
        set { handling.handled = newValue }
    }
    var callsSuper: Bool {
        get { handling.callsSuper }
        set { handling.callsSuper = newValue }
    }

    override init(frame: Rect = .zero, name: String? = nil) {
        super.init(frame: frame, name: name)
        touchDecorator = handling
    }

    /// A view that handles every touch method and stops it.
    convenience init(_ name: String, _ frame: Rect) {
        self.init(frame: frame, name: name)
        handled = Set(TouchMethod.allCases)
    }
}

/// Takes the touch methods in `handled` (noting it for the trace), and lets them go on up
/// the chain only when `callsSuper`.
@MainActor
final class HandlingDecorator: TouchDeliveryDecorator {
    var handled: Set<TouchMethod> = []
    var callsSuper = false

    func responder(_ responder: Responder, willReceive method: TouchMethod,
                   _ touches: Set<Touch>, with event: Event?) -> Bool {
        guard handled.contains(method) else { return true }
        responder.noteHandled()
        return callsSuper
    }
}

@MainActor
struct Harness {
    let clock = VirtualClock()
    let application: Application
    let window: Window
    let log = TraceLog()

    init(root: View, size: Size = Size(width: 800, height: 600)) {
        application = Application(clock: clock)
        application.delegate = NamedResponder(name: "AppDelegate")
        application.tracer = log
        window = Window(frame: Rect(origin: .zero, size: size))
        window.rootView = root
        application.addWindow(window)
    }

    func touch(_ detail: Int, _ phase: TouchInput.Phase, _ x: Double, _ y: Double, at time: Double) {
        while let deadline = application.timers.nextDeadline, deadline <= time {
            clock.advance(to: deadline)
            application.processEvents()
        }
        clock.advance(to: time)
        application.enqueue(.touch(TouchInput(key: TouchKey(device: 2, detail: detail), phase: phase,
                                              location: Point(x: x, y: y), timestamp: time)))
        application.processEvents()
    }

    /// Runs the timers of the next `seconds` of virtual time, in deadline order.
    func settle(for seconds: Double = 2) {
        let end = clock.now + seconds
        while let deadline = application.timers.nextDeadline, deadline <= end {
            clock.advance(to: deadline)
            application.processEvents()
        }
        clock.advance(to: end)
        application.processEvents()
    }

    /// Enqueues several changes with one timestamp, delivered together as one event.
    func touches(_ changes: [(Int, TouchInput.Phase, Double, Double)], at time: Double) {
        while let deadline = application.timers.nextDeadline, deadline <= time {
            clock.advance(to: deadline)
            application.processEvents()
        }
        clock.advance(to: time)
        for (detail, phase, x, y) in changes {
            application.enqueue(.touch(TouchInput(key: TouchKey(device: 2, detail: detail), phase: phase,
                                                  location: Point(x: x, y: y), timestamp: time)))
        }
        application.processEvents()
    }

    /// Moves finger `detail` in `steps` equal moves from its last place, 16 ms apart.
    func move(_ detail: Int, from start: Point, by delta: Point, steps: Int, startingAt time: Double) {
        for step in 1...steps {
            let fraction = Double(step) / Double(steps)
            touch(detail, .moved, start.x + delta.x * fraction, start.y + delta.y * fraction,
                  at: time + 0.016 * Double(step))
        }
    }

    /// The trace lines, without the hit-test lines (tests of gestures care about the rest).
    var linesWithoutHitTests: [String] { log.lines.filter { !$0.contains(" hit-test ") } }

    func tap(_ x: Double, _ y: Double, at time: Double = 0, detail: Int = 1) {
        touch(detail, .began, x, y, at: time)
        touch(detail, .ended, x, y, at: time + 0.08)
    }
}

@MainActor
final class NamedResponder: Responder {
    let name: String
    init(name: String) { self.name = name }
    override var traceName: String { name }
}


/// Root "A" (400×400) with a handling view "V" at (50, 50, 200, 200).
@MainActor
func makeRootAndView() -> (View, HandlingView) {
    let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400), name: "A")
    let view = HandlingView("V", Rect(x: 50, y: 50, width: 200, height: 200))
    root.addSubview(view)
    return (root, view)
}

@MainActor
func makeHarness(_ root: View) -> Harness {
    Harness(root: root, size: Size(width: 400, height: 400))
}
