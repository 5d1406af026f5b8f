import TouchKit

/// One view of a scene file, validated.
public struct ViewDescription: Sendable {
    /// The `kind` key: which TouchKit class the view is built from.
    public enum Kind: String, Sendable, CaseIterable {
        case view, label, button, `switch`, slider
    }

    public var name: String
    /// In the superview's coordinates (the window's for the root).
    public var frame: Rect
    public var kind: Kind = .view
    public var color: Color?
    /// The label's text, or the button's title.
    public var label: String?
    public var isHidden = false
    public var alpha = 1.0
    /// Nil: the kind's default (labels do not take touches, everything else does).
    public var isUserInteractionEnabled: Bool?
    public var clipsToBounds = false
    /// hitOutset, minimumHitSize, pointInsideIncludes, handles and callsSuper.
    public var behavior = SceneBehavior()
    /// The name of the view controller whose root view this is.
    public var controller: String?
    public var gestures: [GestureDescription] = []
    /// Index of the superview in `SceneDescription.views`; nil for the root.
    public var parent: Int?
    /// Indices of the subviews in `SceneDescription.views`, back to front.
    public var children: [Int] = []
    /// Where the view is in the file, for later errors: its key path and position.
    public var path: String
    public var position: SourcePosition

    public init(name: String, frame: Rect, path: String, position: SourcePosition) {
        self.name = name
        self.frame = frame
        self.path = path
        self.position = position
    }
}
