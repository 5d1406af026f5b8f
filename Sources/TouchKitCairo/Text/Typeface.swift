/// One of the fixed font files TouchLab draws text with.
///
/// The files come from Debian's fonts-dejavu-core and are opened by path, never through
/// fontconfig, so a frame renders to the same pixels on any machine with that package.
public enum Typeface: String, CaseIterable, Sendable {
    case sans = "DejaVuSans.ttf"
    case sansBold = "DejaVuSans-Bold.ttf"
    case mono = "DejaVuSansMono.ttf"

    /// Where fonts-dejavu-core installs the files.
    public static let directory = "/usr/share/fonts/truetype/dejavu"

    /// The absolute path of this typeface's file.
    public var path: String { "\(Typeface.directory)/\(rawValue)" }

    /// The loaded face, read from disk on first use and shared for the rest of the process.
    /// - Throws: `CairoError.font` naming the path and the package to install.
    public func face() throws -> FontFace {
        try FontFace.cached(path: path)
    }
}
