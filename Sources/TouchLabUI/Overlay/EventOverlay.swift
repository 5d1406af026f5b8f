import TouchKit
import TouchKitCairo
import TouchLabEngine

/// Tags for the recognizers that changed state and the controls that sent events in the
/// lesson so far: the latest word for each recognizer and control, purple for gestures,
/// orange for controls, a control's only until its touch's end or cancel reaches it. Several on one view sit together in the order of their timeline
/// lanes, each under or beside the one before, so a winner ("doubleTap: recognized") and a
/// loser ("singleTap: failed") read as a pair, never at opposite edges of the view.
/// A recognizer showing live values says its state in their tag (`ValuesOverlay`), not here.
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
            case .hop(let method, _, let control as Control, _, _) where method == .ended || method == .cancelled:
                // The touch's end or cancel reached the control: its last event (a touchDown,
                // a drag) no longer says what it is doing, until it sends the next one.
                latest["control " + control.traceName] = nil
                order.removeAll { $0 == "control " + control.traceName }
                continue
            default:
                continue
            }
            guard let (view, text, color) = entry else { continue }
            if latest[key] == nil { order.append(key) }
            latest[key] = (view, text, color)
        }
        var stacked: [ObjectIdentifier: (row: Int, last: Rect?)] = [:]
        for key in order {
            guard let tag = latest[key] else { continue }
            let view = ObjectIdentifier(tag.view)
            let (row, last) = stacked[view] ?? (0, nil)
            // Beside the part of the view drawn (a row scrolled out of sight: outside its list).
            let (rect, keepOff) = ClippedView(tag.view).labelAnchor
            let step = 22.0 * Double(row)
            // Next to the view's previous tag first: under it, then after it on its row,
            // then over it; the view's own places only when those are taken.
            let besideLast = last.map { last in
                [Point(x: last.minX, y: last.maxY + 4), Point(x: last.maxX + 6, y: last.minY),
                 Point(x: last.minX, y: last.minY - 22)]
            } ?? []
            let pieces: [LabelPiece] = [.pill(tag.text, font: style.bold, fill: tag.color)]
            let preferred = besideLast + [Point(x: rect.minX, y: rect.maxY + 4 + step),
                                          Point(x: rect.minX, y: rect.minY - 24 - step)]
            let placed = labels.add(pieces, anchor: rect,
                                    preferred: ClippedView.outsideFirst(preferred, size: labels.size(of: pieces),
                                                                        keepOff: keepOff),
                                    inside: [Point(x: rect.minX + 6, y: rect.maxY - 26 - step)], keepingOff: keepOff)
            stacked[view] = (row + 1, placed ?? last)
        }
    }
}
