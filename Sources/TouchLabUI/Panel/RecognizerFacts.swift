import TouchKit
import TouchLabEngine

/// The inspector's words for a recognizer, read from the recognizer object: its kind, its
/// settings in UIKit's names, and how it waits for or shares touches with others.
@MainActor
package enum RecognizerFacts {
    package static func kind(of recognizer: GestureRecognizer) -> String {
        switch recognizer {
        case is TapGestureRecognizer: "tap"
        case is LongPressGestureRecognizer: "long press"
        case is SwipeGestureRecognizer: "swipe"
        case is ScreenEdgePanGestureRecognizer: "screen-edge pan"
        case is PanGestureRecognizer: "pan"
        case is PinchGestureRecognizer: "pinch"
        case is RotationGestureRecognizer: "rotation"
        default: "custom (\(String(describing: type(of: recognizer))))"
        }
    }

    /// e.g. "taps 2, touches 1, allowableMovement 45 pt".
    package static func settings(of recognizer: GestureRecognizer) -> String {
        let parts: [String]
        switch recognizer {
        case let tap as TapGestureRecognizer:
            parts = ["taps \(tap.numberOfTapsRequired)", "touches \(tap.numberOfTouchesRequired)",
                     "allowableMovement \(Quantity.points(tap.allowableMovement))"]
        case let press as LongPressGestureRecognizer:
            parts = ["minimumPressDuration \(Quantity.seconds(press.minimumPressDuration))",
                     "allowableMovement \(Quantity.points(press.allowableMovement))",
                     "taps \(press.numberOfTapsRequired)", "touches \(press.numberOfTouchesRequired)"]
        case let swipe as SwipeGestureRecognizer:
            parts = ["direction \(directions(swipe.direction))", "touches \(swipe.numberOfTouchesRequired)"]
        case let edge as ScreenEdgePanGestureRecognizer:
            parts = ["edges \(edges(edge.edges))"] + touchRange(edge)
        case let pan as PanGestureRecognizer:
            parts = touchRange(pan)
        case is PinchGestureRecognizer, is RotationGestureRecognizer:
            parts = ["two fingers"]
        default:
            parts = []
        }
        return (parts + [recognizer.isEnabled ? "enabled" : "disabled"]).joined(separator: ", ")
    }

    /// Failure requirements, simultaneous partners and the delegate's answers.
    package static func relations(of recognizer: GestureRecognizer, among all: [GestureRecognizer]) -> String {
        var parts: [String] = []
        let waits = all.filter { $0 !== recognizer && recognizer.waitsForFailure(of: $0) }.map(\.traceName)
        if !waits.isEmpty { parts.append("requires \(waits.joined(separator: ", ")) to fail") }
        let together = recognizer.simultaneousRecognizers.map(\.traceName)
        if !together.isEmpty { parts.append("recognizes simultaneously with \(together.joined(separator: ", "))") }
        if let delegate = recognizer.delegate {
            parts.append("delegate: shouldBegin \(delegate.gestureRecognizerShouldBegin(recognizer) ? "yes" : "no")")
            if let scene = delegate as? SceneGestureDelegate, !scene.ignoredViewNames.isEmpty {
                parts.append("shouldReceive no for touches in \(scene.ignoredViewNames.joined(separator: ", "))")
            }
        }
        return parts.joined(separator: "; ")
    }

    private static func touchRange(_ pan: PanGestureRecognizer) -> [String] {
        let maximum = pan.maximumNumberOfTouches == Int.max ? "\u{221E}" : "\(pan.maximumNumberOfTouches)"
        return ["minimumNumberOfTouches \(pan.minimumNumberOfTouches)", "maximumNumberOfTouches \(maximum)"]
    }

    static func edges(_ edges: ScreenEdgePanGestureRecognizer.Edges) -> String {
        let names: [(ScreenEdgePanGestureRecognizer.Edges, String)] = [(.top, "top"), (.left, "left"), (.bottom, "bottom"),
                                                                        (.right, "right")]
        let chosen = names.filter { edges.contains($0.0) }.map(\.1)
        return chosen.isEmpty ? "none" : chosen.joined(separator: "+")
    }

    static func directions(_ direction: SwipeGestureRecognizer.Direction) -> String {
        let names: [(SwipeGestureRecognizer.Direction, String)] = [(.right, "right"), (.left, "left"), (.up, "up"),
                                                                    (.down, "down")]
        let chosen = names.filter { direction.contains($0.0) }.map(\.1)
        return chosen.isEmpty ? "none" : chosen.joined(separator: "+")
    }
}
