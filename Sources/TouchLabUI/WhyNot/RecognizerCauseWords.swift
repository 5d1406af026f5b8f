import TouchKit
import TouchLabEngine

/// The one place a recorded cause becomes words: the inspector, `--describe`'s outcomes
/// and any other reader say a failure or cancellation with these sentences, so they can
/// be translated together. Each names the setting that decided, with its value, in UIKit's
/// words, read from the recognizer; the cause itself is the model's record, never worked
/// out here.
@MainActor
package enum RecognizerCauseWords {
    /// Why `recognizer` failed or was cancelled, for the `reason` the model recorded (nil: a
    /// failure its own code did not name).
    package static func text(for reason: GestureRecognizer.Reason?, of recognizer: GestureRecognizer?,
                              in scene: Scene) -> String {
        guard let reason else { return "it set its state to failed by its own rule" }
        let party = reason.party ?? "another recognizer"
        switch reason.cause {
        case .control:
            return "\(reason.party ?? "a control"), \(controlKind(reason.party, in: scene)), took the touch"
        case .requiredToFail:
            guard reason.party != nil else {
                return "its touches ended while it waited for a recognizer it requires to fail"
            }
            return "it requires \(party) to fail, and \(party) recognized"
        case .prevented:
            return "\(party) recognized first and took the touches they shared (no simultaneous recognition allowed)"
        case .delegate: return "gestureRecognizerShouldBegin answered no"
        case .touchCount: return touchCount(recognizer)
        case .movement: return movement(recognizer)
        case .timing: return timing(recognizer)
        case .direction:
            let words = (recognizer as? SwipeGestureRecognizer).map { " (\(RecognizerFacts.directions($0.direction)))" }
            return "the touches moved, but not in its direction" + (words ?? "")
        case .edge:
            let words = (recognizer as? ScreenEdgePanGestureRecognizer).map {
                " (\(RecognizerFacts.edges($0.edges)), within \(Quantity.points($0.edgeWidth)))"
            }
            return "the touch did not begin at one of its edges" + (words ?? "")
        case .disabled: return "it was disabled while it followed the touches"
        case .cancelled: return "its touches were cancelled"
        }
    }

    /// "a button", "a switch", … for the control named `name`.
    private static func controlKind(_ name: String?, in scene: Scene) -> String {
        switch name.flatMap(scene.view(named:)) {
        case is Button: "a button"
        case is Switch: "a switch"
        case is Slider: "a slider"
        default: "a control"
        }
    }

    private static func touchCount(_ recognizer: GestureRecognizer?) -> String {
        switch recognizer {
        case let tap as TapGestureRecognizer:
            "it needs \(tap.numberOfTouchesRequired) finger(s) together, and a different number came down"
        case let press as LongPressGestureRecognizer:
            "more fingers came down than numberOfTouchesRequired (\(press.numberOfTouchesRequired))"
        case let swipe as SwipeGestureRecognizer:
            "more fingers came down than numberOfTouchesRequired (\(swipe.numberOfTouchesRequired))"
        case let pan as PanGestureRecognizer:
            "more fingers came down than maximumNumberOfTouches (\(pan.maximumNumberOfTouches))"
        case is PinchGestureRecognizer, is RotationGestureRecognizer:
            "two fingers never came down together"
        default:
            "a different number of fingers came down than it needs"
        }
    }

    private static func movement(_ recognizer: GestureRecognizer?) -> String {
        switch recognizer {
        case let tap as TapGestureRecognizer:
            "a finger moved more than allowableMovement (\(Quantity.points(tap.allowableMovement))), "
                + "or a later tap came down that far from the first"
        case let press as LongPressGestureRecognizer:
            "a finger moved more than allowableMovement (\(Quantity.points(press.allowableMovement))) "
                + "before minimumPressDuration (\(Quantity.seconds(press.minimumPressDuration)))"
        case let swipe as SwipeGestureRecognizer:
            "the touches lifted before moving \(Quantity.points(swipe.minimumDistance))"
        case let pan as PanGestureRecognizer:
            "the touches ended before moving \(Quantity.points(pan.hysteresis)): a pan begins only once they move"
        case is PinchGestureRecognizer, is RotationGestureRecognizer:
            "the touches ended before two fingers moved enough to begin"
        default:
            "the touches did not move as it needs"
        }
    }

    private static func timing(_ recognizer: GestureRecognizer?) -> String {
        switch recognizer {
        case let tap as TapGestureRecognizer where tap.numberOfTapsRequired > 1:
            "it needs \(tap.numberOfTapsRequired) taps and the next did not come down within "
                + "\(Quantity.seconds(tap.maximumTapInterval)) (or a finger stayed down longer than "
                + "\(Quantity.seconds(tap.maximumTapDuration)))"
        case let tap as TapGestureRecognizer:
            "a finger stayed down longer than a tap may last (\(Quantity.seconds(tap.maximumTapDuration)))"
        case let press as LongPressGestureRecognizer:
            "the finger lifted before minimumPressDuration (\(Quantity.seconds(press.minimumPressDuration)))"
        case let swipe as SwipeGestureRecognizer:
            "the touches took longer than maximumDuration (\(Quantity.seconds(swipe.maximumDuration)))"
        default:
            "its time ran out"
        }
    }
}
