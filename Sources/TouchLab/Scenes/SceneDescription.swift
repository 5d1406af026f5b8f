import TouchKit

/// A scene file (DESIGN §5), read and validated: what `SceneBuilder` turns into views.
///
/// The views are stored flat, in depth-first order with the root first; each knows its
/// parent's and its children's indices. A flat list keeps every walk over a deep tree
/// iterative.
public struct SceneDescription: Sendable {
    public var name: String
    public var title: String
    public var summary: String
    /// The window's content size; scene, window and `--tap` coordinates are the same.
    public var size: Size
    /// The views, depth-first, root first.
    public var views: [ViewDescription]

    public init(name: String, title: String, summary: String, size: Size, views: [ViewDescription]) {
        self.name = name
        self.title = title
        self.summary = summary
        self.size = size
        self.views = views
    }

    public var root: ViewDescription { views[0] }

    /// Every gesture of every view, in view order.
    public var gestures: [GestureDescription] { views.flatMap(\.gestures) }
}
