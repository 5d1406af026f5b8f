/// A horizontal slider: a touch on the track moves the thumb there and dragging moves it
/// on, sending `valueChanged` for every change while dragging. Its drag beats a pan or a
/// swipe recognizer on an ancestor.
@MainActor
open class Slider: Control {
    /// The current value, between `minimumValue` and `maximumValue` when set by a touch.
    /// Setting it in code moves the thumb and sends no event.
    public var value = 0.0
    /// The value at the left end of the track (default 0).
    public var minimumValue = 0.0
    /// The value at the right end of the track (default 1).
    public var maximumValue = 1.0
    /// The thumb's diameter; the track runs between the thumb's centres at each end.
    public var thumbDiameter = 28.0

    /// Where `value` sits between the minimum and the maximum, 0…1.
    public var fraction: Double {
        guard maximumValue > minimumValue else { return 0 }
        return min(1, max(0, (value - minimumValue) / (maximumValue - minimumValue)))
    }

    open override func beginTracking(_ touch: Touch, with event: TouchKit.Event?) -> Bool {
        moveThumb(to: touch.location(in: self))
        return true
    }

    open override func continueTracking(_ touch: Touch, with event: TouchKit.Event?) -> Bool {
        moveThumb(to: touch.location(in: self))
        return true
    }

    open override func preventsGestureRecognizer(_ recognizer: GestureRecognizer) -> Bool {
        recognizer is PanGestureRecognizer || recognizer is SwipeGestureRecognizer
    }

    /// The value for a horizontal position in the slider's coordinates.
    public func value(at x: Double) -> Double {
        let inset = thumbDiameter / 2
        let span = max(1, bounds.width - thumbDiameter)
        let fraction = min(1, max(0, (x - bounds.minX - inset) / span))
        return minimumValue + fraction * (maximumValue - minimumValue)
    }

    private func moveThumb(to point: Point) {
        let newValue = value(at: point.x)
        guard newValue != value else { return }
        value = newValue
        sendActions(for: .valueChanged)
    }
}
