import TouchKit

/// Why a recognizer failed on its own, from its kind, its settings and the input that was
/// being delivered when it failed (nil: a timer ran out). Each sentence names the setting
/// that decided, with its value, in UIKit's words.
@MainActor
enum RecognizerFailureWords {
    static func reason(for recognizer: GestureRecognizer, input: XI2Input.Kind?) -> String {
        let phase = Phase(input)
        switch recognizer {
        case let tap as TapGestureRecognizer: return tapReason(tap, phase)
        case let press as LongPressGestureRecognizer: return longPressReason(press, phase)
        case let swipe as SwipeGestureRecognizer:
            return "the touches did not move \(Quantity.points(swipe.minimumDistance)) in its direction "
                + "within \(Quantity.seconds(swipe.maximumDuration)), or more fingers came down than "
                + "\(swipe.numberOfTouchesRequired)"
        case let pan as PanGestureRecognizer:
            if phase == .down { return "more fingers came down than maximumNumberOfTouches (\(pan.maximumNumberOfTouches))" }
            return "the touches ended before moving \(Quantity.points(pan.hysteresis)): a pan begins only "
                + "once they move"
        case is PinchGestureRecognizer, is RotationGestureRecognizer:
            return "the touches ended before two fingers moved enough to begin"
        default:
            return "it set its state to failed when the \(phase.words) came"
        }
    }

    /// What the input did, by phase.
    enum Phase {
        case down, move, up, timer, other

        init(_ kind: XI2Input.Kind?) {
            switch kind {
            case .touchBegin?, .buttonPress?: self = .down
            case .touchUpdate?, .motion?: self = .move
            case .touchEnd?, .buttonRelease?: self = .up
            case nil: self = .timer
            default: self = .other
            }
        }

        var words: String {
            switch self {
            case .down: "touch-down"
            case .move: "move"
            case .up: "lift"
            case .timer: "timer"
            case .other: "input"
            }
        }
    }

    private static func tapReason(_ tap: TapGestureRecognizer, _ phase: Phase) -> String {
        switch phase {
        case .move:
            return "a finger moved more than allowableMovement (\(Quantity.points(tap.allowableMovement)))"
        case .down:
            return "the next touch came down farther than \(Quantity.points(tap.allowableMovement)) from the "
                + "first tap, or more than \(tap.numberOfTouchesRequired) finger(s)"
        case .timer where tap.numberOfTapsRequired > 1:
            return "it needs \(tap.numberOfTapsRequired) taps and the next did not come down within "
                + Quantity.seconds(tap.maximumTapInterval)
        case .timer:
            return "a finger stayed down longer than a tap may last (\(Quantity.seconds(tap.maximumTapDuration)))"
        case .up:
            return "fewer fingers lifted together than the \(tap.numberOfTouchesRequired) it needs"
        case .other:
            return "the touches were interrupted"
        }
    }

    private static func longPressReason(_ press: LongPressGestureRecognizer, _ phase: Phase) -> String {
        switch phase {
        case .move:
            return "a finger moved more than allowableMovement (\(Quantity.points(press.allowableMovement))) "
                + "before minimumPressDuration (\(Quantity.seconds(press.minimumPressDuration)))"
        case .up:
            return "the finger lifted before minimumPressDuration (\(Quantity.seconds(press.minimumPressDuration)))"
        case .down:
            return "more fingers came down than numberOfTouchesRequired (\(press.numberOfTouchesRequired))"
        case .timer:
            return "the taps it needs first (\(press.numberOfTapsRequired)) did not come in time"
        case .other:
            return "the touches were interrupted"
        }
    }
}
