import CGif
import Glibc

/// An animated GIF written as its blocks: a screen with one colour table (`GIFPalette`), a
/// loop forever, then images, each a rectangle of palette indices (or of a few entries
/// copied into a table of its own) drawn over the previous picture for a delay, coded by
/// `GIFCoder`. giflib (Debian's libgif) checks the finished
/// file decodes; no library of the project's otherwise writes GIF.
///
/// The colour table is known only at the end (`GIFPalette` grows with the frames), so the
/// screen is written with a blank table and `close` writes the final one over it: its
/// place in the file is fixed (after the 6-byte signature and the 7-byte screen
/// descriptor), and an image uses only the entries that were set when it was written.
final class GIFFile {
    let path: String
    private var file: UnsafeMutablePointer<FILE>?
    private let coder = GIFCoder()

    /// The offset of the global colour table.
    private static let tableOffset = 13

    /// Creates the file at `path` (replacing what is there) for `width` × `height` pictures.
    init(path: String, width: Int, height: Int) throws {
        self.path = path
        guard let file = fopen(path, "wbe") else { throw Self.systemFailure(errno) }
        self.file = file
        let bits = UInt8(GIFPalette.tableBits - 1)
        var header = Array("GIF89a".utf8)
        // The screen: its size, a global table of 2^tableBits entries, background index 0.
        header += Self.little(width) + Self.little(height) + [0x80 | bits << 4 | bits, 0, 0]
        header += [UInt8](repeating: 0, count: GIFPalette.tableSize * 3)
        // NETSCAPE2.0: play the animation in a loop (count 0: forever).
        header += [0x21, 0xFF, 11] + Array("NETSCAPE2.0".utf8) + [3, 1, 0, 0, 0]
        try write(header)
    }

    deinit {
        if let file { fclose(file) }
    }

    /// Writes one image: `indices` (`width` × `height`, row by row; an index marked
    /// `GIFCoder.either` may be written transparent) at (`x`, `y`), shown for `delay`
    /// hundredths of a second over the previous picture, an index no changed pixel uses
    /// see-through unless `opaque`. `colours` are the palette's entries so far: an image
    /// of a few late entries is written with a table of its own when that codes shorter
    /// (the A–E lesson's GIF 0.998× the size).
    func addImage(x: Int, y: Int, width: Int, height: Int, indices: [UInt8], delay: Int, opaque: Bool,
                  colours: [UInt32]) throws {
        var indices = indices
        var (codeSize, transparent) = Self.narrowest(&indices, opaque: opaque)
        var data = indices.withUnsafeBufferPointer { coder.encode($0, codeSize: codeSize, transparent: transparent) }
        var local: [UInt8] = []
        if let own = Self.ownTable(indices, codeSize: codeSize, transparent: transparent, opaque: opaque, colours: colours) {
            let owned = own.indices.withUnsafeBufferPointer { coder.encode($0, codeSize: own.codeSize, transparent: own.transparent) }
            if owned.count + own.table.count < data.count {
                (codeSize, transparent, data, local) = (own.codeSize, own.transparent, owned, own.table)
            }
        }
        // Graphic control: disposal 1 (leave the image in place), the delay, transparency.
        var bytes: [UInt8] = [0x21, 0xF9, 4, 1 << 2 | (opaque ? 0 : 1)] + Self.little(min(delay, 65535))
        bytes += [UInt8(transparent), 0]
        bytes += [0x2C] + Self.little(x) + Self.little(y) + Self.little(width) + Self.little(height)
        bytes.append(local.isEmpty ? 0 : 0x80 | UInt8(codeSize - 1))
        bytes += local
        bytes.append(UInt8(codeSize))
        bytes.reserveCapacity(bytes.count + data.count + data.count / 255 + 2)
        var start = 0
        while start < data.count {
            let length = min(255, data.count - start)
            bytes.append(UInt8(length))
            bytes += data[start..<(start + length)]
            start += length
        }
        bytes.append(0)
        try write(bytes)
    }

    /// The fewest index bits (the LZW minimum code size, 2 at least) holding every changed
    /// index of `indices` and, unless `opaque`, a free one for the transparent index, and
    /// that index: an image of few colours starts with shorter codes (the A–E lesson's GIF
    /// 0.99× the size). Unchanged pixels whose index does not fit are made transparent.
    static func narrowest(_ indices: inout [UInt8], opaque: Bool) -> (codeSize: Int, transparent: Int) {
        var used = [Bool](repeating: false, count: GIFPalette.tableSize)
        indices.withUnsafeBufferPointer { indices in
            used.withUnsafeMutableBufferPointer { used in
                guard let base = indices.baseAddress else { return }
                let bytes = UnsafeRawPointer(base)
                let unchanged = UInt64(GIFCoder.either) &* 0x0101_0101_0101_0101
                var at = 0
                while at < indices.count {
                    // Eight unchanged indices at once: every byte's `either` bit set.
                    if at &+ 8 <= indices.count, bytes.loadUnaligned(fromByteOffset: at, as: UInt64.self) & unchanged == unchanged {
                        at &+= 8
                        continue
                    }
                    let index = indices[at]
                    if index & GIFCoder.either == 0 { used[Int(index)] = true }
                    at &+= 1
                }
            }
        }
        let highest = used.lastIndex(of: true) ?? 0
        var codeSize = 2
        // The palette never uses its last entry, so 7 bits always leave one free.
        while 1 << codeSize <= highest || !opaque && !used[..<(1 << codeSize)].contains(false) { codeSize += 1 }
        guard !opaque else { return (codeSize, 0) }
        let size = 1 << codeSize
        let transparent = used[..<size].lastIndex(of: false) ?? Int(GIFPalette.transparent)
        // At the palette's width every index fits.
        guard size < GIFPalette.tableSize else { return (codeSize, transparent) }
        indices.withUnsafeMutableBufferPointer { indices in
            for at in indices.indices where indices[at] & GIFCoder.either != 0 && Int(indices[at] & 0x7F) >= size {
                indices[at] = UInt8(transparent)
            }
        }
        return (codeSize, transparent)
    }

