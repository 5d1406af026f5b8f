/// The LZW coding of a GIF image's indices, with a choice giflib cannot make: a pixel that
/// shows the same index as the picture below it may be written either as that index or as
/// the transparent one, and the coder takes whichever continues the string it is matching.
///
/// A frame's changed rectangle is mostly pixels that did not change. Written all as the
/// transparent index they code into long runs, but between the changes (text redrawn on the
/// same background) they break the patterns the changed pixels repeat; written all as
/// their index the unchanged stretches code as the picture itself. Letting each such pixel
/// be either, greedily, gets the long runs and the repeated patterns both.
///
/// Codes start one bit wider than the image's indices (at most 7 bits: the palette's 128
/// entries) and grow to 12. At 4,096 codes the table is full: the coder goes on with it,
/// adding nothing, as decoders do, until its strings stop fitting what follows, then starts
/// afresh (a clear code).
final class GIFCoder {
    /// Marks a pixel whose index (the low bits) may be written as `transparent` instead.
    static let either: UInt8 = 0x80
    /// The widest indices: the palette's 128 entries.
    static let maximumCodeSize = GIFPalette.tableBits
    private static let maximumCodes = 4096

    /// The image's index width (its minimum code size) and indices (`1 << codeSize`).
    private var codeSize = maximumCodeSize, alphabet = 1 << maximumCodeSize
    /// The image's transparent index.
    private var transparent = 0
    /// The string table as a trie: the code of string `code` followed by index `i` is at
    /// `code * alphabet + i`, 0 when there is none (no string's code is 0 but the index 0's).
    private let table: UnsafeMutableBufferPointer<UInt16>

    init() {
        table = .allocate(capacity: Self.maximumCodes * (1 << Self.maximumCodeSize))
        table.initialize(repeating: 0)
    }

    /// The coded data of `pixels` (indices below `1 << codeSize`, each maybe marked
    /// `either`, or `transparent`), packed least significant bit first, without the code
    /// size byte or the sub-block lengths.
    func encode(_ pixels: UnsafeBufferPointer<UInt8>, codeSize: Int, transparent: Int) -> [UInt8] {
        (self.codeSize, alphabet, self.transparent) = (codeSize, 1 << codeSize, transparent)
        let alphabet = self.alphabet
        let clear = alphabet, end = alphabet + 1, firstFree = alphabet + 2
        var out = Bits()
        out.bytes.reserveCapacity(pixels.count / 8 + 16)
        do {
            var codeSize = self.codeSize + 1
            var next = firstFree
            out.put(clear, codeSize)
            var previous = -1
            var at = 0
            // Pixels and codes while the table filled, and in the current window once full.
            var filling = (codes: 0, pixels: 0), window = (codes: 0, pixels: 0)
            while at < pixels.count {
                // The decoder adds the previous string and this one's first index before it
                // reads this one, so a string may use that entry: each first index is tried
                // with it in place.
                let pixel = pixels[at]
                var match = (code: 0, length: 0, first: 0)
                let choices = pixel & Self.either != 0 ? 2 : 1
                for choice in 0..<choices {
                    let first = choices == 2 && choice == 0 ? transparent : Int(pixel & 0x7F)
                    let slot = previous &* alphabet &+ first
                    let adding = previous >= 0 && next < Self.maximumCodes && table[slot] == 0
                    if adding { table[slot] = UInt16(next) }
                    let found = longest(pixels, from: at, first: first, table)
                    if adding { table[slot] = 0 }
                    if found.length > match.length { match = found }
                }
                if previous >= 0 && next < Self.maximumCodes {
                    let slot = previous &* alphabet &+ match.first
                    if table[slot] == 0 { table[slot] = UInt16(next) }
                    next &+= 1
                    if next > 1 << codeSize && codeSize < 12 { codeSize &+= 1 }
                } else if previous >= 0 && window.codes >= Self.window {
                    // Full, and a window's worth coded with it: cleared when those codes
                    // covered fewer pixels each than those that filled it, over `slack`.
                    let worse = Double(window.pixels * filling.codes) * Self.slack < Double(filling.pixels * window.codes)
                    window = (0, 0)
                    if worse {
                        filling = (0, 0)
                        out.put(clear, codeSize)
                        table.baseAddress!.update(repeating: 0, count: next * alphabet)
                        codeSize = self.codeSize + 1
                        next = firstFree
                        previous = -1
                        continue  // matched again in the empty table
                    }
                }
                out.put(match.code, codeSize)
                if next == Self.maximumCodes {
                    window = (window.codes &+ 1, window.pixels &+ match.length)
                } else {
                    filling = (filling.codes &+ 1, filling.pixels &+ match.length)
                }
                previous = match.code
                at &+= match.length
            }
            // The decoder counts a string for the last code too before it reads the end
            // code, widening its codes one string sooner than the coder.
            if previous >= 0 && next + 1 > 1 << codeSize && codeSize < 12 { codeSize += 1 }
            out.put(end, codeSize)
            table.baseAddress!.update(repeating: 0, count: next * alphabet)
        }
        out.flush()
        return out.bytes
    }

