import CCairo

/// Pango's line breaking without Pango's layout, for text of ASCII, zero-width spaces and
/// word joiners (trace lines, names): the same break opportunities (`pango_get_log_attrs`),
/// the same widths and the same greedy choice as `pango_layout_get_lines` with
/// `PANGO_WRAP_WORD_CHAR`, so the lines are Pango's own.
///
/// A layout shapes its text, and shapes what is left of it again at every line it breaks:
/// a 850-byte hit-test line cost about 4 M instructions. Here each word (with its spaces
/// and the character after, whose kerning pair changes its last advance) is shaped once
/// and its advances kept for the process, so a new trace line is mostly sums.
extension TextEngine {
    /// `text` (its breaks adjusted already) broken into byte ranges `firstWidth` wide for
    /// the first line and `laterWidth` after, in Pango units; nil where Pango would have to
    /// do what this does not: a character outside ASCII and the two marks, a word wider
    /// than a line (Pango then breaks between characters), a hyphen at a break.
    func fastLineRanges(of text: String, face: FontFace, size: Double, firstWidth: Int32, laterWidth: Int32) -> [Range<Int>]? {
        let bytes = Array(text.utf8)
        guard !bytes.isEmpty, firstWidth >= 0, laterWidth >= 0 else { return nil }
        // Each character's first byte; ASCII is one byte, each mark three.
        var starts: [Int] = []
        starts.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            starts.append(index)
            if byte >= 0x20, byte < 0x7F {
                index += 1
            } else if byte == 0xE2, index + 2 < bytes.count,
                      (bytes[index + 1] == 0x80 && bytes[index + 2] == 0x8B) || (bytes[index + 1] == 0x81 && bytes[index + 2] == 0xA0) {
                index += 3
            } else {
                return nil
            }
        }
        let count = starts.count
        var attributes = [PangoLogAttr](repeating: PangoLogAttr(), count: count + 1)
        pango_get_log_attrs(text, Int32(bytes.count), -1, pango_language_from_string("en"), &attributes, Int32(count + 1))
        if attributes.contains(where: { $0.is_line_break != 0 && ($0.break_inserts_hyphen != 0 || $0.break_removes_preceding != 0) }) {
            return nil
        }
        guard let widths = advances(bytes, starts: starts, face: face, size: size) else { return nil }
        // Pango's choice (process_item): all that is left if it fits, else the last break
        // whose text fits, a space before the break not counted.
        func extra(_ position: Int) -> Int {
            position > 0 && attributes[position - 1].is_white != 0 ? -Int(widths[position - 1]) : 0
        }
        var ranges: [Range<Int>] = []
        var start = 0, room = Int(firstWidth)
        var rest = widths.reduce(0) { $0 + Int($1) }
        while start < count {
            if rest + extra(count) <= room || count - start == 1 {
                ranges.append(starts[start]..<bytes.count)
                break
            }
            var width = 0, chosen: (position: Int, width: Int)?
            for position in start + 1...count {
                width += Int(widths[position - 1])
                if width + extra(position) > room, width - Int(widths[position - 1]) > room { break }
                if position == count || attributes[position].is_line_break != 0, width + extra(position) <= room {
                    chosen = (position, width)
                }
            }
            guard let chosen else { return nil }
            ranges.append(starts[start]..<starts[chosen.position])
            start = chosen.position
            rest -= chosen.width
            room = Int(laterWidth)
        }
        return ranges
    }

    /// Each character's advance in Pango units as Pango's shaping of the whole text gives
    /// it, kept per word: a word being a run up to and with the spaces after it, its key
    /// holding the next word's first character too. Words not known yet are shaped together,
    /// each after a space and before its next character, in one layout.
    private func advances(_ bytes: [UInt8], starts: [Int], face: FontFace, size: Double) -> [Int32]? {
        let count = starts.count
        var words: [Range<Int>] = []
        var first = 0
        while first < count {
            var end = first
            while end < count, bytes[starts[end]] != 0x20 { end += 1 }
            while end < count, bytes[starts[end]] == 0x20 { end += 1 }
            words.append(first..<end)
            first = end
        }
        // Where a run of characters ends in bytes, with the character after it.
        func byteEnd(withNextOf end: Int) -> Int { end + 1 < count ? starts[end + 1] : bytes.count }
        func key(_ word: Range<Int>) -> AdvanceKey {
            AdvanceKey(text: Array(bytes[starts[word.lowerBound]..<byteEnd(withNextOf: word.upperBound)]),
                       face: ObjectIdentifier(face), size: size)
        }
        var widths = [Int32](repeating: 0, count: count)
        var missing = [Bool](repeating: false, count: words.count)
        state.withLock { state in
            for (index, word) in words.enumerated() {
                if let known = state.advances[key(word)], known.count == word.count {
                    widths.replaceSubrange(word, with: known)
                } else {
                    missing[index] = true
                }
            }
        }
        // The words not known, each with its next character, one after another in layouts
        // of at most `wrapWindow` bytes: a character's advance depends on the next one only.
        var batch: [UInt8] = [], placed: [(word: Range<Int>, at: Int, key: AdvanceKey)] = [], characters = 0
        func measureBatch() -> Bool {
            guard !placed.isEmpty else { return true }
            guard let measured = state.withLock({ $0.characterAdvances(batch, face: face, size: size) }),
                  measured.count == characters else { return false }
            state.withLock { state in
                for (word, at, key) in placed {
                    let known = Array(measured[at..<(at + word.count)])
                    widths.replaceSubrange(word, with: known)
                    state.advances.remember(known, for: key)
                }
            }
            (batch, placed, characters) = ([], [], 0)
            return true
        }
        for (index, word) in words.enumerated() where missing[index] {
            let wordKey = key(word)
            if !batch.isEmpty, batch.count + wordKey.text.count >= Self.wrapWindow, !measureBatch() { return nil }
            // A space before each word, as in the text: the last word's next character (often
            // this word's first) must not run into it ("f" + "first" would make an "ffi").
            batch.append(0x20)
            placed.append((word, characters + 1, wordKey))
            batch += wordKey.text
            characters += 1 + word.count + (word.upperBound < count ? 1 : 0)
        }
        guard measureBatch() else { return nil }
        return widths
    }

    struct AdvanceKey: Hashable {
        let text: [UInt8]
        let face: ObjectIdentifier
        let size: Double
    }
}

