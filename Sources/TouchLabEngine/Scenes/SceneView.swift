import TouchKit
import TouchLabFormats

/// A plain view of a scene, with the scene keys that change how it takes touches (see
/// `SceneBehavior`).
@MainActor
package final class SceneView: View, SceneBehaving {
    @exclusivity(unchecked) package var behavior = SceneBehavior() {
        didSet { pointInsideIsBounds = behavior.hitAreaIsBounds }
    }

    package override func point(inside point: Point, with event: Event?) -> Bool {
        behavior.contains(point, in: self, with: event)
    }

    package override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        behavior.note(.began, by: self)
        if behavior.forwards(.began) { super.touchesBegan(touches, with: event) }
    }

    package override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        behavior.note(.moved, by: self)
        if behavior.forwards(.moved) { super.touchesMoved(touches, with: event) }
    }

    package override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        behavior.note(.ended, by: self)
        if behavior.forwards(.ended) { super.touchesEnded(touches, with: event) }
    }

    package override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        behavior.note(.cancelled, by: self)
        if behavior.forwards(.cancelled) { super.touchesCancelled(touches, with: event) }
    }
}
