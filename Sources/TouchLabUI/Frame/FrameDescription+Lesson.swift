import TouchKit
import TouchLabEngine
import TouchLabFormats

/// What a frame says about the lesson and the session beyond its pixels: which lesson and
/// step is shown, the selection and its highlight, every recognizer's outcome with the
/// cause the model recorded, and the inspector's edits in force.
@MainActor
package struct FrameLessonFacts {
    /// The lesson shown (1-based) of how many, and its step (1-based) of how many.
    package struct Position: Equatable, Sendable {
        package let index: Int
        package let count: Int
        package let step: Int
        package let steps: Int
    }

    /// The selected view and its highlight in window pixels.
    package struct Selection: Equatable, Sendable {
        package let view: String
        package let rect: Rect
    }

    /// A recognizer that saw the lesson's touches: its last state and when (seconds from
    /// the lesson's first input; nil while it has changed no state), and for a failure or
    /// cancellation the recorded cause and its words.
    package struct Outcome: Equatable, Sendable {
        package let recognizer: String
        package let view: String?
        package let state: String
        package let time: Double?
        package let cause: GestureRecognizer.Cause?
        package let text: String?
    }

    package let lesson: Position?
    package let selection: Selection?
    package let outcomes: [Outcome]
    package let edits: [SceneEdit]
    /// Each continuous recognizer's values at the step shown, as the scene draws them.
    package let values: [LiveValues.Entry]
    /// The picture of each running pinch's or rotation's view as their values turn it, by
    /// recognizer, as the scene draws it.
    package let outlines: [String: ValuesOutline]

    /// Where a pinch's or rotation's view is drawn scaled and turned, at the scene's own
    /// scale: the bounding box of the part in sight and the turned outline's corners (past
    /// the scene's edges where it reaches them) in window pixels, and whether it is cut off.
    package struct ValuesOutline: Equatable, Sendable {
        package let view: String
        package let rect: Rect
        package let corners: [Point]
        package let cutOff: Bool
    }
    /// The step's caption, as the window shows it under the scene and exports put it
    /// under each frame (nil: no lesson shown).
    package let caption: String?

    /// The facts of `frame`, drawn by `renderer`.
    init(_ frame: LabFrame, renderer: LabRenderer) {
        let (session, shown) = (frame.session, frame.shown)
        let moment = shown.moment
        if let position = shown.position, let moment {
            lesson = Position(index: position.index, count: position.count, step: moment.current + 1,
                              steps: moment.lesson.steps.count)
        } else {
            lesson = nil
        }
        selection = frame.ui.selectedView.map { view in
            Selection(view: view.traceName, rect: SelectionHighlight.rect(of: view, layout: renderer.layout))
        }
        outcomes = moment.map { Self.outcomes(in: $0, scene: session.scene, language: renderer.words.language) } ?? []
        edits = session.scene.edits
        values = moment.map { LiveValues($0).entries } ?? []
        outlines = shown.sceneMoment.map { Self.outlines(at: $0, scene: session.scene, layout: renderer.layout) } ?? [:]
        caption = moment.map {
            StepCaption.text(at: $0.current, of: $0.lesson, scene: session.scene, language: renderer.words.language)
        }
    }

    private static func outlines(at moment: LessonMoment, scene: Scene, layout: LabLayout) -> [String: ValuesOutline] {
        let values = LiveValues(moment)
        var result: [String: ValuesOutline] = [:]
        for target in TransformedTarget.targets(values, scene: scene) {
            // As drawn: cut off at the scene's edges.
            let whole = Rect(x: 0, y: 0, width: scene.size.width, height: scene.size.height)
            let box = target.drawnBounds.intersection(whole) ?? target.drawnBounds, scale = layout.scale
            let rect = Rect(x: layout.scene.minX + box.minX * scale, y: layout.scene.minY + box.minY * scale,
                            width: box.width * scale, height: box.height * scale)
            let corners = target.corners.map { Point(x: layout.scene.minX + $0.x * scale, y: layout.scene.minY + $0.y * scale) }
            let outline = ValuesOutline(view: target.view.traceName, rect: rect, corners: corners,
                                        cutOff: target.reachesPast(scene.size))
            for entry in values.entries where scene.gestureRecognizer(named: entry.recognizer)?.view === target.view {
                result[entry.recognizer] = outline
            }
        }
        return result
    }

    /// Every recognizer that received the lesson's touches, in the order the lesson met
    /// them (those that never saw them are left out), their causes' words in `language`.
    private static func outcomes(in moment: LessonMoment, scene: Scene, language: Language) -> [Outcome] {
        JourneyRecognizers.parts(for: moment).compactMap { name, part in
            let view = scene.gestureRecognizer(named: name)?.view?.traceName
            switch part {
            case .neverSaw: return nil
            case .possible:
                return Outcome(recognizer: name, view: view, state: "possible", time: nil, cause: nil, text: nil)
            case .changed:
                guard let outcome = RecognizerOutcome(named: name, in: moment, scene: scene, language: language) else { return nil }
                return Outcome(recognizer: name, view: view, state: outcome.state.description, time: outcome.time,
                               cause: outcome.isFailure ? outcome.reason?.cause : nil, text: outcome.text)
            }
        }
    }
}

extension FrameDescription {
    /// The `lesson`, `selection`, `outcomes` and `edits` keys, each on its own line and
    /// each preceded by a comma, to follow the keys before them.
    func lessonFactsJSON() -> String {
        let facts = lessonFacts
        var out = ",\n  \"lesson\": " + (facts.lesson.map { position in
            "{ \"index\": \(position.index), \"count\": \(position.count), \"step\": \(position.step), "
                + "\"steps\": \(position.steps) }"
        } ?? "null")
        out += ",\n  \"selection\": " + (facts.selection.map { selection in
            "{ \"view\": \(Self.quoted(selection.view)), \"rect\": \(Self.rectJSON(selection.rect)) }"
        } ?? "null")
        out += ",\n  \"outcomes\": [" + facts.outcomes.map(Self.outcomeJSON).joined(separator: ",") + "\n  ]"
        out += ",\n  \"edits\": [" + facts.edits.map(Self.editJSON).joined(separator: ",") + "\n  ]"
        out += ",\n  \"values\": [" + facts.values.map { $0.json(outline: facts.outlines[$0.recognizer]) }.joined(separator: ",") + "\n  ]"
        out += ",\n  \"caption\": " + (facts.caption.map(Self.quoted) ?? "null")
        return out
    }

    private static func outcomeJSON(_ outcome: FrameLessonFacts.Outcome) -> String {
        var fields = ["\"recognizer\": \(quoted(outcome.recognizer))",
                      "\"view\": " + (outcome.view.map(quoted) ?? "null"),
                      "\"state\": \(quoted(outcome.state))",
                      "\"time\": " + (outcome.time.map(timeJSON) ?? "null")]
        if let cause = outcome.cause { fields.append("\"cause\": \(quoted(cause.rawValue))") }
        if let text = outcome.text { fields.append("\"text\": \(quoted(text))") }
        return "\n    { " + fields.joined(separator: ", ") + " }"
    }

    private static func editJSON(_ edit: SceneEdit) -> String {
        let value: String
        switch edit.value {
        case .bool(let on): value = "\(on)"
        case .number(let number): value = numberJSON(number)
        case .names(let names): value = "[" + names.map(quoted).joined(separator: ", ") + "]"
        }
        return "\n    { \"view\": \(quoted(edit.view)), \"property\": \(quoted(edit.property)), \"value\": \(value) }"
    }
}
