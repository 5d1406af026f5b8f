import TouchKit
import TouchKitCairo

extension SceneRegion {
    /// Draws `input` straight onto `canvas`, in the order the layers put it together (views,
    /// overlays, selection, fingers, labels) but with no layer in between: for a vector
    /// canvas, where a layer would become an embedded bitmap. Nothing is kept for the next
    /// frame.
    func drawDirectly(_ input: SceneInput, on canvas: Canvas) {
        // The text log keeps places in the surface's pixels; the overlays avoid the scene's
        // text in window pixels, which differ when the frame is drawn through a crop or scale.
        let toSurface = canvas.currentTransform
        fillAroundScene(canvas)
        let fades = Dictionary(input.fingers.readouts.map { ($0.id, $0.alpha) }, uniquingKeysWith: { first, _ in first })
        canvas.withSavedState {
            canvas.clip(to: layout.scene)
            let start = text.count
            text.tag = LabRegion.scene.rawValue
            text.layer = LabRegion.contentLayer
            canvas.withSavedState {
                scaleToWindow(canvas)
                canvas.fill(layout.sceneBounds, color: .white)
                views.draw(input.scene.window, in: canvas)
            }
            let sceneText = text.entries[start...].map { Self.windowPixels($0, from: toSurface) }
            text.layer = LabRegion.labLayer
            let labels = canvas.withSavedState {
                scaleToWindow(canvas)
                return drawStillOverlays(input, on: canvas, outlinesUnvisited: true, sceneText: sceneText)
            }
            canvas.withSavedState {
                scaleToWindow(canvas)
                if let selected = input.selection, selected.window === input.scene.window {
                    SelectionHighlight(canvas: canvas).draw(selected)
                }
                let texts = sceneText.map { Self.scenePoints($0.rect, scale: layout.scale) }
                TouchOverlay(style: style, canvas: canvas, sceneScale: layout.scale,
                             ink: ink(input, texts: texts, directly: canvas.drawsDirectly), areas: input.touchAreas).drawShapes(input.fingers)
            }
            labels.fades = fades
            self.labels = labels
            canvas.withSavedState {
                scaleToWindow(canvas)
                labels.drawAll()
            }
        }
    }

    /// `entry` with its place in window pixels, from the surface's pixels `toSurface` maps to
    /// (a scale and a move: the framings of a picture).
    static func windowPixels(_ entry: TextLog.Entry, from toSurface: AffineTransform) -> TextLog.Entry {
        guard !toSurface.isIdentity, toSurface.a != 0, toSurface.d != 0 else { return entry }
        var entry = entry
        let rect = entry.rect
        entry.rect = Rect(x: (rect.minX - toSurface.tx) / toSurface.a, y: (rect.minY - toSurface.ty) / toSurface.d,
                          width: rect.width / toSurface.a, height: rect.height / toSurface.d)
        return entry
    }
}
