import TouchKit
import TouchLabEngine

/// Which view a right-click on the scene selects: the frontmost view drawn at the point —
/// whatever its flags say about touches, since the point is to inspect views that refuse
/// them — and, pressed again where the selected view is, the next one behind it, so a
/// parent covered by its children can be reached. A drawing question, not a hit test:
/// the scene's trace and its views' `hitTest` are never involved.
@MainActor
package enum ViewPicker {
    /// The indices in `scene.allViews` of the views drawn at `point` (window coordinates),
    /// frontmost first.
    package static func stack(at point: Point, in scene: Scene) -> [Int] {
        let views = scene.allViews
        var drawn: [Int] = []
        for (index, view) in views.enumerated() where isDrawn(view) {
            let local = view.convert(point, from: nil)
            if view.bounds.contains(local), isInsideClips(of: view, point: point) { drawn.append(index) }
        }
        // `allViews` is depth-first in drawing order: a later view is drawn over an earlier one.
        return drawn.reversed()
    }

    /// The view to select for a press at `point` with `selected` selected now.
    package static func pick(at point: Point, in scene: Scene, selected: View?) -> Int? {
        let stack = stack(at: point, in: scene)
        guard let selected, let position = stack.firstIndex(where: { scene.allViews[$0] === selected }) else {
            return stack.first
        }
        return stack[(position + 1) % stack.count]
    }

    /// Shown on screen: neither it nor an ancestor hidden or fully transparent.
    private static func isDrawn(_ view: View) -> Bool {
        var current: View? = view
        while let each = current {
            if each.isHidden || each.alpha <= 0 || !each.transform.isInvertible { return false }
            current = each.superview
        }
        return true
    }

    /// Not clipped away by an ancestor that clips to its bounds.
    private static func isInsideClips(of view: View, point: Point) -> Bool {
        var ancestor = view.superview
        while let each = ancestor {
            if each.clipsToBounds, !each.bounds.contains(each.convert(point, from: nil)) { return false }
            ancestor = each.superview
        }
        return true
    }
}
