/// Delivers a window's changed touches to gesture recognizers and to the touches' views.
@MainActor
final class TouchRouter {
    unowned let window: Window

    init(window: Window) {
        self.window = window
    }

    func route(_ touches: [Touch], in event: Event) {
        for method in TouchMethod.allCases {
            let matching = touches.filter { TouchRouter.method(for: $0.phase) == method }
            deliverToViews(matching, method, event)
        }
    }

    static func method(for phase: Touch.Phase) -> TouchMethod? {
        switch phase {
        case .began: .began
        case .moved: .moved
        case .ended: .ended
        case .cancelled: .cancelled
        case .stationary: nil
        }
    }

    /// Sends `method` to each view with the set of its own touches, views in the order of
    /// their lowest touch id.
    func deliverToViews(_ touches: [Touch], _ method: TouchMethod, _ event: Event) {
        var groups: [(view: Responder, touches: [Touch])] = []
        for touch in touches.sortedByID {
            let target: Responder = touch.view ?? window
            if let index = groups.firstIndex(where: { $0.view === target }) {
                groups[index].touches.append(touch)
            } else {
                groups.append((target, [touch]))
            }
        }
        for group in groups {
            deliver(method, group.touches, to: group.view, event)
        }
    }

    func deliver(_ method: TouchMethod, _ touches: [Touch], to responder: Responder, _ event: Event) {
        let application = window.application
        let recorder = DeliveryRecorder.record(enabled: application?.tracer != nil) {
            responder.receive(method, Set(touches), event)
        }
        if let recorder, let application {
            application.trace(.delivery(method: method, touchIDs: touches.map(\.id),
                                        receivers: recorder.receivers,
                                        discarded: recorder.wasDiscarded))
        }
    }
}
