/// UIKit's subview mutation API. Adding a view that has a superview moves it.
extension View {
    /// Adds `view` as the frontmost subview, first removing it from its current superview.
    /// Adding a view into its own subtree is a programming error and stops the program.
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` (clamped to the valid range), the frontmost being last.
    public func insertSubview(_ view: View, at index: Int) {
        precondition(view !== self && !isDescendant(of: view), "a view cannot contain itself")
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
