import TouchKit
import TouchKitCairo

extension SceneRegion {
    /// Draws `input` straight onto `canvas`, in the order the layers put it together (views,
    /// overlays, selection, fingers, labels) but with no layer in between: for a vector
    /// canvas, where a layer would become an embedded bitmap. Nothing is kept for the next
    /// frame.
    func drawDirectly(_ input: SceneInput, on canvas: Canvas) {
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
            let sceneText = Array(text.entries[start...])
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
                TouchOverlay(style: style, canvas: canvas).drawShapes(input.fingers)
            }
            labels.fades = fades
            self.labels = labels
            canvas.withSavedState {
                scaleToWindow(canvas)
                labels.drawAll()
            }
        }
    }
}
