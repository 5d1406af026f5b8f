import TouchKit
import TouchKitCairo
import TouchLabEngine

/// Marks where a view's own code decided the hit test: a custom `hitTest(_:with:)` that
/// answered something its default search did not, or a `point(inside:with:)` that answered
/// against the view's bounds. Each shows as a note beside the view, placed with the other
/// overlay labels; while the step plays, the view is outlined in the override colour.
@MainActor
struct OverrideNotes {
    let style: LabStyle
    let canvas: Canvas

    /// Outlines the view whose override plays now and offers each note to `labels` beside
    /// what it explains (right of it, else under or over it); a note in `toldByFingers` (by
    /// view) goes with the finger's caption instead (`FingerCaption.note`).
    func draw(_ moment: LessonMoment, labels: OverlayLabels, toldByFingers: Set<ObjectIdentifier> = []) {
        let overrides = moment.overrides.values.sorted { $0.step < $1.step }
        for (view, kind, step) in overrides {
            let rect = HitTestOverlay.windowRect(of: view)
            if step == moment.current {
                canvas.stroke(rect.outset(by: EdgeInsets(all: 3)), width: 3,
                              color: LabStyle.override.withAlpha(0.4 + 0.5 * moment.progress))
            }
            guard !toldByFingers.contains(ObjectIdentifier(view)) else { continue }
            let about = Self.explained(view, kind: kind, step: moment.lesson.steps[step]) ?? rect
            // A note over a button reads as that button's: it keeps off the overriding
            // view's subviews (the ones sticking out too) as well as what it explains.
            let subviews = view.subviews.filter { !$0.isHidden }.map(HitTestOverlay.windowRect(of:))
            let text = style.words.overlays.override(kind, of: view.name ?? "view")
            let pieces: [LabelPiece] = [.pill(text, font: style.small, fill: LabStyle.override)]
            var preferred = [Point(x: about.maxX + 6, y: about.minY), Point(x: about.minX, y: about.maxY + 6),
                             Point(x: about.minX, y: about.minY - 24)]
            if step == moment.current, let finger = Self.probedPoint(moment) {
                // Out to the finger's side, under its readout (`TouchOverlay.captionedPlaces`):
                // the finger, the view and its touch area keep the room around them.
                let size = labels.size(of: pieces)
                preferred.insert(Point(x: finger.x - SceneMarkers.fingerSide / 2 - 8 - size.width, y: finger.y + 22), at: 0)
            }
            labels.add(pieces, anchor: about, preferred: preferred, keepingOff: subviews)
        }
    }

    /// Where the current step's `point(inside:)` override was asked (window coordinates):
    /// nil unless the current step is one.
    static func probedPoint(_ moment: LessonMoment) -> Point? {
        guard case .override(let view, let point, .pointInside) = moment.lesson.steps[moment.current].kind else { return nil }
        let location = view.convert(point, to: nil)
        return location.isFinite ? location : nil
    }

    /// What a finger says instead of its coordinates once a view's own `point(inside:)`
    /// answered for it: `text`, and the override's `note` on the line under it (one label
    /// by the finger, rather than a second one with its own leader to a small button).
    struct FingerCaption: Equatable {
        let text: String
        let note: String
        /// The view whose override it tells.
        let view: ObjectIdentifier
    }

    /// From the step where a view's own `point(inside:)` decides until that finger lifts
    /// and fades, what the finger says instead of its coordinates: how far beyond the view's
    /// bounds it lies and whether inside its enlarged touch area (the lesson's point, which
    /// the search's later steps and the delivery do not undo). Keyed by finger id; a touch
    /// begun since at that point (a second tap) has its own search and says nothing until it
    /// reaches its own answer.
    static func fingerCaptions(_ moment: LessonMoment, fingers: Fingers, words: OverlayWords) -> [Int: FingerCaption] {
        var captions: [Int: FingerCaption] = [:]
        let steps = moment.lesson.steps
        for index in steps.indices where index <= moment.current {
            guard case .override(let view, let point, .pointInside(let inside)) = steps[index].kind else { continue }
            let location = view.convert(point, to: nil)
            guard location.isFinite,
                  let finger = fingers.readouts.first(where: { $0.location.distance(to: location) < 1 }) else { continue }
            let since = steps[(index + 1)..<(moment.current + 1)]
            let begunAgain = since.contains { step in
                if case .touch(_, .began, let began) = step.kind { return began.distance(to: location) < 1 }
                return false
            }
            guard !begunAgain else { continue }
            captions[finger.id] = FingerCaption(text: caption(view, point: point, inside: inside, words: words),
                                                note: words.ownPointInside(inside),
                                                view: ObjectIdentifier(view))
        }
        return captions
    }

    /// How far beyond `view`'s bounds `point` (its coordinates) lies, and whether inside its
    /// enlarged touch area.
    private static func caption(_ view: View, point: Point, inside: Bool, words: OverlayWords) -> String {
        let bounds = view.bounds
        let number = SceneHintOverlay.number
        var sides: [(distance: String, side: OverlayWords.Side)] = []
        let horizontal = point.x < bounds.minX ? (bounds.minX - point.x, OverlayWords.Side.left)
            : point.x > bounds.maxX ? (point.x - bounds.maxX, .right) : nil
        let vertical = point.y < bounds.minY ? (bounds.minY - point.y, OverlayWords.Side.above)
            : point.y > bounds.maxY ? (point.y - bounds.maxY, .below) : nil
        for case let (distance, side)? in [horizontal, vertical] { sides.append((number((distance * 10).rounded() / 10), side)) }
        let area = SceneHintOverlay.touchArea(of: view)
        let enlarged = inside && area != bounds && area.contains(point)
        return words.againstBounds(view.name ?? "view", beyond: sides,
                                   area: enlarged ? (number(area.width), number(area.height)) : nil)
    }

    /// What a `point(inside:)` that said yes outside its view's bounds explains: the view
    /// drawn at that point (the child sticking out, which the answer lets receive touches);
    /// nil for any other override, or where no subview is drawn there (an enlarged touch
    /// area): the note then explains its own view.
    private static func explained(_ view: View, kind: LessonStep.HitTestOverride, step: LessonStep) -> Rect? {
        guard case .pointInside(inside: true) = kind, case .override(_, let point, _) = step.kind,
              !view.bounds.contains(point) else { return nil }
        let location = view.convert(point, to: nil)
        return view.subviews.reversed().lazy.compactMap { TouchOverlay.innermostView(at: location, in: $0) }.first
    }
}
