import TouchKit

/// A slider of a scene, with the scene keys that change how it takes touches (see
/// `SceneBehavior`). Unless it `handles` a touch method, the slider's own tracking runs.
@MainActor
public final class SceneSlider: Slider, SceneBehaving {
    public var behavior = SceneBehavior()

    public override func point(inside point: Point, with event: TouchKit.Event?) -> Bool {
        behavior.contains(point, in: self)
    }

    public override func touchesBegan(_ touches: Set<Touch>, with event: TouchKit.Event?) {
        if behavior.forwards(.began) { super.touchesBegan(touches, with: event) }
    }

    public override func touchesMoved(_ touches: Set<Touch>, with event: TouchKit.Event?) {
        if behavior.forwards(.moved) { super.touchesMoved(touches, with: event) }
    }

    public override func touchesEnded(_ touches: Set<Touch>, with event: TouchKit.Event?) {
        if behavior.forwards(.ended) { super.touchesEnded(touches, with: event) }
    }

    public override func touchesCancelled(_ touches: Set<Touch>, with event: TouchKit.Event?) {
        if behavior.forwards(.cancelled) { super.touchesCancelled(touches, with: event) }
    }
}