    /// The largest image tried with a colour table of its own.
    static let ownTableArea = 1 << 16

    /// The image with a colour table of its own holding only the entries its changes use,
    /// when that takes at least 2 index bits fewer than the global table (its indices, code
    /// size, transparent index and table); nil otherwise. Unchanged pixels of other entries
    /// are made transparent.
    static func ownTable(_ indices: [UInt8], codeSize: Int, transparent: Int, opaque: Bool,
                         colours: [UInt32]) -> (indices: [UInt8], codeSize: Int, transparent: Int, table: [UInt8])? {
        // Large images seldom gain the table's bytes back, and coding one twice costs time.
        guard indices.count <= Self.ownTableArea, codeSize >= 4 else { return nil }
        var map = [Int](repeating: -1, count: GIFPalette.tableSize)
        var order: [Int] = []
        for index in indices where index & GIFCoder.either == 0 && (opaque || Int(index) != transparent) && map[Int(index)] < 0 {
            map[Int(index)] = order.count
            order.append(Int(index))
        }
        let needed = order.count + (opaque ? 0 : 1)
        var bits = 2
        while 1 << bits < needed { bits += 1 }
        guard bits + 2 <= codeSize, order.allSatisfy({ $0 < colours.count }) else { return nil }
        let own = opaque ? 0 : order.count
        let owned = indices.map { index -> UInt8 in
            if index & GIFCoder.either != 0 {
                let mapped = map[Int(index & 0x7F)]
                return mapped >= 0 ? UInt8(mapped) | GIFCoder.either : UInt8(own)
            }
            return !opaque && Int(index) == transparent ? UInt8(own) : UInt8(map[Int(index)])
        }
        var table = [UInt8](repeating: 0, count: 3 << bits)
        for (at, index) in order.enumerated() {
            let rgb = colours[index]
            table[at * 3] = UInt8((rgb >> 16) & 0xFF)
            table[at * 3 + 1] = UInt8((rgb >> 8) & 0xFF)
            table[at * 3 + 2] = UInt8(rgb & 0xFF)
        }
        return (owned, bits, own, table)
    }

    /// Ends the file and writes `palette`'s table in its place.
    func close(palette: [UInt8]) throws {
        guard let file else { return }
        try write([0x3B])
        self.file = nil
        let sought = fseek(file, Self.tableOffset, SEEK_SET) == 0
        let written = sought ? palette.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) } : 0
        let failed = written != palette.count || ferror(file) != 0
        let code = errno
        guard fclose(file) == 0, !failed else { throw Self.systemFailure(failed ? code : errno) }
    }

    private func write(_ bytes: [UInt8]) throws {
        guard let file else { return }
        let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
        guard written == bytes.count else { throw Self.systemFailure(errno) }
    }

    /// `value` as GIF writes numbers: two bytes, least significant first.
    private static func little(_ value: Int) -> [UInt8] {
        [UInt8(truncatingIfNeeded: value), UInt8(truncatingIfNeeded: value >> 8)]
    }

    /// How many images the GIF at `path` holds, every one decoded to its last pixel: the
    /// check that a written file is whole (a GIF is never put in place on the encoder's
    /// word alone). Throws, with giflib's reason, when it does not decode.
    static func decodedImages(at path: String) throws -> Int {
        var error: Int32 = 0
        guard let file = DGifOpenFileName(path, &error) else { throw decodeFailure(error) }
        defer { DGifCloseFile(file, nil) }
        var images = 0
        var record = UNDEFINED_RECORD_TYPE
        var row: [GifPixelType] = []
        repeat {
            guard DGifGetRecordType(file, &record) == GIF_OK else { throw decodeFailure(file.pointee.Error) }
            switch record {
            case IMAGE_DESC_RECORD_TYPE:
                guard DGifGetImageDesc(file) == GIF_OK else { throw decodeFailure(file.pointee.Error) }
                let width = Int(file.pointee.Image.Width), height = Int(file.pointee.Image.Height)
                if row.count < width { row = [GifPixelType](repeating: 0, count: width) }
                for _ in 0..<height where DGifGetLine(file, &row, Int32(width)) != GIF_OK {
                    throw decodeFailure(file.pointee.Error)
                }
                images += 1
            case EXTENSION_RECORD_TYPE:
                var code: Int32 = 0
                var block: UnsafeMutablePointer<GifByteType>?
                guard DGifGetExtension(file, &code, &block) == GIF_OK else { throw decodeFailure(file.pointee.Error) }
                while block != nil {
                    guard DGifGetExtensionNext(file, &block) == GIF_OK else { throw decodeFailure(file.pointee.Error) }
                }
            default:
                break
            }
        } while record != TERMINATE_RECORD_TYPE
        return images
    }

    private static func decodeFailure(_ error: Int32) -> CommandLineError {
        CommandLineError("--export: the GIF written does not decode: \(GifErrorString(error).map { String(cString: $0) } ?? "error \(error)")")
    }

    private static func systemFailure(_ code: Int32) -> CommandLineError {
        CommandLineError("--export: cannot write the GIF: \(String(cString: strerror(code)))")
    }
}
