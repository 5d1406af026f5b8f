import TouchKit
import TouchLabFormats

/// The delegate a scene's gesture implies with `shouldBegin` and `ignoresTouchesIn`: it
/// answers `gestureRecognizerShouldBegin` as written, and `shouldReceive` says no to a
/// touch whose view is one of the listed views or inside one.
@MainActor
package final class SceneGestureDelegate: GestureRecognizerDelegate {
    let shouldBegin: Bool
    let ignoredViews: [View]

    init(shouldBegin: Bool, ignoredViews: [View]) {
        self.shouldBegin = shouldBegin
        self.ignoredViews = ignoredViews
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
        for gesture in description.gestures where gesture.shouldBegin != nil || !gesture.ignoresTouchesIn.isEmpty {
            guard let recognizer = recognizers[gesture.name] else { continue }
            let ignored = gesture.ignoresTouchesIn.compactMap { index[$0].map { views[$0] } }
            let delegate = SceneGestureDelegate(shouldBegin: gesture.shouldBegin ?? true, ignoredViews: ignored)
            recognizer.delegate = delegate
            delegates.append(delegate)
        }
        return delegates
    }
}
