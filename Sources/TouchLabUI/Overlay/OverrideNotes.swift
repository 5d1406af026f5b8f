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

    /// Outlines the view whose override plays now and offers each note to `labels`, just
    /// below its view, else just above it.
    func draw(_ moment: LessonMoment, labels: OverlayLabels) {
        let overrides = moment.overrides.values.sorted { $0.step < $1.step }
        for (view, kind, step) in overrides {
            let rect = HitTestOverlay.windowRect(of: view)
            if step == moment.current {
                canvas.stroke(rect.outset(by: EdgeInsets(all: 3)), width: 3,
                              color: LabStyle.override.withAlpha(0.4 + 0.5 * moment.progress))
            }
            labels.add([.pill(style.words.overlays.override(kind), font: style.small, fill: LabStyle.override)], anchor: rect,
                       preferred: [Point(x: rect.minX, y: rect.maxY + 6), Point(x: rect.minX, y: rect.minY - 24)])
        }
    }

}
