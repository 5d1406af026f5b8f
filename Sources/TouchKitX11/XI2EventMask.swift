import CX11

/// An XInput2 event mask (`XISetMask` and `XIMaskLen` are C macros Swift cannot import).
struct XI2EventMask {
    private(set) var bytes: [UInt8]

    init(_ events: [Int32]) {
        bytes = Array(repeating: 0, count: Int(XI_LASTEVENT) >> 3 + 1)
        for event in events {
            bytes[Int(event) >> 3] |= 1 << UInt8(event & 7)
        }
    }

    func contains(_ event: Int32) -> Bool {
        bytes[Int(event) >> 3] & (1 << UInt8(event & 7)) != 0
    }

    /// Selects these events on `window` from `device` (`XIAllDevices`, `XIAllMasterDevices`
    /// or one device id).
    func select(on window: XID, device: Int32, display: OpaquePointer) {
        var bytes = bytes
        bytes.withUnsafeMutableBufferPointer { buffer in
            var mask = XIEventMask(deviceid: device, mask_len: Int32(buffer.count),
                                   mask: buffer.baseAddress)
            _ = XISelectEvents(display, window, &mask, 1)
        }
    }
}

extension XI2EventMask {
    /// What the window hears from master devices. Enter and leave are selected so the server
    /// tracks the pointer over the window; they carry nothing TouchKit uses.
    static let window = XI2EventMask([
        XI_ButtonPress, XI_ButtonRelease, XI_Motion, XI_Enter, XI_Leave,
        XI_TouchBegin, XI_TouchUpdate, XI_TouchEnd, XI_KeyPress, XI_KeyRelease,
    ])

    /// What the root hears from all devices: devices coming and going.
    static let root = XI2EventMask([XI_HierarchyChanged])
}
