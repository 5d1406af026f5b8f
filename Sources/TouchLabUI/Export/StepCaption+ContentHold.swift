import TouchKit
import TouchLabEngine

extension StepCaption.Context {
    /// For the hit step at `index`: the touch whose `touchesBegan` a scroll view holds from
    /// the hit view (`delaysContentTouches`), with that scroll view, the nearest enclosing
    /// one that delays its content's touches. Nil when the message reached the view as the
    /// search ended, so nothing was held. Whether and when it reached the view is the
    /// lesson's record.
    var contentHold: (touch: Int, view: View, scrollView: ScrollView)? {
        guard case .hit(let view?, _) = steps[index].kind,
              let scrollView = view.ancestry.dropFirst().lazy.compactMap({ $0 as? ScrollView })
                  .first(where: \.delaysContentTouches),
              let id = touchBeganBefore(index) else { return nil }
        let time = steps[index].traceTime
        let delivered = steps[index...].first { step in
            guard case .hop(.began, let ids, let responder, 0, _) = step.kind else { return false }
            return responder === view && ids.contains(id)
        }
        if let delivered, delivered.traceTime - time <= 0.0005 { return nil }
        return (id, view, scrollView)
    }
}
