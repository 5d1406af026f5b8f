/// Sees a responder's touch messages before its own touch methods do, and may handle them
/// there: a way to watch or change how one responder takes touches without subclassing
/// every `View` class it could be (a `Button`, a `Slider`, a plain `View`).
///
/// Install one with `Responder.touchDecorator`. It is asked on every touch message the
/// responder receives, whether the message comes from the window (the responder is the
/// touch's view) or from a responder below it forwarding up the chain. It is not asked for
/// messages a gesture recognizer withholds or cancels before delivery.
@MainActor
public protocol TouchDeliveryDecorator: AnyObject {
    /// Called before `responder`'s own touch method for `method` runs; returns whether that
    /// method runs. Return false to take the message here and stop it, as an override that
    /// does not call `super` does (call `responder.noteHandled()` to show it in the trace).
    /// `touches` holds the touches of this message, in window coordinates through
    /// `Touch.location(in:)`.
    func responder(_ responder: Responder, willReceive method: TouchMethod,
                   _ touches: Set<Touch>, with event: Event?) -> Bool
}
