import TouchKit
import TouchLabEngine

/// One sentence for a lesson step, in the lab's words (the overlays' and the trace's): the
/// caption under a step's frame when a lesson leaves the window (`--steps`' index).
@MainActor
package enum StepCaption {
    package static func text(for step: LessonStep) -> String {
        switch step.kind {
        case let .touch(id, phase, location):
            "touch \(id) \(phase.name) at \(location)"
        case let .visit(view, point, outcome):
            switch outcome {
            case .inside: "hit test visits \(view.traceName) at \(point): inside, its subviews are searched"
            case .rejected(let reason): "hit test visits \(view.traceName) at \(point): \u{2717} \(reason.phrase)"
            }
        case let .returned(view, result):
            "\(view.traceName) returns \(result.traceName)"
        case let .override(view, _, .hitTest(result)):
            "\(view.traceName)'s own hitTest(_:with:) answers \(result?.traceName ?? "nil")"
        case let .override(view, _, .pointInside(inside)):
            "\(view.traceName)'s own point(inside:with:) answers \(inside) against its bounds"
        case let .hit(view, _):
            "hit view: \(view?.traceName ?? "Window")"
        case let .hop(method, ids, responder, _, verdict):
            "\(method.messageName) [\(ids.map(String.init).joined(separator: ", "))] reaches \(responder.traceName)"
                + hopSuffix(verdict)
        case let .gesture(name, state):
            "gesture \(name): \(state)"
        case let .control(name, event):
            "control \(name): \(event)"
        case let .action(name):
            "action \(name) runs"
        case let .chain(label, receivers, discarded):
            "\(label): " + receivers.joined(separator: " \u{2192} ") + (discarded ? " (discarded)" : "")
        }
    }

    private static func hopSuffix(_ verdict: LessonStep.HopVerdict) -> String {
        switch verdict {
        case .forwarded: ", which passes it on"
        case .handledAndForwarded: ", which handles it and calls super"
        case .handled: ", which handles it \u{2605}"
        case .discarded: ", the last responder: discarded"
        }
    }
}
