import TouchKit
import TouchLabFormats

/// A view built from a scene file: it carries a `SceneBehavior` and consults it in
/// `point(inside:with:)` and the four touch methods.
///
/// Swift lets no protocol supply a class's overrides, so each of the six classes (one per
/// TouchKit base class a scene can name) keeps one-line overrides that hand over to the
/// behaviour and to the helpers here; the logic is written once, in `SceneBehavior`.
@MainActor
package protocol SceneBehaving: View {
    var behavior: SceneBehavior { get set }
}

extension SceneBehaving {
    /// `point(inside:with:)` by the scene's hit-area keys.
    @inline(__always)
    func contains(_ point: Point, with event: Event?) -> Bool {
        behavior.contains(point, in: self, with: event)
    }

    /// Call when `behavior` changed: with no hit-area key set the override answers exactly
    /// the bounds, so the hit test may read them itself and skip the call.
    func behaviorChanged() {
        pointInsideIsBounds = behavior.hitAreaIsBounds
    }
}
