import CCairo

/// Reading and writing PNG files and in-memory PNG data.
///
/// Loaded pictures are always converted to ARGB32, so a PNG without alpha compares equal
/// to the opaque surface it was written from.
extension ImageSurface {
    /// Loads the PNG at `path`.
    /// - Throws: `CairoError.pngRead` naming the path and why (missing, not a PNG, …).
    public convenience init(contentsOfPNG path: String) throws {
        let loaded = cairo_image_surface_create_from_png(path)
        let status = cairo_surface_status(loaded)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(loaded)
            let reason = status == CAIRO_STATUS_FILE_NOT_FOUND ? "no such file" : CairoError.reason(status)
            throw CairoError.pngRead(path: path, reason: reason)
        }
        try self.init(owning: Self.convertedToARGB32(loaded!))
    }

    /// Decodes PNG `data`.
    /// - Throws: `CairoError.pngData` when `data` is not a readable PNG.
    public convenience init(pngData data: [UInt8]) throws {
        var reader = PNGReader(bytes: data)
        let loaded = withUnsafeMutablePointer(to: &reader) { pointer in
            cairo_image_surface_create_from_png_stream(PNGReader.read, pointer)
        }
        let status = cairo_surface_status(loaded)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(loaded)
            throw CairoError.pngData(reason: CairoError.reason(status))
        }
        try self.init(owning: Self.convertedToARGB32(loaded!))
    }

    /// Writes this surface as a PNG file at `path`; the folder must exist.
    /// - Throws: `CairoError.pngWrite` naming the path and why.
    public func writePNG(to path: String) throws {
        flush()
        let status = cairo_surface_write_to_png(handle, path)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw CairoError.pngWrite(path: path, reason: CairoError.reason(status))
        }
    }

    /// This surface encoded as PNG, the exact bytes `writePNG(to:)` would write.
    public func pngData() throws -> [UInt8] {
        flush()
        var bytes: [UInt8] = []
        let status = withUnsafeMutablePointer(to: &bytes) { pointer in
            cairo_surface_write_to_png_stream(handle, PNGWriter.write, pointer)
        }
        guard status == CAIRO_STATUS_SUCCESS else {
            throw CairoError.pngData(reason: CairoError.reason(status))
        }
        return bytes
    }

    /// This surface as it will read back from a PNG: PNG stores straight alpha, so
    /// translucent pixels may round differently than the premultiplied original.
    public func roundTrippedThroughPNG() throws -> ImageSurface {
        try ImageSurface(pngData: pngData())
    }

    /// `surface` itself when ARGB32, else a new ARGB32 copy (the original is destroyed).
    private static func convertedToARGB32(_ surface: OpaquePointer) -> OpaquePointer {
        guard cairo_image_surface_get_format(surface) != CAIRO_FORMAT_ARGB32 else { return surface }
        let width = cairo_image_surface_get_width(surface), height = cairo_image_surface_get_height(surface)
        let converted = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
        let context = cairo_create(converted)
        cairo_set_source_surface(context, surface, 0, 0)
        cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
        cairo_paint(context)
        cairo_destroy(context)
        cairo_surface_destroy(surface)
        return converted
    }
}

/// The read side of Cairo's PNG stream callbacks: hands out `bytes` in order.
private struct PNGReader {
    let bytes: [UInt8]
    var offset = 0

    static let read: cairo_read_func_t = { closure, data, length in
        let reader = closure!.assumingMemoryBound(to: PNGReader.self)
        let count = Int(length)
        guard reader.pointee.offset + count <= reader.pointee.bytes.count, let data else {
            return CAIRO_STATUS_READ_ERROR
        }
        reader.pointee.bytes.withUnsafeBufferPointer { buffer in
            data.update(from: buffer.baseAddress! + reader.pointee.offset, count: count)
        }
        reader.pointee.offset += count
        return CAIRO_STATUS_SUCCESS
    }
}

/// The write side of Cairo's PNG stream callbacks: appends to a `[UInt8]`.
private enum PNGWriter {
    static let write: cairo_write_func_t = { closure, data, length in
        let bytes = closure!.assumingMemoryBound(to: [UInt8].self)
        if let data { bytes.pointee.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length))) }
        return CAIRO_STATUS_SUCCESS
    }
}
