import CCairo
import TouchKit

/// Drawing one image surface onto another.
extension Canvas {
    /// Draws all of `image` with its top-left corner at `origin`, honouring
    /// `alphaMultiplier`. At whole-pixel positions (with a whole-pixel transform) this is a
    /// plain blend of the pixels, which is what makes pre-rendered sprites cheap.
    public func drawImage(_ image: ImageSurface, at origin: Point) {
        drawImage(image, at: origin, only: [Rect(x: 0, y: 0, width: Double(image.width), height: Double(image.height))])
    }

    /// Draws `image` at `origin` as `drawImage` does, but only inside `rects` (in the image's
    /// own pixels), e.g. its `inkedRects()`: the same pixels when the image is transparent
    /// everywhere else, without compositing the empty rest.
    public func drawImage(_ image: ImageSurface, at origin: Point, only rects: [Rect]) {
        guard !rects.isEmpty else { return }
        image.flush()
        save()
        cairo_set_source_surface(handle, image.handle, origin.x, origin.y)
        for rect in rects {
            cairo_rectangle(handle, origin.x + rect.minX, origin.y + rect.minY, rect.width, rect.height)
        }
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

    /// Makes `rect` transparent, replacing what the canvas held there (alpha included).
    public func clear(_ rect: Rect) {
        save()
        cairo_set_operator(handle, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_rgba(handle, 0, 0, 0, 0)
        cairo_rectangle(handle, rect.minX, rect.minY, rect.width, rect.height)
        cairo_fill(handle)
        restore()
    }

    /// As `copyImage`, inside `rects` only (canvas coordinates): the rest of the canvas keeps
    /// its pixels.
    public func copyImage(_ image: ImageSurface, at origin: Point, only rects: [Rect]) {
        for rect in rects {
            withSavedState {
                clip(to: rect)
                copyImage(image, at: origin)
            }
        }
    }
}

extension Canvas {
    /// Paints with `image` tiled over the whole canvas (from the canvas origin) instead of a
    /// colour, until the next `setColor`. A small tile of stripes gives dashed-looking lines
    /// for the price of solid ones.
    public func setTiledSource(_ image: ImageSurface) {
        image.flush()
        let pattern = cairo_pattern_create_for_surface(image.handle)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_NEAREST)
        cairo_set_source(handle, pattern)
        cairo_pattern_destroy(pattern)
    }
}
