#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Testing
import TouchLabFormats
@testable import TouchLab

/// Bars the timeline draws while something is under way, as `--describe` tells them: a
/// scroll view's `delaysContentTouches` holding a row's `touchesBegan` from the finger's
/// start, named for that scroll view; and the single tap waiting for the double tap from
/// the lift that would have recognized it until the double tap settles.
@MainActor
final class HeldBeganAndWaitCommandTests {
    let path = NSTemporaryDirectory() + "touchlab-wait-\(getpid())-\(UUID().uuidString).json"

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// The spans (text, [start, end]) of `lane` at `step`; nil when the frame has no such lane.
    private func spans(_ lane: String, scene: String, replay: String, step: String,
                       language: String = "en") throws -> [(text: String, times: [Double])]? {
        var errors: [String] = []
        let console = Console(out: { _ in }, error: { errors.append($0) })
        let replayPath = SceneCatalog.assetsDirectory + "/replays/" + replay
        let status = TouchLabCommand(console: console, environment: [:]).run(
            ["--headless", "--scene", scene, "--replay", replayPath, "--step", step, "--lang", language,
             "--describe", path])
        #expect(status == 0, "\(errors)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        let lanes = json["timeline"] as? [[String: Any]] ?? []
        guard let found = lanes.first(where: { $0["lane"] as? String == lane }) else { return nil }
        return (found["spans"] as? [[String: Any]] ?? []).compactMap { span in
            guard let text = span["text"] as? String, let start = span["start"] as? Double,
                  let end = span["end"] as? Double else { return nil }
            return (text, [start, end])
        }
    }

    private func row(at step: String, language: String = "en") throws -> [(text: String, times: [Double])]? {
        try spans("ListRow1", scene: "scroll-view-buttons", replay: "scroll-view-buttons-quick-tap.jsonl",
                  step: step, language: language)
    }

    @Test func theScrollViewsHoldIsABarFromTheTouchsStart() throws {
        // The quick tap: the hit test finds ListRow1 at step 19 (0 s), the finger lifts at
        // step 20 (0.08 s) and touchesBegan reaches the row at step 21.
        #expect(try row(at: "1:18") == nil, "no row lane before the hit test names the row")
        let found = try #require(try row(at: "1:19"))
        #expect(found.map(\.text) == ["held by List: delaysContentTouches"])
        #expect(found.map(\.times) == [[0, 0]])
        #expect(try row(at: "1:20")?.map(\.times) == [[0, 0.08]])
        #expect(try row(at: "1:21")?.map(\.text) == ["held by List: delaysContentTouches"], "one bar once delivered")
        #expect(try row(at: "1:21")?.map(\.times) == [[0, 0.08]])
        #expect(try row(at: "1:20", language: "zh-Hans")?.map(\.text) == ["被 List 扣留：delaysContentTouches"])
    }

    private func draggedRow(at step: String, language: String = "en") throws -> [(text: String, times: [Double])]? {
        try spans("ListRow2", scene: "scroll-view-buttons", replay: "scroll-view-buttons-drag.jsonl",
                  step: step, language: language)
    }

    /// UIKit's defaults: the drag's touchesBegan is held from the row and never delivered,
    /// as the pan begins first. Its bar says what held it, as a held one delivered late does.
    @Test func aHoldThePanEndsIsNamedForTheScrollView() throws {
        // The hit test finds ListRow2 at step 18 (0 s); the finger moves and List.pan
        // begins at 0.02 s (steps 19 and 20), dropping the held touchesBegan.
        #expect(try draggedRow(at: "1:17") == nil, "no row lane before the hit test names the row")
        let found = try #require(try draggedRow(at: "1:18"), "held from the search on, before the pan decides")
        #expect(found.map(\.text) == ["held by List: delaysContentTouches"])
        #expect(found.map(\.times) == [[0, 0]])
        #expect(try draggedRow(at: "1:19")?.map(\.times) == [[0, 0.02]])
        #expect(try draggedRow(at: "1:20")?.map(\.text) == ["held by List: delaysContentTouches"])
        #expect(try draggedRow(at: "1:23")?.map(\.times) == [[0, 0.02]], "one bar once dropped")
        #expect(try draggedRow(at: "1:20", language: "zh-Hans")?.map(\.text) == ["被 List 扣留：delaysContentTouches"])
    }

    private func hold(at step: String, language: String = "en") throws -> [(text: String, times: [Double])]? {
        try spans("hold", scene: "gestures-touches-controls", replay: "gestures-touches-controls-tour.jsonl",
                  step: step, language: language)
    }

    @Test func aLongPressTimesItsMinimumDurationFromTheTouchsStart() throws {
        // The tour's first lesson: the hit test finds PressPad at step 9 (0 s), the finger
        // moves a little at step 15 (0.3 s) and the long press begins at step 16 (0.5 s).
        #expect(try hold(at: "1:8") == nil, "no lane before the hit test gives it the touch")
        let found = try #require(try hold(at: "1:9"), "its lane from the touch's start, before any state")
        #expect(found.map(\.text) == ["minimumPressDuration 0.5 s"])
        #expect(found.map(\.times) == [[0, 0]])
        #expect(try hold(at: "1:15")?.map(\.times) == [[0, 0.3]], "filled as far as it was held")
        #expect(try hold(at: "1:16")?.map(\.times) == [[0, 0.5]])
        #expect(try hold(at: "1:26")?.map(\.times) == [[0, 0.5]], "full once it began")
        #expect(try hold(at: "1:15", language: "zh-Hans")?.map(\.text) == ["长按需按住 0.5 秒（minimumPressDuration）"])
    }

    private func singleTap(at step: String) throws -> [(text: String, times: [Double])]? {
        try spans("singleTap", scene: "double-tap-single-tap", replay: "double-tap-single-tap-taps.jsonl", step: step)
    }

    @Test func theSingleTapIsDrawnWaitingWhileItWaits() throws {
        // Lesson 1: the tap lifts at 0.08 s (step 13); the double tap fails at 0.43 s (step 14).
        #expect(try singleTap(at: "1:12") == nil)
        #expect(try singleTap(at: "1:13")?.map(\.times) == [[0.08, 0.08]])
        #expect(try singleTap(at: "1:13")?.map(\.text) == ["waits for doubleTap to fail"])
        #expect(try singleTap(at: "1:14")?.map(\.times) == [[0.08, 0.43]])
        // Lesson 2: touch 2 lifts at 1.58 s (step 13), touch 3 begins at 1.70 s (step 14)
        // and lifts at 1.78 s (step 21); the double tap recognizes at step 22.
        #expect(try singleTap(at: "2:12") == nil)
        #expect(try singleTap(at: "2:14")?.map(\.times) == [[1.58, 1.7]])
        #expect(try singleTap(at: "2:22")?.map(\.times) == [[1.58, 1.78]])
        #expect(try singleTap(at: "2:23")?.map(\.times) == [[1.58, 1.78]], "one bar once it fails")
    }
}
