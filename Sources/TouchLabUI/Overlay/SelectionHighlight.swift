import TouchKit
import TouchKitCairo

/// The inspector's selected view, marked in the scene: a ring just outside its bounds (a
/// polygon when a transform turns it) in a colour no lesson overlay uses, with a white
/// line inside it so it reads over dark and light views alike.
@MainActor
package struct SelectionHighlight {
    /// The ring's colour: pink, apart from the lesson's blues, reds, greens, purples and oranges.
    package static let color = Color(hex: "#d6409f")!
    /// How far outside the view's bounds the ring lies, in scene points.
    package static let gap = 3.0
    package static let width = 3.0

    let canvas: Canvas

    /// Draws the ring around `view`, in scene points (the canvas scaled to the scene).
    package func draw(_ view: View) {
        let ring = ViewOutline(of: view, inset: -Self.gap)
        guard ring.isDrawable else { return }
        canvas.withSavedState {
            canvas.beginPath()
            ring.add(to: canvas)
            canvas.setColor(Self.color)
            canvas.setLineWidth(Self.width)
            canvas.stroke()
            canvas.beginPath()
            ViewOutline(of: view, inset: -Self.gap + Self.width / 2 + 0.5).add(to: canvas)
            canvas.setColor(.white)
            canvas.setLineWidth(1)
            canvas.stroke()
        }
    }

    /// The ring's outer rectangle in window pixels, for a scene drawn at `layout.scale`.
    package static func rect(of view: View, layout: LabLayout) -> Rect {
        let box = ViewOutline(of: view, inset: -gap - width / 2).boundingBox
        let scale = layout.scale
        return Rect(x: layout.scene.minX + box.minX * scale, y: layout.scene.minY + box.minY * scale,
                    width: box.width * scale, height: box.height * scale)
    }
}
