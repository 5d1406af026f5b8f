import TouchKit
import TouchLabFormats

/// A plain view of a scene, with the scene keys that change how it takes touches (see
/// `SceneBehavior`).
@MainActor
package final class SceneView: View, SceneBehaving {
    @exclusivity(unchecked) package var behavior = SceneBehavior() { didSet { behaviorChanged() } }

    package override func point(inside point: Point, with event: TouchKit.Event?) -> Bool { contains(point, with: event) }
}
