import TouchKit

/// One view of a scene file, validated.
package struct ViewDescription: Sendable {
    /// The `kind` key: which TouchKit class the view is built from.
    package enum Kind: String, Sendable, CaseIterable {
        case view, label, button, `switch`, slider
        /// A custom `Control` subclass: tracks touches, sends touch events, has no tap of
        /// its own (so it ranks below gesture recognizers).
        case control
        /// An image view: like a label, it takes no touches unless `userInteractionEnabled`.
        case image
        /// A scroll view (`ScrollDescription`).
        case scroll

        /// Whether views of this kind are controls (`enabled` applies).
        package var isControl: Bool { [.button, .switch, .slider, .control].contains(self) }
    }

    // Stored in this order so the one-byte keys fill the padding after `color`: a
    // description's stride is 160 bytes, not 184, and a scene keeps one per view.
    package var name: String
    /// In the superview's coordinates (the window's for the root), untransformed.
    package var frame: Rect
    package var color: Color?
    package var kind: Kind = .view
    package var isHidden = false
    /// Nil: the kind's default (labels do not take touches, everything else does).
    package var isUserInteractionEnabled: Bool?
    package var clipsToBounds = false
    /// `enabled` (controls only; nil: enabled).
    package var isEnabled: Bool?
    /// `multipleTouchEnabled` (UIKit's default: false).
    package var isMultipleTouchEnabled = false
    /// `exclusiveTouch` (UIKit's default: false).
    package var isExclusiveTouch = false
    /// The label's text, or the button's title.
    package var label: String?
    package var alpha = 1.0
    /// Index of the superview in `SceneDescription.views`; nil for the root.
    package var parent: Int?
    /// Indices of the subviews in `SceneDescription.views`, back to front.
    package var children: [Int] = []
    /// Where the view is in the file, for later errors (its key path is worked out from
    /// the tree when one is raised: `SceneDescription.path(ofView:)`).
    package var position: SourcePosition

    /// The keys most views leave out, held apart (nil while all are absent): a scene of
    /// 10,000 views keeps 10,000 descriptions for as long as it runs, and these inline
    /// would make each about 150 bytes larger.
    private var rare: RareKeys?

    private struct Rare: Sendable {
        var boundsOrigin = Point.zero
        var transform: TransformDescription?
        var behavior = SceneBehavior()
        var controller: String?
        var gestures: [GestureDescription] = []
        var scroll: ScrollDescription?

        var isDefault: Bool {
            boundsOrigin == .zero && transform == nil && behavior == SceneBehavior() && controller == nil
                && gestures.isEmpty && scroll == nil
        }
    }

    /// Immutable, so descriptions can share one; a change makes a new one.
    private final class RareKeys: Sendable {
        let keys: Rare
        init(_ keys: Rare) { self.keys = keys }
    }

    private mutating func change(_ body: (inout Rare) -> Void) {
        var keys = rare?.keys ?? Rare()
        body(&keys)
        rare = keys.isDefault ? nil : RareKeys(keys)
    }

    /// The `bounds` key's origin: where the view's visible area starts in its own
    /// coordinates (scrolling); the bounds' size is always the frame's.
    package var boundsOrigin: Point {
        get { rare?.keys.boundsOrigin ?? .zero }
        set { change { $0.boundsOrigin = newValue } }
    }
    /// The `transform` key, nil when absent (the identity).
    package var transform: TransformDescription? {
        get { rare?.keys.transform }
        set { change { $0.transform = newValue } }
    }
    /// hitOutset, minimumHitSize, pointInsideIncludes, handles and callsSuper.
    package var behavior: SceneBehavior {
        get { rare?.keys.behavior ?? SceneBehavior() }
        set { change { $0.behavior = newValue } }
    }
    /// The name of the view controller whose root view this is.
    package var controller: String? {
        get { rare?.keys.controller }
        set { change { $0.controller = newValue } }
    }
    package var gestures: [GestureDescription] {
        get { rare?.keys.gestures ?? [] }
        set { change { $0.gestures = newValue } }
    }

    /// A scroll view's keys (kind `scroll` only).
    package var scroll: ScrollDescription? {
        get { rare?.keys.scroll }
        set { change { $0.scroll = newValue } }
    }

    package init(name: String, frame: Rect, position: SourcePosition) {
        self.name = name
        self.frame = frame
        self.position = position
    }
}
