import TouchKit
import TouchLabFormats

/// A slider of a scene, with the scene keys that change how it takes touches (see
/// `SceneBehavior`). Unless it `handles` a touch method, the slider's own tracking runs.
@MainActor
package final class SceneSlider: Slider, SceneBehaving {
    @exclusivity(unchecked) package var behavior = SceneBehavior() {
        didSet { pointInsideIsBounds = behavior.hitAreaIsBounds }
    }

    package override func point(inside point: Point, with event: TouchKit.Event?) -> Bool {
        behavior.contains(point, in: self, with: event)
    }

    package override func touchesBegan(_ touches: Set<Touch>, with event: TouchKit.Event?) {
        behavior.note(.began, by: self)
        if behavior.forwards(.began) { super.touchesBegan(touches, with: event) }
    }

    package override func touchesMoved(_ touches: Set<Touch>, with event: TouchKit.Event?) {
        behavior.note(.moved, by: self)
        if behavior.forwards(.moved) { super.touchesMoved(touches, with: event) }
    }

    package override func touchesEnded(_ touches: Set<Touch>, with event: TouchKit.Event?) {
        behavior.note(.ended, by: self)
        if behavior.forwards(.ended) { super.touchesEnded(touches, with: event) }
    }

    package override func touchesCancelled(_ touches: Set<Touch>, with event: TouchKit.Event?) {
        behavior.note(.cancelled, by: self)
        if behavior.forwards(.cancelled) { super.touchesCancelled(touches, with: event) }
    }
}
