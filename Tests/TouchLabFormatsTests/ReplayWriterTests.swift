import Testing
import TouchKit
@testable import TouchLabFormats

struct ReplayWriterTests {
    @Test func writesTheDesignFormat() {
        #expect(ReplayWriter.line(for: XI2Input(time: 1200, kind: .touchBegin, detail: 7, x: 120.5, y: 88))
            == #"{"time": 1200, "type": "touchBegin", "detail": 7, "x": 120.5, "y": 88.0}"#)
        #expect(ReplayWriter.line(for: XI2Input(time: 0.25, kind: .motion, detail: 0, x: -1, y: 1e20,
                                                flags: [.pointerEmulated, .touchEmulatingPointer], device: 3, source: 12))
            == #"{"time": 0.25, "type": "motion", "detail": 0, "x": -1.0, "y": 1e+20, "flags": ["pointerEmulated", "touchEmulatingPointer"], "device": 3, "source": 12}"#)
    }

    @Test func roundTrips() throws {
        let inputs = [
            XI2Input(time: 0, kind: .touchBegin, detail: 1, x: 470, y: 140),
            XI2Input(time: 16.666666666666668, kind: .touchUpdate, detail: 1, x: 470.1234567, y: 0.1),
            XI2Input(time: 80, kind: .touchEnd, detail: 1, x: 471, y: 141, source: 9),
            XI2Input(time: 90, kind: .buttonPress, detail: 1, x: 3, y: 4, flags: .pointerEmulated),
            XI2Input(time: 95, kind: .keyPress, detail: 64),
            XI2Input(time: 99, kind: .keyRelease, detail: 64, device: 4),
        ]
        let text = ReplayWriter.text(for: inputs)
        #expect(try ReplayReader(file: "r.jsonl").read(Array(text.utf8)) == inputs)
    }
}
