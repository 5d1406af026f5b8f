import TouchKit
import TouchLabFormats

/// A scroll view of a scene (kind `scroll`): its `touchesShouldCancel(in:)` and
/// `touchesShouldBegin(_:with:in:)` answer as the scene file says.
@MainActor
package final class SceneScrollView: ScrollView, SceneBehaving {
    package var behavior = SceneBehavior() { didSet { behaviorChanged() } }
    /// The file's `touchesShouldCancel`: nil keeps UIKit's default (no for controls).
    package var shouldCancelAnswer: Bool?
    /// The file's `touchesShouldBegin` (default true).
    package var shouldBeginAnswer = true

    package override func point(inside point: Point, with event: TouchKit.Event?) -> Bool { contains(point, with: event) }

    package override func touchesShouldCancel(in view: View) -> Bool {
        shouldCancelAnswer ?? super.touchesShouldCancel(in: view)
    }

    package override func touchesShouldBegin(_ touches: Set<Touch>, with event: TouchKit.Event?, in view: View) -> Bool {
        shouldBeginAnswer
    }

    /// Applies a description's scroll keys.
    package func apply(_ scroll: ScrollDescription?) {
        let scroll = scroll ?? ScrollDescription()
        contentSize = scroll.contentSize ?? frame.size
        delaysContentTouches = scroll.delaysContentTouches
        canCancelContentTouches = scroll.canCancelContentTouches
        switch scroll.touchesShouldCancel {
        case .default: shouldCancelAnswer = nil
        case .always(let answer): shouldCancelAnswer = answer
        }
        shouldBeginAnswer = scroll.touchesShouldBegin
    }
}
