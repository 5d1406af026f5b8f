import TouchKit
import TouchLabFormats

/// The delegate a scene's gesture implies with `shouldBegin`, `ignoresTouchesIn`,
/// `shouldRequireFailureOf` and `shouldBeRequiredToFailBy`: it answers
/// `gestureRecognizerShouldBegin` as written, `shouldReceive` says no to a touch whose view
/// is one of the listed views or inside one, and the failure requirements name the
/// recognizers (by name) this one waits for and those that wait for it.
@MainActor
package final class SceneGestureDelegate: GestureRecognizerDelegate {
    let shouldBegin: Bool
    let ignoredViews: [View]
    /// Names of the recognizers the delegate's recognizer waits for to fail.
    package let requiresFailureOf: [String]
    /// Names of the recognizers that wait for the delegate's recognizer to fail.
    package let requiredToFailBy: [String]

    init(shouldBegin: Bool, ignoredViews: [View], requiresFailureOf: [String] = [], requiredToFailBy: [String] = []) {
        self.shouldBegin = shouldBegin
        self.ignoredViews = ignoredViews
        self.requiresFailureOf = requiresFailureOf
        self.requiredToFailBy = requiredToFailBy
    }

    package func gestureRecognizer(_ recognizer: GestureRecognizer,
                                   shouldRequireFailureOf other: GestureRecognizer) -> Bool {
        requiresFailureOf.contains(other.traceName)
    }

    package func gestureRecognizer(_ recognizer: GestureRecognizer,
                                   shouldBeRequiredToFailBy other: GestureRecognizer) -> Bool {
        requiredToFailBy.contains(other.traceName)
    }

    /// The views whose touches `shouldReceive` refuses, by name (the inspector shows them).
    package var ignoredViewNames: [String] { ignoredViews.map(\.traceName) }

    package func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        shouldBegin
    }

    package func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        guard let view = touch.view else { return true }
        return !refuses(touchesIn: view)
    }

    /// Whether `shouldReceive` says no to a touch whose view is `view`.
    package func refuses(touchesIn view: View) -> Bool {
        ignoredViews.contains { view.isDescendant(of: $0) }
    }

    /// Gives every gesture that sets either key its delegate; returns them, for the scene
    /// to keep (recognizers hold delegates weakly).
    static func install(_ description: SceneDescription, on views: [View],
                        recognizers: [String: GestureRecognizer]) -> [SceneGestureDelegate] {
        let index = Dictionary(description.views.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        var delegates: [SceneGestureDelegate] = []
        for gesture in description.gestures
        where gesture.shouldBegin != nil || !gesture.ignoresTouchesIn.isEmpty || !gesture.shouldRequireFailureOf.isEmpty
            || !gesture.shouldBeRequiredToFailBy.isEmpty {
            guard let recognizer = recognizers[gesture.name] else { continue }
            let ignored = gesture.ignoresTouchesIn.compactMap { index[$0].map { views[$0] } }
            let delegate = SceneGestureDelegate(shouldBegin: gesture.shouldBegin ?? true, ignoredViews: ignored,
                                                requiresFailureOf: gesture.shouldRequireFailureOf,
                                                requiredToFailBy: gesture.shouldBeRequiredToFailBy)
            recognizer.delegate = delegate
            delegates.append(delegate)
        }
        return delegates
    }
}
