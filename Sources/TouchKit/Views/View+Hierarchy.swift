import Glibc

/// UIKit's subview mutation API. Adding a view that has a superview moves it.
extension View {
    /// Where a refused mutation is reported: one line on standard error (tests replace it).
    static var reportRefusal: (String) -> Void = { message in fputs("TouchKit: \(message)\n", stderr) }

    /// Adds `view` as the frontmost subview, first removing it from its current superview.
    /// Adding a view into its own subtree (or to itself) is refused: one line on standard
    /// error, and the tree stays as it was.
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` (clamped to the valid range), the frontmost being last.
    ///
    /// A view cannot contain itself: inserting the view itself or one of its ancestors is
    /// refused with one line on standard error, and the tree is left as it was.
    public func insertSubview(_ view: View, at index: Int) {
        guard view !== self, !isDescendant(of: view) else {
            let name = { (view: View) in "\"\(view.name ?? String(describing: type(of: view)))\"" }
            Self.reportRefusal(view === self
                ? "refused to add view \(name(view)) into itself: a view cannot contain itself"
                : "refused to add view \(name(view)) into \(name(self)), its own descendant: a view cannot contain itself")
            return
        }
        subviewsWillChange()
        if view.superview === self, let old = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: old)
        } else {
            view.removeFromSuperview()
        }
        subviews.insert(view, at: max(0, min(index, subviews.count)))
        view.superview = self
    }

    /// Inserts `view` just in front of `sibling`; at the front when `sibling` is not a subview.
    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        guard let index = subviews.firstIndex(where: { $0 === sibling }) else {
            return addSubview(view)
        }
        let adjust = subviews.firstIndex(where: { $0 === view }).map { $0 < index ? 0 : 1 } ?? 1
        insertSubview(view, at: index + adjust)
    }

    /// Inserts `view` just behind `sibling`; at the back when `sibling` is not a subview.
    public func insertSubview(_ view: View, belowSubview sibling: View) {
        guard let index = subviews.firstIndex(where: { $0 === sibling }) else {
            return insertSubview(view, at: 0)
        }
        let adjust = subviews.firstIndex(where: { $0 === view }).map { $0 < index ? -1 : 0 } ?? 0
        insertSubview(view, at: index + adjust)
    }

    /// Detaches the view from its superview. Recognizers in its subtree end their gestures:
    /// a recognizer that has begun is cancelled, one still possible fails.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviewsWillChange()
        parent.subviews.removeAll { $0 === self }
        superview = nil
        for recognizer in gestureRecognizersInSubtree() { recognizer.viewWasRemoved() }
    }

    /// Moves `view`, a subview, to the front; does nothing for a view that is not a subview.
    public func bringSubviewToFront(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    /// Moves `view`, a subview, to the back; does nothing for a view that is not a subview.
    public func sendSubviewToBack(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Swaps the subviews at two indices; does nothing when either index is out of range.
    public func exchangeSubview(at first: Int, withSubviewAt second: Int) {
        guard subviews.indices.contains(first), subviews.indices.contains(second) else { return }
        subviewsWillChange()
        subviews.swapAt(first, second)
    }

    /// True when `view` is this view or one of its ancestors.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// This view and its ancestors up to the window, nearest first.
    public var ancestry: [View] {
        var chain: [View] = []
        chain.reserveCapacity(16)  // one allocation for most trees, not one per doubling
        appendAncestry(to: &chain)
        return chain
    }

    /// Depth-first, in drawing order: this view, then each subview's subtree.
    public func forEachInSubtree(_ body: (View) -> Void) {
        var stack: [View] = [self]
        while let view = stack.popLast() {
            body(view)
            stack.append(contentsOf: view.subviews.reversed())
        }
    }

    /// The first view named `name` in this subtree.
    public func descendant(named name: String) -> View? {
        var found: View?
        forEachInSubtree { view in
            if found == nil, view.name == name { found = view }
        }
        return found
    }

    private func gestureRecognizersInSubtree() -> [GestureRecognizer] {
        var recognizers: [GestureRecognizer] = []
        forEachInSubtree { recognizers.append(contentsOf: $0.gestureRecognizers) }
        return recognizers
    }
}
