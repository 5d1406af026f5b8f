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
/// Codes are 7 bits to start (the palette's 128 entries), growing to 12; at 4,096 codes
/// the table starts afresh (a clear code), as every decoder expects.
final class GIFCoder {
    /// Marks a pixel whose index (the low bits) may be written as `transparent` instead.
    static let either: UInt8 = 0x80
    static let minimumCodeSize = GIFPalette.tableBits
    private static let alphabet = 1 << minimumCodeSize
    private static let clear = alphabet, end = alphabet + 1, firstFree = alphabet + 2
    private static let maximumCodes = 4096

    /// The transparent index.
    let transparent: Int
    /// The string table as a trie: the code of string `code` followed by index `i` is at
    /// `code * alphabet + i`, 0 when there is none (no string's code is 0 but the index 0's).
    private let table: UnsafeMutableBufferPointer<UInt16>

    init(transparent: UInt8 = GIFPalette.transparent) {
        self.transparent = Int(transparent)
        table = .allocate(capacity: Self.maximumCodes * Self.alphabet)
        table.initialize(repeating: 0)
    }

    /// The coded data of `pixels` (indices below 128, each maybe marked `either`), packed
    /// least significant bit first, without the code size byte or the sub-block lengths.
    func encode(_ pixels: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var out = Bits()
        out.bytes.reserveCapacity(pixels.count / 8 + 16)
        let transparent = self.transparent
        do {
            var codeSize = Self.minimumCodeSize + 1
            var next = Self.firstFree
            out.put(Self.clear, codeSize)
            var previous = -1
            var at = 0
            while at < pixels.count {
                // The decoder adds the previous string and this one's first index before it
                // reads this one, so a string may use that entry: each first index is tried
                // with it in place.
                let pixel = pixels[at]
                var match = (code: 0, length: 0, first: 0)
                let choices = pixel & Self.either != 0 ? 2 : 1
                for choice in 0..<choices {
                    let first = choices == 2 && choice == 0 ? transparent : Int(pixel & 0x7F)
                    let slot = previous &* Self.alphabet &+ first
                    let adding = previous >= 0 && table[slot] == 0
                    if adding { table[slot] = UInt16(next) }
                    let found = longest(pixels, from: at, first: first, table)
                    if adding { table[slot] = 0 }
                    if found.length > match.length { match = found }
                }
                if previous >= 0 {
                    let slot = previous &* Self.alphabet &+ match.first
                    if table[slot] == 0 { table[slot] = UInt16(next) }
                    next &+= 1
                    if next > 1 << codeSize && codeSize < 12 { codeSize &+= 1 }
                    if next == Self.maximumCodes {
                        out.put(Self.clear, codeSize)
                        table.baseAddress!.update(repeating: 0, count: next * Self.alphabet)
                        codeSize = Self.minimumCodeSize + 1
                        next = Self.firstFree
                        previous = -1
                        continue  // matched again in the empty table
                    }
                }
                out.put(match.code, codeSize)
                previous = match.code
                at &+= match.length
            }
            // The decoder counts a string for the last code too before it reads the end
            // code, widening its codes one string sooner than the coder.
            if previous >= 0 && next + 1 > 1 << codeSize && codeSize < 12 { codeSize += 1 }
            out.put(Self.end, codeSize)
            table.baseAddress!.update(repeating: 0, count: next * Self.alphabet)
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
        let transparent = self.transparent
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
                let row = path.code &* Self.alphabet
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
