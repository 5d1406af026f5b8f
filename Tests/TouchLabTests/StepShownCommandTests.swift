import Foundation
import Testing
import TouchLabFormats
@testable import TouchLab

/// What the timeline, the strip and the caption say at a step is of that step: a recognizer
/// counting taps has its lane from its first touch, the strip tells the step's time, and a
/// lift whose `touchesEnded` a deciding recognizer holds says so.
@MainActor
final class StepShownCommandTests: CommandTestCase {
    init() throws { try super.init(named: "step-shown") }

    /// The description of the frame at `step` of `replay` in `scene`.
    func describe(_ scene: String, replay: String, step: String, language: String = "en") throws -> [String: Any] {
        let replayPath = SceneCatalog.assetsDirectory + "/replays/\(replay).jsonl"
        #expect(run(["--headless", "--scene", scene, "--replay", replayPath, "--step", step, "--lang", language,
                     "--describe", path("frame.json")]) == 0, "\(errors)")
        return try #require(try JSONSerialization.jsonObject(with: bytes("frame.json")) as? [String: Any])
    }

    func doubleTap(_ step: String, language: String = "en") throws -> [String: Any] {
        try describe("double-tap-single-tap", replay: "double-tap-single-tap-taps", step: step, language: language)
    }

    /// The spans (text, start, end) of the lane `name`; nil with no such lane.
    static func spans(_ frame: [String: Any], lane name: String) -> [(text: String, start: Double, end: Double)]? {
        let lanes = frame["timeline"] as? [[String: Any]] ?? []
        guard let lane = lanes.first(where: { $0["lane"] as? String == name }) else { return nil }
        return (lane["spans"] as? [[String: Any]] ?? []).compactMap { span in
            guard let text = span["text"] as? String, let start = span["start"] as? Double,
                  let end = span["end"] as? Double else { return nil }
            return (text, start, end)
        }
    }

    /// The strip's texts.
    static func strip(_ frame: [String: Any]) -> [String] {
        (frame["labels"] as? [[String: Any]] ?? []).filter { $0["region"] as? String == "strip" }.compactMap { $0["text"] as? String }
    }

    /// Lesson 2: touch 2 begins at 1.5 s; at step 20 (touch 3's hit test, 1.7 s) doubleTap is
    /// still counting taps. Its lane is there, possible from 1.5 s, beside singleTap's wait.
    @Test func theDoubleTapsLaneRunsFromItsFirstTouch() throws {
        let spans = try #require(Self.spans(try doubleTap("2:20"), lane: "doubleTap"), "no doubleTap lane")
        #expect(spans.map(\.text) == ["possible: needs 2 taps"])
        #expect(spans.map { [$0.start, $0.end] } == [[1.5, 1.7]])
        let chinese = try #require(Self.spans(try doubleTap("2:20", language: "zh-Hans"), lane: "doubleTap"))
        #expect(chinese.map(\.text) == ["待定：需要点击 2 次"])
        // Once it has recognized (1.78 s), the bar ends there.
        #expect(Self.spans(try doubleTap("2:29"), lane: "doubleTap")?.map { [$0.start, $0.end] } == [[1.5, 1.78]])
    }

    /// Lesson 2: touch 2's touchesBegan ends, unhandled, at AppDelegate (step 12). At step
    /// 20 touch 3 is being hit-tested and has reached no responder yet: the strip's
    /// responders stage says nothing rather than touch 2's answer.
    @Test func theRespondersStageIsOfTheTouchShown() throws {
        #expect(Self.strip(try doubleTap("2:12")).contains("AppDelegate \u{2717}"))
        let shown = Self.strip(try doubleTap("2:20"))
        #expect(shown.contains("\u{2192} Photo"), "\(shown)")
        #expect(!shown.contains { $0.contains("AppDelegate") }, "\(shown)")
    }

    /// Lesson 1, step 15: singleTap recognizes at 0.43 s, a timer's step after the lift at
    /// 80 ms. The strip tells 430 ms, the time of the step shown.
    @Test func theStripTellsTheTimeOfTheStepShown() throws {
        #expect(Self.strip(try doubleTap("1:15")).contains("XI 2.2 \u{00B7} t = 430 ms"))
        #expect(Self.strip(try doubleTap("1:15", language: "zh-Hans")).contains("XI 2.2 \u{00B7} t = 430 毫秒"))
        #expect(Self.strip(try doubleTap("2:20")).contains("XI 2.2 \u{00B7} t = 1700 ms"))
    }

    /// Tap vs view, step 14: touch 1 lifts while cardTap is still possible; the caption says
    /// Card's touchesEnded is held (delaysTouchesEnded). The plain view's lift says nothing
    /// of the kind: no recognizer holds it.
    @Test func aLiftWhoseEndingIsHeldSaysSo() throws {
        let replay = "tap-vs-view-two-taps"
        #expect(try describe("tap-vs-view", replay: replay, step: "1:14")["caption"] as? String
            == "touch 1 ended at (200, 200): Card's touchesEnded is held (delaysTouchesEnded) while cardTap decides")
        #expect(try describe("tap-vs-view", replay: replay, step: "1:14", language: "zh-Hans")["caption"] as? String
            == "触摸 1 在（200, 200）结束：Card 的 touchesEnded 被扣留（delaysTouchesEnded），等待 cardTap 做出判断")
        let plain = try describe("tap-vs-view", replay: replay, step: "2:13")["caption"] as? String
        #expect(plain == "touch 2 ended at (590, 200)")
        #expect(try doubleTap("1:13")["caption"] as? String
            == "touch 1 ended at (400, 250): Photo's touchesEnded is held (delaysTouchesEnded) while doubleTap and singleTap decide")
    }
}
