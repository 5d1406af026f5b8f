import TouchKit
import TouchKitCairo

/// The scene's own text, laid again over a tint drawn across it (the hit view's, a finger's):
/// the tint lies even around the letters, and the letters read as their view draws them,
/// with no untinted box showing where a cut-out would leave one.
@MainActor
struct SceneInk {
    /// Where the scene's views drew text, in scene points.
    let rects: [Rect]
    /// Draws the views' text alone (`ViewRenderer.Options.drawsTextOnly`) on a canvas set up
    /// for scene points, its clip already limiting where, within the area given (scene points).
    let drawText: (Canvas, Rect) -> Void

    /// No text to lay again: tints go over the scene's text as over the rest.
    static let none = SceneInk(rects: []) { _, _ in }

    /// Lays the text lying within `area` (scene points) over what the canvas holds, inside
    /// the path `shape` adds too when given (a finger's disc).
    func redraw(within area: Rect, on canvas: Canvas, shape: ((Canvas) -> Void)? = nil) {
        // A hair around each line: a glyph may overhang its advance box.
        let pieces = rects.compactMap { $0.outset(by: EdgeInsets(all: 1)).intersection(area) }
        guard !pieces.isEmpty else { return }
        canvas.withSavedState {
            canvas.beginPath()
            for piece in pieces { canvas.addRect(piece) }
            canvas.clip()
            if let shape {
                canvas.beginPath()
                shape(canvas)
                canvas.clip()
            }
            // Already in the frame's text once: drawn again, it is not a second line of text.
            let log = canvas.textLog
            canvas.textLog = nil
            drawText(canvas, pieces.dropFirst().reduce(pieces[0]) { $0.union($1) })
            canvas.textLog = log
        }
    }
}
