/// An on/off switch: a tap (released inside) toggles `isOn` and sends `valueChanged`
/// and `primaryActionTriggered` after `touchUpInside`.
@MainActor
open class Switch: Control {
    /// Whether the switch is on. A tap toggles it and sends `valueChanged`; setting it in code
    /// sends nothing.
    public var isOn = false

    /// Sets the value without sending events, as UIKit's `setOn(_:animated:)` does.
    public func setOn(_ on: Bool) {
        isOn = on
    }

    open override var touchUpInsideEvents: Event { [.touchUpInside] }

    open override func endTracking(_ touch: Touch?, with event: TouchKit.Event?) {
        guard let touch, isWithinDragSlop(touch.location(in: self)) else { return }
        isOn.toggle()
        pendingValueChange = true
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: TouchKit.Event?) {
        super.touchesEnded(touches, with: event)
        if pendingValueChange {
            pendingValueChange = false
            sendActions(for: [.valueChanged, .primaryActionTriggered])
        }
    }

    open override func preventsGestureRecognizer(_ recognizer: GestureRecognizer) -> Bool {
        recognizer.isSingleFingerSingleTap
    }

    private var pendingValueChange = false
}
