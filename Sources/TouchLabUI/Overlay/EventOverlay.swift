import TouchKit
import TouchKitCairo
import TouchLabEngine

/// Tags on the views whose recognizers changed state or whose controls sent events in the
/// lesson so far: the latest word for each, purple for gestures, orange for controls.
@MainActor
package struct EventOverlay {
    package let style: LabStyle
    package let canvas: Canvas

    package func draw(_ moment: LessonMoment, scene: Scene) {
        var latest: [ObjectIdentifier: (view: View, text: String, color: Color)] = [:]
        var order: [ObjectIdentifier] = []
        for step in moment.shownSteps {
            let entry: (View, String, Color)?
            switch step.kind {
            case .gesture(let name, let state):
                entry = scene.gestureRecognizer(named: name)?.view.map { ($0, "\(name): \(state)", LabStyle.gesture) }
            case .control(let name, let event):
                entry = scene.view(named: name).map { ($0, event, LabStyle.chain) }
            default:
                entry = nil
            }
            guard let (view, text, color) = entry else { continue }
            let key = ObjectIdentifier(view)
            if latest[key] == nil { order.append(key) }
            latest[key] = (view, text, color)
        }
        for key in order {
            guard let tag = latest[key] else { continue }
            let rect = HitTestOverlay.windowRect(of: tag.view)
            canvas.drawPill(tag.text, at: Point(x: rect.minX + 6, y: rect.maxY + 4), font: style.bold, fill: tag.color)
        }
    }
}
