import Testing
@testable import TouchKit

/// A responder that can become first responder and handles presses when told to.
@MainActor
final class KeyView: View {
    var handlesPresses = false
    override var canBecomeFirstResponder: Bool { true }
    override func pressesBegan(_ presses: Set<Press>, with event: Event?) {
        if !handlesPresses { super.pressesBegan(presses, with: event) }
    }
}

@MainActor
struct ResponderChainTests {
    let outer = ViewController(name: "OuterVC")
    let inner = ViewController(name: "InnerVC")

    /// A → (OuterVC) P → (InnerVC) Q → leaf.
    func makeNested() -> (View, View) {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400), name: "A")
        let p = View(frame: Rect(x: 0, y: 0, width: 300, height: 300), name: "P")
        let q = View(frame: Rect(x: 0, y: 0, width: 200, height: 200), name: "Q")
        let leaf = KeyView(frame: Rect(x: 0, y: 0, width: 100, height: 100), name: "leaf")
        root.addSubview(p)
        p.addSubview(q)
        q.addSubview(leaf)
        outer.view = p
        inner.view = q
        outer.addChild(inner)
        return (root, leaf)
    }

    @Test func touchesTravelThroughBothControllersToTheAppDelegate() {
        let (root, _) = makeNested()
        let harness = makeHarness(root)
        harness.tap(50, 50)
        #expect(harness.linesWithoutHitTests[1] ==
            "0.000 touchesBegan [1]: leaf -> Q -> InnerVC -> P -> OuterVC -> A -> Window -> Application -> AppDelegate (discarded)")
    }

    /// `*` marks the responder that handled the message and stopped it, `+` one that handled
    /// it and called super.
    @Test func overridingStopsTheChainUnlessSuperIsCalled() {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400), name: "A")
        let middle = HandlingView(frame: Rect(x: 0, y: 0, width: 300, height: 300), name: "M")
        middle.handled = [.began]
        middle.addSubview(View(frame: Rect(x: 0, y: 0, width: 100, height: 100), name: "leaf"))
        root.addSubview(middle)
        let harness = makeHarness(root)
        harness.touch(1, .began, 50, 50, at: 0)
        middle.callsSuper = true
        harness.touch(2, .began, 250, 250, at: 0.5)
        #expect(harness.linesWithoutHitTests.filter { $0.contains("touchesBegan") } == [
            "0.000 touchesBegan [1]: leaf -> M*",
            "0.500 touchesBegan [2]: M+ -> A -> Window -> Application -> AppDelegate (discarded)",
        ])
    }

    @Test func twoFingersInTwoViewsInOneEvent() {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400), name: "A")
        root.addSubview(HandlingView("L", Rect(x: 0, y: 0, width: 200, height: 400)))
        root.addSubview(HandlingView("R", Rect(x: 200, y: 0, width: 200, height: 400)))
        let harness = makeHarness(root)
        harness.touches([(7, .began, 300, 50), (9, .began, 50, 50)], at: 0)
        harness.touches([(7, .ended, 300, 50), (9, .ended, 50, 50)], at: 0.1)
        #expect(harness.linesWithoutHitTests == [
            "0.000 touch 1 began (300.0, 50.0)",
            "0.000 touch 2 began (50.0, 50.0)",
            "0.000 touchesBegan [1]: R*",
            "0.000 touchesBegan [2]: L*",
            "0.100 touch 1 ended (300.0, 50.0)",
            "0.100 touch 2 ended (50.0, 50.0)",
            "0.100 touchesEnded [1]: R*",
            "0.100 touchesEnded [2]: L*",
        ])
    }

    @Test func pressesMotionAndRemoteGoToTheFirstResponderAndUp() {
        let (root, leaf) = makeNested()
        let harness = makeHarness(root)
        #expect(leaf.becomeFirstResponder() && leaf.isFirstResponder)
        let inputs: [InputEvent] = [
            .key(KeyInput(keyCode: 36, keyName: "Return", isDown: true, timestamp: 0)),
            .motion(.motionShake, began: true, timestamp: 0.1),
            .remoteControl(.remoteControlTogglePlayPause, timestamp: 0.2),
            .key(KeyInput(keyCode: 36, keyName: "Return", isDown: false, timestamp: 0.3)),
        ]
        for input in inputs {
            harness.clock.advance(to: input.timestamp)
            harness.application.enqueue(input)
            harness.application.processEvents()
            (leaf as! KeyView).handlesPresses = true
        }
        let chain = "leaf -> Q -> InnerVC -> P -> OuterVC -> A -> Window -> Application -> AppDelegate (discarded)"
        #expect(harness.log.lines == [
            "0.000 press began Return: " + chain,
            "0.100 motion began shake: " + chain,
            "0.200 remote togglePlayPause: " + chain,
            "0.300 press ended Return: " + chain,
        ])
    }

    @Test func withoutAFirstResponderKeysStartAtTheKeyWindow() {
        let (root, _) = makeNested()
        let harness = makeHarness(root)
        harness.application.enqueue(.remoteControl(.remoteControlNextTrack, timestamp: 0))
        harness.application.processEvents()
        #expect(harness.log.lines == ["0.000 remote nextTrack: Window -> Application -> AppDelegate (discarded)"])
    }
}

@MainActor
struct ViewControllerTests {
    @Test func initialiserLinksTheViewBackToItsController() {
        let view = View(name: "root")
        let controller = ViewController(name: "VC", view: view)
        #expect(view.viewController === controller && view.next === controller)
        let window = Window(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        window.rootViewController = controller
        #expect(view.superview === window && controller.next === window)
    }

    /// Back links are unowned: a controller that gave its view to another and is then
    /// released leaves the view with the other (a debug build traps on reading a link to a
    /// released object).
    @Test func aViewTakenByAnotherControllerKeepsItWhenTheFirstGoes() {
        let view = View(name: "root")
        var first: ViewController? = ViewController(name: "first", view: view)
        let second = ViewController(name: "second", view: view)
        #expect(view.viewController === second)
        first = nil
        #expect(first == nil && view.viewController === second && view.next === second)
        second.view = nil
        #expect(view.viewController == nil)
    }

    @Test func aWindowBelongsToTheLastApplicationItWasAddedTo() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        var first: Application? = Application(clock: VirtualClock())
        let second = Application(clock: VirtualClock())
        first?.addWindow(window)
        second.addWindow(window)
        #expect(first?.windows.isEmpty == true && second.windows.map { $0 === window } == [true])
        first = nil
        #expect(window.application === second)
        second.removeWindow(window)
        #expect(window.application == nil)
    }
}