    /// The longest string in the table that `pixels` from `start` can be written as, each
    /// pixel marked `either` taken as transparent or as its index: a search of both where
    /// both continue a string (at most `branchLimit` times, transparent first), the first
    /// found of equal lengths.
    private func longest(_ pixels: UnsafeBufferPointer<UInt8>, from start: Int, first: Int,
                         _ table: UnsafeMutableBufferPointer<UInt16>) -> (code: Int, length: Int, first: Int) {
        let transparent = self.transparent, alphabet = self.alphabet
        let count = pixels.count
        var best = (code: first, length: 1, first: first)
        // Paths still to follow: code, length, first index (each push spends a branch).
        let stack = self.stack
        var depth = 1
        stack[0] = best
        var branches = Self.branchLimit
        while depth > 0 {
            depth &-= 1
            var path = stack[depth]
            // Follow one path as far as it goes, keeping the other choice for later.
            while true {
                if path.length > best.length { best = path }
                let at = start &+ path.length
                if at >= count { break }
                let next = pixels[at]
                let row = path.code &* alphabet
                let shown = Int(table[row &+ Int(next & 0x7F)])
                if next & Self.either == 0 {
                    guard shown != 0 else { break }
                    path = (shown, path.length &+ 1, path.first)
                    continue
                }
                let clear = Int(table[row &+ transparent])
                if clear != 0 {
                    if shown != 0 && branches > 0 {
                        branches &-= 1
                        stack[depth] = (shown, path.length &+ 1, path.first)
                        depth &+= 1
                    }
                    path = (clear, path.length &+ 1, path.first)
                } else if shown != 0 {
                    path = (shown, path.length &+ 1, path.first)
                } else {
                    break
                }
            }
        }
        return best
    }

    /// A full table is kept (a deferred clear) while each `window` codes cover at least
    /// 1/`slack` as many pixels a code as those that filled it. On the A–E lesson's GIF a
    /// clear at once costs 1.005×, windows of 32–128 codes and slack 1–2 within 0.2 % of
    /// each other, and never clearing 1.43×.
    static let window = 64
    static let slack = 1.5

    /// How often one search may set a choice aside to try later.
    static let branchLimit = 16
    private let stack = UnsafeMutablePointer<(code: Int, length: Int, first: Int)>.allocate(capacity: branchLimit + 1)

    deinit {
        stack.deallocate()
        table.deallocate()
    }

    /// Codes of varying width packed into bytes, least significant bit first.
    private struct Bits {
        var bytes: [UInt8] = []
        private var buffer: UInt64 = 0
        private var filled = 0

        @inline(__always)
        mutating func put(_ code: Int, _ width: Int) {
            buffer |= UInt64(code) << UInt64(filled)
            filled &+= width
            while filled >= 8 {
                bytes.append(UInt8(truncatingIfNeeded: buffer))
                buffer >>= 8
                filled &-= 8
            }
        }

        mutating func flush() {
            if filled > 0 { bytes.append(UInt8(truncatingIfNeeded: buffer)) }
            (buffer, filled) = (0, 0)
        }
    }
}
