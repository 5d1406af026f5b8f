import TouchKit
import TouchLabFormats

/// A custom control of a scene (`kind: "control"`): a `Control` subclass that tracks its
/// touch and sends the touch events but has no tap of its own, so a recognizer on an
/// ancestor beats it, as it beats a plain view (UIKit's order: system control > gesture >
/// custom control > view). The scene keys of `SceneBehavior` apply as to other views.
@MainActor
package final class SceneControl: Control, SceneBehaving {
    /// The text drawn on it (the scene's `label`).
    package let title: String

    package init(frame: Rect, name: String, title: String) {
        self.title = title
        super.init(frame: frame, name: name)
    }

    package var behavior = SceneBehavior() { didSet { behaviorChanged() } }

    package override func point(inside point: Point, with event: TouchKit.Event?) -> Bool { contains(point, with: event) }
}
