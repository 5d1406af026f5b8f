import TouchKit
import TouchKitCairo
import TouchLabEngine

/// Draws the latest delivery's journey along the responder chain over the scene: each
/// view that received the message gets an orange hop number (★ where it was handled and
/// stopped), arrows lead from hop to hop, a view controller appears beside its view, and
/// the responders outside the scene (window, application, app delegate) close the chain in
/// a tag by the last view, ending in "discarded" when nobody handled it.
@MainActor
package struct ChainOverlay {
    package let style: LabStyle
    package let canvas: Canvas

    package func draw(_ moment: LessonMoment) {
        let hops = moment.latestHops
        guard let method = hops.first?.method else { return }
        var previous: Point?
        var lastViewCenter: Point?
        var offstage: [String] = []
        for (number, hop) in hops.enumerated() {
            let label = hop.verdict == .handled ? "★" : String(number + 1)
            if let view = hop.responder as? View, !(view is Window) {
                let center = anchor(of: view)
                if let previous, previous.distance(to: center) > 4 {
                    canvas.drawArrow(from: previous, to: center, color: LabStyle.chain, width: 2, bend: -18)
                }
                canvas.drawBadge(label, center: center, radius: 10, font: style.bold, fill: LabStyle.chain)
                previous = center
                lastViewCenter = center
            } else if let controller = hop.responder as? ViewController, let view = controller.view {
                let center = anchor(of: view)
                let text = "\(label) \(controller.traceName)"
                let width = canvas.measure(text, font: style.small).width + 10
                canvas.drawPill(text, at: Point(x: center.x - width / 2, y: center.y + 13),
                                font: style.small, fill: LabStyle.chain)
            } else {
                offstage.append(hop.responder.traceName + (hop.verdict == .handled ? " ★" : ""))
            }
        }
        drawHeader(method, hops: hops, near: lastViewCenter)
        drawOffstage(offstage, discarded: hops.last?.verdict == .discarded, near: lastViewCenter, limit: sceneWidth)
    }

    /// Tags stay inside the scene, whose width the overlay is drawn over.
    package var sceneWidth = Double.infinity

    /// Hop badges sit at a view's top-right corner, clear of the hit-test numbers.
    private func anchor(of view: View) -> Point {
        let rect = HitTestOverlay.windowRect(of: view)
        return Point(x: max(14, rect.maxX - 14), y: max(14, rect.minY + 14))
    }

    private func drawHeader(_ method: TouchMethod, hops: [(responder: Responder, verdict: LessonStep.HopVerdict,
                                                          method: TouchMethod, step: Int)], near point: Point?) {
        guard let first = hops.first?.responder as? View, !(first is Window) else { return }
        let center = anchor(of: first)
        let width = canvas.measure(method.messageName, font: style.small).width + 10
        let x = max(4, min(center.x - width / 2, sceneWidth - width - 4))
        canvas.drawPill(method.messageName, at: Point(x: x, y: max(2, center.y - 34)), font: style.small,
                        fill: LabStyle.chain.withAlpha(0.85))
        _ = point
    }

    private func drawOffstage(_ names: [String], discarded: Bool, near point: Point?, limit: Double) {
        guard !names.isEmpty else { return }
        let text = "→ " + names.joined(separator: " → ") + (discarded ? "  (discarded)" : "")
        let anchor = point ?? Point(x: 20, y: 20)
        let width = canvas.measure(text, font: style.small).width + 10
        let x = max(4, min(anchor.x - width / 2, limit - width - 4))
        canvas.drawPill(text, at: Point(x: x, y: anchor.y + 14), font: style.small, fill: LabStyle.ink.withAlpha(0.85))
    }
}
