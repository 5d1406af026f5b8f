import TouchKit

/// The scene keys that change how a view takes touches, which UIKit leaves to overrides:
/// `hitOutset`, `minimumHitSize`, `pointInsideIncludes`, `handles` and `callsSuper`.
///
/// Every scene view class holds one and asks it, so the logic is written once; the values
/// stay mutable so the lab can toggle them while the scene runs.
package struct SceneBehavior: Sendable, Equatable {
    /// How far `point(inside:)` reaches beyond the bounds on each side (negative: less).
    package var hitOutset = EdgeInsets.zero
    /// The touch area is at least this wide and high, centred on the view.
    package var minimumHitSize = 0.0
    /// Descendants whose area counts as inside this view.
    package var pointInsideIncludes: [String] = []
    /// The touch methods this responder overrides (handles and stops).
    package var handles: Set<TouchMethod> {
        get { touchHandling.handles }
        set { touchHandling.handles = newValue }
    }
    /// After handling, forward to `next` as well.
    package var callsSuper: Bool {
        get { touchHandling.callsSuper }
        set { touchHandling.callsSuper = newValue }
    }
    /// `handles` and `callsSuper` as the touch overrides read them (see `SceneTouchHandling`).
    package var touchHandling = SceneTouchHandling()

    package init() {}

    /// The rule for `point(inside:with:)`: inside the bounds grown by `hitOutset`, inside a
    /// `minimumHitSize` square centred on the bounds, or inside a listed descendant as that
    /// descendant's own `point(inside:with:)` answers, in its coordinates (a tab
    /// bar asks its centre button, so the button's enlarged area counts too).
    @MainActor
    package func contains(_ point: Point, in view: View, with event: Event? = nil) -> Bool {
        let bounds = view.bounds
        if bounds.outset(by: hitOutset).contains(point) { return true }
        if minimumHitSize > 0, minimumArea(around: bounds).contains(point) { return true }
        return pointInsideIncludes.contains { name in
            guard let descendant = view.descendant(named: name), descendant !== view else { return false }
            return descendant.point(inside: view.convert(point, to: descendant), with: event)
        }
    }

    /// Whether `contains` is exactly the bounds (no hit-area key is set), so the hit test
    /// may check the bounds itself instead of calling `point(inside:with:)`.
    package var hitAreaIsBounds: Bool {
        hitOutset == .zero && minimumHitSize <= 0 && pointInsideIncludes.isEmpty
    }

    /// The rectangle `hitOutset` and `minimumHitSize` make answer inside, in the view's
    /// coordinates (the bounds when neither is set); what the lab outlines as the touch area.
    package func hitArea(around bounds: Rect) -> Rect {
        let grown = bounds.outset(by: hitOutset)
        guard minimumHitSize > 0 else { return grown }
        let square = minimumArea(around: bounds)
        let minX = min(grown.minX, square.minX), minY = min(grown.minY, square.minY)
        return Rect(x: minX, y: minY, width: max(grown.maxX, square.maxX) - minX,
                    height: max(grown.maxY, square.maxY) - minY)
    }

    private func minimumArea(around bounds: Rect) -> Rect {
        let width = max(bounds.width, minimumHitSize)
        let height = max(bounds.height, minimumHitSize)
        return Rect(x: bounds.midX - width / 2, y: bounds.midY - height / 2, width: width, height: height)
    }
}
