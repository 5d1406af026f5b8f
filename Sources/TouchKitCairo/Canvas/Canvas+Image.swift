import CCairo
import TouchKit

/// Drawing one image surface onto another.
extension Canvas {
    /// Draws all of `image` with its top-left corner at `origin`, honouring
    /// `alphaMultiplier`. At whole-pixel positions (with a whole-pixel transform) this is a
    /// plain blend of the pixels, which is what makes pre-rendered sprites cheap.
    public func drawImage(_ image: ImageSurface, at origin: Point) {
        image.flush()
        save()
        cairo_set_source_surface(handle, image.handle, origin.x, origin.y)
        cairo_rectangle(handle, origin.x, origin.y, Double(image.width), Double(image.height))
        if alphaMultiplier < 1 {
            cairo_clip(handle)
            cairo_paint_with_alpha(handle, alphaMultiplier)
        } else {
            cairo_fill(handle)
        }
        restore()
    }
}

extension Canvas {
    /// Replaces the pixels under `image` with it (no blending): the cheapest way to put a
    /// cached, opaque layer back in place. Honours the current clip and transform.
    public func copyImage(_ image: ImageSurface, at origin: Point) {
        image.flush()
        save()
        cairo_set_operator(handle, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(handle, image.handle, origin.x, origin.y)
        cairo_rectangle(handle, origin.x, origin.y, Double(image.width), Double(image.height))
        cairo_fill(handle)
        restore()
    }
}
