import TouchKit
import TouchLabEngine

/// A touch the hit test gave a view that never receives it (the view takes one touch at a
/// time and an earlier touch has not ended for it): from that search on, its finger says
/// so beside it instead of its coordinates, since no chain or tint will show the touch,
/// and which recognizers the touch was given all the same.
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
            let seenBy = moment.lesson.touchMoments.first(after: steps[index].sequence) { $0.id == blocked.touch }?
                .touches.first { $0.id == blocked.touch }?.gestureRecognizers ?? []
            captions[blocked.touch] = words.undelivered(view.traceName, blockedBy: blocked.blockedBy, heldEnd: blocked.heldEnd)
                + (seenBy.isEmpty ? [] : [words.onlyRecognizersGet(seenBy)])
        }
        for (touch, parts) in heldByScrollViews(moment, words: words) { captions[touch] = parts }
        return captions
    }

    /// The fingers whose touch a scroll view holds from its hit view (`delaysContentTouches`)
    /// at the current step: while it waits, that the view has not got it; once the scroll
    /// view's pan has begun, that the view never will. Nothing once the view has the touch.
    static func heldByScrollViews(_ moment: LessonMoment, words: OverlayWords) -> [Int: [String]] {
        let steps = moment.lesson.steps
        guard steps.indices.contains(moment.current) else { return [:] }
        var captions: [Int: [String]] = [:]
        // From the step after the search: at the search's own step the finger shows its point.
        for index in steps.indices where index < moment.current {
            guard case .hit(let view?, _) = steps[index].kind,
                  let scroll = view.ancestry.dropFirst().first(where: { ($0 as? ScrollView)?.delaysContentTouches == true }),
                  let touch = StepCaption.Context(steps: steps, index: index, scene: nil, lesson: moment.lesson).touchBeganBefore(index)
            else { continue }
            let pan = "\(scroll.traceName).pan"
            var delivered = false, began = false, ended = false
            for step in steps[(index + 1)...moment.current] {
                switch step.kind {
                case .hop(.began, let ids, let responder, _, _) where responder === view && ids.contains(touch): delivered = true
                case .gesture(pan, let state) where state.state == .began: began = true
                case .touch(touch, .ended, _), .touch(touch, .cancelled, _): ended = true
                default: break
                }
            }
            guard !delivered, !(ended && !began) else { continue }
            captions[touch] = began ? words.takenByScroll(pan, view: view.traceName, ended: ended)
                : words.heldByScroll(scroll.traceName, view: view.traceName)
        }
        return captions
    }
}
