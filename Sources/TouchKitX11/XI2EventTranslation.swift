import CX11
import TouchKit

/// Pure translations from XInput2's event structs to TouchKit's `XI2Input`, one per event
/// type, looked up by `evtype`. `time` stays the server's milliseconds; the event loop maps
/// it onto the app's clock (`XI2TimeMapper`).
///
/// XInput2 gives bit 16 three meanings (`XIPointerEmulated`, `XITouchPendingEnd`,
/// `XIKeyRepeat`), so each family keeps only the flag bits that mean what `XI2Input.Flags`
/// says: pointer events keep `pointerEmulated`, touches keep `touchEmulatingPointer`, keys
/// keep none (the translator spots repeats itself).
enum XI2EventTranslation {
    static let deviceEvents: [Int32: (XIDeviceEvent) -> XI2Input] = [
        XI_ButtonPress: { pointer(.buttonPress, $0) },
        XI_ButtonRelease: { pointer(.buttonRelease, $0) },
        XI_Motion: { pointer(.motion, $0) },
        XI_TouchBegin: { touch(.touchBegin, $0) },
        XI_TouchUpdate: { touch(.touchUpdate, $0) },
        XI_TouchEnd: { touch(.touchEnd, $0) },
        XI_KeyPress: { key(.keyPress, $0) },
        XI_KeyRelease: { key(.keyRelease, $0) },
    ]

    static func pointer(_ kind: XI2Input.Kind, _ event: XIDeviceEvent) -> XI2Input {
        input(kind, event, keeping: .pointerEmulated)
    }

    static func touch(_ kind: XI2Input.Kind, _ event: XIDeviceEvent) -> XI2Input {
        input(kind, event, keeping: .touchEmulatingPointer)
    }

    static func key(_ kind: XI2Input.Kind, _ event: XIDeviceEvent) -> XI2Input {
        input(kind, event, keeping: [])
    }

    /// A slave device disabled or removed: one `deviceRemoved` per such device, so the
    /// translator cancels the touches it had down.
    static func hierarchyChanged(_ event: XIHierarchyEvent) -> [XI2Input] {
        let gone = XISlaveRemoved | XIDeviceDisabled
        guard let info = event.info, event.num_info > 0 else { return [] }
        return UnsafeBufferPointer(start: info, count: Int(event.num_info))
            .filter { $0.flags & gone != 0 }
            .map { XI2Input(time: Double(event.time), kind: .deviceRemoved, detail: 0,
                            device: Int($0.deviceid), source: Int($0.deviceid)) }
    }

    private static func input(_ kind: XI2Input.Kind, _ event: XIDeviceEvent,
                              keeping flags: XI2Input.Flags) -> XI2Input {
        XI2Input(time: Double(event.time), kind: kind, detail: Int(event.detail),
                 x: event.event_x, y: event.event_y,
                 flags: XI2Input.Flags(rawValue: UInt32(bitPattern: event.flags)).intersection(flags),
                 device: Int(event.deviceid), source: Int(event.sourceid))
    }
}
