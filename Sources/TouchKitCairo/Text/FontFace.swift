import CCairo
import Glibc
import Synchronization

/// A font file, as Pango asks for it: its family, weight and style (read from the file by
/// fontconfig), which Pango matches in the project's font configuration, falling back to
/// another of its fonts for a character the file lacks.
///
/// Faces are cached per path for the process.
public final class FontFace: Sendable {
    /// The `PangoFontDescription` without a size; immutable after creation.
    nonisolated(unsafe) let description: OpaquePointer
    /// The file this face was read from.
    public let path: String
    /// Text already measured in this face (`Canvas.measure`).
    let measurements = TextMeasurements()

    private init(description: OpaquePointer, path: String) {
        self.description = description
        self.path = path
    }

    deinit { pango_font_description_free(description) }

    private static let cache = Mutex<[String: FontFace]>([:])

    /// The face for `path`, loaded once per process.
    /// - Throws: `CairoError.font` when the file is missing or not a font.
    public static func cached(path: String) throws -> FontFace {
        try cache.withLock { faces in
            if let face = faces[path] { return face }
            let face = try load(path: path)
            faces[path] = face
            return face
        }
    }

    /// Reads the family, weight and style of the first face in `path`.
    private static func load(path: String) throws -> FontFace {
        guard access(path, R_OK) == 0 else {
            throw CairoError.font(path: path, reason: "no such file; install the Debian package fonts-dejavu-core")
        }
        var count: Int32 = 0
        guard let pattern = FcFreeTypeQuery(path, 0, nil, &count) else {
            throw CairoError.font(path: path, reason: "not a readable font")
        }
        defer { FcPatternDestroy(pattern) }
        let description = pango_fc_font_description_from_pattern(pattern, 0)!
        return FontFace(description: description, path: path)
    }
}
