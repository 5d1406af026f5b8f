import TouchKit

/// A scene file, read and validated: what `SceneBuilder` turns into views.
///
/// The views are stored flat, in depth-first order with the root first; each knows its
/// parent's and its children's indices. A flat list keeps every walk over a deep tree
/// iterative.
package struct SceneDescription: Sendable {
    package var name: String
    package var title: String
    package var summary: String
    /// The window's content size; scene, window and `--tap` coordinates are the same.
    package var size: Size
    /// The views, depth-first, root first.
    package var views: [ViewDescription]

    package init(name: String, title: String, summary: String, size: Size, views: [ViewDescription]) {
        self.name = name
        self.title = title
        self.summary = summary
        self.size = size
        self.views = views
    }

    package var root: ViewDescription { views[0] }

    /// Every gesture of every view, in view order.
    package var gestures: [GestureDescription] { views.flatMap(\.gestures) }
}
