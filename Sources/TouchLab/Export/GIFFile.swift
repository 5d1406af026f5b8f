import CGif
import Glibc

/// An animated GIF written through giflib (Debian's libgif): a screen with one colour
/// table (`GIFPalette`), a loop forever, then images, each a rectangle of palette indices drawn over the
/// previous picture for a delay. giflib does the LZW coding and the blocks; no library of
/// the project's otherwise writes GIF.
///
/// The colour table is known only at the end (`GIFPalette` grows with the frames), so the
/// screen is written with a blank table and `close` writes the final one over it: its
/// place in the file is fixed (after the 6-byte signature and the 7-byte screen
/// descriptor), and an image uses only the entries that were set when it was written.
final class GIFFile {
    let path: String
    private var file: UnsafeMutablePointer<GifFileType>?

    /// The offset of the global colour table.
    private static let tableOffset: off_t = 13

    /// Creates the file at `path` (replacing what is there) for `width` × `height` pictures.
    init(path: String, width: Int, height: Int) throws {
        self.path = path
        var error: Int32 = 0
        file = EGifOpenFileName(path, false, &error)
        guard let file else { throw Self.failure(error) }
        EGifSetGifVersion(file, true)
        var blank = [GifColorType](repeating: GifColorType(Red: 0, Green: 0, Blue: 0), count: GIFPalette.tableSize)
        let table = GifMakeMapObject(Int32(GIFPalette.tableSize), &blank)
        defer { GifFreeMapObject(table) }
        try check(EGifPutScreenDesc(file, Int32(width), Int32(height), Int32(GIFPalette.tableBits), 0, table))
        // NETSCAPE2.0: play the animation in a loop (count 0: forever).
        try check(EGifPutExtensionLeader(file, APPLICATION_EXT_FUNC_CODE))
        var application = Array("NETSCAPE2.0".utf8)
        try check(EGifPutExtensionBlock(file, Int32(application.count), &application))
        var loop: [UInt8] = [1, 0, 0]
        try check(EGifPutExtensionBlock(file, 3, &loop))
        try check(EGifPutExtensionTrailer(file))
    }

    deinit {
        if let file { EGifCloseFile(file, nil) }
    }

    /// Writes one image: `indices` (`width` × `height`, row by row; giflib masks them in
    /// place) at (`x`, `y`), shown for `delay` hundredths of a second, `GIFPalette.transparent` see-through
    /// unless `opaque`.
    func addImage(x: Int, y: Int, width: Int, height: Int, indices: inout [UInt8], delay: Int, opaque: Bool) throws {
        guard let file else { return }
        var control = GraphicsControlBlock(DisposalMode: DISPOSE_DO_NOT, UserInputFlag: false,
                                           DelayTime: Int32(min(delay, 65535)),
                                           TransparentColor: opaque ? NO_TRANSPARENT_COLOR : Int32(GIFPalette.transparent))
        var extensionBytes = [UInt8](repeating: 0, count: 4)
        let length = EGifGCBToExtension(&control, &extensionBytes)
        try check(EGifPutExtension(file, GRAPHICS_EXT_FUNC_CODE, Int32(length), &extensionBytes))
        try check(EGifPutImageDesc(file, Int32(x), Int32(y), Int32(width), Int32(height), false, nil))
        try indices.withUnsafeMutableBufferPointer { buffer in
            try check(EGifPutLine(file, buffer.baseAddress, Int32(width * height)))
        }
    }

    /// Ends the file and writes `palette`'s table in its place.
    func close(palette: [UInt8]) throws {
        guard let file else { return }
        self.file = nil
        var error: Int32 = 0
        guard EGifCloseFile(file, &error) == GIF_OK else { throw Self.failure(error) }
        let descriptor = open(path, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw Self.systemFailure(errno) }
        defer { Glibc.close(descriptor) }
        let written = palette.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, Self.tableOffset) }
        guard written == palette.count else { throw Self.systemFailure(written < 0 ? errno : EIO) }
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

    private func check(_ status: Int32) throws {
        guard status == GIF_OK else { throw Self.failure(file?.pointee.Error ?? 0) }
    }

    private static func failure(_ error: Int32) -> CommandLineError {
        let said = GifErrorString(error).map { String(cString: $0) } ?? "error \(error)"
        // giflib reports a failed write as its own error; the system's reason is in errno.
        if error == E_GIF_ERR_WRITE_FAILED || error == E_GIF_ERR_OPEN_FAILED, errno != 0 { return systemFailure(errno) }
        return CommandLineError("--export: cannot write the GIF: \(said)")
    }

    private static func systemFailure(_ code: Int32) -> CommandLineError {
        CommandLineError("--export: cannot write the GIF: \(String(cString: strerror(code)))")
    }
}
