@testable import TouchKit

/// Reports every touch message a responder receives *as the touch's own view* to a
/// `TouchInvariantChecker`, then lets the responder behave as its class does — or, for
/// the methods in `handled`, takes the message and stops it unless `callsSuper`.
/// Messages a view only receives because a subview forwarded them are not reported.
@MainActor
final class RecordingDecorator: TouchDeliveryDecorator {
    weak var checker: TouchInvariantChecker?
    var handled: Set<TouchMethod> = []
    var callsSuper = false

    init(checker: TouchInvariantChecker) { self.checker = checker }

    func responder(_ responder: Responder, willReceive method: TouchMethod,
                   _ touches: Set<Touch>, with event: Event?) -> Bool {
        if let view = responder as? View { checker?.viewReceived(method, touches, at: view) }
        return !handled.contains(method) || callsSuper
    }
}

extension Responder {
    /// Installs a `RecordingDecorator` reporting to `checker` and returns it.
    @discardableResult
    func record(to checker: TouchInvariantChecker) -> RecordingDecorator {
        let decorator = RecordingDecorator(checker: checker)
        touchDecorator = decorator
        return decorator
    }
}

/// A window that also reports each touch event it is sent, so the checker sees every
/// `Touch` object (to check later that finished ones are freed).
@MainActor
final class RecordingWindow: Window {
    weak var checker: TouchInvariantChecker? {
        didSet { if let checker { record(to: checker) } }
    }

    override func sendEvent(_ event: Event) {
        checker?.windowWillSend(event, from: self)
        super.sendEvent(event)
        checker?.windowDidSend(event, from: self)
    }
}