extension TextEngine.State {
    /// The logical width of each character of `bytes` (ASCII and the two marks) laid out on
    /// one line, as Pango's line breaking reads them; nil if Pango made it more than a line.
    func characterAdvances(_ bytes: [UInt8], face: FontFace, size: Double) -> [Int32]? {
        let text = String(decoding: bytes, as: UTF8.self)
        let layout = make(text, face: face, size: size)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        guard pango_layout_get_line_count(layout) == 1, let line = pango_layout_get_line_readonly(layout, 0),
              let laidOut = pango_layout_get_text(layout) else { return nil }
        // The character index of each byte (a mark's three bytes are one character).
        var characterAt = [Int](repeating: 0, count: bytes.count + 1)
        var characters = 0
        for (index, byte) in bytes.enumerated() {
            if byte & 0xC0 != 0x80 { characters += 1 }
            characterAt[index + 1] = characters
        }
        var widths = [Int32](repeating: 0, count: characters)
        var runs = line.pointee.runs
        while let node = runs {
            if let run = node.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self), let item = run.pointee.item {
                let first = characterAt[Int(item.pointee.offset)]
                let count = Int(item.pointee.num_chars)
                guard first + count <= characters else { return nil }
                widths.withUnsafeMutableBufferPointer { buffer in
                    pango_glyph_item_get_logical_widths(run, laidOut, buffer.baseAddress! + first)
                }
            }
            runs = node.pointee.next
        }
        return widths
    }
}
