import Foundation
import Testing
import TouchLabFormats
@testable import TouchLab

/// The pinch-and-rotate lesson read from its frames alone: Map's picture is Map before the
/// pinch and Map now, in words, drawn whole inside the scene; the second finger says it never reaches Map and who gets
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

    func describe(step: Int, language: String = "en", size: String? = nil) throws -> [String: Any] {
        #expect(run(["--headless", "--scene", "pinch-rotate", "--replay", Self.replay, "--step", "\(step)",
                     "--lang", language, "--describe", path("frame.json")] + (size.map { ["--size", $0] } ?? [])) == 0, "\(errors)")
        return try #require(try JSONSerialization.jsonObject(with: bytes("frame.json")) as? [String: Any])
    }

    @Test func mapsPictureIsMapBeforeAndMapNowInWords() throws {
        // Step 20: scale 1.60 and 35°, drawn smaller to fit the scene, and saying so.
        let labels = try frame(step: 20).labels
        #expect(labels.filter { $0.contains("before the pinch") } == ["Map before the pinch (both drawn smaller to fit)"])
        #expect(labels.filter { $0.hasPrefix("Map now") } == ["Map now: scale 1.60× · rotated 35°"])
        // Step 15: the pinch alone has begun; nothing is turned yet, so nothing says so.
        #expect(try frame(step: 15).labels.filter { $0.hasPrefix("Map now") } == ["Map now: scale 1.10×"])
        #expect(try frame(step: 15).labels.filter { $0.contains("before the pinch") } == ["Map before the pinch"])
        let chinese = try frame(step: 20, language: "zh-Hans").labels
        #expect(chinese.contains("捏合前的 Map（两者都缩小画出，以放进场景）"))
        #expect(chinese.contains("现在的 Map：缩放 1.60× · 旋转 35°"))
    }

    /// While Map's picture lies inside the scene, Map before the pinch is one box, the hit
    /// view's own, and the picture of Map now is drawn at its true size; once pinched out
    /// past the scene both are drawn smaller, the whole turned outline inside the scene
    /// rather than a few of its edges running across it. Each tag lies inside the scene, and
    /// each value tag lies over or under Map within its width, not running on past its edge.
    @Test(arguments: [("en", nil), ("zh-Hans", nil), ("en", "1366x768"), ("zh-Hans", "1366x768")] as [(String, String?)])
    func mapsPictureStaysInsideTheScene(language: String, size: String?) throws {
        for step in [16, 18, 20, 22, 26] {
            let json = try describe(step: step, language: language, size: size)
            let where_ = "step \(step) \(language) \(size ?? "")"
            let markers = json["markers"] as? [[String: Any]] ?? []
            let map = try #require(markers.first { $0["kind"] as? String == "hitView" }?["rect"] as? [Double], "\(where_)")
            let regions = json["regions"] as? [[String: Any]] ?? []
            let scene = try #require(regions.first { $0["name"] as? String == "scene" }?["rect"] as? [Double])
            // Steps 16 and 18: scale 1.10, inside the scene; from step 20: 1.60 and 35°, past it.
            let pinchedOut = step >= 20
            for value in json["values"] as? [[String: Any]] ?? [] {
                let outline = try #require(value["outline"] as? [String: Any], "\(where_)")
                let fit = try #require(outline["fit"] as? Double)
                #expect(pinchedOut ? fit < 1 : fit == 1, "\(where_): \(outline)")
                let rect = try #require(outline["rect"] as? [Double])
                #expect(Self.inside(rect, scene), "\(where_): the picture \(rect) leaves the scene \(scene)")
            }
            let labels = (json["labels"] as? [[String: Any]] ?? []).filter { $0["region"] as? String == "scene" }
            func label(_ prefix: String) throws -> (rect: [Double], about: [Double]) {
                let found = try #require(labels.first { ($0["text"] as? String)?.hasPrefix(prefix) ?? false }, "\(where_): no \(prefix)")
                return (try #require(found["rect"] as? [Double]), try #require(found["about"] as? [Double]))
            }
            let english = language == "en"
            let before = try label(english ? "Map before the pinch" : "捏合前的 Map")
            if !pinchedOut {
                // The "before" tag names the hit view's box, and lies on it.
                #expect(before.about == map, "\(where_): \(before.about) is not Map's box \(map)")
                #expect(Self.inside(before.rect, map), "\(where_): \(before.rect) off Map \(map)")
            }
            #expect(Self.inside(before.rect, scene), "\(where_): \(before.rect) leaves the scene \(scene)")
            let now = try label(english ? "Map now" : "现在的 Map")
            #expect(Self.inside(now.rect, scene), "\(where_): \(now.rect) leaves the scene \(scene)")
            for prefix in ["pinch: ", "rotation: "] where labels.contains(where: { ($0["text"] as? String)?.hasPrefix(prefix) ?? false }) {
                // (One wider than Map with its pill, Map shown scaled down, starts at its left edge.)
                let tag = try label(prefix).rect
                let within = tag[2] + 10 < map[2] ? tag[0] + tag[2] <= map[0] + map[2] + 0.5 : tag[0] <= map[0] + 8
                #expect(tag[0] >= map[0] - 0.5 && within, "\(where_): \(prefix)\(tag) runs past Map \(map)")
            }
        }
    }

    static func inside(_ rect: [Double], _ outer: [Double]) -> Bool {
        rect[0] >= outer[0] - 0.5 && rect[1] >= outer[1] - 0.5
            && rect[0] + rect[2] <= outer[0] + outer[2] + 0.5 && rect[1] + rect[3] <= outer[1] + outer[3] + 0.5
    }

    @Test func theSecondFingerSaysItNeverReachesMapAndWhoGetsIt() throws {
        // Step 12: touch 2's search ends at Map, which already gets touch 1 in that delivery.
        let hit = try frame(step: 12)
        #expect(hit.caption.contains("touch 2 never reaches it: Map takes one touch at a time"), "\(hit.caption)")
        for step in [12, 20] {
            let labels = try frame(step: step).labels
            // Led by the finger's number and place, as every finger's readout.
            #expect(labels.contains { $0.hasPrefix("2  (") && $0.hasSuffix(") · lands in Map, the hit view, but never reaches it") },
                    "step \(step): \(labels)")
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
                labels.contains { label in
                    let text = label["text"] as? String ?? ""
                    return text.hasPrefix("2  (") && label["about"] as? [Double] == about
                        && text.hasSuffix(") · " + (language == "en" ? "lands in Map, the hit view, but never reaches it" : "落在命中测试视图 Map 上，却不会传给它"))
                }
            } ?? false }
            let rects = lines.compactMap { $0["rect"] as? [Double] }
            let finger = try #require(lines.first?["about"] as? [Double])
            #expect(rects.count == 4, "step \(step): \(lines)")
            // One a row, flush left, the stack touching the finger's marker or within a
            // few pixels of it (beside or under it, whichever side has room).
            #expect(Set(rects.map { $0[1] }).count == 4, "step \(step): \(rects)")
            #expect(Set(rects.map { $0[0] }).count == 1, "step \(step): \(rects)")
            let left = rects.map { $0[0] }.min()!, right = rects.map { $0[0] + $0[2] }.max()!
            let top = rects.map { $0[1] }.min()!, bottom = rects.map { $0[1] + $0[3] }.max()!
            let dx = max(0, left - (finger[0] + finger[2]), finger[0] - right)
            let dy = max(0, top - (finger[1] + finger[3]), finger[1] - bottom)
            #expect(max(dx, dy) <= 20, "step \(step): \(rects) beside \(finger)")
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
