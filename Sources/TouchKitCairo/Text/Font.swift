/// A typeface at a size: what `Canvas` text drawing and measuring take.
public struct Font: Sendable {
    /// The longest text, in UTF-8 bytes, whose fitted and wrapped forms are remembered; a
    /// longer one (a trace through thousands of views) is worked out each time.
    package static let rememberedTextLength = TextEngine.rememberedLength

    public let face: FontFace
    /// The em size in pixels (points at scale 1).
    public var size: Double

    public init(face: FontFace, size: Double) {
        self.face = face
        self.size = size
    }

    /// `typeface` at `size`, loading the face on first use.
    /// - Throws: `CairoError.font` when the font file is missing.
    public init(_ typeface: Typeface, size: Double) throws {
        self.init(face: try typeface.face(), size: size)
    }
}

/// The measured size of a run of text, in pixels.
public struct TextMetrics: Hashable, Sendable {
    /// The advance: how far the pen moves, which is what centring uses.
    public var width: Double
    /// The font's ascent above the baseline (same for every string of that font).
    public var ascent: Double
    /// The font's descent below the baseline, positive.
    public var descent: Double

    public init(width: Double, ascent: Double, descent: Double) {
        self.width = width
        self.ascent = ascent
        self.descent = descent
    }

    /// Ascent plus descent: the line's height without leading.
    public var height: Double { ascent + descent }
}
