import CX11
import TouchKit

/// A top-level X window that shows presented frames and reports XInput2 input.
///
/// It is created mapped, with WM_CLASS `touchlab`, `_NET_WM_PID`, the title as WM_NAME and
/// `_NET_WM_NAME`, and the `WM_DELETE_WINDOW` protocol (closing arrives as
/// `X11Event.close`). Its background is None, so the server never clears it before a
/// frame; an exposed area keeps stale pixels until the app presents again.
public final class X11Window {
    public let display: X11Display
    /// The X window id (XID), as `xprop -id` and `xdotool` take it.
    public let id: UInt
    /// The window's size in pixels, updated as resize events are read.
    public internal(set) var width: Int
    public internal(set) var height: Int
    /// Set when another program destroyed the window: nothing is drawn into it any more.
    public internal(set) var isDestroyed = false
    /// The title shown by the window manager.
    public var title: String {
        didSet { setTitle(title) }
    }

    let gc: GC
    let deleteWindowAtom: Atom
    /// The MIT-SHM image frames go through, recreated when the frame size changes; nil
    /// before the first frame or when the server cannot share memory.
    var sharedImage: X11SharedImage?
    var sharedMemoryFailed = false

    /// Creates and maps a window of `size` pixels on `display` (by default `$DISPLAY`).
    /// - Parameter fixedSize: asks the window manager not to let the user resize it.
    /// - Parameter minimumSize: asks the window manager not to let the user make it smaller.
    public init(size: Size, title: String, display: X11Display? = nil,
                fixedSize: Bool = false, minimumSize: Size? = nil) throws {
        let display = try display ?? X11Display()
        self.display = display
        width = max(1, Int(size.width.rounded()))
        height = max(1, Int(size.height.rounded()))
        self.title = title
        id = Self.createWindow(display, width: width, height: height)
        gc = XCreateGC(display.handle, id, 0, nil)
        deleteWindowAtom = display.atom("WM_DELETE_WINDOW")
        setHints(fixedSize: fixedSize, minimumSize: minimumSize)
        setTitle(title)
        XI2EventMask.window.select(on: id, device: XIAllMasterDevices, display: display.handle)
        XI2EventMask.root.select(on: display.root, device: XIAllDevices, display: display.handle)
        XMapWindow(display.handle, id)
        display.flush()
    }

    deinit {
        sharedImage = nil
        XFreeGC(display.handle, gc)
        if !isDestroyed { XDestroyWindow(display.handle, id) }
        display.flush()
    }

    /// Exposure and structure events come through the core protocol; input through XI2.
    private static func createWindow(_ display: X11Display, width: Int, height: Int) -> XID {
        var attributes = XSetWindowAttributes()
        attributes.background_pixmap = 0
        attributes.bit_gravity = NorthWestGravity
        attributes.event_mask = ExposureMask | StructureNotifyMask
        let mask = UInt(CWBackPixmap | CWBitGravity | CWEventMask)
        return XCreateWindow(display.handle, display.root, 0, 0, UInt32(width), UInt32(height), 0,
                             display.depth, UInt32(InputOutput), display.visual, mask, &attributes)
    }

    /// Resizes the window to `size` pixels (the app shows content of another size); `width`
    /// and `height` take the new size at once.
    public func resize(to size: Size) {
        width = max(1, Int(size.width.rounded()))
        height = max(1, Int(size.height.rounded()))
        XResizeWindow(display.handle, id, UInt32(width), UInt32(height))
        display.flush()
    }

    /// Moves the window on the screen (tests keep their windows apart).
    func move(x: Int, y: Int) {
        XMoveWindow(display.handle, id, Int32(x), Int32(y))
        display.flush()
    }
}
