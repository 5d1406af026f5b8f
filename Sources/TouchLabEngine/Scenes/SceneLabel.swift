import TouchKit
import TouchLabFormats

/// A label of a scene, with the scene keys that change how it takes touches (see
/// `SceneBehavior`).
@MainActor
package final class SceneLabel: Label, SceneBehaving {
    @exclusivity(unchecked) package var behavior = SceneBehavior() { didSet { behaviorChanged() } }

    package override func point(inside point: Point, with event: TouchKit.Event?) -> Bool { contains(point, with: event) }

    package override func touchesBegan(_ touches: Set<Touch>, with event: TouchKit.Event?) {
        if behavior.touchHandling.forwards(.began, noting: self) { super.touchesBegan(touches, with: event) }
    }

    package override func touchesMoved(_ touches: Set<Touch>, with event: TouchKit.Event?) {
        if behavior.touchHandling.forwards(.moved, noting: self) { super.touchesMoved(touches, with: event) }
    }

    package override func touchesEnded(_ touches: Set<Touch>, with event: TouchKit.Event?) {
        if behavior.touchHandling.forwards(.ended, noting: self) { super.touchesEnded(touches, with: event) }
    }

    package override func touchesCancelled(_ touches: Set<Touch>, with event: TouchKit.Event?) {
        if behavior.touchHandling.forwards(.cancelled, noting: self) { super.touchesCancelled(touches, with: event) }
    }
}
