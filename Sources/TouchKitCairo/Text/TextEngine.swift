import CCairo
import Glibc
import Synchronization

/// Pango for every piece of text: shaping with HarfBuzz, fallback to another font for a
/// character the asked one lacks, ellipsizing and wrapping, all in the fonts the project's
/// own fontconfig file names (`FontConfigurationFile`) and never the system's.
///
/// Layout happens in one context with an identity matrix and fixed font options, so a
/// text's measurements do not depend on the canvas that asks nor on the machine's defaults;
/// Cairo scales the glyphs when a canvas is transformed. Pango's font map is not
/// thread-safe, so every Pango call is made under one lock.
final class TextEngine: Sendable {
    static let shared = TextEngine()

    let state: Mutex<State>

    private init() {
        state = Mutex(State())
    }

    /// A run of text laid out on one line, with what the canvas needs to place and log it.
    struct Measured: Hashable, Sendable {
        var metrics: TextMetrics
        /// Characters drawn as a missing-glyph box (no font of the configuration has them).
        var missingGlyphs: Int
    }

    /// `text` on one line in `face` at `size`.
    func measure(_ text: String, face: FontFace, size: Double) -> Measured {
        state.withLock { state in
            let layout = state.measuredLine(text, face: face, size: size)
            let (ascent, descent) = state.verticalMetrics(face: face, size: size)
            var logical = PangoRectangle()
            pango_layout_get_extents(layout.handle, nil, &logical)
            return Measured(metrics: TextMetrics(width: Double(logical.width) / Self.scale, ascent: ascent, descent: descent),
                            missingGlyphs: Int(pango_layout_get_unknown_glyphs_count(layout.handle)))
        }
    }

    /// Draws `text` on `cairo` with its baseline's left end at the current point.
    func show(_ text: String, face: FontFace, size: Double, on cairo: OpaquePointer) {
        state.withLock { state in
            let layout = state.line(text, face: face, size: size)
            pango_cairo_show_layout_line(cairo, pango_layout_get_line_readonly(layout.handle, 0))
        }
    }

    /// `text` if it fits in `maxWidth`, else what Pango keeps of it when ellipsizing its end
    /// (trailing spaces dropped) followed by "…", else "" when not even "…" fits.
    func ellipsized(_ text: String, face: FontFace, size: Double, maxWidth: Double) -> String {
        guard maxWidth > 0 else { return "" }
        if measure(text, face: face, size: size).metrics.width <= maxWidth { return text }
        let key = FitKey(text: text, face: ObjectIdentifier(face), size: size, width: maxWidth, indent: 0)
        let remembered = text.utf8.count <= Self.rememberedLength
        if remembered, let known = state.withLock({ $0.ellipses[key] }) { return known }
        let answer = cutToFit(text, face: face, size: size, maxWidth: maxWidth)
        if remembered { state.withLock { _ = $0.ellipses.remember(answer, for: key) } }
        return answer
    }

    /// Texts up to this many bytes have their fitted and wrapped forms remembered: a new
    /// renderer (a resize, a scene switch, a language) lays out the same labels, rows and
    /// captions again, and Pango's work on them is most of a whole frame's text. Longer
    /// text (a trace through thousands of views) is worked out each time.
    static let rememberedLength = 512

