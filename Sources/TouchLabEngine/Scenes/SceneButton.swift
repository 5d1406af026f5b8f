import TouchKit
import TouchLabFormats

/// A button of a scene, with the scene keys that change how it takes touches (see
/// `SceneBehavior`). Unless it `handles` a touch method, the button's own tracking runs.
@MainActor
package final class SceneButton: Button, SceneBehaving {
    @exclusivity(unchecked) package var behavior = SceneBehavior() { didSet { behaviorChanged() } }

    package override func point(inside point: Point, with event: TouchKit.Event?) -> Bool { contains(point, with: event) }
}
