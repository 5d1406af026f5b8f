import TouchKit
import TouchLabFormats

/// A scene, built: the window and its views, the view controllers (which the scene owns,
/// since views hold their controllers weakly) and the gesture recognizers, all by name.
@MainActor
package final class Scene {
    /// The scene file it was built from; nil for views built in code (`LabApp`).
    package let source: SceneDescription?
    package let name: String
    package let title: String
    package let summary: String
    /// The window's content size; scene, window and `--tap` coordinates are the same.
    package let size: Size
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

    package convenience init(source: SceneDescription, window: Window, views: [View],
         controllers: [ViewController], recognizers: [String: GestureRecognizer],
         delegates: [SceneGestureDelegate] = []) {
        self.init(source: source, name: source.name, title: source.title, summary: source.summary, size: source.size,
                  window: window, views: views, controllers: controllers, recognizers: recognizers,
                  delegates: delegates)
    }

    init(source: SceneDescription?, name: String, title: String, summary: String, size: Size, window: Window,
         views: [View], controllers: [ViewController], recognizers: [String: GestureRecognizer],
         delegates: [SceneGestureDelegate] = []) {
        self.delegates = delegates
        self.source = source
        self.name = name
        self.title = title
        self.summary = summary
        self.size = size
        self.window = window
        self.allViews = views
        self.controllers = controllers
        self.viewsByName = Dictionary(uniqueKeysWithValues: views.map { ($0.name ?? "", $0) })
        self.recognizersByName = recognizers
    }

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
