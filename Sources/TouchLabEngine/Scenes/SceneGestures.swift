import TouchKit
import TouchLabFormats

/// Creates the gesture recognizers a scene file describes and attaches them to their views.
@MainActor
package enum SceneGestures {
    /// Installs every gesture of `description` on `views` (indexed as the description's
    /// views) and returns the recognizers by gesture name. References between gestures
    /// (`requiresToFail`, `simultaneousWith`) are resolved once all exist; the validator
    /// has already checked that they resolve.
    package static func install(_ description: SceneDescription, on views: [View]) -> [String: GestureRecognizer] {
        var recognizers: [String: GestureRecognizer] = [:]
        for (index, item) in description.views.enumerated() {
            for gesture in item.gestures {
                let recognizer = makeRecognizer(gesture)
                recognizer.addAction { _ in }
                views[index].addGestureRecognizer(recognizer)
                recognizers[gesture.name] = recognizer
            }
        }
        for gesture in description.gestures {
            guard let recognizer = recognizers[gesture.name] else { continue }
            if let other = gesture.requiresToFail.flatMap({ recognizers[$0] }) {
                recognizer.require(toFail: other)
            }
            recognizer.simultaneousRecognizers = gesture.simultaneousWith.compactMap { recognizers[$0] }
        }
        return recognizers
    }

    /// The recognizer for one description, with its options; unset options keep UIKit's
    /// defaults.
    package static func makeRecognizer(_ gesture: GestureDescription) -> GestureRecognizer {
        let recognizer = makeKind(gesture)
        if let value = gesture.cancelsTouchesInView { recognizer.cancelsTouchesInView = value }
        if let value = gesture.delaysTouchesBegan { recognizer.delaysTouchesBegan = value }
        if let value = gesture.delaysTouchesEnded { recognizer.delaysTouchesEnded = value }
        if let value = gesture.isEnabled { recognizer.isEnabled = value }
        return recognizer
    }

    private static func makeKind(_ gesture: GestureDescription) -> GestureRecognizer {
        let name = gesture.name
        switch gesture.kind {
        case .tap:
            let tap = TapGestureRecognizer(name: name)
            if let taps = gesture.taps { tap.numberOfTapsRequired = taps }
            if let touches = gesture.touches { tap.numberOfTouchesRequired = touches }
            return tap
        case .longPress:
            let press = LongPressGestureRecognizer(name: name)
            if let touches = gesture.touches { press.numberOfTouchesRequired = touches }
            if let taps = gesture.taps { press.numberOfTapsRequired = taps }
            if let duration = gesture.minimumPressDuration { press.minimumPressDuration = duration }
            if let movement = gesture.allowableMovement { press.allowableMovement = movement }
            return press
        case .swipe:
            let swipe = SwipeGestureRecognizer(name: name)
            if !gesture.directions.isEmpty { swipe.direction = direction(gesture.directions) }
            if let touches = gesture.touches { swipe.numberOfTouchesRequired = touches }
            return swipe
        case .pan:
            return configurePan(PanGestureRecognizer(name: name), gesture)
        case .screenEdgePan:
            let pan = ScreenEdgePanGestureRecognizer(name: name)
            pan.edges = edges(gesture.edges)
            return configurePan(pan, gesture)
        case .pinch: return PinchGestureRecognizer(name: name)
        case .rotation: return RotationGestureRecognizer(name: name)
        }
    }

    private static func configurePan(_ pan: PanGestureRecognizer, _ gesture: GestureDescription) -> PanGestureRecognizer {
        if let touches = gesture.touches ?? gesture.minimumNumberOfTouches { pan.minimumNumberOfTouches = touches }
        if let most = gesture.maximumNumberOfTouches { pan.maximumNumberOfTouches = most }
        return pan
    }

    private static func edges(_ words: [GestureDescription.Edge]) -> ScreenEdgePanGestureRecognizer.Edges {
        var result: ScreenEdgePanGestureRecognizer.Edges = []
        for word in words {
            switch word {
            case .top: result.insert(.top)
            case .left: result.insert(.left)
            case .bottom: result.insert(.bottom)
            case .right: result.insert(.right)
            case .all: result.formUnion(.all)
            }
        }
        return result
    }

    private static func direction(_ directions: [GestureDescription.Direction]) -> SwipeGestureRecognizer.Direction {
        var result: SwipeGestureRecognizer.Direction = []
        for direction in directions {
            switch direction {
            case .left: result.insert(.left)
            case .right: result.insert(.right)
            case .up: result.insert(.up)
            case .down: result.insert(.down)
            }
        }
        return result
    }
}
