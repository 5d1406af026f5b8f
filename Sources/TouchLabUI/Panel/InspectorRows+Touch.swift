import TouchKit
import TouchLabEngine

/// The touch of the step shown, as the model had it at that step: tapCount, phase,
/// timestamp, location and previous location, view, window, gestureRecognizers, and its
/// event's allTouches.
extension InspectorRows {
    mutating func addTouch() {
        guard let moment = shown.moment else { return }
        let touches = moment.lesson.touches(atRecord: moment.step.sequence)
        guard let id = Self.touchID(in: moment), let touch = touches.first(where: { $0.id == id }) ?? touches.first else {
            return
        }
        heading(text.words.panel.touchAtStep(touch.id))
        for line in Self.fields(of: touch, lessonStart: moment.lesson.openedAt, words: text.words.panel) { paragraph(line, color: PanelTheme.secondaryText) }
        let all = touches.map { "\($0.id) \($0.phase.name)" }.joined(separator: ", ")
        paragraph("event.allTouches: " + all, color: PanelTheme.secondaryText)
    }

    /// The touch's fields; its timestamp in seconds from `lessonStart` (trace seconds),
    /// the clock of the timeline and every other time the lab shows.
    /// Field names are `UITouch`'s; `words` give the words between them.
    static func fields(of touch: TouchSnapshot, lessonStart: Double = 0, words: PanelWords = Words().panel) -> [String] {
        let recognizers = touch.gestureRecognizers.isEmpty ? words.none : touch.gestureRecognizers.joined(separator: ", ")
        var lines = [
            "phase \(touch.phase.name), tapCount \(touch.tapCount), timestamp \(Quantity.seconds(touch.traceTimestamp - lessonStart, in: words.language))",
            words.locationInWindow(point(touch.location), previous: point(touch.previousLocation)),
        ]
        if let view = touch.view, let local = touch.locationInView { lines.append(words.location(point(local), in: view)) }
        lines.append("view \(touch.view ?? "nil"), window \(touch.window ?? "nil")")
        lines.append("gestureRecognizers: \(recognizers)")
        return lines
    }

    /// The touch the step shown is about, else the latest touch of the steps shown.
    static func touchID(in moment: LessonMoment) -> Int? {
        for step in moment.shownSteps.reversed() {
            switch step.kind {
            case .touch(let id, _, _): return id
            case .hop(_, let ids, _, _, _): if let id = ids.first { return id }
            default: continue
            }
        }
        return nil
    }

    private static func point(_ point: Point) -> String {
        "(\(GeometryText.short(point.x)), \(GeometryText.short(point.y)))"
    }
}
