import CCairo
import Glibc
import TouchKit

/// An in-memory ARGB32 picture that a `Canvas` draws into and the window presents.
///
/// Pixels are 32-bit native-endian words, premultiplied alpha, `0xAARRGGBB`: on the
/// little-endian machines we run on, bytes B, G, R, A — what X11's ZPixmap of depth 24/32
/// expects. Rows are `stride` bytes apart (stride ≥ 4 × width).
public final class ImageSurface {
    /// The owned `cairo_surface_t`; destroyed in `deinit`.
    let handle: OpaquePointer
    public let width: Int
    public let height: Int
    /// What keeps borrowed pixel memory valid (`init(wrapping:…)`); nil when Cairo owns it.
    private var memoryOwner: AnyObject?

    /// A transparent surface of `width` × `height` pixels.
    /// - Throws: `CairoError.surfaceCreation` for a non-positive or absurd size.
    public convenience init(width: Int, height: Int) throws {
        guard width > 0, height > 0, width <= 32767, height <= 32767 else {
            throw CairoError.surfaceCreation(width: width, height: height, reason: "invalid size")
        }
        try self.init(owning: cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)))
    }

    /// A surface drawing into memory it does not own (`height` rows of `stride` bytes, e.g.
    /// a window's shared-memory image); `owner` is kept for as long as the surface lives,
    /// and should keep the memory valid.
    /// - Throws: `CairoError.surfaceCreation` when Cairo refuses the size or stride.
    public convenience init(wrapping pixels: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int,
                            keepingAlive owner: AnyObject) throws {
        guard width > 0, height > 0, width <= 32767, height <= 32767,
              stride >= Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width))), stride % 4 == 0 else {
            throw CairoError.surfaceCreation(width: width, height: height, reason: "invalid size or stride")
        }
        try self.init(owning: cairo_image_surface_create_for_data(
            pixels.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(stride)))
        memoryOwner = owner
    }

    /// Takes ownership of `surface`, which must be an image surface; checks its status.
    init(owning surface: OpaquePointer?) throws {
        guard let surface else { throw CairoError.surfaceCreation(width: 0, height: 0, reason: "null") }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw CairoError.surfaceCreation(width: 0, height: 0, reason: CairoError.reason(status))
        }
        handle = surface
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
    }

    deinit { cairo_surface_destroy(handle) }

    /// Bytes from the start of one row to the next.
    public var stride: Int { Int(cairo_image_surface_get_stride(handle)) }

    /// Finishes pending Cairo drawing so the pixel memory is up to date. Call before reading.
    public func flush() { cairo_surface_flush(handle) }

    /// Tells Cairo the pixel memory was changed behind its back. Call after writing.
    public func markDirty() { cairo_surface_mark_dirty(handle) }

    /// Runs `body` with the pixel memory (`height` rows of `stride` bytes), flushed before
    /// and marked dirty after, so `body` may read and write. The pointer is valid only
    /// inside `body`.
    public func withPixels<Result>(
        _ body: (UnsafeMutableRawPointer, _ stride: Int) throws -> Result
    ) rethrows -> Result {
        flush()
        defer { markDirty() }
        return try body(cairo_image_surface_get_data(handle)!, stride)
    }

    /// The premultiplied `0xAARRGGBB` word at (`x`, `y`); both must be inside the surface.
    public func pixel(x: Int, y: Int) -> UInt32 {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside")
        flush()
        let row = cairo_image_surface_get_data(handle)! + y * stride
        return UnsafeRawPointer(row).load(fromByteOffset: x * 4, as: UInt32.self)
    }

    /// Sets the pixels of `rect` to `color`, replacing what was there (alpha included).
    public func clear(_ rect: Rect, to color: Color) {
        let context = cairo_create(handle)
        cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
        cairo_rectangle(context, rect.minX, rect.minY, rect.width, rect.height)
        cairo_fill(context)
        cairo_destroy(context)
    }

    /// Fills the whole surface with `color`, replacing what was there (alpha included).
    public func clear(to color: Color) {
        let context = cairo_create(handle)
        cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
        cairo_paint(context)
        cairo_destroy(context)
    }
}
