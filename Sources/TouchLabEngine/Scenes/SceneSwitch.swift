import TouchKit
import TouchLabFormats

/// A switch of a scene, with the scene keys that change how it takes touches (see
/// `SceneBehavior`). Unless it `handles` a touch method, the switch's own tracking runs.
@MainActor
package final class SceneSwitch: Switch, SceneBehaving {
    package var behavior = SceneBehavior() { didSet { behaviorChanged() } }

    package override func point(inside point: Point, with event: TouchKit.Event?) -> Bool { contains(point, with: event) }
}
