import CCairo

extension ImageSurface {
    /// This surface as an SVG document of its size, through Cairo's SVG surface: the
    /// pixels as one embedded image, sharp at 1:1 as the window shows them.
    /// - Throws: `CairoError.svgData` when Cairo cannot make or finish the document.
    public func svgData() throws -> [UInt8] {
        flush()
        let sink = SVGSink()
        let unmanaged = Unmanaged.passUnretained(sink)
        let svg = cairo_svg_surface_create_for_stream(SVGSink.write, unmanaged.toOpaque(),
                                                      Double(width), Double(height))
        defer { cairo_surface_destroy(svg) }
        cairo_svg_surface_restrict_to_version(svg, CAIRO_SVG_VERSION_1_1)
        let context = cairo_create(svg)
        cairo_set_source_surface(context, handle, 0, 0)
        cairo_paint(context)
        let drawn = cairo_status(context)
        cairo_destroy(context)
        cairo_surface_finish(svg)
        let status = drawn == CAIRO_STATUS_SUCCESS ? cairo_surface_status(svg) : drawn
        guard status == CAIRO_STATUS_SUCCESS else { throw CairoError.svgData(reason: CairoError.reason(status)) }
        return withExtendedLifetime(sink) { sink.bytes }
    }
}

/// Collects the bytes Cairo's SVG surface writes.
private final class SVGSink {
    var bytes: [UInt8] = []

    static let write: cairo_write_func_t = { closure, data, length in
        let sink = Unmanaged<SVGSink>.fromOpaque(closure!).takeUnretainedValue()
        if let data { sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length))) }
        return CAIRO_STATUS_SUCCESS
    }
}
