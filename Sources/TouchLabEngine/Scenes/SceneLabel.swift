import TouchKit
import TouchLabFormats

/// A label of a scene, with the scene keys that change how it takes touches (see
/// `SceneBehavior`).
@MainActor
package final class SceneLabel: Label, SceneBehaving {
    package var behavior = SceneBehavior() { didSet { behaviorChanged() } }

    package override func point(inside point: Point, with event: TouchKit.Event?) -> Bool { contains(point, with: event) }
}
