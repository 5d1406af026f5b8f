/// An object that can receive events and pass them on: the base of views, view
/// controllers, windows and the application.
///
/// The four touch methods, the press methods, the motion methods and
/// `remoteControlReceived(with:)` all default to forwarding the same arguments to `next`;
/// when `next` is nil the event is discarded. A subclass that overrides one of them handles
/// the event and stops it there, unless it calls `super`.
@MainActor
open class Responder {
    /// The name used in traces and overlays; subclasses give a meaningful default.
    open var traceName: String { String(describing: type(of: self)) }

    /// Creates a responder with no next responder.
    public init() {}

    /// Sees this responder's touch messages before its touch methods do, and may take them
    /// (see `TouchDeliveryDecorator`); nil, the default, delivers straight to the methods.
    /// Held strongly: the decorator must not hold this responder strongly.
    @exclusivity(unchecked) public var touchDecorator: (any TouchDeliveryDecorator)?

    /// The next responder in the chain, or nil at its end.
    open var next: Responder? { nil }

    // MARK: Touches
    //
    // The window calls these on a touch's view (the hit-test result of its began phase) for
    // every phase, unless a recognizer delays or cancels them; the default forwards to
    // `next`. `touches` holds only the touches of this view that changed, in window
    // coordinates through `Touch.location(in:)`. Every touch that began here ends here with
    // exactly one `touchesEnded` or `touchesCancelled`.

    /// Fingers came down on this view (or a descendant that forwarded them). Override to
    /// handle them; call `super` to let the next responder see them too.
    open func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        forward(.began, touches, event)
    }

    /// Fingers of this view moved; they stay this view's however far they go.
    open func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        forward(.moved, touches, event)
    }

    /// Fingers of this view lifted: the last message they bring.
    open func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        forward(.ended, touches, event)
    }

    /// The touches were taken away (a recognizer recognized, the device went away, the
    /// view left the window): the last message they bring, instead of `touchesEnded`. Undo
    /// what `touchesBegan` started.
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        forward(.cancelled, touches, event)
    }

    // MARK: Presses, motion and remote control

    /// A key went down. Delivered to the first responder (else the key window) and forwarded
    /// up the chain by default.
    open func pressesBegan(_ presses: Set<Press>, with event: Event?) {
        forward(.pressesBegan(presses), event)
    }

    /// A key went up: the last message of its press.
    open func pressesEnded(_ presses: Set<Press>, with event: Event?) {
        forward(.pressesEnded(presses), event)
    }

    /// A press was taken away instead of ending; undo what `pressesBegan` started. Part of
    /// UIKit's protocol for overriding; TouchKit's own key input always ends its presses.
    open func pressesCancelled(_ presses: Set<Press>, with event: Event?) {
        forward(.pressesCancelled(presses), event)
    }

    /// A motion such as a shake began. Delivered to the first responder (else the key window)
    /// and forwarded up the chain by default.
    open func motionBegan(_ motion: Event.Subtype, with event: Event?) {
        forward(.motionBegan(motion), event)
    }

    /// The motion ended: the usual place to act on a shake.
    open func motionEnded(_ motion: Event.Subtype, with event: Event?) {
        forward(.motionEnded(motion), event)
    }

    /// The motion was interrupted instead of ending. Part of UIKit's protocol for
    /// overriding; TouchKit's own input always ends a shake.
    open func motionCancelled(_ motion: Event.Subtype, with event: Event?) {
        forward(.motionCancelled(motion), event)
    }

    /// A remote-control command arrived; `event.subtype` says which. Delivered to the first
    /// responder (else the key window) and forwarded up the chain by default.
    open func remoteControlReceived(with event: Event?) {
        forward(.remoteControl, event)
    }

    // MARK: First responder

    /// Whether this responder accepts first-responder status; false by default.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this responder gives up first-responder status when asked; true by default.
    open var canResignFirstResponder: Bool { true }

    /// Makes this responder the application's first responder, the start of the chain for
    /// events without a location. Returns false when it cannot become first responder or
    /// is not connected to an application.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let application = findApplication() else { return false }
        if application.firstResponder === self { return true }
        if let current = application.firstResponder, !current.resignFirstResponder() {
            return false
        }
        application.firstResponder = self
        return true
    }

    /// Gives up first-responder status; returns false when `canResignFirstResponder` is false.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if let application = findApplication(), application.firstResponder === self {
            application.firstResponder = nil
        }
        return true
    }

    /// Whether this responder is the application's first responder.
    public var isFirstResponder: Bool { findApplication()?.firstResponder === self }

    /// The application at the end of this responder's chain, if any.
    func findApplication() -> Application? {
        var responder: Responder? = self
        var steps = 0
        while let current = responder, steps < 100_000 {
            if let application = current as? Application { return application }
            responder = current.next
            steps += 1
        }
        return nil
    }
}
