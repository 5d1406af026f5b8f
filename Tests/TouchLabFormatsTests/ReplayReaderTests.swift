import Testing
import TouchKit
@testable import TouchLabFormats

struct ReplayReaderTests {
    func read(_ text: String) throws -> [XI2Input] {
        try ReplayReader(file: "r.jsonl").read(Array(text.utf8))
    }

    func error(_ text: String) -> String? {
        do {
            _ = try read(text)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func readsEveryField() throws {
        let inputs = try read("""
            {"time": 1200, "type": "touchBegin", "detail": 7, "x": 120.5, "y": 88.0}

            {"time": 1200, "type": "buttonPress", "detail": 1, "x": 1, "y": 2, "flags": ["pointerEmulated"], "device": 3, "source": 11}
            {"time": 1300.5, "type": "keyPress", "detail": 36}
            """)
        #expect(inputs == [
            XI2Input(time: 1200, kind: .touchBegin, detail: 7, x: 120.5, y: 88),
            XI2Input(time: 1200, kind: .buttonPress, detail: 1, x: 1, y: 2, flags: .pointerEmulated,
                     device: 3, source: 11),
            XI2Input(time: 1300.5, kind: .keyPress, detail: 36),
        ])
    }

    @Test func reportsProblemsWithTheirLine() {
        let good = "{\"time\": 0, \"type\": \"touchBegin\", \"detail\": 1, \"x\": 1, \"y\": 1}\n"
        #expect(error(good + "{\"time\": 5, \"type\": \"tap\", \"detail\": 1}")
            == "r.jsonl:2:21: type: expected one of touchBegin touchUpdate touchEnd buttonPress buttonRelease motion keyPress keyRelease deviceRemoved, found \"tap\"")
        #expect(error(good + "{\"time\": 5, \"type\": \"touchEnd\", \"detail\": 1.5, \"x\": 1, \"y\": 1}")
            == "r.jsonl:2:43: detail: expected a whole number from 0 to 2147483647, found 1.5")
        // -1 is the translator's own id for the mouse's touch: a replayed touch may not take it.
        #expect(error(good + "{\"time\": 5, \"type\": \"touchBegin\", \"detail\": -1, \"x\": 1, \"y\": 1}")
            == "r.jsonl:2:45: detail: expected a whole number from 0 to 2147483647, found -1")
        #expect(error(good + "{\"time\": 5, \"type\": \"touchEnd\", \"detail\": 1, \"x\": 1}")
            == "r.jsonl:2:1: missing required key \"y\"")
        #expect(error(good + "{\"time\": 5, \"type\": \"keyPress\", \"detail\": 1, \"z\": 1}")
            == "r.jsonl:2:46: unknown key \"z\"")
        #expect(error(good + "{\"time\": 5, \"type\": \"keyPress\", \"detail\": 1, \"flags\": [\"fast\"]}")
            == "r.jsonl:2:56: flags[0]: expected \"pointerEmulated\" or \"touchEmulatingPointer\", found \"fast\"")
        #expect(error(good + "{\"time\": 5,") == "r.jsonl:2:12: expected a key in quotes, found end of file")
        #expect(error(good + "[1]") == "r.jsonl:2:1: expected an object, found an array")
    }

    @Test func rejectsTimeGoingBackwards() {
        #expect(error("""
            {"time": 100, "type": "keyPress", "detail": 36}
            {"time": 99, "type": "keyRelease", "detail": 36}
            """) == "r.jsonl:2:1: time: time 99 is earlier than the line before (100)")
    }

    @Test func rejectsInvalidUTF8WithItsLine() {
        let bytes = Array("{\"time\": 1, \"type\": \"keyPress\", \"detail\": 36}\n{\"time\": 2, \"type\": \"".utf8) + [0xFF]
        #expect(throws: FileError(file: "r.jsonl", position: SourcePosition(line: 2, column: 22),
                                  problem: "invalid UTF-8")) {
            try ReplayReader(file: "r.jsonl").read(bytes)
        }
    }
}
