import CX11
import Glibc

/// An XImage in a MIT-SHM segment the server reads directly: frames are copied into it (or
/// drawn in it, `X11SharedFrame`) and put with `XShmPutImage`, which skips sending the
/// pixels through the socket.
final class X11SharedImage {
    let width: Int
    let height: Int
    private let display: X11Display
    private let image: UnsafeMutablePointer<XImage>
    /// Xlib keeps a pointer to this in the image, so it lives at a fixed address.
    private let segment: UnsafeMutablePointer<XShmSegmentInfo>

    /// Nil when the server refuses the segment (e.g. a remote display).
    init?(display: X11Display, width: Int, height: Int) {
        segment = .allocate(capacity: 1)
        segment.initialize(to: XShmSegmentInfo())
        guard let image = XShmCreateImage(display.handle, display.visual, UInt32(display.depth),
                                          ZPixmap, nil, segment, UInt32(width), UInt32(height)),
              image.pointee.bits_per_pixel == 32 else {
            segment.deallocate()
            return nil
        }
        self.display = display
        self.image = image
        self.width = width
        self.height = height
        guard attach() else {
            Self.destroy(image)
            segment.deallocate()
            return nil
        }
    }

    deinit {
        XShmDetach(display.handle, segment)
        display.sync()
        shmdt(segment.pointee.shmaddr)
        Self.destroy(image)
        segment.deallocate()
    }

    /// The image's pixel memory: `height` rows of `stride` bytes.
    var pixels: UnsafeMutableRawPointer { UnsafeMutableRawPointer(image.pointee.data!) }
    var stride: Int { Int(image.pointee.bytes_per_line) }

    /// Copies `rect` of a frame with `stride` bytes per row into the same place in the image;
    /// nothing to do for a frame drawn in the image itself.
    func copy(from pixels: UnsafeRawPointer, stride: Int, rect: PixelRect) {
        let target = self.pixels
        guard UnsafeRawPointer(target) != pixels else { return }
        let targetStride = self.stride
        let rowBytes = rect.width * 4
        for y in rect.y..<(rect.y + rect.height) {
            (target + y * targetStride + rect.x * 4)
                .copyMemory(from: pixels + y * stride + rect.x * 4, byteCount: rowBytes)
        }
    }

    /// Puts `rect` of the image at the same place in `window`. The caller must wait
    /// (`XSync`) before writing to the image again: the server reads it asynchronously.
    func put(_ rect: PixelRect, in window: XID, gc: GC) {
        XShmPutImage(display.handle, window, gc, image, Int32(rect.x), Int32(rect.y),
                     Int32(rect.x), Int32(rect.y), UInt32(rect.width), UInt32(rect.height), 0)
    }

    /// Creates and attaches the segment; removal is requested at once, so the kernel frees it
    /// when both sides detach, even if the program dies.
    private func attach() -> Bool {
        let size = Int(image.pointee.bytes_per_line) * height
        let id = shmget(IPC_PRIVATE, size, IPC_CREAT | 0o600)
        guard id >= 0 else { return false }
        defer { shmctl(id, IPC_RMID, nil) }
        guard let address = shmat(id, nil, 0), address != UnsafeMutableRawPointer(bitPattern: -1) else {
            return false
        }
        segment.pointee.shmid = id
        segment.pointee.shmaddr = address.assumingMemoryBound(to: CChar.self)
        segment.pointee.readOnly = 1
        image.pointee.data = segment.pointee.shmaddr
        guard X11ErrorTrap.run(display, { XShmAttach(display.handle, segment) }) else {
            shmdt(address)
            return false
        }
        return true
    }

    /// `XDestroyImage` is a macro; the image must not free the shared memory itself.
    private static func destroy(_ image: UnsafeMutablePointer<XImage>) {
        image.pointee.data = nil
        _ = image.pointee.f.destroy_image(image)
    }
}