    /// `ellipsized`'s answer for text known not to fit.
    private func cutToFit(_ text: String, face: FontFace, size: Double, maxWidth: Double) -> String {
        let kept: Int? = state.withLock { state in
            let layout = state.make(text, face: face, size: size)
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            pango_layout_set_width(layout, Self.units(maxWidth))
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            guard pango_layout_is_ellipsized(layout) != 0 else { return nil }
            // The run Pango puts "…" in stands for the cut text: its item starts where the cut does.
            var cut: Int32 = 0
            var runs = pango_layout_get_line_readonly(layout, 0)?.pointee.runs
            while let node = runs {
                if let item = node.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self).pointee.item {
                    cut = max(cut, item.pointee.offset)
                }
                runs = node.pointee.next
            }
            return Int(cut)
        }
        guard let kept else { return text }
        var prefix = String(decoding: text.utf8.prefix(kept), as: UTF8.self)
        while prefix.last?.isWhitespace == true { prefix.removeLast() }
        let shortened = prefix + "\u{2026}"
        return measure(shortened, face: face, size: size).metrics.width <= maxWidth ? shortened : ""
    }

    /// `text` broken into lines `width` wide by Pango (at word boundaries, inside a word
    /// only when it alone is wider than a line), `indent` narrowing the first line when
    /// positive and every other line when negative. Every character but the spaces at a
    /// break ends up on some line.
    func wrapped(_ text: String, face: FontFace, size: Double, width: Double, indent: Double = 0) -> [String] {
        guard text.utf8.count <= Self.rememberedLength else {
            return fastWrapped(text, face: face, size: size, width: width, indent: indent)
                ?? wrappedCountingWork(text, face: face, size: size, width: width, indent: indent).lines
        }
        let key = FitKey(text: text, face: ObjectIdentifier(face), size: size, width: width, indent: indent)
        if let known = state.withLock({ $0.wraps[key] }) { return known }
        let lines = fastWrapped(text, face: face, size: size, width: width, indent: indent)
            ?? wrappedCountingWork(text, face: face, size: size, width: width, indent: indent).lines
        state.withLock { _ = $0.wraps.remember(lines, for: key) }
        return lines
    }

    /// `wrapped`'s lines worked out by `fastLineRanges`, or nil where only Pango can. A long
    /// text is worked a window at a time (`windowedRanges`), as Pango's wrapping is: the
    /// whole of a trace through thousands of views took megabytes of per-character arrays.
    func fastWrapped(_ text: String, face: FontFace, size: Double, width: Double, indent: Double = 0,
                     window: Int = TextEngine.wrapWindow) -> [String]? {
        let breakable = Self.withBreaksAdjusted(text)
        let bytes = Array(breakable.utf8)
        let lineWidth = Self.units(max(width, 0))
        let indentUnits = Self.units(indent, clampingTo: -Double(Int32.max) / Self.scale)
        // Pango narrows the first line by a positive indent and the others by a negative one.
        let first = indentUnits > 0 ? lineWidth &- indentUnits : lineWidth
        let later = indentUnits < 0 ? lineWidth &+ indentUnits : lineWidth
        let ranges = Self.windowedRanges(bytes, window: window) { piece, isFirst in
            fastLineRanges(of: piece, face: face, size: size, firstWidth: isFirst ? first : later, laterWidth: later)
        }
        return ranges?.map { Self.line(bytes[$0]) }
    }

    /// Bytes of text Pango lays out at once when wrapping. A layout holds tens of bytes per
    /// character (shaped glyphs, break attributes, HarfBuzz's buffer): a trace line through
    /// thousands of views, laid out whole, took 12 MiB.
    static let wrapWindow = 2048
    static let wrapLookahead = 64

    /// `wrapped`'s lines, and the size in bytes of each layout it made: Pango breaks lines
    /// greedily, so it is given the text a window at a time (`windowedRanges`), never the
    /// whole of a long one.
    func wrappedCountingWork(_ text: String, face: FontFace, size: Double, width: Double, indent: Double = 0,
                             window: Int = TextEngine.wrapWindow) -> (lines: [String], layouts: [Int]) {
        // Pango (UAX #14) never breaks before a dot inside a name ("UIApplication.sendEvent")
        // and breaks an arrow's "->" after its hyphen: two marks adjust that by hand.
        let breakable = Self.withBreaksAdjusted(text)
        let bytes = Array(breakable.utf8)
        let lineWidth = Self.units(max(width, 0))
        let indentUnits = Self.units(indent, clampingTo: -Double(Int32.max) / Self.scale)
        // Lines after the first, as Pango sizes them: narrowed by a negative indent.
        let laterWidth = indentUnits < 0 ? max(0, lineWidth &+ indentUnits) : lineWidth
        var layouts: [Int] = []
        let ranges = Self.windowedRanges(bytes, window: window) { piece, isFirst -> [Range<Int>]? in
            layouts.append(piece.utf8.count)
            return state.withLock { state in
                state.lineRanges(of: piece, face: face, size: size,
                                 width: isFirst ? lineWidth : laterWidth, indent: isFirst ? indentUnits : 0)
            }
        }
        // (Pango breaks any text: never nil.)
        let lines = (ranges ?? []).map { Self.line(bytes[$0]) }
        return (lines.isEmpty ? [""] : lines, layouts)
    }

    /// The byte ranges of a greedy line breaking of `bytes`, worked out by `lineRanges` a
    /// window of text at a time, never the whole of a long text at once (`isFirst`: the
    /// window starts the text, where the first line's width applies).
    ///
    /// A greedy breaking's line and the ones before it depend only on the text up to the
    /// next line's start. Each window's lines are kept but its last, which the window's end
    /// may have cut short; the next window starts where that line did. The lines are those
    /// of the whole text broken at once. Nil as soon as `lineRanges` cannot break a window.
    static func windowedRanges(_ bytes: [UInt8], window: Int,
                               lineRanges: (_ piece: String, _ isFirst: Bool) -> [Range<Int>]?) -> [Range<Int>]? {
        var ranges: [Range<Int>] = []
        var start = 0, span = max(window, 64)
        while true {
            var end = min(bytes.count, start + span)
            while end < bytes.count, end > start, bytes[end] & 0xC0 == 0x80 { end -= 1 }
            guard let pieceRanges = lineRanges(String(decoding: bytes[start..<end], as: UTF8.self), start == 0) else {
                return nil
            }
            if end == bytes.count {
                ranges += pieceRanges.map { start + $0.lowerBound..<start + $0.upperBound }
                return ranges
            }
            // The next window starts at the last line that begins well before this one's end
            // (break rules and shaping look a few characters ahead); with none but the first
            // (a line wider than the window), more is laid out at once.
            guard let next = pieceRanges.indices.dropFirst().last(where: {
                pieceRanges[$0].lowerBound <= end - start - Self.wrapLookahead
            }) else {
                span *= 2
                continue
            }
            ranges += pieceRanges[..<next].map { start + $0.lowerBound..<start + $0.upperBound }
            start += pieceRanges[next].lowerBound
        }
    }

    /// A wrapped line's bytes as its text: without the break marks `withBreaksAdjusted` put
    /// in and without trailing white space. Worked on bytes where that is the same as on
    /// characters (each mark is a grapheme of its own; an ASCII byte after an ASCII byte ends
    /// a grapheme of its own but for "\r\n", white space as a whole): a tenth of the work.
    static func line(_ bytes: ArraySlice<UInt8>) -> String {
        var kept: [UInt8] = []
        kept.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            // U+200B is E2 80 8B, U+2060 is E2 81 A0.
            if bytes[index] == 0xE2, index + 2 < bytes.endIndex,
               (bytes[index + 1] == 0x80 && bytes[index + 2] == 0x8B) || (bytes[index + 1] == 0x81 && bytes[index + 2] == 0xA0) {
                index += 3
                continue
            }
            kept.append(bytes[index])
            index += 1
        }
        while let last = kept.last, last == 0x20 || (0x09...0x0D).contains(last),
              kept.count == 1 || kept[kept.count - 2] < 0x80 {
            kept.removeLast()
        }
        var line = String(decoding: kept, as: UTF8.self)
        while line.last?.isWhitespace == true { line.removeLast() }
        return line
    }

    /// `text` with a zero-width space before each dot that joins two parts of a name (a
    /// break there) unless the caller put a word joiner (U+2060) before the dot to keep
    /// that name whole, and word joiners where a line must not break: after a hyphen that no
    /// letter follows, after the space between a number and its unit (`45 pt`, `0.5 秒`,
    /// `44 × 44`), and between two Han characters — Chinese lines break at punctuation and
    /// spaces, so a word (抢先, 毫秒) is never split; a run longer than the line still breaks
    /// between characters (Pango's word-then-character wrapping). Pango has no Chinese
    /// word dictionary, so a run of Han characters stands for a word.
    static func withBreaksAdjusted(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0 == "." || $0 == "-" || $0 == " " || isHan($0) }) else { return text }
        // ASCII without a carriage return (whose "\r\n" is one character) has a character per
        // byte: worked on bytes, which costs a tenth of walking characters.
        if text.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) { return asciiWithBreaksAdjusted(text) }
        return charactersWithBreaksAdjusted(text)
    }

    /// `withBreaksAdjusted` for any text, character by character.
    static func charactersWithBreaksAdjusted(_ text: String) -> String {
        let characters = Array(text)
        var out = ""
        for (index, character) in characters.enumerated() {
            let previous = index > 0 ? characters[index - 1] : nil
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            if character == ".", let previous, !previous.isWhitespace, previous != ".", previous != "\u{2060}",
               let next, next.isLetter || next == "_" {
                out.append("\u{200B}")
            }
            out.append(character)
            if character == "-", let next, !next.isLetter { out.append("\u{2060}") }
            if character == " ", joinsAcrossSpace(characters, space: index) { out.append("\u{2060}") }
            if let next, isHan(character), isHan(next) { out.append("\u{2060}") }
        }
        return out
    }

    /// `withBreaksAdjusted` for ASCII text without a carriage return: the same rules on bytes.
    static func asciiWithBreaksAdjusted(_ text: String) -> String {
        let bytes = Array(text.utf8)
        func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
        func isWhitespace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
        let zeroWidthSpace: [UInt8] = [0xE2, 0x80, 0x8B], wordJoiner: [UInt8] = [0xE2, 0x81, 0xA0]
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + bytes.count / 8)
        for (index, byte) in bytes.enumerated() {
            let previous = index > 0 ? bytes[index - 1] : nil
            let next = index + 1 < bytes.count ? bytes[index + 1] : nil
            if byte == 0x2E, let previous, !isWhitespace(previous), previous != 0x2E,
               let next, isLetter(next) || next == 0x5F {
                out += zeroWidthSpace
            }
            out.append(byte)
            if byte == 0x2D, let next, !isLetter(next) { out += wordJoiner }
            // Only a space after a digit or a separator can join (`joinsAcrossSpace`).
            if byte == 0x20, let previous, (0x30...0x39).contains(previous) || previous == 0x2E || previous == 0x2C,
               asciiJoinsAcrossSpace(bytes, space: index) {
                out += wordJoiner
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// `joinsAcrossSpace` for ASCII, on bytes: no `×` and no Han unit can occur, and a
    /// character is a number, a letter or white space only as an ASCII digit, letter or
    /// space is (the characters' array cost a hit-test line 50 instructions a byte).
    private static func asciiJoinsAcrossSpace(_ bytes: [UInt8], space: Int) -> Bool {
        func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
        func isSeparator(_ byte: UInt8) -> Bool { byte == 0x2E || byte == 0x2C }
        var start = space
        while start > 0, isDigit(bytes[start - 1]) || isSeparator(bytes[start - 1]) { start -= 1 }
        guard bytes[start..<space].contains(where: isDigit) else { return false }
        if start > 0 {
            let before = bytes[start - 1] | 0x20
            if (before >= 0x61 && before <= 0x7A) || bytes[start - 1] == 0x5F { return false }
        }
        var end = space + 1
        while end < bytes.count, bytes[end] != 0x20, !(0x09...0x0D).contains(bytes[end]) { end += 1 }
        var after = bytes[(space + 1)..<end]
        while let last = after.last, [0x2C, 0x2E, 0x3B, 0x3A, 0x29].contains(last) { after.removeLast() }
        return asciiUnits.contains(Array(after))
    }

    private static let asciiUnits: Set<[UInt8]> = ["pt", "px", "s", "ms", "%"].map { Array($0.utf8) }.reduce(into: []) { $0.insert($1) }

    /// The units a number keeps on its line (`45 pt`, `0.5 s`, `0.5 秒`).
    private static let units: Set<String> = ["pt", "px", "s", "ms", "%", "°", "秒", "毫秒", "点", "度"]

    /// Whether the space at `space` lies between a number and its unit or `×`, or between
    /// `×` and a number: the word before is a number alone (not the end of a name such
    /// as `word4`), and the word after a unit.
    private static func joinsAcrossSpace(_ characters: [Character], space: Int) -> Bool {
        // Both cases need a digit, a separator or `×` just before the space: most spaces
        // follow a letter, and their words need not be read.
        guard space > 0 else { return false }
        let before = characters[space - 1]
        guard before.isNumber || before == "." || before == "," || before == "\u{00D7}" else { return false }
        // The number before the space, and whether it stands alone: not the end of a name
        // such as `word4`, which a Latin letter or an underscore would run into.
        var start = space
        while start > 0, characters[start - 1].isNumber || ".,".contains(characters[start - 1]) { start -= 1 }
        let number = characters[start..<space]
        let alone = start == 0 || !(characters[start - 1].isLetter || characters[start - 1] == "_")
            || isHan(characters[start - 1])
        var end = space + 1
        while end < characters.count, !characters[end].isWhitespace { end += 1 }
        var after = characters[(space + 1)..<end]
        while let last = after.last, ",.;:，。；：)）".contains(last) { after.removeLast() }
        if alone, number.contains(where: \.isNumber) {
            // A Latin unit is a word of its own; a Chinese one runs on into the sentence (`0.5 秒内`).
            return after.first == "\u{00D7}" || units.contains(String(after))
                || units.contains { $0.first.map(isHan) == true && after.starts(with: $0) }
        }
        return space > 0 && characters[space - 1] == "\u{00D7}" && after.first?.isNumber == true
    }

    private static func isHan(_ character: Character) -> Bool {
        character.unicodeScalars.count == 1 && isHan(character.unicodeScalars.first!)
    }

    /// CJK Unified Ideographs and Extension A.
    private static func isHan(_ scalar: Unicode.Scalar) -> Bool {
        (0x4E00...0x9FFF).contains(scalar.value) || (0x3400...0x4DBF).contains(scalar.value)
    }

    /// Pango units per pixel.
    static let scale = Double(PANGO_SCALE)

    /// `pixels` in Pango units, within what Pango's integers hold.
    static func units(_ pixels: Double, clampingTo low: Double = 0) -> Int32 {
        guard pixels.isFinite else { return pixels > 0 ? Int32.max : Int32(low * scale) }
        return Int32((min(max(pixels, low), Double(Int32.max) / scale) * scale).rounded(.down))
    }

    /// The ascent and descent `pango_font_get_metrics` reports for `face` at `size` (for the
    /// test that `measure` gives the same).
    func pangoFontMetrics(face: FontFace, size: Double) -> (ascent: Double, descent: Double)? {
        state.withLock { state in
            let description = pango_font_description_copy_static(face.description)!
            pango_font_description_set_absolute_size(description, size * Self.scale)
            defer { pango_font_description_free(description) }
            guard let font = pango_context_load_font(state.context, description) else { return nil }
            defer { g_object_unref(UnsafeMutableRawPointer(font)) }
            guard let metrics = pango_font_get_metrics(font, nil) else { return nil }
            defer { pango_font_metrics_unref(metrics) }
            return (Double(pango_font_metrics_get_ascent(metrics)) / Self.scale,
                    Double(pango_font_metrics_get_descent(metrics)) / Self.scale)
        }
    }

    /// How many laid-out lines are remembered (for the test of its bound).
    var rememberedLines: Int { state.withLock { $0.lines.count } }
}

extension TextEngine {
    /// A `PangoLayout` owned by Swift.
    final class Layout {
        let handle: OpaquePointer
        init(_ handle: OpaquePointer) { self.handle = handle }
        deinit { g_object_unref(UnsafeMutableRawPointer(handle)) }
    }

    struct LineKey: Hashable {
        let text: String
        let face: ObjectIdentifier
        let size: Double
    }

    /// Text fitted or wrapped to a width.
    struct FitKey: Hashable {
        let text: String
        let face: ObjectIdentifier
        let size: Double
        let width: Double
        let indent: Double
    }

    struct MetricsKey: Hashable {
        let face: ObjectIdentifier
        let size: Double
    }

    /// Pango's context and what it has laid out; touched only under the engine's lock.
    struct State: @unchecked Sendable {
        let context: OpaquePointer
        /// Single lines as drawn: a frame draws the same labels again and again, and shaping
        /// them again would cost more than drawing them. Past the limit (a few kilobytes a
        /// layout) the memo starts again, so new text (a long trace) cannot grow it forever.
        var lines = BoundedMemo<LineKey, Layout>(limit: 512)
        /// The last lines measured: text is measured to be placed, then drawn, and drawing
        /// it would lay it out again. Few are kept, as text measured is not always drawn
        /// (the lab measures every view's name) and a layout takes a few kilobytes.
        var measured = BoundedMemo<LineKey, Layout>(limit: 64)
        /// Short texts ellipsized and wrapped (`rememberedLength`); a pure function of the
        /// key, so a remembered answer is the one Pango would give again.
        var ellipses = BoundedMemo<FitKey, String>(limit: 1024)
        var wraps = BoundedMemo<FitKey, [String]>(limit: 1024)
        /// Each word's characters' advances, with the character after it (`fastLineRanges`).
        var advances = BoundedMemo<AdvanceKey, [Int32]>(limit: 4096)
        private var vertical: [MetricsKey: (Double, Double)] = [:]

        init() {
            // First: a new font map initializes fontconfig (in a thread), with the system's
            // configuration unless one is current already.
            let config = FontConfigurationFile.load()
            let fontMap = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT)!
            pango_fc_font_map_set_config(OpaquePointer(fontMap), config)
            FcConfigDestroy(config)
            context = pango_font_map_create_context(fontMap)
            g_object_unref(fontMap)
            // Grey antialiasing, no hinting, unhinted metrics, positions not rounded to
            // pixels: the same glyphs in the same places whatever the machine's defaults.
            let options = cairo_font_options_create()!
            cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
            cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
            cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
            cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
            pango_cairo_context_set_font_options(context, options)
            cairo_font_options_destroy(options)
            pango_context_set_round_glyph_positions(context, 0)
            pango_context_set_language(context, pango_language_from_string("en"))
            pango_context_set_base_dir(context, PANGO_DIRECTION_LTR)
        }

        /// A new layout of `text` in `face` at `size` on one paragraph; the caller unrefs it.
        func make(_ text: String, face: FontFace, size: Double) -> OpaquePointer {
            let layout = pango_layout_new(context)!
            let description = pango_font_description_copy_static(face.description)!
            pango_font_description_set_absolute_size(description, size * TextEngine.scale)
            pango_layout_set_font_description(layout, description)
            pango_font_description_free(description)
            pango_layout_set_single_paragraph_mode(layout, 1)
            pango_layout_set_text(layout, text, -1)
            return layout
        }

        /// The byte ranges of the lines Pango breaks `text` into, `width` and `indent` in
        /// Pango units.
        func lineRanges(of text: String, face: FontFace, size: Double, width: Int32, indent: Int32) -> [Range<Int>] {
            let layout = make(text, face: face, size: size)
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            pango_layout_set_width(layout, width)
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
            pango_layout_set_indent(layout, indent)
            var ranges: [Range<Int>] = []
            var lines = pango_layout_get_lines_readonly(layout)
            while let node = lines {
                if let line = node.pointee.data?.assumingMemoryBound(to: PangoLayoutLine.self) {
                    let start = Int(line.pointee.start_index)
                    ranges.append(start..<start + Int(line.pointee.length))
                }
                lines = node.pointee.next
            }
            return ranges
        }

        /// The remembered one-line layout of `text`, laid out on first use.
        mutating func line(_ text: String, face: FontFace, size: Double) -> Layout {
            let key = LineKey(text: text, face: ObjectIdentifier(face), size: size)
            if let known = lines[key] { return known }
            return lines.remember(measured[key] ?? Layout(make(text, face: face, size: size)), for: key)
        }

        /// A one-line layout of `text` to measure, kept among the last measured when short.
        mutating func measuredLine(_ text: String, face: FontFace, size: Double) -> Layout {
            let key = LineKey(text: text, face: ObjectIdentifier(face), size: size)
            if let known = lines[key] ?? measured[key] { return known }
            let layout = Layout(make(text, face: face, size: size))
            guard text.utf8.count <= TextEngine.rememberedLength else { return layout }
            return measured.remember(layout, for: key)
        }

        /// The ascent and descent of `face` itself at `size` (a fallback font's taller
        /// glyphs do not move the baseline): what centring text on a line uses.
        mutating func verticalMetrics(face: FontFace, size: Double) -> (Double, Double) {
            let key = MetricsKey(face: ObjectIdentifier(face), size: size)
            if let known = vertical[key] { return known }
            let description = pango_font_description_copy_static(face.description)!
            pango_font_description_set_absolute_size(description, size * TextEngine.scale)
            defer { pango_font_description_free(description) }
            var answer = (size * 0.93, size * 0.24)
            // HarfBuzz's extents of the font Pango shapes with, in Pango units: the ascent and
            // descent `pango_font_get_metrics` reports, without the sample paragraph it lays
            // out for its average widths (two thirds of a million instructions a face).
            if let font = pango_context_load_font(context, description) {
                var extents = hb_font_extents_t()
                if let harfBuzz = pango_font_get_hb_font(font), hb_font_get_h_extents(harfBuzz, &extents) != 0 {
                    answer = (Double(extents.ascender) / TextEngine.scale, Double(-extents.descender) / TextEngine.scale)
                }
                g_object_unref(UnsafeMutableRawPointer(font))
            }
            vertical[key] = answer
            return answer
        }
    }
}
