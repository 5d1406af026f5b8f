import Foundation
import Testing
import TouchLabFormats
@testable import TouchLab

/// Once a touch's story moves on past its hit test (it moves, ends, a recognizer changes
/// state), the search is told folded: one label by the hit view with the path that found it
/// and its count of checks, and one counting the views refused, so the step's news reads
/// first. At the search's own steps it shows whole. Checked through `--describe`, as the
/// window and exports share it.
@MainActor
final class FoldedSearchCommandTests: CommandTestCase {
    init() throws { try super.init(named: "folded-search") }

    /// The texts of the lab's labels over the scene at `step`.
    func sceneLabels(_ scene: String, replay: String, step: String, language: String = "en",
                     size: String? = nil) throws -> [String] {
        let replayPath = SceneCatalog.assetsDirectory + "/replays/\(replay).jsonl"
        let sized = size.map { ["--size", $0] } ?? []
        #expect(run(["--headless", "--scene", scene, "--replay", replayPath, "--step", step, "--lang", language,
                     "--describe", path("frame.json")] + sized) == 0, "\(errors)")
        let frame = try #require(try JSONSerialization.jsonObject(with: bytes("frame.json")) as? [String: Any])
        return (frame["labels"] as? [[String: Any]] ?? []).filter {
            $0["region"] as? String == "scene" && $0["layer"] as? String == "lab"
        }.compactMap { $0["text"] as? String }
    }

    func drag(_ step: String, language: String = "en", size: String? = nil) throws -> [String] {
        try sceneLabels("scroll-view-buttons", replay: "scroll-view-buttons-drag", step: step, language: language, size: size)
    }

    /// While List holds the touch from ListRow2 (delaysContentTouches) the finger says so,
    /// and from the pan's beginning that the row never gets it; a quick tap, delivered late,
    /// says neither.
    @Test(arguments: ["en", "zh-Hans"])
    func theFingerSaysItsTouchIsHeldThenTaken(language: String) throws {
        let held = try drag("1:19", language: language)
        #expect(held.contains(language == "en" ? "1 · held by List" : "1 · 被 List 扣留"), "\(held)")
        #expect(held.contains(language == "en" ? "ListRow2 hasn't got it" : "ListRow2 还没有收到它"), "\(held)")
        let taken = try drag("1:23", language: language)
        #expect(taken.contains(language == "en" ? "1 · List.pan began:" : "1 · List.pan 开始识别："), "\(taken)")
        let tap = try sceneLabels("scroll-view-buttons", replay: "scroll-view-buttons-quick-tap", step: "1:22", language: language, size: nil)
        #expect(!tap.contains { $0.contains("List") && ($0.contains("held by") || $0.contains("扣留") || $0.contains("never")) }, "\(tap)")
    }

    /// Step 18 shows the hit view found; step 20, the list's pan beginning. At 18 every
    /// refusal has its verdict; at 20 they are one count, the path one label, and the scene
    /// carries a handful of labels where it carried over thirty.
    @Test(arguments: [("en", nil), ("en", "1366x768"), ("zh-Hans", nil), ("zh-Hans", "1366x768")] as [(String, String?)])
    func thePanStepFoldsTheSearch(language: String, size: String?) throws {
        let search = try drag("1:18", language: language, size: size)
        #expect(search.filter { $0.hasPrefix("\u{2717} ") }.count >= 6, "\(search)")
        #expect(search.count > 25, "\(search)")
        let pan = try drag("1:20", language: language, size: size)
        // (Seven pieces: the finger's two lines saying the pan took its touch among them.)
        #expect(pan.count <= 7, "\(pan)")
        #expect(pan.contains { $0.hasSuffix("ListRow2 never gets it") || $0.hasSuffix("ListRow2 不会收到它") }, "\(pan)")
        #expect(pan.contains("1 Screen \u{203A} 8 List \u{203A} 13 ListRow2"), "\(pan)")
        // What the search cost stays told.
        #expect(pan.contains { $0.hasSuffix("point(inside:) checks") || $0.hasSuffix("point(inside:) 检查") }, "\(pan)")
        #expect(!pan.contains { $0.contains("ListRow6") || $0.contains("Eager") }, "\(pan)")
        // The pan's own values stay.
        #expect(pan.contains { $0.hasPrefix("List.pan") }, "\(pan)")
    }

    /// At 800 × 450 there is room for the count of refusals near the search's column.
    @Test func theRefusalsAreCounted() throws {
        #expect(try drag("1:20").contains { $0.hasPrefix("\u{2717} 10 views refused") })
        #expect(try drag("1:20", language: "zh-Hans").contains { $0.hasPrefix("\u{2717} 10 个视图拒绝") })
    }

    /// A tap's lift folds the seeds' search too: its path A › C › E, no answers travelling back.
    @Test func aTapsLiftFoldsTheSeedsSearch() throws {
        let began = try sceneLabels("seed-a-to-e", replay: "seed-a-to-e-tap-e", step: "1:9")
        #expect(began.contains { $0.hasPrefix("returns") }, "\(began)")
        let ended = try sceneLabels("seed-a-to-e", replay: "seed-a-to-e-tap-e", step: "1:16")
        #expect(ended.contains("1 A \u{203A} 2 C \u{203A} 3 E"), "\(ended)")
        #expect(!ended.contains { $0.hasPrefix("returns") }, "\(ended)")
    }
}
