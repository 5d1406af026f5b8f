/// One entry of a view's `gestures` list, validated.
public struct GestureDescription: Sendable {
    /// The `kind` key: which recognizer to create.
    public enum Kind: String, Sendable, CaseIterable {
        case tap, longPress, swipe, pan, pinch, rotation
    }

    /// The `direction` key of a swipe.
    public enum Direction: String, Sendable, CaseIterable {
        case left, right, up, down
    }

    public var kind: Kind
    /// Unique in the scene: `requiresToFail` and `simultaneousWith` refer to it.
    public var name: String
    /// `taps`: numberOfTapsRequired (tap only).
    public var taps: Int?
    /// `touches`: numberOfTouchesRequired (tap, long press, swipe; pan's minimum).
    public var touches: Int?
    /// `direction`: one or more swipe directions.
    public var directions: [Direction] = []
    public var cancelsTouchesInView: Bool?
    public var delaysTouchesBegan: Bool?
    public var delaysTouchesEnded: Bool?
    /// The name of the gesture this one waits to fail.
    public var requiresToFail: String?
    /// Names of the gestures this one may recognize together with.
    public var simultaneousWith: [String] = []
    /// Where the gesture is in the file.
    public var path: String
    public var position: SourcePosition

    public init(kind: Kind, name: String, path: String, position: SourcePosition) {
        self.kind = kind
        self.name = name
        self.path = path
        self.position = position
    }
}
