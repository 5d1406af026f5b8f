import TouchKit
import TouchLabEngine

/// A touch the hit test gave a view that never receives it (the view takes one touch at a
/// time and an earlier touch has not ended for it): from that search on, its finger says
/// so beside it instead of its coordinates, since no chain or tint will show the touch.
@MainActor
enum UndeliveredTouches {
    /// The captions of the fingers whose touch the search before or at the current step
    /// found a view for that never gets it, keyed by finger id: what the finger says, most
    /// telling first (`TouchOverlay.addLabels` numbers the first).
    static func fingerCaptions(_ moment: LessonMoment, words: OverlayWords) -> [Int: [String]] {
        let steps = moment.lesson.steps
        var captions: [Int: [String]] = [:]
        for index in steps.indices where index <= moment.current {
            guard case .hit(let view?, _) = steps[index].kind,
                  let blocked = StepCaption.Context(steps: steps, index: index, scene: nil, lesson: moment.lesson).blockedDelivery
            else { continue }
            captions[blocked.touch] = words.undelivered(view.traceName, blockedBy: blocked.blockedBy, heldEnd: blocked.heldEnd)
        }
        return captions
    }
}
