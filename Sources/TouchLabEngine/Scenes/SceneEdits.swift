import TouchKit
import TouchLabFormats

/// One change in force that the inspector made to the scene: the view, the property in
/// UIKit's words (a recognizer's as `recognizer.property`) and its value now.
package struct SceneEdit: Equatable, Sendable {
    /// The value a property holds now.
    package enum Value: Equatable, Sendable {
        case bool(Bool), number(Double), names([String])
    }

    package let view: String
    package let property: String
    package let value: Value
}

extension Scene {
    /// Every property that differs from the scene file, view by view in the file's order:
    /// what the inspector changed and is still in force. Read from the views themselves,
    /// so an edit switched back, or reset, is gone. Empty for a scene built in code.
    package var edits: [SceneEdit] {
        guard let source else { return [] }
        var edits: [SceneEdit] = []
        for (view, original) in zip(allViews, source.views) {
            edits += Self.edits(of: view, from: original)
        }
        return edits
    }

    /// Puts every view and recognizer back as the scene file has it.
    package func resetEdits() {
        guard let source else { return }
        for (view, original) in zip(allViews, source.views) {
            Self.reset(view, to: original)
        }
    }

    private static func edits(of view: View, from original: ViewDescription) -> [SceneEdit] {
        let name = original.name
        var edits: [SceneEdit] = []
        func note(_ property: String, _ now: SceneEdit.Value, _ then: SceneEdit.Value) {
            if now != then { edits.append(SceneEdit(view: name, property: property, value: now)) }
        }
        note("hidden", .bool(view.isHidden), .bool(original.isHidden))
        note("alpha", .number(view.alpha), .number(original.alpha))
        note("userInteractionEnabled", .bool(view.isUserInteractionEnabled),
             .bool(original.isUserInteractionEnabled ?? !(view is Label)))
        note("clipsToBounds", .bool(view.clipsToBounds), .bool(original.clipsToBounds))
        note("multipleTouchEnabled", .bool(view.isMultipleTouchEnabled), .bool(original.isMultipleTouchEnabled))
        note("exclusiveTouch", .bool(view.isExclusiveTouch), .bool(original.isExclusiveTouch))
        if let control = view as? Control { note("enabled", .bool(control.isEnabled), .bool(original.isEnabled ?? true)) }
        if let behaving = view as? any SceneBehaving {
            let now = behaving.behavior, then = original.behavior
            note("minimumHitSize", .number(now.minimumHitSize), .number(then.minimumHitSize))
            note("hitOutset", outset(now.hitOutset), outset(then.hitOutset))
            note("pointInsideIncludes", .names(now.pointInsideIncludes), .names(then.pointInsideIncludes))
        }
        for gesture in original.gestures {
            guard let recognizer = view.gestureRecognizers.first(where: { $0.traceName == gesture.name }) else { continue }
            let prefix = gesture.name + "."
            note(prefix + "enabled", .bool(recognizer.isEnabled), .bool(gesture.isEnabled ?? true))
            note(prefix + "cancelsTouchesInView", .bool(recognizer.cancelsTouchesInView),
                 .bool(gesture.cancelsTouchesInView ?? true))
            note(prefix + "delaysTouchesBegan", .bool(recognizer.delaysTouchesBegan), .bool(gesture.delaysTouchesBegan ?? false))
            note(prefix + "delaysTouchesEnded", .bool(recognizer.delaysTouchesEnded), .bool(gesture.delaysTouchesEnded ?? true))
        }
        return edits
    }

    /// An outset as the scene file writes it: one number when every side is the same.
    private static func outset(_ insets: EdgeInsets) -> SceneEdit.Value {
        insets.top == insets.left && insets.left == insets.bottom && insets.bottom == insets.right
            ? .number(insets.top) : .names([insets.top, insets.left, insets.bottom, insets.right].map { "\($0)" })
    }

    private static func reset(_ view: View, to original: ViewDescription) {
        view.isHidden = original.isHidden
        view.alpha = original.alpha
        view.clipsToBounds = original.clipsToBounds
        view.isUserInteractionEnabled = original.isUserInteractionEnabled ?? !(view is Label)
        view.isMultipleTouchEnabled = original.isMultipleTouchEnabled
        view.isExclusiveTouch = original.isExclusiveTouch
        (view as? Control)?.isEnabled = original.isEnabled ?? true
        (view as? any SceneBehaving)?.behavior = original.behavior
        for gesture in original.gestures {
            guard let recognizer = view.gestureRecognizers.first(where: { $0.traceName == gesture.name }) else { continue }
            recognizer.isEnabled = gesture.isEnabled ?? true
            recognizer.cancelsTouchesInView = gesture.cancelsTouchesInView ?? true
            recognizer.delaysTouchesBegan = gesture.delaysTouchesBegan ?? false
            recognizer.delaysTouchesEnded = gesture.delaysTouchesEnded ?? true
        }
    }
}
