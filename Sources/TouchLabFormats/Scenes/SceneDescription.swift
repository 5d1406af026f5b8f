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

    /// The key path of view `index` in its file (`root.children[2].children[0]`), as the
    /// reader names it in errors: worked out when an error needs it, not kept for each of
    /// thousands of views (about 90 bytes a view).
    package func path(ofView index: Int) -> String {
        var offsets: [Int] = []
        var current = index
        while let parent = views[current].parent {
            offsets.append(views[parent].children.firstIndex(of: current) ?? 0)
            current = parent
        }
        return offsets.reversed().reduce("root") { path, offset in
            JSONPath.abbreviated(JSONPath.element(offset, of: JSONPath.member("children", of: path)))
        }
    }
}
