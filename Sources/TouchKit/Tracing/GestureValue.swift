/// One value a recognizer reports with a state change, in UIKit's words: what the trace
/// prints after `gesture NAME STATE`.
public enum GestureValue: Sendable, Equatable {
    /// `location(in:)` in the recognizer's view.
    case location(Point)
    /// A pan's `translation(in:)` in its view.
    case translation(Point)
    /// A pan's `velocity(in:)`, points per second.
    case velocity(Point)
    /// A pinch's `scale`.
    case scale(Double)
    /// A rotation's `rotation`, radians.
    case rotation(Double)
    /// A pinch's or rotation's `velocity`: scale or radians per second.
    case rate(Double)

    /// The trace's words, e.g. `translation (30.0, 0.0)` or `scale 1.25`.
    public var text: String {
        switch self {
        case .location(let point): "location \(point)"
        case .translation(let point): "translation \(point)"
        case .velocity(let point): "velocity \(point)"
        case .scale(let value): "scale " + formatFixed(value, decimals: 2)
        case .rotation(let value): "rotation " + formatFixed(value, decimals: 2)
        case .rate(let value): "velocity " + formatFixed(value, decimals: 2)
        }
    }
}
