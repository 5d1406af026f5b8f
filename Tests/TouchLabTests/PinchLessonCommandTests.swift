import Foundation
import Testing
import TouchLabFormats
@testable import TouchLab

/// The pinch-and-rotate lesson read from its frames alone: Map's picture is Map before the
/// pinch and Map now, in words; the second finger says it never reaches Map and who gets
/// it; the rotation's beginning says why it runs beside the pinch.
@MainActor
final class PinchLessonCommandTests: CommandTestCase {
    init() throws { try super.init(named: "pinch-lesson") }

    static let replay = SceneCatalog.assetsDirectory + "/replays/pinch-rotate-two-fingers.jsonl"

    /// The scene's label texts and the caption at `step`, in `language`.
    func frame(step: Int, language: String = "en") throws -> (labels: [String], caption: String) {
        let json = try describe(step: step, language: language)
        let labels = (json["labels"] as? [[String: Any]] ?? []).filter { $0["region"] as? String == "scene" }
        return (labels.compactMap { $0["text"] as? String }, json["caption"] as? String ?? "")
    }

    func describe(step: Int, language: String = "en") throws -> [String: Any] {
        #expect(run(["--headless", "--scene", "pinch-rotate", "--replay", Self.replay, "--step", "\(step)",
                     "--lang", language, "--describe", path("frame.json")]) == 0, "\(errors)")
        return try #require(try JSONSerialization.jsonObject(with: bytes("frame.json")) as? [String: Any])
    }

    @Test func mapsPictureIsMapBeforeAndMapNowInWords() throws {
        // Step 20: scale 1.60 and 35°, drawn smaller to fit the scene.
        let labels = try frame(step: 20).labels
        #expect(labels.filter { $0.contains("before the pinch") } == ["Map before the pinch (both drawn smaller to fit)"])
        #expect(labels.filter { $0.hasPrefix("Map now") } == ["Map now: scale 1.60× · rotated 35°"])
        #expect(!labels.contains { $0.contains("%") || $0.contains("drawn at") }, "\(labels)")
        // Step 15: the pinch alone has begun; nothing is turned yet, so nothing says so.
        #expect(try frame(step: 15).labels.filter { $0.hasPrefix("Map now") } == ["Map now: scale 1.10×"])
        let chinese = try frame(step: 20, language: "zh-Hans").labels
        #expect(chinese.contains("捏合前的 Map（两者都缩小画出，以放进场景）"))
        #expect(chinese.contains("现在的 Map：缩放 1.60× · 旋转 35°"))
    }

    @Test func theSecondFingerSaysItNeverReachesMapAndWhoGetsIt() throws {
        // Step 12: touch 2's search ends at Map, which already gets touch 1 in that delivery.
        let hit = try frame(step: 12)
        #expect(hit.caption.contains("touch 2 never reaches it: Map takes one touch at a time"), "\(hit.caption)")
        for step in [12, 20] {
            let labels = try frame(step: step).labels
            #expect(labels.contains("2 · lands in Map, the hit view, but never reaches it"), "step \(step): \(labels)")
            #expect(labels.contains("only pinch and rotation get it"), "step \(step): \(labels)")
        }
        let chinese = try frame(step: 20, language: "zh-Hans").labels
        #expect(chinese.contains("只有 pinch 和 rotation 收到它"), "\(chinese)")
    }

    /// The second finger's four lines stand one under another right beside it, not a
    /// leader's length away across Map.
    @Test(arguments: ["en", "zh-Hans"])
    func theSecondFingersLinesStandBesideIt(language: String) throws {
        for step in [12, 20] {
            let json = try describe(step: step, language: language)
            let labels = json["labels"] as? [[String: Any]] ?? []
            let lines = labels.filter { ($0["about"] as? [Double]).map { about in
                labels.contains { $0["text"] as? String == "2 · " + (language == "en" ? "lands in Map, the hit view, but never reaches it"
                                                                     : "落在命中测试视图 Map 上，却不会传给它") && $0["about"] as? [Double] == about }
            } ?? false }
            let rects = lines.compactMap { $0["rect"] as? [Double] }
            let finger = try #require(lines.first?["about"] as? [Double])
            #expect(rects.count == 4, "step \(step): \(lines)")
            // One a row, each starting just right of the finger's marker.
            #expect(Set(rects.map { $0[1] }).count == 4, "step \(step): \(rects)")
            for rect in rects {
                #expect(rect[0] >= finger[0] + finger[2] && rect[0] <= finger[0] + finger[2] + 20, "step \(step): \(rect) beside \(finger)")
            }
        }
    }

    @Test func theRotationSaysWhyItRecognizesWithThePinch() throws {
        // Step 18: rotation begins while pinch runs; the scene's pinch lists it in simultaneousWith.
        let english = try frame(step: 18).caption
        #expect(english.hasPrefix("gesture rotation: began, while pinch keeps running"), "\(english)")
        #expect(english.contains("because pinch's simultaneousWith lists rotation"), "\(english)")
        let chinese = try frame(step: 18, language: "zh-Hans").caption
        #expect(chinese.contains("pinch 的 simultaneousWith 列出了 rotation"), "\(chinese)")
        // The pinch's own end is no beginning beside another: nothing to explain.
        #expect(try frame(step: 23).caption == "gesture pinch: ended")
    }
}
