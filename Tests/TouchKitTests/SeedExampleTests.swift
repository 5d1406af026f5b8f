import Testing
@testable import TouchKit

/// A view that handles the touch methods it is told to, optionally calling super.
@MainActor
final class HandlingView: View {
    var handled: Set<TouchMethod> = []
    var callsSuper = false

    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        if !handled.contains(.ended) || callsSuper { super.touchesEnded(touches, with: event) }
    }
    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        if !handled.contains(.began) || callsSuper { super.touchesBegan(touches, with: event) }
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
        clock.advance(to: time)
        application.enqueue(.touch(TouchInput(key: TouchKey(device: 2, detail: detail), phase: phase,
                                              location: Point(x: x, y: y), timestamp: time)))
        application.processEvents()
    }

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

@MainActor
struct SeedExampleTests {
    /// View controllers are owned by their parents in an app; the test owns this one.
    let detailController = ViewController(name: "DetailVC")

    func seedTree() -> View {
        let a = View(frame: Rect(x: 0, y: 0, width: 800, height: 600), name: "A")
        let b = View(frame: Rect(x: 40, y: 40, width: 300, height: 250), name: "B")
        let c = HandlingView(frame: Rect(x: 380, y: 40, width: 380, height: 500), name: "C")
        c.handled = [.ended]
        let d = View(frame: Rect(x: 20, y: 20, width: 160, height: 200), name: "D")
        let e = View(frame: Rect(x: 200, y: 20, width: 160, height: 200), name: "E")
        a.addSubview(b)
        a.addSubview(c)
        c.addSubview(d)
        c.addSubview(e)
        detailController.view = c
        return a
    }

    @Test func tapInD() {
        let harness = Harness(root: seedTree())
        harness.tap(470, 140)
        #expect(harness.log.lines == [
            "0.000 touch 1 began (470.0, 140.0)",
            "0.000 hit-test (470.0, 140.0): A -> C -> E(nil) -> D(D) -> C(D) -> A(D)",
            "0.000 touchesBegan [1]: D -> C -> DetailVC -> A -> Window -> Application -> AppDelegate (discarded)",
            "0.080 touch 1 ended (470.0, 140.0)",
            "0.080 touchesEnded [1]: D -> C*",
        ])
    }
}
