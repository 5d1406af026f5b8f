import CCairo

/// A failure reported by Cairo or FreeType, with enough context to act on it.
public enum CairoError: Error, Equatable, CustomStringConvertible {
    /// A surface could not be created (e.g. a size of zero or out of memory).
    case surfaceCreation(width: Int, height: Int, reason: String)
    /// A PNG could not be written to `path`.
    case pngWrite(path: String, reason: String)
    /// A PNG could not be read from `path` (missing file, not a PNG, unreadable).
    case pngRead(path: String, reason: String)
    /// An in-memory PNG could not be encoded or decoded.
    case pngData(reason: String)
    /// A font file could not be loaded.
    case font(path: String, reason: String)
    /// An SVG document could not be made.
    case svgData(reason: String)

    public var description: String {
        switch self {
        case let .surfaceCreation(width, height, reason):
            return "cannot create a \(width)×\(height) image surface: \(reason)"
        case let .pngWrite(path, reason):
            return "cannot write PNG to \(path): \(reason)"
        case let .pngRead(path, reason):
            return "cannot read PNG \(path): \(reason)"
        case let .pngData(reason):
            return "cannot convert PNG data: \(reason)"
        case let .font(path, reason):
            return "cannot load font \(path): \(reason)"
        case let .svgData(reason):
            return "cannot make SVG: \(reason)"
        }
    }
}

extension CairoError {
    /// Cairo's own wording for `status`.
    static func reason(_ status: cairo_status_t) -> String {
        String(cString: cairo_status_to_string(status))
    }
}
