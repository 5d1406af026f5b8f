import TouchKit
import TouchLabFormats

/// A slider of a scene, with the scene keys that change how it takes touches (see
/// `SceneBehavior`). Unless it `handles` a touch method, the slider's own tracking runs.
@MainActor
package final class SceneSlider: Slider, SceneBehaving {
    package var behavior = SceneBehavior() { didSet { behaviorChanged() } }

    package override func point(inside point: Point, with event: TouchKit.Event?) -> Bool { contains(point, with: event) }
}
