import TouchKit
import TouchKitCairo
import TouchLabEngine

/// What a scene holds that the hit test sees but the eye would not, drawn from the first
/// frame, before any touch: a touch area enlarged beyond the bounds (`hitOutset`,
/// `minimumHitSize`, or a `point(inside:with:)` overridden in code, found by probing it)
/// as a dashed outline with its size, and views that are there but
/// invisible (hidden, alpha below 0.01) as ghosts — a faint fill, a dashed outline and
/// their name — so "tap where the cards overlap" can be followed; and the reverse, what
/// the eye sees but the hit test does not use: a transformed view's frame, the rectangle
/// it would fill untransformed, dotted, since a touch inside it can still miss the view.
@MainActor
struct SceneHintOverlay {
    let style: LabStyle
    let canvas: Canvas

    /// Ghosts are drawn faintly in the view's own colour, dashed in ink; an enlarged touch
    /// area is dashed in amber. The legend draws its samples with these.
    static let ghostFillAlpha = 0.22
    static let dash: [Double] = [5, 4]
    static let lineWidth = 1.5
    static let ghostStroke = LabStyle.ink.withAlpha(0.55)
    static let areaStroke = LabStyle.override
    static let frameDash: [Double] = [1.5, 3]
    static let frameStroke = LabStyle.ink.withAlpha(0.5)
    /// How far (scene points) a frame's tag keeps from the lesson's labels.
    static let frameTagGap = 12.0

    /// The dashed shapes, drawn under every other overlay.
    func drawShapes(_ hints: [Hint]) {
        for hint in hints {
            let outline = hint.outline
            guard outline.isDrawable else { continue }
            canvas.withSavedState {
                if hint.kind == .ghost, let color = hint.view.backgroundColor {
                    canvas.beginPath()
                    outline.add(to: canvas)
                    canvas.setColor(color.withAlpha(Self.ghostFillAlpha))
                    canvas.fill()
                }
                canvas.beginPath()
                outline.add(to: canvas)
                canvas.setDash(hint.kind == .frame ? Self.frameDash : Self.dash)
                canvas.setLineWidth(hint.kind == .frame ? 1 : Self.lineWidth)
                canvas.setColor(hint.kind == .ghost ? Self.ghostStroke : hint.kind == .frame ? Self.frameStroke : Self.areaStroke)
                canvas.stroke()
            }
        }
    }

    /// Each hint's tag, offered after the lesson's labels so they give way to them.
    func addLabels(_ hints: [Hint], labels: OverlayLabels) {
        for hint in hints {
            let box = hint.outline.boundingBox
            let fill = hint.kind == .touchArea ? LabStyle.override : LabStyle.unvisited
            let pieces: [LabelPiece] = [.pill(hint.text, font: style.small, fill: fill)]
            let width = labels.size(of: pieces).width
            // A frame's grey tag, butting against the lesson's pill above it (the probe's
            // readout), reads as that pill's second line: it keeps a gap from them.
            // Nor on its view's siblings (Stamp's on Like): their outlines tell the lesson.
            let siblings = hint.kind == .frame ? labels.drawnViews.filter { $0.view !== hint.view && $0.view.superview === hint.view.superview }.map(\.rect) : []
            let apart = hint.kind == .frame ? labels.textRects.labels.map { $0.outset(by: EdgeInsets(all: Self.frameTagGap)) } + siblings : []
            labels.add(pieces, anchor: box, preferred: hint.kind == .touchArea
                ? Self.areaTagPlaces(box, around: labels.markedCluster(around: box), width: width)
                : [Point(x: box.minX, y: box.maxY + 3), Point(x: box.minX, y: box.minY - 20)], keepingOff: apart)
        }
    }

    /// An enlarged area's tag: right of it or left at its top, else under it; where a
    /// finger lies over the area (`around` holds both), under or over the two, against
    /// the area's side, then out to the finger's side.
    static func areaTagPlaces(_ box: Rect, around: Rect, width: Double) -> [Point] {
        var places = [Point(x: box.maxX + 4, y: box.minY), Point(x: box.minX - width - 4, y: box.minY),
                      Point(x: box.minX, y: box.maxY + 3)]
        guard around != box else { return places }
        places += [Point(x: box.maxX - width, y: around.maxY + 3), Point(x: box.minX, y: around.maxY + 3),
                   Point(x: box.maxX - width, y: around.minY - 20), Point(x: around.minX - width - 4, y: box.minY)]
        return places
    }

    /// One thing to show: a ghost, an enlarged touch area, or a transformed view's frame.
    struct Hint: Equatable {
        enum Kind { case ghost, touchArea, frame }
        let view: View
        let outline: ViewOutline
        let kind: Kind
        let text: String

        var isTouchArea: Bool { kind == .touchArea }

        static func == (a: Hint, b: Hint) -> Bool {
            a.view === b.view && a.outline == b.outline && a.kind == b.kind && a.text == b.text
        }
    }

    /// The scene's ghosts (the outermost invisible view of each invisible subtree), its
    /// transformed views' frames and its enlarged touch areas, in view order; none in a
    /// scene too large to outline. Worked out once a frame (the scene's key and its
    /// drawing both read them).
    static func hints(in scene: Scene, words: OverlayWords = Words().overlays) -> [Hint] {
        guard scene.allViews.count <= HitTestOverlay.unvisitedOutlineLimit else { return [] }
        return scene.allViews.flatMap { view -> [Hint] in
            if invisibility(of: view) != nil, !hasInvisibleAncestor(view) {
                return [Hint(view: view, outline: ViewOutline(of: view), kind: .ghost,
                             text: words.ghost(view.name ?? "view", hidden: view.isHidden, alpha: number(view.alpha)))]
            }
            guard !hasInvisibleAncestor(view), invisibility(of: view) == nil else { return [] }
            var hints: [Hint] = []
            if view.isTransformed, let superview = view.superview {
                let frame = ViewOutline(of: superview, area: view.frame)
                if frame.isDrawable, frame != ViewOutline(of: view) {
                    hints.append(Hint(view: view, outline: frame, kind: .frame, text: words.untransformedFrame(view.name ?? "view")))
                }
            }
            let area = touchArea(of: view)
            if area != view.bounds, area.width > 0, area.height > 0 {
                hints.append(Hint(view: view, outline: ViewOutline(of: view, area: area), kind: .touchArea,
                                  text: words.touchArea(number(area.width), number(area.height))))
            }
            return hints
        }
    }

    /// Where `view` says a point is inside (its bounds' coordinates): the area its scene
    /// keys make, else what probing its own `point(inside:with:)` finds.
    static func touchArea(of view: View) -> Rect {
        (view as? SceneBehaving).map { $0.behavior.hitArea(around: view.bounds) } ?? TouchAreaProbe.area(of: view)
    }

    private static func invisibility(of view: View) -> String? {
        if view.isHidden { return "hidden" }
        if view.alpha < 0.01 { return "alpha \(number(view.alpha))" }
        return nil
    }

    private static func hasInvisibleAncestor(_ view: View) -> Bool {
        var ancestor = view.superview
        while let current = ancestor {
            if invisibility(of: current) != nil { return true }
            ancestor = current.superview
        }
        return false
    }

    /// A number as a person writes it: no ".0" on whole numbers.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
    }
}
