/// The touch methods, named so delivery can be recorded and replayed without closures.
public enum TouchMethod: Sendable, CaseIterable {
    /// `touchesBegan(_:with:)`.
    case began
    /// `touchesMoved(_:with:)`.
    case moved
    /// `touchesEnded(_:with:)`.
    case ended
    /// `touchesCancelled(_:with:)`.
    case cancelled

    /// The trace's name for the message: `touchesBegan`, …
    public var messageName: String {
        switch self {
        case .began: "touchesBegan"
        case .moved: "touchesMoved"
        case .ended: "touchesEnded"
        case .cancelled: "touchesCancelled"
        }
    }
}

/// The location-less messages that travel from the first responder up the chain.
enum ChainMessage {
    case pressesBegan(Set<Press>), pressesEnded(Set<Press>), pressesCancelled(Set<Press>)
    case motionBegan(Event.Subtype), motionEnded(Event.Subtype), motionCancelled(Event.Subtype)
    case remoteControl
}

extension Responder {
    /// Delivers a touch message to this responder, recording the receipt in the current
    /// delivery record. Every hop of the chain goes through here, so the record lists
    /// every responder that received the message.
    func receive(_ method: TouchMethod, _ touches: Set<Touch>, _ event: Event?) {
        DeliveryRecorder.current?.received(self)
        if let touchDecorator, !touchDecorator.responder(self, willReceive: method, touches, with: event) { return }
        switch method {
        case .began: touchesBegan(touches, with: event)
        case .moved: touchesMoved(touches, with: event)
        case .ended: touchesEnded(touches, with: event)
        case .cancelled: touchesCancelled(touches, with: event)
        }
    }

    /// Delivers a location-less message to this responder, recording the receipt.
    func receive(_ message: ChainMessage, _ event: Event?) {
        DeliveryRecorder.current?.received(self)
        switch message {
        case .pressesBegan(let presses): pressesBegan(presses, with: event)
        case .pressesEnded(let presses): pressesEnded(presses, with: event)
        case .pressesCancelled(let presses): pressesCancelled(presses, with: event)
        case .motionBegan(let motion): motionBegan(motion, with: event)
        case .motionEnded(let motion): motionEnded(motion, with: event)
        case .motionCancelled(let motion): motionCancelled(motion, with: event)
        case .remoteControl: remoteControlReceived(with: event)
        }
    }

    /// Tells the trace that this responder handled the touch message it is receiving. A
    /// responder that handles a message and then calls `super` shows as `Name+` in the
    /// trace; one that stops it shows as `Name*` whether or not it calls this. Delivery
    /// does not depend on it: UIKit cannot see what an override does, so it is a note.
    public func noteHandled() {
        DeliveryRecorder.current?.handledBy(self)
    }

    func forward(_ method: TouchMethod, _ touches: Set<Touch>, _ event: Event?) {
        if let next {
            next.receive(method, touches, event)
        } else {
            DeliveryRecorder.current?.discarded()
        }
    }

    func forward(_ message: ChainMessage, _ event: Event?) {
        if let next {
            next.receive(message, event)
        } else {
            DeliveryRecorder.current?.discarded()
        }
    }
}

/// Collects which responders received one message, while it is being delivered, and holds
/// back the trace steps the delivery causes (control events, actions, recognizer changes)
/// so they can follow the delivery's own line, as cause before effect.
///
/// Delivery itself never depends on the recorder; it exists only while tracing, so the
/// responder chain behaves the same whether or not anyone watches.
@MainActor
final class DeliveryRecorder {
    @exclusivity(unchecked) static var current: DeliveryRecorder?

    private(set) var receivers: [Responder] = []
    /// Indices into `receivers` of those that said they handled the message.
    private(set) var handled: Set<Int> = []
    private(set) var wasDiscarded = false
    /// Trace records made during the delivery, in order.
    private(set) var caused: [TraceRecord] = []

    func received(_ responder: Responder) { receivers.append(responder) }
    func discarded() { wasDiscarded = true }
    func hold(_ record: TraceRecord) { caused.append(record) }

    /// Notes that `responder`, the latest to receive the message, handled it.
    func handledBy(_ responder: Responder) {
        if let index = receivers.lastIndex(where: { $0 === responder }) { handled.insert(index) }
    }

    /// Runs `body` with a fresh recorder installed when `enabled`, and returns what it saw.
    static func record(enabled: Bool, _ body: () -> Void) -> DeliveryRecorder? {
        guard enabled else {
            body()
            return nil
        }
        let recorder = DeliveryRecorder()
        let outer = current
        current = recorder
        body()
        current = outer
        return recorder
    }
}
