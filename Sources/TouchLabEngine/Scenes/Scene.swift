import TouchKit
import TouchLabFormats

/// A scene, built: the window and its views, the view controllers (which the scene owns,
/// since views hold their controllers weakly) and the gesture recognizers, all by name.
@MainActor
package final class Scene {
    /// What the scene was built from.
    package let source: SceneDescription
    /// The window: its frame is the scene's size, its root view the scene's root.
    package let window: Window
    /// Every view, in the scene file's depth-first order (root first).
    package let allViews: [View]
    package let controllers: [ViewController]
    private let viewsByName: [String: View]
    private let recognizersByName: [String: GestureRecognizer]

    /// The gesture delegates the scene's `shouldBegin` and `ignoresTouchesIn` imply
    /// (recognizers hold their delegates weakly).
    package let delegates: [SceneGestureDelegate]

    package init(source: SceneDescription, window: Window, views: [View],
         controllers: [ViewController], recognizers: [String: GestureRecognizer],
         delegates: [SceneGestureDelegate] = []) {
        self.delegates = delegates
        self.source = source
        self.window = window
        self.allViews = views
        self.controllers = controllers
        self.viewsByName = Dictionary(uniqueKeysWithValues: views.map { ($0.name ?? "", $0) })
        self.recognizersByName = recognizers
    }

    package var name: String { source.name }
    package var title: String { source.title }
    package var summary: String { source.summary }
    package var size: Size { source.size }
    /// The window's centre, where the translator mirrors the second emulated finger.
    package var center: Point { Point(x: size.width / 2, y: size.height / 2) }

    /// Views by name.
    package var views: [String: View] { viewsByName }

    package func view(named name: String) -> View? { viewsByName[name] }

    package func controller(named name: String) -> ViewController? {
        controllers.first { $0.name == name }
    }

    /// The recognizer created for the gesture named `name` in the scene file.
    package func gestureRecognizer(named name: String) -> GestureRecognizer? {
        recognizersByName[name]
    }

    /// Every recognizer, by gesture name.
    package var gestureRecognizers: [String: GestureRecognizer] { recognizersByName }
}
