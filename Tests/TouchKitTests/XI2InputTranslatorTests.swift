import Testing
@testable import TouchKit

@MainActor
struct XI2InputTranslatorTests {
    func touches(_ events: [InputEvent]) -> [String] {
        events.map { event in
            guard case .touch(let touch) = event else { return "\(event)" }
            return "\(touch.key.detail) \(touch.phase) \(touch.location)"
        }
    }

    @Test func pointerEventsEmulatedFromATouchAreDropped() {
        var translator = XI2InputTranslator()
        let emulated = XI2Input(time: 0, kind: .motion, detail: 0, x: 5, y: 5, flags: .pointerEmulated)
        #expect(translator.translate(emulated).isEmpty)
        let begin = XI2Input(time: 0, kind: .touchBegin, detail: 7, x: 5, y: 5, flags: .touchEmulatingPointer, source: 11)
        #expect(touches(translator.translate(begin)) == ["7 began (5.0, 5.0)"])
        let press = XI2Input(time: 1, kind: .buttonPress, detail: 1, x: 5, y: 5, flags: .pointerEmulated)
        #expect(translator.translate(press).isEmpty)
    }

    @Test func impossibleOrdersAreSkippedWithAWarning() {
        var translator = XI2InputTranslator()
        #expect(translator.translate(XI2Input(time: 10, kind: .touchUpdate, detail: 3)).isEmpty)
        #expect(translator.translate(XI2Input(time: 11, kind: .touchEnd, detail: 3)).isEmpty)
        _ = translator.translate(XI2Input(time: 12, kind: .touchBegin, detail: 4))
        #expect(translator.translate(XI2Input(time: 13, kind: .touchBegin, detail: 4)).isEmpty)
        #expect(translator.translate(XI2Input(time: 14, kind: .touchUpdate, detail: 4, x: .nan, y: 0)).isEmpty)
        #expect(translator.warnings == [
            "touchUpdate at 10 ms updates touch 3, which never began; skipped",
            "touchEnd at 11 ms ends touch 3, which never began; skipped",
            "touchBegin at 13 ms begins touch 4, which is already down; skipped",
            "touchUpdate at 14 ms has a coordinate that is not a finite number; skipped",
        ])
    }

    @Test func touchesAreKeyedBySourceAndID() {
        var translator = XI2InputTranslator()
        _ = translator.translate(XI2Input(time: 0, kind: .touchBegin, detail: 1, source: 11))
        let other = translator.translate(XI2Input(time: 0, kind: .touchBegin, detail: 1, source: 12))
        #expect(other.count == 1 && translator.warnings.isEmpty)
    }

    @Test func mouseButtonOneIsOneTouch() {
        var translator = XI2InputTranslator()
        var out: [InputEvent] = []
        out += translator.translate(XI2Input(time: 0, kind: .motion, detail: 0, x: 1, y: 1))
        out += translator.translate(XI2Input(time: 1, kind: .buttonPress, detail: 1, x: 10, y: 20))
        out += translator.translate(XI2Input(time: 2, kind: .motion, detail: 0, x: 15, y: 20))
        out += translator.translate(XI2Input(time: 3, kind: .buttonPress, detail: 4, x: 15, y: 20))
        out += translator.translate(XI2Input(time: 4, kind: .buttonRelease, detail: 1, x: 16, y: 20))
        out += translator.translate(XI2Input(time: 5, kind: .motion, detail: 0, x: 30, y: 30))
        #expect(touches(out) == ["-1 began (10.0, 20.0)", "-1 moved (15.0, 20.0)", "-1 ended (16.0, 20.0)"])
    }

    @Test func altDragIsTwoTouchesMirroredAroundTheCentre() {
        var translator = XI2InputTranslator(mirrorCenter: Point(x: 100, y: 100))
        _ = translator.translate(XI2Input(time: 0, kind: .keyPress, detail: 64))
        var out = translator.translate(XI2Input(time: 1, kind: .buttonPress, detail: 1, x: 80, y: 100))
        out += translator.translate(XI2Input(time: 2, kind: .motion, detail: 0, x: 60, y: 100))
        #expect(touches(out) == ["-1 began (80.0, 100.0)", "-2 began (120.0, 100.0)",
                                 "-1 moved (60.0, 100.0)", "-2 moved (140.0, 100.0)"])
        _ = translator.translate(XI2Input(time: 3, kind: .keyPress, detail: 50))
        out = translator.translate(XI2Input(time: 4, kind: .buttonRelease, detail: 1, x: 60, y: 100))
        #expect(touches(out) == ["-1 ended (60.0, 100.0)", "-2 ended (140.0, 100.0)"])
        out = translator.translate(XI2Input(time: 5, kind: .buttonPress, detail: 1, x: 80, y: 100))
        out += translator.translate(XI2Input(time: 6, kind: .motion, detail: 0, x: 90, y: 110))
        #expect(touches(out) == ["-1 began (80.0, 100.0)", "-2 began (120.0, 100.0)",
                                 "-1 moved (90.0, 110.0)", "-2 moved (130.0, 110.0)"])
    }

    @Test func aRemovedDeviceCancelsItsTouchesAndFinishCancelsTheRest() {
        var translator = XI2InputTranslator()
        _ = translator.translate(XI2Input(time: 0, kind: .touchBegin, detail: 1, x: 1, y: 1, source: 11))
        _ = translator.translate(XI2Input(time: 0, kind: .touchBegin, detail: 2, x: 2, y: 2, source: 12))
        let removed = translator.translate(XI2Input(time: 5, kind: .deviceRemoved, detail: 0, device: 11))
        #expect(touches(removed) == ["1 cancelled (1.0, 1.0)"])
        #expect(touches(translator.finish(at: 9)) == ["2 cancelled (2.0, 2.0)"])
        #expect(translator.finish(at: 10).isEmpty)
    }

    @Test func keysBecomePressesMediaKeysRemoteControlAndCtrlAltZShake() {
        var translator = XI2InputTranslator()
        var out = translator.translate(XI2Input(time: 0, kind: .keyPress, detail: 36))
        out += translator.translate(XI2Input(time: 1, kind: .keyPress, detail: 36))
        out += translator.translate(XI2Input(time: 2, kind: .keyRelease, detail: 36))
        out += translator.translate(XI2Input(time: 3, kind: .keyPress, detail: 172))
        out += translator.translate(XI2Input(time: 4, kind: .keyPress, detail: 37))
        out += translator.translate(XI2Input(time: 5, kind: .keyPress, detail: 64))
        out += translator.translate(XI2Input(time: 6, kind: .keyPress, detail: 52))
        #expect(out == [
            .key(KeyInput(keyCode: 36, keyName: "Return", isDown: true, timestamp: 0)),
            .key(KeyInput(keyCode: 36, keyName: "Return", isDown: false, timestamp: 0.002)),
            .remoteControl(.remoteControlTogglePlayPause, timestamp: 0.003),
            .key(KeyInput(keyCode: 37, keyName: "Control_L", isDown: true, timestamp: 0.004)),
            .motion(.motionShake, began: true, timestamp: 0.006),
        ])
    }

    /// Every key is named as X names its keysym, never by its number.
    @Test func keysCarryTheirXKeysymNames() {
        var translator = XI2InputTranslator()
        let expected: [(Int, String)] = [(95, "F11"), (96, "F12"), (119, "Delete"), (118, "Insert"), (112, "Prior"),
                                         (117, "Next"), (66, "Caps_Lock"), (133, "Super_L"), (20, "minus"),
                                         (191, "F13"), (104, "KP_Enter"), (255, "NoSymbol")]
        for (code, name) in expected {
            let out = translator.translate(XI2Input(time: 0, kind: .keyPress, detail: code))
            _ = translator.translate(XI2Input(time: 1, kind: .keyRelease, detail: code))
            #expect(out == [.key(KeyInput(keyCode: code, keyName: name, isDown: true, timestamp: 0))])
        }
    }

    /// Alt, and Shift pressed while Alt is held, steer the two-finger emulation: followed,
    /// never made presses, nor are their releases.
    @Test func emulationModifiersNeverBecomePresses() {
        var translator = XI2InputTranslator()
        var out: [InputEvent] = []
        for key in [64, 108, 50, 62] {
            out += translator.translate(XI2Input(time: 0, kind: .keyPress, detail: key))
        }
        #expect(translator.isEmulatingTwoTouches)
        for key in [64, 108, 50, 62] {
            out += translator.translate(XI2Input(time: 1, kind: .keyRelease, detail: key))
        }
        #expect(out.isEmpty && !translator.isEmulatingTwoTouches)
    }

    /// Shift pressed without Alt is a press like any other key, and ends as one.
    @Test func shiftAloneIsAPress() {
        var translator = XI2InputTranslator()
        let down = translator.translate(XI2Input(time: 0, kind: .keyPress, detail: 50))
        let up = translator.translate(XI2Input(time: 1, kind: .keyRelease, detail: 50))
        #expect(down == [.key(KeyInput(keyCode: 50, keyName: "Shift_L", isDown: true, timestamp: 0))])
        #expect(up == [.key(KeyInput(keyCode: 50, keyName: "Shift_L", isDown: false, timestamp: 0.001))])
    }
}
