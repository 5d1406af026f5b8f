import CCairo
import Glibc
import Synchronization

/// A font file loaded through FreeType and wrapped as a Cairo font face.
///
/// Ownership: the `FT_Face` is released by Cairo's destroy callback on the font face, so it
/// outlives every scaled font Cairo caches internally; this class holds one reference to
/// the Cairo face and drops it in `deinit`. Faces are cached per path for the process.
public final class FontFace: Sendable {
    /// The `cairo_font_face_t`; immutable, and Cairo's reference counting is thread-safe.
    nonisolated(unsafe) let handle: OpaquePointer
    /// The file this face was read from.
    public let path: String
    /// Text already measured in this face (`Canvas.measure`).
    let measurements = TextMeasurements()

    private init(handle: OpaquePointer, path: String) {
        self.handle = handle
        self.path = path
    }

    deinit { cairo_font_face_destroy(handle) }

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

    /// Opens `path` with FreeType (no hinting) and hands the face to Cairo.
    private static func load(path: String) throws -> FontFace {
        guard access(path, R_OK) == 0 else {
            throw CairoError.font(path: path, reason: "no such file; install the Debian package fonts-dejavu-core")
        }
        guard let library = FreeTypeLibrary.shared else {
            throw CairoError.font(path: path, reason: "FreeType could not start")
        }
        var face: FT_Face?
        let error = FreeTypeLibrary.lock.withLock { _ in FT_New_Face(library.handle, path, 0, &face) }
        guard error == 0, let face else {
            throw CairoError.font(path: path, reason: "FreeType error \(error): not a readable font")
        }
        return try wrap(face, path: path)
    }

    /// Creates the Cairo face for `face` and makes Cairo responsible for freeing it.
    private static func wrap(_ face: FT_Face, path: String) throws -> FontFace {
        let loadFlags = Int32(FT_LOAD_NO_HINTING | FT_LOAD_NO_AUTOHINT)
        let cairoFace = cairo_ft_font_face_create_for_ft_face(face, loadFlags)!
        let status = cairo_font_face_set_user_data(cairoFace, &faceKey, face) { pointer in
            _ = FreeTypeLibrary.lock.withLock { _ in FT_Done_Face(pointer?.assumingMemoryBound(to: FT_FaceRec_.self)) }
        }
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_font_face_destroy(cairoFace)
            FT_Done_Face(face)
            throw CairoError.font(path: path, reason: CairoError.reason(status))
        }
        return FontFace(handle: cairoFace, path: path)
    }

    /// The options every text drawing and measurement uses: grey antialiasing, no hinting,
    /// unhinted metrics, so glyphs land identically whatever the machine's defaults are.
    static let options = FontOptions()
}

/// The user-data key under which a Cairo face keeps its `FT_Face`; only its address matters.
nonisolated(unsafe) private var faceKey = cairo_user_data_key_t()

/// An owned `cairo_font_options_t` with every option set explicitly.
final class FontOptions: Sendable {
    nonisolated(unsafe) let handle: OpaquePointer

    init() {
        handle = cairo_font_options_create()!
        cairo_font_options_set_antialias(handle, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_subpixel_order(handle, CAIRO_SUBPIXEL_ORDER_DEFAULT)
        cairo_font_options_set_hint_style(handle, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(handle, CAIRO_HINT_METRICS_OFF)
    }

    deinit { cairo_font_options_destroy(handle) }
}
