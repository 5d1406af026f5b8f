import TouchKit
import TouchLabFormats

/// A plain view of a scene, with the scene keys that change how it takes touches (see
/// `SceneBehavior`).
@MainActor
package final class SceneView: View, SceneBehaving {
    package var behavior: SceneBehavior {
        get { keys?.behavior ?? SceneBehavior() }
        set {
            keys = newValue == SceneBehavior() ? nil : Keys(newValue)
            behaviorChanged()
        }
    }
    /// The behaviour, nil while every key is at its default: most views of a large scene set
    /// none, and inline the keys would make each about 60 bytes larger.
    @exclusivity(unchecked) private var keys: Keys?

    private final class Keys {
        let behavior: SceneBehavior
        init(_ behavior: SceneBehavior) { self.behavior = behavior }
    }

    package override func point(inside point: Point, with event: TouchKit.Event?) -> Bool { contains(point, with: event) }
}
