import TouchKit

/// A scene, built: the window and its views, the view controllers (which the scene owns,
/// since views hold their controllers weakly) and the gesture recognizers, all by name.
@MainActor
public final class Scene {
    /// What the scene was built from.
    public let source: SceneDescription
    /// The window: its frame is the scene's size, its root view the scene's root.
    public let window: Window
    /// Every view, in the scene file's depth-first order (root first).
    public let allViews: [View]
    public let controllers: [ViewController]
    private let viewsByName: [String: View]
    private let recognizersByName: [String: GestureRecognizer]

    init(source: SceneDescription, window: Window, views: [View],
         controllers: [ViewController], recognizers: [String: GestureRecognizer]) {
        self.source = source
        self.window = window
        self.allViews = views
        self.controllers = controllers
        self.viewsByName = Dictionary(uniqueKeysWithValues: views.map { ($0.name ?? "", $0) })
        self.recognizersByName = recognizers
    }

    public var name: String { source.name }
    public var title: String { source.title }
    public var summary: String { source.summary }
    public var size: Size { source.size }
    /// The window's centre, where the translator mirrors the second emulated finger.
    public var center: Point { Point(x: size.width / 2, y: size.height / 2) }

    /// Views by name.
    public var views: [String: View] { viewsByName }

    public func view(named name: String) -> View? { viewsByName[name] }

    public func controller(named name: String) -> ViewController? {
        controllers.first { $0.name == name }
    }

    /// The recognizer created for the gesture named `name` in the scene file.
    public func gestureRecognizer(named name: String) -> GestureRecognizer? {
        recognizersByName[name]
    }

    /// Every recognizer, by gesture name.
    public var gestureRecognizers: [String: GestureRecognizer] { recognizersByName }
}
