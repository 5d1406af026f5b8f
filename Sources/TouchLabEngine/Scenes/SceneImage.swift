import TouchKit
import TouchLabFormats

/// An image view of a scene (kind `image`), with the scene keys that change how it takes
/// touches (see `SceneBehavior`).
@MainActor
package final class SceneImage: ImageView, SceneBehaving {
    package var behavior = SceneBehavior() { didSet { behaviorChanged() } }

    package override func point(inside point: Point, with event: TouchKit.Event?) -> Bool { contains(point, with: event) }
}
