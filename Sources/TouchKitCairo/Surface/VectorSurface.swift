import CCairo

/// A picture recorded as vector graphics and written as an SVG document (Cairo's SVG
/// surface): shapes as paths, text as glyph outlines, sized in pixels.
///
/// A `Canvas` on it draws as on an `ImageSurface`, except that whatever draws through
/// pixel caches should draw directly instead (`Canvas.isVector`): an image drawn onto it
/// is embedded as a bitmap.
public final class VectorSurface {
    /// The owned `cairo_surface_t`; destroyed in `deinit`.
    let handle: OpaquePointer
    public let width: Int
    public let height: Int
    private let sink = SVGSink()

    /// An empty picture of `width` × `height` pixels.
    /// - Throws: `CairoError.surfaceCreation` for a non-positive or absurd size.
    public init(width: Int, height: Int) throws {
        guard width > 0, height > 0, width <= 32767, height <= 32767 else {
            throw CairoError.surfaceCreation(width: width, height: height, reason: "invalid size")
        }
        let closure = Unmanaged.passUnretained(sink).toOpaque()
        guard let surface = cairo_svg_surface_create_for_stream(SVGSink.write, closure, Double(width), Double(height))
        else { throw CairoError.surfaceCreation(width: width, height: height, reason: "null") }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw CairoError.surfaceCreation(width: width, height: height, reason: CairoError.reason(status))
        }
        handle = surface
        self.width = width
        self.height = height
        // Browsers read a bare number as pixels too, but Cairo's default unit is pt (4/3 px).
        cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PX)
        cairo_svg_surface_restrict_to_version(surface, CAIRO_SVG_VERSION_1_1)
    }

    deinit { cairo_surface_destroy(handle) }

    /// Ends the picture and returns the SVG document. Draw nothing on it afterwards.
    /// - Throws: `CairoError.svgData` when Cairo could not record or write it.
    public func finish() throws -> [UInt8] {
        cairo_surface_finish(handle)
        let status = cairo_surface_status(handle)
        guard status == CAIRO_STATUS_SUCCESS else { throw CairoError.svgData(reason: CairoError.reason(status)) }
        return sink.bytes
    }
}

/// Collects the bytes Cairo's SVG surface writes.
final class SVGSink {
    var bytes: [UInt8] = []

    static let write: cairo_write_func_t = { closure, data, length in
        let sink = Unmanaged<SVGSink>.fromOpaque(closure!).takeUnretainedValue()
        if let data { sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length))) }
        return CAIRO_STATUS_SUCCESS
    }
}
