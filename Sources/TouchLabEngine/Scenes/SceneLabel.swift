import TouchKit
import TouchLabFormats

/// A label of a scene, with the scene keys that change how it takes touches (see
/// `SceneBehavior`).
@MainActor
package final class SceneLabel: Label, SceneBehaving {
    @exclusivity(unchecked) package var behavior = SceneBehavior() {
        didSet { pointInsideIsBounds = behavior.hitAreaIsBounds }
    }

    package override func point(inside point: Point, with event: Event?) -> Bool {
        behavior.contains(point, in: self, with: event)
    }

    package override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        if behavior.forwards(.began) { super.touchesBegan(touches, with: event) }
    }

    package override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        if behavior.forwards(.moved) { super.touchesMoved(touches, with: event) }
    }

    package override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        if behavior.forwards(.ended) { super.touchesEnded(touches, with: event) }
    }

    package override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        if behavior.forwards(.cancelled) { super.touchesCancelled(touches, with: event) }
    }
}
