import TouchKit
import TouchLabFormats
import TouchLabEngine

/// The inspector's live edits of one scene view: each toggle changes the view the scene
/// runs with, and `reset` puts back what the scene file says for the whole scene.
@MainActor
package struct SelectionEditor {
    /// The enlarged hit area: UIKit's recommended minimum touch target, and some slack.
    package static let enlargedMinimumHitSize = 44.0
    package static let enlargedHitOutset = EdgeInsets(all: 10)

    package let scene: Scene
    package let view: View

    package init(scene: Scene, view: View) {
        self.scene = scene
        self.view = view
    }

    package var isHidden: Bool {
        get { view.isHidden }
        nonmutating set { view.isHidden = newValue }
    }

    package var isUserInteractionEnabled: Bool {
        get { view.isUserInteractionEnabled }
        nonmutating set { view.isUserInteractionEnabled = newValue }
    }

    package var clipsToBounds: Bool {
        get { view.clipsToBounds }
        nonmutating set { view.clipsToBounds = newValue }
    }

    package var alpha: Double {
        get { view.alpha }
        nonmutating set { view.alpha = min(1, max(0, newValue)) }
    }

    package var isMultipleTouchEnabled: Bool {
        get { view.isMultipleTouchEnabled }
        nonmutating set { view.isMultipleTouchEnabled = newValue }
    }

    package var isExclusiveTouch: Bool {
        get { view.isExclusiveTouch }
        nonmutating set { view.isExclusiveTouch = newValue }
    }

    /// A control's `isEnabled`; nil for a view that is not a control.
    package var isEnabled: Bool? {
        (view as? Control)?.isEnabled
    }

    /// The view's recognizer named `name`.
    package func recognizer(named name: String) -> GestureRecognizer? {
        view.gestureRecognizers.first { $0.traceName == name }
    }

    /// Whether the view's touch rules can be changed (it was built from a scene file).
    package var hasBehavior: Bool { view is any SceneBehaving }

    /// On: at least 44×44 and 10 points of slack on every side. Off: the scene's value.
    package var hasEnlargedHitArea: Bool {
        get {
            guard let behaving = view as? any SceneBehaving else { return false }
            return behaving.behavior.minimumHitSize >= Self.enlargedMinimumHitSize
                && behaving.behavior.hitOutset == Self.enlargedHitOutset
        }
        nonmutating set {
            guard let behaving = view as? any SceneBehaving else { return }
            let original = originalBehavior ?? SceneBehavior()
            behaving.behavior.minimumHitSize = newValue ? Self.enlargedMinimumHitSize : original.minimumHitSize
            behaving.behavior.hitOutset = newValue ? Self.enlargedHitOutset : original.hitOutset
        }
    }

    /// On: every descendant sticking out of the bounds counts as inside. Off: none does.
    package var includesOutOfBoundsChildren: Bool {
        get { ((view as? any SceneBehaving)?.behavior.pointInsideIncludes.isEmpty == false) }
        nonmutating set {
            guard let behaving = view as? any SceneBehaving else { return }
            behaving.behavior.pointInsideIncludes = newValue ? outOfBoundsDescendants : []
        }
    }

    /// The names of descendants whose frames reach outside the view's bounds.
    package var outOfBoundsDescendants: [String] {
        var names: [String] = []
        let bounds = view.bounds
        view.forEachInSubtree { descendant in
            guard descendant !== view, let name = descendant.name else { return }
            let area = descendant.convert(descendant.bounds, to: view)
            if area.minX < bounds.minX || area.minY < bounds.minY || area.maxX > bounds.maxX || area.maxY > bounds.maxY {
                names.append(name)
            }
        }
        return names
    }

    /// Puts back everything the inspector can change, in the whole scene (not only this
    /// view), as the scene file has it: after Reset the scene tells its unedited story.
    package func reset() {
        scene.resetEdits()
    }

    private var originalDescription: ViewDescription? {
        guard let index = scene.allViews.firstIndex(where: { $0 === view }),
              let views = scene.source?.views, views.indices.contains(index) else { return nil }
        return views[index]
    }

    private var originalBehavior: SceneBehavior? { originalDescription?.behavior }
}

extension SelectionEditor {
    /// Makes the change `edit` names.
    package func apply(_ edit: SelectionEdit) {
        let editor = self
        switch edit {
        case .hidden(let on): editor.isHidden = on
        case .userInteraction(let on): editor.isUserInteractionEnabled = on
        case .clipsToBounds(let on): editor.clipsToBounds = on
        case .multipleTouch(let on): editor.isMultipleTouchEnabled = on
        case .exclusiveTouch(let on): editor.isExclusiveTouch = on
        case .enabled(let on): (view as? Control)?.isEnabled = on
        case let .recognizer(name, setting, on):
            guard let recognizer = recognizer(named: name) else { return }
            Self.set(setting, of: recognizer, to: on)
        case .enlargedHitArea(let on): editor.hasEnlargedHitArea = on
        case .outOfBoundsChildren(let on): editor.includesOutOfBoundsChildren = on
        case .alpha(let value): editor.alpha = value
        case .reset: reset()
        }
    }
}

extension SelectionEditor {
    /// The value of `setting` on `recognizer`.
    package static func value(of setting: RecognizerSetting, on recognizer: GestureRecognizer) -> Bool {
        switch setting {
        case .enabled: recognizer.isEnabled
        case .cancelsTouchesInView: recognizer.cancelsTouchesInView
        case .delaysTouchesBegan: recognizer.delaysTouchesBegan
        case .delaysTouchesEnded: recognizer.delaysTouchesEnded
        }
    }

    static func set(_ setting: RecognizerSetting, of recognizer: GestureRecognizer, to on: Bool) {
        switch setting {
        case .enabled: recognizer.isEnabled = on
        case .cancelsTouchesInView: recognizer.cancelsTouchesInView = on
        case .delaysTouchesBegan: recognizer.delaysTouchesBegan = on
        case .delaysTouchesEnded: recognizer.delaysTouchesEnded = on
        }
    }
}
