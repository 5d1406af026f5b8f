import TouchKit

/// Soft shadows without blur filters or gradient objects: a few stacked, slightly larger
/// translucent shapes, which reads as a blur at the small radii controls use and allocates
/// nothing per frame.
extension Canvas {
    /// Draws a soft shadow under the rounded rectangle `rect`: moved by `offset`, spread
    /// over about `blur` pixels, darkest `color` (its alpha is the total at the centre).
    /// Draw the shape itself afterwards.
    public func fillSoftShadow(of rect: Rect, radius: Double, offset: Point = Point(x: 0, y: 2),
                               blur: Double = 4, color: Color = Color.black.withAlpha(0.15)) {
        let layers = max(1, Int(blur.rounded(.up)))
        let layerColor = color.withAlpha(color.alpha / Double(layers))
        let step = blur / Double(layers)
        for layer in 0..<layers {
            let grow = step * (Double(layer) + 0.5) - blur / 2
            let shadowRect = Rect(x: rect.minX + offset.x - grow, y: rect.minY + offset.y - grow,
                                  width: rect.width + 2 * grow, height: rect.height + 2 * grow)
            fill(shadowRect, radius: radius + grow, color: layerColor)
        }
    }
}
