/// A horizontal slider: dragging the thumb changes `value` and sends `valueChanged`.
@MainActor
open class Slider: Control {
    public var value = 0.0
    public var minimumValue = 0.0
    public var maximumValue = 1.0

    /// Where `value` sits between the minimum and the maximum, 0…1.
    public var fraction: Double {
        guard maximumValue > minimumValue else { return 0 }
        return min(1, max(0, (value - minimumValue) / (maximumValue - minimumValue)))
    }
}
