import CX11
import TouchKit

/// A rectangle of whole pixels, clipped to a frame.
struct PixelRect: Equatable {
    var x: Int, y: Int, width: Int, height: Int

    /// The pixels `rect` touches, within a `width`×`height` frame; nil when none.
    init?(covering rect: Rect, width frameWidth: Int, height frameHeight: Int) {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite
        else { return nil }
        let minX = max(0, Int(rect.minX.rounded(.down)))
        let minY = max(0, Int(rect.minY.rounded(.down)))
        let maxX = min(frameWidth, Int(min(rect.maxX.rounded(.up), Double(frameWidth))))
        let maxY = min(frameHeight, Int(min(rect.maxY.rounded(.up), Double(frameHeight))))
        guard maxX > minX, maxY > minY else { return nil }
        self.init(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

extension X11Window {
    /// Shows a frame: `width`×`height` pixels of cairo's ARGB32 (premultiplied, native
    /// endian, `stride` bytes per row; the alpha byte is ignored), placed at the window's
    /// top-left. Only the `dirty` rectangles (frame coordinates) are sent when given.
    ///
    /// Returns once the server has the pixels, so the caller may draw into its buffer
    /// again. Uses MIT-SHM when the server offers it, `XPutImage` otherwise.
    public func present(pixels: UnsafeRawPointer, width: Int, height: Int, stride: Int,
                        dirty: [Rect]? = nil) {
        let full = Rect(x: 0, y: 0, width: Double(width), height: Double(height))
        let rects = (dirty ?? [full]).compactMap { PixelRect(covering: $0, width: width, height: height) }
        guard !rects.isEmpty, !isDestroyed else { return }
        if let image = sharedImage(width: width, height: height) {
            for rect in rects {
                image.copy(from: pixels, stride: stride, rect: rect)
                image.put(rect, in: id, gc: gc)
            }
        } else {
            putImage(pixels: pixels, width: width, height: height, stride: stride, rects: rects)
        }
        display.sync()
    }

    /// Memory to draw `width`×`height` frames in that this window presents without copying
    /// them: its MIT-SHM image, made now if needed. Nil when the server cannot share memory;
    /// frames are then drawn elsewhere and copied as before. Pass the memory itself as
    /// `present(pixels:…)`'s `pixels`.
    public func sharedFrame(width: Int, height: Int) -> X11SharedFrame? {
        sharedImage(width: width, height: height).map(X11SharedFrame.init)
    }

    /// Whether frames go through MIT-SHM (decided at the first frame).
    public var usesSharedMemory: Bool { sharedImage != nil }

    /// Sends frames with plain `XPutImage` from now on, to compare with MIT-SHM.
    public func disableSharedMemory() {
        sharedImage = nil
        sharedMemoryFailed = true
    }

    private func sharedImage(width: Int, height: Int) -> X11SharedImage? {
        if let image = sharedImage, image.width == width, image.height == height { return image }
        sharedImage = nil
        guard display.hasSharedMemory, !sharedMemoryFailed else { return nil }
        sharedImage = X11SharedImage(display: display, width: width, height: height)
        sharedMemoryFailed = sharedImage == nil
        return sharedImage
    }

    /// Wraps the caller's pixels in an XImage for the duration of the call.
    private func putImage(pixels: UnsafeRawPointer, width: Int, height: Int, stride: Int,
                          rects: [PixelRect]) {
        let data = UnsafeMutablePointer(mutating: pixels.assumingMemoryBound(to: CChar.self))
        guard let image = XCreateImage(display.handle, display.visual, UInt32(display.depth), ZPixmap,
                                       0, data, UInt32(width), UInt32(height), 32, Int32(stride))
        else { return }
        image.pointee.byte_order = Int32(1.littleEndian == 1 ? LSBFirst : MSBFirst)
        for rect in rects {
            XPutImage(display.handle, id, gc, image, Int32(rect.x), Int32(rect.y),
                      Int32(rect.x), Int32(rect.y), UInt32(rect.width), UInt32(rect.height))
        }
        image.pointee.data = nil
        _ = image.pointee.f.destroy_image(image)
    }
}
