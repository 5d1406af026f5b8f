import CX11
import Glibc

/// An open connection to an X server, closed when released.
///
/// Xlib is used without `XInitThreads`: use a display, and everything made from it, on
/// one thread (the main actor's). Opening one installs the handler that ends the program
/// with a clear message if the connection is later lost (`X11ConnectionLoss`).
public final class X11Display {
    /// The display's name, e.g. `:0`.
    public let name: String
    let handle: OpaquePointer
    let screen: Int32
    let root: XID
    let visual: UnsafeMutablePointer<Visual>
    let depth: Int32
    /// XInputExtension's major opcode: generic events carrying it are XI2 events.
    let xi2Opcode: Int32
    /// Whether the server shares images through MIT-SHM (a local server).
    let hasSharedMemory: Bool

    /// Opens `name`, or `$DISPLAY` when nil, and checks for XInput 2.2 and a 24-bit visual.
    public init(name requested: String? = nil) throws {
        guard let handle = XOpenDisplay(requested) else {
            throw X11Error.cannotOpenDisplay(name: requested ?? Self.environmentDisplay)
        }
        self.handle = handle
        name = String(cString: XDisplayString(handle))
        screen = XDefaultScreen(handle)
        root = XRootWindow(handle, screen)
        visual = XDefaultVisual(handle, screen)
        depth = XDefaultDepth(handle, screen)
        hasSharedMemory = XShmQueryExtension(handle) != 0
        do {
            xi2Opcode = try Self.queryXInput2(handle, name: name)
            try Self.checkVisual(visual, depth: depth, name: name)
        } catch {
            XCloseDisplay(handle)
            throw error
        }
        X11ConnectionLoss.installHandler()
        X11ErrorTrap.installProcessHandler()
    }

    /// Runs `body` when the connection to the server breaks, just before the program ends
    /// (status 1): the last chance to finish touches and save work. `body` must not use X.
    public static func whenConnectionLost(_ body: @escaping @MainActor () -> Void) {
        X11ConnectionLoss.beforeExit = body
    }

    deinit {
        XCloseDisplay(handle)
    }

    /// Sends buffered requests without waiting.
    public func flush() {
        XFlush(handle)
    }

    /// Sends buffered requests and waits until the server has processed them.
    public func sync() {
        XSync(handle, 0)
    }

    func atom(_ name: String) -> Atom {
        XInternAtom(handle, name, 0)
    }

    private static var environmentDisplay: String? {
        getenv("DISPLAY").map { String(cString: $0) }
    }

    private static func queryXInput2(_ handle: OpaquePointer, name: String) throws -> Int32 {
        var opcode: Int32 = 0, event: Int32 = 0, error: Int32 = 0
        guard XQueryExtension(handle, "XInputExtension", &opcode, &event, &error) != 0 else {
            throw X11Error.noXInput2(display: name, found: "none")
        }
        var major: Int32 = 2, minor: Int32 = 2
        let status = XIQueryVersion(handle, &major, &minor)
        guard status == Success, (major, minor) >= (2, 2) else {
            throw X11Error.noXInput2(display: name, found: "\(major).\(minor)")
        }
        return opcode
    }

    /// The presenter copies ARGB32 pixels verbatim, which needs 0x00RRGGBB pixels.
    private static func checkVisual(_ visual: UnsafeMutablePointer<Visual>, depth: Int32,
                                    name: String) throws {
        let v = visual.pointee
        guard depth == 24 || depth == 32, v.red_mask == 0xff0000, v.green_mask == 0xff00,
              v.blue_mask == 0xff else {
            throw X11Error.unsupportedVisual(display: name, depth: Int(depth))
        }
    }
}
