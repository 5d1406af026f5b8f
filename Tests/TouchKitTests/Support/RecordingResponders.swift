@testable import TouchKit

/// Views, a window and controls that report every touch message they receive *as the
/// touch's own view* to a `TouchInvariantChecker`, then behave as their base class does.
/// Messages a view only receives because a subview forwarded them are not reported.

/// A plain view that handles the touch methods in `handled` (stopping them unless
/// `callsSuper`) and forwards the others up the chain.
@MainActor
final class RecordingView: View {
    weak var checker: TouchInvariantChecker?
    var handled: Set<TouchMethod> = []
    var callsSuper = false

    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        checker?.viewReceived(.began, touches, at: self)
        if !handled.contains(.began) || callsSuper { super.touchesBegan(touches, with: event) }
    }
    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        checker?.viewReceived(.moved, touches, at: self)
        if !handled.contains(.moved) || callsSuper { super.touchesMoved(touches, with: event) }
    }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        checker?.viewReceived(.ended, touches, at: self)
        if !handled.contains(.ended) || callsSuper { super.touchesEnded(touches, with: event) }
    }
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        checker?.viewReceived(.cancelled, touches, at: self)
        if !handled.contains(.cancelled) || callsSuper { super.touchesCancelled(touches, with: event) }
    }
}

/// A window that also reports each touch event it is sent, so the checker sees every
/// `Touch` object (to check later that finished ones are freed).
@MainActor
final class RecordingWindow: Window {
    weak var checker: TouchInvariantChecker?

    override func sendEvent(_ event: Event) {
        checker?.windowWillSend(event, from: self)
        super.sendEvent(event)
        checker?.windowDidSend(event, from: self)
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        checker?.viewReceived(.began, touches, at: self)
        super.touchesBegan(touches, with: event)
    }
    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        checker?.viewReceived(.moved, touches, at: self)
        super.touchesMoved(touches, with: event)
    }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        checker?.viewReceived(.ended, touches, at: self)
        super.touchesEnded(touches, with: event)
    }
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        checker?.viewReceived(.cancelled, touches, at: self)
        super.touchesCancelled(touches, with: event)
    }
}

@MainActor
final class RecordingButton: Button {
    weak var checker: TouchInvariantChecker?

    override func touchesBegan(_ touches: Set<Touch>, with event: TouchKit.Event?) {
        checker?.viewReceived(.began, touches, at: self)
        super.touchesBegan(touches, with: event)
    }
    override func touchesMoved(_ touches: Set<Touch>, with event: TouchKit.Event?) {
        checker?.viewReceived(.moved, touches, at: self)
        super.touchesMoved(touches, with: event)
    }
    override func touchesEnded(_ touches: Set<Touch>, with event: TouchKit.Event?) {
        checker?.viewReceived(.ended, touches, at: self)
        super.touchesEnded(touches, with: event)
    }
    override func touchesCancelled(_ touches: Set<Touch>, with event: TouchKit.Event?) {
        checker?.viewReceived(.cancelled, touches, at: self)
        super.touchesCancelled(touches, with: event)
    }
}

@MainActor
final class RecordingSwitch: Switch {
    weak var checker: TouchInvariantChecker?

    override func touchesBegan(_ touches: Set<Touch>, with event: TouchKit.Event?) {
        checker?.viewReceived(.began, touches, at: self)
        super.touchesBegan(touches, with: event)
    }
    override func touchesMoved(_ touches: Set<Touch>, with event: TouchKit.Event?) {
        checker?.viewReceived(.moved, touches, at: self)
        super.touchesMoved(touches, with: event)
    }
    override func touchesEnded(_ touches: Set<Touch>, with event: TouchKit.Event?) {
        checker?.viewReceived(.ended, touches, at: self)
        super.touchesEnded(touches, with: event)
    }
    override func touchesCancelled(_ touches: Set<Touch>, with event: TouchKit.Event?) {
        checker?.viewReceived(.cancelled, touches, at: self)
        super.touchesCancelled(touches, with: event)
    }
}

@MainActor
final class RecordingSlider: Slider {
    weak var checker: TouchInvariantChecker?

    override func touchesBegan(_ touches: Set<Touch>, with event: TouchKit.Event?) {
        checker?.viewReceived(.began, touches, at: self)
        super.touchesBegan(touches, with: event)
    }
    override func touchesMoved(_ touches: Set<Touch>, with event: TouchKit.Event?) {
        checker?.viewReceived(.moved, touches, at: self)
        super.touchesMoved(touches, with: event)
    }
    override func touchesEnded(_ touches: Set<Touch>, with event: TouchKit.Event?) {
        checker?.viewReceived(.ended, touches, at: self)
        super.touchesEnded(touches, with: event)
    }
    override func touchesCancelled(_ touches: Set<Touch>, with event: TouchKit.Event?) {
        checker?.viewReceived(.cancelled, touches, at: self)
        super.touchesCancelled(touches, with: event)
    }
}
