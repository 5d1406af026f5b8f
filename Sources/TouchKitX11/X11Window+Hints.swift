import CX11
import Glibc
import TouchKit

/// The properties window managers and tools read: class, pid, machine, title, protocols.
extension X11Window {
    func setHints(fixedSize: Bool, minimumSize: Size? = nil) {
        setClass("touchlab")
        setCardinal("_NET_WM_PID", UInt(getpid()))
        setString("WM_CLIENT_MACHINE", type: "STRING", Self.hostName)
        var protocols = [deleteWindowAtom]
        XSetWMProtocols(display.handle, id, &protocols, 1)
        if fixedSize {
            setSizeHints(minimum: (width, height), maximum: (width, height))
        } else if let minimumSize {
            setSizeHints(minimum: (Int(minimumSize.width.rounded(.up)), Int(minimumSize.height.rounded(.up))), maximum: nil)
        }
    }

    func setTitle(_ title: String) {
        setString("WM_NAME", type: "UTF8_STRING", title)
        setString("_NET_WM_NAME", type: "UTF8_STRING", title)
    }

    private func setClass(_ name: String) {
        name.withCString { cName in
            let mutable = UnsafeMutablePointer(mutating: cName)
            var hint = XClassHint(res_name: mutable, res_class: mutable)
            XSetClassHint(display.handle, id, &hint)
        }
    }

    /// WM_NORMAL_HINTS: the sizes the window manager lets the user give the window.
    private func setSizeHints(minimum: (width: Int, height: Int), maximum: (width: Int, height: Int)?) {
        guard let hints = XAllocSizeHints() else { return }
        defer { XFree(hints) }
        hints.pointee.flags = PMinSize
        hints.pointee.min_width = Int32(minimum.width)
        hints.pointee.min_height = Int32(minimum.height)
        if let maximum {
            hints.pointee.flags |= PMaxSize
            hints.pointee.max_width = Int32(maximum.width)
            hints.pointee.max_height = Int32(maximum.height)
        }
        XSetWMNormalHints(display.handle, id, hints)
    }

    /// Format-32 properties are arrays of C `long`, whatever the protocol's 32 bits.
    private func setCardinal(_ property: String, _ value: UInt) {
        var value = value
        withUnsafeBytes(of: &value) { bytes in
            _ = XChangeProperty(display.handle, id, display.atom(property), display.atom("CARDINAL"),
                                32, PropModeReplace, bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), 1)
        }
    }

    private func setString(_ property: String, type: String, _ value: String) {
        let bytes = Array(value.utf8)
        bytes.withUnsafeBufferPointer { buffer in
            _ = XChangeProperty(display.handle, id, display.atom(property), display.atom(type),
                                8, PropModeReplace, buffer.baseAddress, Int32(buffer.count))
        }
    }

    private static var hostName: String {
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count - 1) == 0 else { return "localhost" }
        return String(cString: buffer)
    }
}
