import Foundation
import Testing
@testable import TouchLab

/// `--describe` tells the lesson's whole truth on scenes written here, never built in: each
/// recognizer's outcome with the cause the model recorded, one lesson per gesture sequence,
/// the selection and the edits.
@MainActor
final class LessonTruthCommandTests {
    var out: [String] = []
    var errors: [String] = []
    let folder: String

    /// A card with a button in it and a tap; a photo with a double tap and a single tap that
    /// waits for it.
    static let scene = """
        { "name": "held-out", "size": [600, 400],
          "root": { "name": "Screen", "frame": [0, 0, 600, 400], "children": [
            { "name": "Card", "frame": [20, 20, 260, 200], "gestures": [ { "kind": "tap", "name": "cardTap" } ],
              "children": [ { "name": "Order", "kind": "button", "label": "Order", "frame": [30, 40, 120, 44] } ] },
            { "name": "Photo", "frame": [320, 20, 240, 240], "gestures": [
              { "kind": "tap", "name": "twoTaps", "taps": 2 },
              { "kind": "tap", "name": "oneTap", "requiresToFail": "twoTaps" } ] } ] } }
        """

    init() throws {
        folder = NSTemporaryDirectory() + "touchlab-truth-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(Self.scene.utf8).write(to: URL(fileURLWithPath: folder + "/held-out.json"))
    }

    deinit { try? FileManager.default.removeItem(atPath: folder) }

    func run(_ arguments: [String]) -> Int32 {
        let console = Console(out: { self.out.append($0) }, error: { self.errors.append($0) })
        return TouchLabCommand(console: console, environment: [:]).run(arguments)
    }

    /// Runs the scene headless with `arguments` and returns the description.
    func describe(_ arguments: [String]) throws -> [String: Any] {
        let path = folder + "/frame.json"
        #expect(run(["--headless", "--scene", folder + "/held-out.json", "--describe", path] + arguments) == 0, "\(errors)")
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// A replay of quick taps at `point`, starting at the given milliseconds.
    func replay(of point: (Double, Double), at starts: [Int]) throws -> String {
        let lines = starts.flatMap { start in
            ["{\"time\": \(start), \"type\": \"touchBegin\", \"detail\": 1, \"x\": \(point.0), \"y\": \(point.1)}",
             "{\"time\": \(start + 80), \"type\": \"touchEnd\", \"detail\": 1, \"x\": \(point.0), \"y\": \(point.1)}"]
        }
        let path = folder + "/taps.jsonl"
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    func outcomes(_ json: [String: Any]) -> [String] {
        (json["outcomes"] as? [[String: Any]] ?? []).map { outcome in
            ["recognizer", "state", "cause"].compactMap { outcome[$0] as? String }.joined(separator: " ")
        }
    }

    func lessonCount(_ json: [String: Any]) -> Int? {
        (json["lesson"] as? [String: Any])?["count"] as? Int
    }

    @Test func aButtonBeatingItsSuperviewsTapReportsControl() throws {
        let json = try describe(["--tap", "100,80"])
        #expect(outcomes(json) == ["cardTap failed control"])
        let outcome = try #require((json["outcomes"] as? [[String: Any]])?.first)
        #expect(outcome["text"] as? String == "Order, a button, took the touch")
        #expect(outcome["view"] as? String == "Card" && outcome["time"] as? Double == 0.08)
    }

    @Test func aDoubleTapIsOneLessonWhereTheSingleTapFailsOnItsRequirement() throws {
        let json = try describe(["--replay", try replay(of: (440, 140), at: [0, 200])])
        #expect(lessonCount(json) == 1)
        #expect(outcomes(json) == ["twoTaps recognized", "oneTap failed requiredToFail"])
        let lesson = try #require(json["lesson"] as? [String: Any])
        #expect(lesson["index"] as? Int == 1 && lesson["step"] as? Int == lesson["steps"] as? Int)
    }

    /// The single tap waited from the first tap's lift until the double tap recognized: its
    /// lane draws that wait, and its outcome says it as a sentence, in both languages.
    @Test func theSingleTapsWaitForTheDoubleTapIsASpanAndASentence() throws {
        let replay = try replay(of: (440, 140), at: [0, 200])
        let json = try describe(["--replay", replay])
        let lanes = try #require(json["timeline"] as? [[String: Any]])
        let oneTap = try #require(lanes.first { $0["lane"] as? String == "oneTap" })
        let spans = try #require(oneTap["spans"] as? [[String: Any]])
        #expect(spans.count == 1)
        #expect(spans.first?["text"] as? String == "waits for twoTaps to fail")
        #expect(spans.first?["start"] as? Double == 0.08 && spans.first?["end"] as? Double == 0.28)
        let failed = try #require((json["outcomes"] as? [[String: Any]])?.last)
        #expect(failed["text"] as? String == "oneTap waited for twoTaps, which recognized")
        let chinese = try describe(["--replay", replay, "--lang", "zh-Hans"])
        let chineseSpan = (chinese["timeline"] as? [[String: Any]])?.first { $0["lane"] as? String == "oneTap" }
        #expect((chineseSpan?["spans"] as? [[String: Any]])?.first?["text"] as? String == "等待 twoTaps 识别失败")
        let chineseText = (chinese["outcomes"] as? [[String: Any]])?.last?["text"] as? String
        #expect(chineseText == "oneTap 一直在等 twoTaps 识别失败（require(toFail:)），而 twoTaps 识别成功了")
    }

    @Test func aLoneTapIsOneLessonWhereTheDoubleTapFailsOnTiming() throws {
        let json = try describe(["--tap", "440,140"])
        #expect(lessonCount(json) == 1)
        #expect(outcomes(json) == ["twoTaps failed timing", "oneTap recognized"])
    }

    @Test func selectReportsTheViewAndItsHighlight() throws {
        let json = try describe(["--tap", "100,80", "--select", "Order"])
        let selection = try #require(json["selection"] as? [String: Any])
        #expect(selection["view"] as? String == "Order")
        let rect = try #require(selection["rect"] as? [Double])
        // Order is at (50, 60) in the window, 120 × 44: the ring lies just outside it.
        #expect(rect[0] < 50 && rect[1] < 60 && rect[0] + rect[2] > 170 && rect[1] + rect[3] > 104)
        #expect(try describe(["--tap", "100,80"])["selection"] is NSNull)
    }

    @Test func selectingAViewTheSceneLacksIsOneLineAndExitTwo() {
        let path = folder + "/never.json"
        #expect(run(["--headless", "--scene", folder + "/held-out.json", "--select", "Basket", "--describe", path]) == 2)
        #expect(errors == ["touchlab: --select: the scene held-out has no view named 'Basket'"])
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func anUneditedSceneHasNoEdits() throws {
        let json = try describe(["--tap", "100,80"])
        #expect((json["edits"] as? [Any])?.isEmpty == true)
    }
}
