import TouchKit
import TouchLabEngine

/// After an inspector change, what the change did to a touch: the lesson shown, begun
/// after the change, against the last lesson begun before it at about the same place
/// (within `nearby` points) — "Before: D, now: A — C userInteractionEnabled off". The edits
/// named are those in force.
@MainActor
package enum BeforeAfter {
    /// How far apart two touches may begin and still count as a tap again in the same place.
    package static let nearby = 22.0

    /// The hit views before and after, and the edits in force; nil when the lesson shown
    /// is not such a second try.
    package static func comparison(in session: LabSession, shown: ShownLesson)
        -> (before: String, now: String, edits: [SceneEdit])? {
        let edits = session.scene.edits
        guard !edits.isEmpty, !shown.isStale, let lesson = shown.lesson, let now = lesson.hitTest,
              let index = session.history.lessons.firstIndex(where: { $0.id == lesson.id }) else { return nil }
        guard let earlier = session.history.lessons[..<index].last(where: { session.isStale($0) && $0.hitTest != nil }),
              let then = earlier.hitTest,
              abs(then.location.x - now.location.x) <= nearby, abs(then.location.y - now.location.y) <= nearby
        else { return nil }
        return (then.result?.traceName ?? "nil", now.result?.traceName ?? "nil", edits)
    }
}
