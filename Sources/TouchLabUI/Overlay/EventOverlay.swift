import TouchKit
import TouchKitCairo
import TouchLabEngine

/// Tags for the recognizers that changed state and the controls that sent events in the
/// lesson so far: the latest word for each recognizer and control, purple for gestures,
/// orange for controls. Several on one view stack under it, one line each, so a winner
/// ("doubleTap: recognized") and a loser ("singleTap: failed") are both readable. A
/// recognizer showing live values says its state in their tag (`ValuesOverlay`), not here.
@MainActor
package struct EventOverlay {
    let style: LabStyle
    let canvas: Canvas

    func draw(_ moment: LessonMoment, scene: Scene, labels: OverlayLabels) {
        var latest: [String: (view: View, text: String, color: Color)] = [:]
        var order: [String] = []
        let valued = Set(LiveValues(moment).entries.map(\.recognizer))
        for played in moment.played {
            let key: String
            let entry: (View, String, Color)?
            switch played.kind {
            case .gesture(let name, _) where valued.contains(name):
                continue
            case .gesture(let name, let state):
                key = "gesture " + name
                entry = scene.gestureRecognizer(named: name)?.view.map { ($0, "\(name): \(style.words.captions.state(state))", LabStyle.gesture) }
            case .control(let name, let event):
                key = "control " + name
                entry = scene.view(named: name).map { ($0, "\(name): \(event)", LabStyle.chain) }
            default:
                continue
            }
            guard let (view, text, color) = entry else { continue }
            if latest[key] == nil { order.append(key) }
            latest[key] = (view, text, color)
        }
        var stacked: [ObjectIdentifier: Int] = [:]
        for key in order {
            guard let tag = latest[key] else { continue }
            let row = stacked[ObjectIdentifier(tag.view), default: 0]
            stacked[ObjectIdentifier(tag.view)] = row + 1
            let rect = HitTestOverlay.windowRect(of: tag.view)
            let step = 22.0 * Double(row)
            labels.add([.pill(tag.text, font: style.bold, fill: tag.color)], anchor: rect,
                       preferred: [Point(x: rect.minX, y: rect.maxY + 4 + step),
                                   Point(x: rect.minX, y: rect.minY - 24 - step)],
                       inside: [Point(x: rect.minX + 6, y: rect.maxY - 26 - step)])
        }
    }
}
