import Foundation
import Testing
import TouchLabFormats
@testable import TouchLab

/// The pinch-and-rotate lesson read from its frames alone: Map's picture is Map before the
/// pinch and Map now, in words, at the scene's own scale; the second finger says it never
/// reaches Map and who gets it; the rotation's beginning says why it runs beside the pinch.
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
        // Step 20: scale 1.60 and 35°, past the scene's edges, and saying so.
        let labels = try frame(step: 20).labels
        #expect(labels.filter { $0.contains("before the pinch") } == ["Map before the pinch"])
        #expect(labels.filter { $0.hasPrefix("Map now") } == ["Map now: scale 1.60× · rotated 35°"])
        #expect(labels.contains("reaches past the scene's edge"), "\(labels)")
        #expect(!labels.contains { $0.contains("smaller") || $0.contains("drawn at") }, "\(labels)")
        // Step 15: the pinch alone has begun, inside the scene; nothing is turned yet.
        #expect(try frame(step: 15).labels.filter { $0.hasPrefix("Map now") } == ["Map now: scale 1.10×"])
        #expect(try frame(step: 15).labels.filter { $0.contains("before the pinch") } == ["Map before the pinch"])
        let chinese = try frame(step: 20, language: "zh-Hans").labels
        #expect(chinese.contains("捏合前的 Map"))
        #expect(chinese.contains("现在的 Map：缩放 1.60× · 旋转 35°"))
        #expect(chinese.contains("超出场景边缘"), "\(chinese)")
    }

    /// One scale in the picture: Map before the pinch is the hit view's own box, the turned
    /// picture's sides are the scale times that box's, about its centre, and the fingers sit
    /// where the touches are, all in the scene's window pixels; a picture reaching past the
    /// scene is cut off there, not drawn smaller. Each tag lies inside the scene, the "now"
    /// tag inside the picture; no edge of the picture and no leader crosses the hit view's
    /// badge; each value tag lies over or under Map within its width (one wider than Map,
    /// in a scene drawn small, starts at its left edge).
    @Test(arguments: [("en", nil), ("zh-Hans", nil), ("en", "1366x768"), ("zh-Hans", "1366x768")] as [(String, String?)])
    func mapsPictureIsAtTheScenesScale(language: String, size: String?) throws {
        for step in [16, 18, 20, 22, 26] {
            let json = try describe(step: step, language: language, size: size)
            let where_ = "step \(step) \(language) \(size ?? "")"
            let markers = json["markers"] as? [[String: Any]] ?? []
            let map = try #require(markers.first { $0["kind"] as? String == "hitView" }?["rect"] as? [Double], "\(where_)")
            let regions = json["regions"] as? [[String: Any]] ?? []
            let scene = try #require(regions.first { $0["name"] as? String == "scene" }?["rect"] as? [Double])
            // Window pixels per scene point: Map is 600 points wide.
            let scale = map[2] / 600
            #expect(abs(map[0] - (scene[0] + 100 * scale)) < 0.5 && abs(map[1] - (scene[1] + 75 * scale)) < 0.5, "\(where_): \(map)")
            // Steps 16 and 18: scale 1.10, inside the scene; from step 20: 1.60 and 35°, past it.
            let pinchedOut = step >= 20
            var picture: [[Double]] = []
            for value in json["values"] as? [[String: Any]] ?? [] {
                let outline = try #require(value["outline"] as? [String: Any], "\(where_)")
                #expect(outline["fit"] == nil, "\(where_): \(outline)")
                #expect(outline["cutOff"] as? Bool == pinchedOut, "\(where_): \(outline)")
                let rect = try #require(outline["rect"] as? [Double])
                #expect(Self.inside(rect, scene), "\(where_): the picture \(rect) leaves the scene \(scene)")
                picture = try #require(outline["corners"] as? [[Double]])
                let times = pinchedOut ? 1.6 : 1.1
                #expect(abs(Self.distance(picture[0], picture[1]) - times * map[2]) < 1, "\(where_): \(picture) against \(map)")
                #expect(abs(Self.distance(picture[1], picture[2]) - times * map[3]) < 1, "\(where_): \(picture) against \(map)")
                let centre = [(picture[0][0] + picture[2][0]) / 2, (picture[0][1] + picture[2][1]) / 2]
                #expect(abs(centre[0] - (map[0] + map[2] / 2)) < 0.5 && abs(centre[1] - (map[1] + map[3] / 2)) < 0.5, "\(where_): \(centre)")
            }
            #expect(picture.count == 4, "\(where_)")
            let labels = (json["labels"] as? [[String: Any]] ?? []).filter { $0["region"] as? String == "scene" }
            func label(_ prefix: String) throws -> (rect: [Double], about: [Double]) {
                let found = try #require(labels.first { ($0["text"] as? String)?.hasPrefix(prefix) ?? false }, "\(where_): no \(prefix)")
                return (try #require(found["rect"] as? [Double]), try #require(found["about"] as? [Double]))
            }
            // The fingers where the touches are: touch 1 at (308.3, 235.8) from step 20 on.
            if pinchedOut {
                let fingers = markers.filter { $0["kind"] as? String == "finger" }.compactMap { $0["rect"] as? [Double] }
                #expect(fingers.contains { abs($0[0] + $0[2] / 2 - (scene[0] + 308.3 * scale)) < 1
                            && abs($0[1] + $0[3] / 2 - (scene[1] + 235.8 * scale)) < 1 }, "\(where_): \(fingers)")
            }
            let english = language == "en"
            // The "before" tag names the hit view's box, and lies on it.
            let before = try label(english ? "Map before the pinch" : "捏合前的 Map")
            #expect(before.about == map, "\(where_): \(before.about) is not Map's box \(map)")
            #expect(Self.inside(before.rect, map), "\(where_): \(before.rect) off Map \(map)")
            let now = try label(english ? "Map now" : "现在的 Map")
            #expect(Self.inside(now.rect, scene), "\(where_): \(now.rect) leaves the scene \(scene)")
            if pinchedOut {
                let corners = [[now.rect[0], now.rect[1]], [now.rect[0] + now.rect[2], now.rect[1] + now.rect[3]]]
                #expect(corners.allSatisfy { Self.contains(picture, $0) }, "\(where_): \(now.rect) off the picture")
            }
            // At the scene's own size (a 1366 x 768 scene is drawn small, its labels not).
            if pinchedOut, size == nil {
                let badge = try label(english ? "hit view: Map" : "命中测试视图：Map").rect
                let crossed = zip(picture, picture.dropFirst() + picture.prefix(1)).contains { Self.crosses($0, $1, badge) }
                #expect(!crossed, "\(where_): an edge of the picture crosses the hit view's badge \(badge)")
                // (The badge's own leader starts at its edge.)
                let around = [badge[0] - 2, badge[1] - 2, badge[2] + 4, badge[3] + 4]
                for line in json["lines"] as? [[String: Any]] ?? [] {
                    let points = line["points"] as? [[Double]] ?? []
                    guard let first = points.first, let last = points.last,
                          !Self.crosses(first, first, around), !Self.crosses(last, last, around) else { continue }
                    let crossing = zip(points, points.dropFirst()).contains { Self.crosses($0, $1, badge) }
                    #expect(!crossing, "\(where_): a \(line["kind"] ?? "") line crosses the hit view's badge \(badge)")
                }
            }
            for prefix in ["pinch: ", "rotation: "] where labels.contains(where: { ($0["text"] as? String)?.hasPrefix(prefix) ?? false }) {
                let tag = try label(prefix).rect
                let within = tag[2] + 10 < map[2] ? tag[0] + tag[2] <= map[0] + map[2] + 0.5 : tag[0] <= map[0] + 8
                #expect(tag[0] >= map[0] - 0.5 && within, "\(where_): \(prefix)\(tag) runs past Map \(map)")
            }
        }
    }

    static func distance(_ a: [Double], _ b: [Double]) -> Double {
        ((a[0] - b[0]) * (a[0] - b[0]) + (a[1] - b[1]) * (a[1] - b[1])).squareRoot()
    }

    /// Whether `point` lies inside the convex quadrilateral `corners` (either turn).
    static func contains(_ corners: [[Double]], _ point: [Double]) -> Bool {
        let turns = zip(corners, corners.dropFirst() + corners.prefix(1)).map { a, b in
            (b[0] - a[0]) * (point[1] - a[1]) - (b[1] - a[1]) * (point[0] - a[0])
        }
        return turns.allSatisfy { $0 >= -0.5 } || turns.allSatisfy { $0 <= 0.5 }
    }

    /// Whether the segment from `a` to `b` runs into `rect` (sampled finely).
    static func crosses(_ a: [Double], _ b: [Double], _ rect: [Double]) -> Bool {
        let count = max(1, Int(distance(a, b)))
        return (0...count).contains { index in
            let t = Double(index) / Double(count)
            let x = a[0] + (b[0] - a[0]) * t, y = a[1] + (b[1] - a[1]) * t
            return x > rect[0] && x < rect[0] + rect[2] && y > rect[1] && y < rect[1] + rect[3]
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

    /// Step 20 folds ten changes of each recognizer and draws only the last: its caption
    /// says what they went through, so the picture's jump from step 19 reads.
    @Test func theFoldedChangesSayTheValuesTheyWentThrough() throws {
        let english = try frame(step: 20).caption
        #expect(english.hasSuffix("; scale 1.10× → 1.60×, rotation 6° → 35° over 10 updates"), "\(english)")
        let chinese = try frame(step: 20, language: "zh-Hans").caption
        #expect(chinese.hasSuffix("；缩放 1.10× → 1.60×，旋转 6° → 35°，经过 10 次更新"), "\(chinese)")
        // A step of one change has its value in the picture's tag already.
        #expect(!(try frame(step: 18).caption.contains("→")))
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
