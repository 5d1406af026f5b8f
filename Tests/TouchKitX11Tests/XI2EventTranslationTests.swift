import CX11
import Testing
import TouchKit
@testable import TouchKitX11

/// Hand-made XInput2 events, as the server would send them from a touchscreen (slave 11
/// under the master pointer 2) and from the XTest pointer (slave 4).
private func deviceEvent(_ type: Int32, detail: Int32, x: Double, y: Double, flags: Int32 = 0,
                         time: UInt = 5000, source: Int32 = 11) -> XIDeviceEvent {
    var event = XIDeviceEvent()
    event.evtype = type
    event.time = time
    event.detail = detail
    event.event_x = x
    event.event_y = y
    event.flags = flags
    event.deviceid = 2
    event.sourceid = source
    return event
}

private func translate(_ event: XIDeviceEvent) -> XI2Input? {
    XI2EventTranslation.deviceEvents[event.evtype]?(event)
}

@Suite struct XI2EventTranslationTests {
    @Test func touchCarriesIdLocationAndDevices() {
        let event = deviceEvent(XI_TouchBegin, detail: 7, x: 120.5, y: 88.25,
                                flags: XITouchEmulatingPointer)
        #expect(translate(event) == XI2Input(time: 5000, kind: .touchBegin, detail: 7, x: 120.5, y: 88.25,
                                             flags: .touchEmulatingPointer, device: 2, source: 11))
    }

    @Test func everyTouchPhaseHasItsKind() {
        let kinds = [XI_TouchBegin, XI_TouchUpdate, XI_TouchEnd].map {
            translate(deviceEvent($0, detail: 1, x: 0, y: 0))?.kind
        }
        #expect(kinds == [.touchBegin, .touchUpdate, .touchEnd])
    }

    /// Bit 16 on a touch is `XITouchPendingEnd`, not `XIPointerEmulated`.
    @Test func touchPendingEndIsNotReadAsPointerEmulation() {
        let event = deviceEvent(XI_TouchUpdate, detail: 3, x: 1, y: 2, flags: XITouchPendingEnd)
        #expect(translate(event)?.flags == [])
    }

    @Test func pointerEventsKeepTheEmulatedFlag() {
        let event = deviceEvent(XI_Motion, detail: 0, x: 10, y: 20, flags: XIPointerEmulated)
        #expect(translate(event) == XI2Input(time: 5000, kind: .motion, detail: 0, x: 10, y: 20,
                                             flags: .pointerEmulated, device: 2, source: 11))
    }

    @Test func buttonsCarryTheButtonNumber() {
        let press = deviceEvent(XI_ButtonPress, detail: 1, x: 50, y: 40, source: 4)
        let release = deviceEvent(XI_ButtonRelease, detail: 3, x: 51, y: 41, source: 4)
        #expect(translate(press) == XI2Input(time: 5000, kind: .buttonPress, detail: 1, x: 50, y: 40,
                                             device: 2, source: 4))
        #expect(translate(release)?.kind == .buttonRelease)
        #expect(translate(release)?.detail == 3)
    }

    /// Bit 16 on a key is `XIKeyRepeat`; the translator finds repeats itself.
    @Test func keysPassTheKeycodeAndNoFlags() {
        let event = deviceEvent(XI_KeyPress, detail: 38, x: 5, y: 6, flags: XIKeyRepeat, source: 3)
        #expect(translate(event) == XI2Input(time: 5000, kind: .keyPress, detail: 38, x: 5, y: 6,
                                             device: 2, source: 3))
        #expect(translate(deviceEvent(XI_KeyRelease, detail: 38, x: 0, y: 0))?.kind == .keyRelease)
    }

    @Test func crossingEventsTranslateToNothing() {
        #expect(translate(deviceEvent(XI_Enter, detail: 0, x: 0, y: 0)) == nil)
        #expect(translate(deviceEvent(XI_Leave, detail: 0, x: 0, y: 0)) == nil)
    }

    /// The emulated motion the server sends before the first touch reaches the translator
    /// and is dropped there: the touch is delivered once.
    @Test func emulatedPointerBeforeATouchIsDroppedByTheTranslator() {
        var translator = XI2InputTranslator()
        let events = [
            deviceEvent(XI_Motion, detail: 0, x: 30, y: 40, flags: XIPointerEmulated),
            deviceEvent(XI_TouchBegin, detail: 9, x: 30, y: 40, flags: XITouchEmulatingPointer),
        ].compactMap(translate).flatMap { translator.translate($0) }
        #expect(events == [.touch(TouchInput(key: TouchKey(device: 11, detail: 9), phase: .began,
                                             location: Point(x: 30, y: 40), timestamp: 5))])
    }

    @Test func removedAndDisabledSlavesBecomeDeviceRemoved() {
        var infos = [
            XIHierarchyInfo(deviceid: 11, attachment: 2, use: XISlavePointer, enabled: 0,
                            flags: XIDeviceDisabled),
            XIHierarchyInfo(deviceid: 12, attachment: 2, use: XISlavePointer, enabled: 1,
                            flags: XISlaveAdded),
            XIHierarchyInfo(deviceid: 13, attachment: 0, use: XIFloatingSlave, enabled: 0,
                            flags: XISlaveRemoved),
        ]
        let inputs = infos.withUnsafeMutableBufferPointer { buffer in
            var event = XIHierarchyEvent()
            event.evtype = XI_HierarchyChanged
            event.time = 7000
            event.info = buffer.baseAddress
            event.num_info = Int32(buffer.count)
            return XI2EventTranslation.hierarchyChanged(event)
        }
        #expect(inputs == [
            XI2Input(time: 7000, kind: .deviceRemoved, detail: 0, device: 11, source: 11),
            XI2Input(time: 7000, kind: .deviceRemoved, detail: 0, device: 13, source: 13),
        ])
    }

    @Test func windowMaskSelectsInputAndRootMaskSelectsHierarchy() {
        let input = [XI_ButtonPress, XI_ButtonRelease, XI_Motion, XI_Enter, XI_Leave,
                     XI_TouchBegin, XI_TouchUpdate, XI_TouchEnd, XI_KeyPress, XI_KeyRelease]
        let selected = (0...XI_LASTEVENT).filter { XI2EventMask.window.contains($0) }
        #expect(selected == input.sorted())
        #expect((0...XI_LASTEVENT).filter { XI2EventMask.root.contains($0) } == [XI_HierarchyChanged])
    }
}
