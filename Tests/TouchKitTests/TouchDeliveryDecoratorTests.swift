import Testing
@testable import TouchKit

/// Writes down every touch message its responders receive, then lets it through.
@MainActor
private final class MessageLog: TouchDeliveryDecorator {
    var entries: [String] = []

    func responder(_ responder: Responder, willReceive method: TouchMethod,
                   _ touches: Set<Touch>, with event: Event?) -> Bool {
        entries.append("\(responder.traceName) \(method.messageName) \(touches.map(\.id).sorted())")
        return true
    }
}

@MainActor
struct TouchDeliveryDecoratorTests {
    let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400), name: "A")

    @Test func aWatchedButtonStillTracksItsTouch() {
        let button = Button(frame: Rect(x: 10, y: 10, width: 100, height: 44), name: "Buy", title: "Buy")
        root.addSubview(button)
        let log = MessageLog()
        button.touchDecorator = log
        var events: [Control.Event] = []
        button.addAction(for: .touchUpInside) { _, event in events.append(event) }
        let harness = makeHarness(root)
        harness.tap(50, 30)
        #expect(log.entries == ["Buy touchesBegan [1]", "Buy touchesEnded [1]"])
        #expect(events == [.touchUpInside])
    }

    /// A decorator on an ancestor sees what its subviews forward, as an override would.
    @Test func anAncestorsDecoratorSeesForwardedMessages() {
        let leaf = View(frame: Rect(x: 0, y: 0, width: 100, height: 100), name: "leaf")
        root.addSubview(leaf)
        let log = MessageLog()
        root.touchDecorator = log
        makeHarness(root).tap(50, 50)
        #expect(log.entries == ["A touchesBegan [1]", "A touchesEnded [1]"])
    }

    /// Taking a message stops the chain there and shows in the trace as `*`; the
    /// responder's own method never runs (a button taking it sends no control event).
    @Test func takingAMessageStopsTheChainAndTheOwnMethod() {
        let button = Button(frame: Rect(x: 10, y: 10, width: 100, height: 44), name: "Buy", title: "Buy")
        root.addSubview(button)
        let handling = HandlingDecorator()
        handling.handled = Set(TouchMethod.allCases)
        button.touchDecorator = handling
        var events: [Control.Event] = []
        button.addAction(for: .allEvents) { _, event in events.append(event) }
        let harness = makeHarness(root)
        harness.tap(50, 30)
        #expect(harness.linesWithoutHitTests.filter { $0.contains("touches") } == [
            "0.000 touchesBegan [1]: Buy*",
            "0.080 touchesEnded [1]: Buy*",
        ])
        #expect(events.isEmpty)
    }
}
