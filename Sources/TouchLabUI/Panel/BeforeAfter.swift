import TouchKit
import TouchLabEngine

/// After an inspector change, what the change did to a touch: the lesson shown, begun
/// after the change, against the last lesson begun before it at about the same place
/// (within `nearby` points) — "Before: D, now: A — C userInteractionEnabled off", or, when
/// the same view was hit, how its delivery changed — "Card got touchesEnded, before
/// touchesCancelled". The edits named are those in force.
@MainActor
package enum BeforeAfter {
    /// How far apart two touches may begin and still count as a tap again in the same place.
    package static let nearby = 22.0

    /// A tap before the changes and the same tap after them.
    package struct Comparison: Equatable {
        /// The hit views' trace names ("nil": none).
        package let before: String
        package let now: String
        /// The last touch message each hit view received (nil: none reached it).
        package let deliveredBefore: TouchMethod?
        package let deliveredNow: TouchMethod?
        package let edits: [SceneEdit]
    }

    /// The comparison of the lesson shown with the tap before the changes; nil when the
    /// lesson shown is not such a second try.
    package static func comparison(in session: LabSession, shown: ShownLesson) -> Comparison? {
        let edits = session.scene.edits
        guard !edits.isEmpty, !shown.isStale, let lesson = shown.lesson, let now = lesson.hitTest,
              let index = session.history.lessons.firstIndex(where: { $0.id == lesson.id }) else { return nil }
        guard let earlier = session.history.lessons[..<index].last(where: { session.isStale($0) && $0.hitTest != nil }),
              let then = earlier.hitTest,
              abs(then.location.x - now.location.x) <= nearby, abs(then.location.y - now.location.y) <= nearby
        else { return nil }
        return Comparison(before: then.result?.traceName ?? "nil", now: now.result?.traceName ?? "nil",
                          deliveredBefore: lastDelivery(to: then.result, in: earlier),
                          deliveredNow: lastDelivery(to: now.result, in: lesson), edits: edits)
    }

    /// The last touch message `view` received in `lesson`, as the trace recorded it.
    private static func lastDelivery(to view: View?, in lesson: Lesson) -> TouchMethod? {
        guard let view else { return nil }
        for step in lesson.steps.reversed() {
            if case let .hop(method, _, responder, _, _) = step.kind, responder === view { return method }
        }
        return nil
    }
}
