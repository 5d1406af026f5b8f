import TouchKit
import TouchLabFormats

/// A view built from a scene file: it carries a `SceneBehavior`, consulted in
/// `point(inside:with:)` and, through a `TouchDeliveryDecorator`, by its touch delivery.
///
/// Swift lets no protocol supply a class's overrides, so each of the six classes (one per
/// TouchKit base class a scene can name) keeps a one-line `point(inside:with:)` override;
/// the logic is written once, in `SceneBehavior`.
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
        let handling = behavior.touchHandling
        touchDecorator = handling.handlesAny ? SceneTouchDecorator(handling: handling) : nil
    }
}

/// The scene keys `handles` and `callsSuper` applied to a scene view's touch messages:
/// a handled method is noted in the trace and stops there unless it calls super.
@MainActor
final class SceneTouchDecorator: TouchDeliveryDecorator {
    let handling: SceneTouchHandling

    init(handling: SceneTouchHandling) { self.handling = handling }

    func responder(_ responder: Responder, willReceive method: TouchMethod,
                   _ touches: Set<Touch>, with event: Event?) -> Bool {
        handling.forwards(method, noting: responder)
    }
}
