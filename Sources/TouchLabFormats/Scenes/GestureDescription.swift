/// One entry of a view's `gestures` list, validated.
package struct GestureDescription: Sendable {
    /// The `kind` key: which recognizer to create.
    package enum Kind: String, Sendable, CaseIterable {
        case tap, longPress, swipe, pan, screenEdgePan, pinch, rotation
    }

    /// The `edges` key of a screen-edge pan.
    package enum Edge: String, Sendable, CaseIterable {
        case top, left, bottom, right, all
    }

    /// The `direction` key of a swipe.
    package enum Direction: String, Sendable, CaseIterable {
        case left, right, up, down
    }

    package var kind: Kind
    /// Unique in the scene: `requiresToFail` and `simultaneousWith` refer to it.
    package var name: String
    /// `taps`: numberOfTapsRequired (tap and long press).
    package var taps: Int?
    /// `enabled`: isEnabled (a disabled recognizer receives no touches).
    package var isEnabled: Bool?
    /// `minimumPressDuration` in seconds and `allowableMovement` in points (long press).
    package var minimumPressDuration: Double?
    package var allowableMovement: Double?
    /// `minimumNumberOfTouches` / `maximumNumberOfTouches` (pan and screen-edge pan).
    package var minimumNumberOfTouches: Int?
    package var maximumNumberOfTouches: Int?
    /// `edges`: where a screen-edge pan may start.
    package var edges: [Edge] = []
    /// The delegate's answer to `gestureRecognizerShouldBegin` (nil: the default, yes).
    package var shouldBegin: Bool?
    /// View names: the delegate's `shouldReceive` says no to a touch whose view is one of
    /// them or inside one.
    package var ignoresTouchesIn: [String] = []
    /// `touches`: numberOfTouchesRequired (tap, long press, swipe; pan's minimum).
    package var touches: Int?
    /// `direction`: one or more swipe directions.
    package var directions: [Direction] = []
    package var cancelsTouchesInView: Bool?
    package var delaysTouchesBegan: Bool?
    package var delaysTouchesEnded: Bool?
    /// The name of the gesture this one waits to fail.
    package var requiresToFail: String?
    /// Names of the gestures this one may recognize together with.
    package var simultaneousWith: [String] = []
    /// The delegate's `shouldRequireFailureOf`: names of the gestures this one waits for
    /// to fail.
    package var shouldRequireFailureOf: [String] = []
    /// The delegate's `shouldBeRequiredToFailBy`: names of the gestures that wait for this
    /// one to fail.
    package var shouldBeRequiredToFailBy: [String] = []
    /// Where the gesture is in the file.
    package var path: String
    package var position: SourcePosition

    package init(kind: Kind, name: String, path: String, position: SourcePosition) {
        self.kind = kind
        self.name = name
        self.path = path
        self.position = position
    }
}
