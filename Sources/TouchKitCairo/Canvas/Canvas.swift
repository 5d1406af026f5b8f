import CCairo
import TouchKit

/// A drawing context on an `ImageSurface` or a `VectorSurface`: Cairo's `cairo_t` in
/// Swift terms.
///
/// Coordinates are in pixels with y down, the origin at the surface's top-left until
/// `translate` moves it. State (transform, clip, source colour, line settings, font) is
/// saved and restored as a stack with `save`/`restore`; groups are a separate stack
/// (`pushGroup`/`popGroup`). A canvas keeps its surface alive. Not thread-safe.
public final class Canvas {
    /// The owned `cairo_t`; destroyed in `deinit`.
    let handle: OpaquePointer
    /// The surface drawn into, kept alive by the canvas.
    private let target: AnyObject
    /// Whether the canvas records vector graphics: drawing that goes through pixel caches
    /// (layers, sprites, tiles) draws directly instead, so that nothing becomes a bitmap.
    public let isVector: Bool
    /// Whether drawing that goes through pixel caches draws directly instead: on a vector
    /// canvas, and on a pixel canvas drawn through a scale, where a cached bitmap would be
    /// enlarged rather than drawn at the canvas's density. True for a vector canvas.
    public var drawsDirectly: Bool

    /// A canvas drawing into `surface`.
    public init(surface: ImageSurface) {
        target = surface
        isVector = false
        drawsDirectly = false
        handle = cairo_create(surface.handle)
    }

    /// A canvas recording into `surface`.
    public init(vector surface: VectorSurface) {
        target = surface
        isVector = true
        drawsDirectly = true
        handle = cairo_create(surface.handle)
    }

    deinit { cairo_destroy(handle) }

    /// The image surface drawn into (nil for a vector canvas): to copy what was drawn.
    public var imageSurface: ImageSurface? { target as? ImageSurface }

    // MARK: State

    /// Pushes a copy of the current state (transform, clip, colour, line and font settings).
    public func save() { cairo_save(handle) }

    /// Pops the state pushed by the matching `save`.
    public func restore() { cairo_restore(handle) }

    /// Runs `body` between `save` and `restore`.
    public func withSavedState<Result>(_ body: () throws -> Result) rethrows -> Result {
        save()
        defer { restore() }
        return try body()
    }

    /// Moves the origin by (`x`, `y`) in the current coordinates.
    public func translate(x: Double, y: Double) { cairo_translate(handle, x, y) }

    /// The current coordinates' transform to the surface's pixels.
    public var currentTransform: AffineTransform {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(handle, &matrix)
        return AffineTransform(a: matrix.xx, b: matrix.yx, c: matrix.xy, d: matrix.yy, tx: matrix.x0, ty: matrix.y0)
    }

    /// Applies `transform` to the current coordinates (after them, as `cairo_transform`
    /// does): what is drawn next in the new coordinates lands where `transform` maps it.
    /// The caller passes an invertible transform; Cairo's context would break on another.
    public func concatenate(_ transform: AffineTransform) {
        var matrix = cairo_matrix_t(xx: transform.a, yx: transform.b, xy: transform.c,
                                    yy: transform.d, x0: transform.tx, y0: transform.ty)
        cairo_transform(handle, &matrix)
    }

    // MARK: Paint settings

    /// Multiplies the alpha of every colour set afterwards (1 by default).
    ///
    /// A cheap stand-in for a group when translucency cannot be composited as a whole (a
    /// renderer's group-depth limit): overlapping shapes then show through each other.
    /// Not part of the `save`/`restore` state: whoever changes it puts it back.
    public var alphaMultiplier = 1.0

    /// When set, every line of text drawn is recorded here with its place on the surface.
    public var textLog: TextLog?

    /// Makes `color` (its alpha times `alphaMultiplier`) the source for the next fill,
    /// stroke or text.
    public func setColor(_ color: Color) {
        cairo_set_source_rgba(handle, color.red, color.green, color.blue, color.alpha * alphaMultiplier)
    }

    public func setLineWidth(_ width: Double) { cairo_set_line_width(handle, width) }

    /// Dashes the following strokes: on/off lengths starting at `phase`; `[]` for solid.
    public func setDash(_ pattern: [Double], phase: Double = 0) {
        cairo_set_dash(handle, pattern, Int32(pattern.count), phase)
    }

    /// Round caps and joins when true (for lines and arcs), butt/miter when false.
    public func setRoundLineEnds(_ round: Bool) {
        cairo_set_line_cap(handle, round ? CAIRO_LINE_CAP_ROUND : CAIRO_LINE_CAP_BUTT)
        cairo_set_line_join(handle, round ? CAIRO_LINE_JOIN_ROUND : CAIRO_LINE_JOIN_MITER)
    }

    /// Turns antialiasing of shapes off (or back on). Off suits axis-aligned lines on pixel
    /// boundaries: they come out the same, and Cairo draws them on a much faster path.
    public func setAntialiased(_ on: Bool) {
        cairo_set_antialias(handle, on ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
    }

    /// Fills the whole clip area with the source (e.g. to clear a background).
    public func paint() { cairo_paint(handle) }

    // MARK: Groups

    /// Starts drawing into an offscreen group, composited by the matching `popGroup`.
    public func pushGroup() { cairo_push_group(handle) }

    /// Ends the group started by `pushGroup` and composites it with `alpha` (0…1).
    public func popGroup(alpha: Double) {
        cairo_pop_group_to_source(handle)
        cairo_paint_with_alpha(handle, alpha)
    }

    // MARK: Paths

    /// Forgets the current path.
    public func beginPath() { cairo_new_path(handle) }
    public func move(to point: Point) { cairo_move_to(handle, point.x, point.y) }
    public func line(to point: Point) { cairo_line_to(handle, point.x, point.y) }
    public func curve(to point: Point, control1: Point, control2: Point) {
        cairo_curve_to(handle, control1.x, control1.y, control2.x, control2.y, point.x, point.y)
    }
    public func closePath() { cairo_close_path(handle) }

    /// Fills the current path with the source and clears it (`preserve` keeps it).
    public func fill(preserve: Bool = false) {
        preserve ? cairo_fill_preserve(handle) : cairo_fill(handle)
    }

    /// Strokes the current path with the source and line settings and clears it.
    public func stroke(preserve: Bool = false) {
        preserve ? cairo_stroke_preserve(handle) : cairo_stroke(handle)
    }

    /// Intersects the clip with the current path and clears the path. Undo with `restore`.
    public func clip() { cairo_clip(handle) }
}
