import Foundation
import Testing
import TouchKit
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
    /// from the pan's beginning that the row never gets it, after the lift that it never got
    /// it; a quick tap, delivered late, says neither.
    @Test(arguments: ["en", "zh-Hans"])
    func theFingerSaysItsTouchIsHeldThenTaken(language: String) throws {
        let held = try drag("1:19", language: language)
        #expect(held.contains(language == "en" ? "1  (125, 250) · held by List" : "1  (125, 250) · 被 List 扣留"), "\(held)")
        #expect(held.contains(language == "en" ? "ListRow2 hasn't got it" : "ListRow2 还没有收到它"), "\(held)")
        let taken = try drag("1:21", language: language)
        #expect(taken.contains(language == "en" ? "1  (125, 150) · List.pan began:" : "1  (125, 150) · List.pan 开始识别："), "\(taken)")
        // Once the finger has lifted, the row's loss is told as past.
        let lifted = try drag("1:23", language: language)
        #expect(lifted.contains(language == "en" ? "1  (125, 150) · List.pan took it:" : "1  (125, 150) · List.pan 拿走了它："), "\(lifted)")
        #expect(lifted.contains(language == "en" ? "ListRow2 never got it" : "ListRow2 始终没有收到它"), "\(lifted)")
        #expect(!lifted.contains { $0.hasSuffix("never gets it") || $0.hasSuffix("不会收到它") }, "\(lifted)")
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
        #expect(pan.contains { $0.hasSuffix("asked point(inside:)") || $0.hasSuffix("调用了 point(inside:)") }, "\(pan)")
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

/// The folded search's label is one block by the hit view: its name, its path, the count of
/// refusals and of checks in rows, never apart (no long leader from a far count), and it
/// lies on the hit view's own ancestors and plain backgrounds, never on another control, text
/// label or list. Read from `--describe` against the views as the scene file places them.
@MainActor
final class FoldedLabelPlacementCommandTests: CommandTestCase {
    init() throws { try super.init(named: "folded-placement") }

    typealias Piece = (text: String, rect: Rect, about: Rect?)

    func describe(_ scene: String, replay: String, step: String, language: String) throws -> [String: Any] {
        let replayPath = SceneCatalog.assetsDirectory + "/replays/\(replay).jsonl"
        #expect(run(["--headless", "--scene", scene, "--replay", replayPath, "--step", step, "--lang", language,
                     "--describe", path("frame.json")]) == 0, "\(errors)")
        return try #require(try JSONSerialization.jsonObject(with: bytes("frame.json")) as? [String: Any])
    }

    /// The folded label's pieces: the hit view's name, its path and the counts, about what
    /// the "hit view" piece is about.
    func foldedPieces(_ frame: [String: Any]) throws -> (hit: Piece, all: [Piece]) {
        let labels = (frame["labels"] as? [[String: Any]] ?? []).filter {
            $0["region"] as? String == "scene" && $0["layer"] as? String == "lab"
        }.compactMap { label -> Piece? in
            guard let text = label["text"] as? String, let rect = LessonFramesBesideTheirViewsCommandTests.rect(label["rect"]) else { return nil }
            return (text, rect, LessonFramesBesideTheirViewsCommandTests.rect(label["about"]))
        }
        let hit = try #require(labels.first { $0.text.hasPrefix("hit view: ") || $0.text.hasPrefix("命中测试视图：") })
        return (hit, labels.filter { $0.about == hit.about && ($0 == hit || $0.text.contains(" \u{203A} ") || Self.isSummary($0.text)) })
    }

    static func isSummary(_ text: String) -> Bool {
        text.contains("refused: step back") || text.contains("拒绝：退回") || text.hasSuffix("asked point(inside:)")
            || text.hasSuffix("调用了 point(inside:)")
    }

    /// Where a far count needed a leader of its own (the enlarged area's lesson, the
    /// panel's tap on Plain), the refusals and checks are rows of the hit view's label.
    @Test(arguments: [("enlarged-hit-area", "enlarged-hit-area-near-misses", "2:15"),
                      ("enlarged-hit-area", "enlarged-hit-area-near-misses", "2:17"),
                      ("control-priority", "control-priority-taps", "3:15"),
                      ("scroll-view-buttons", "scroll-view-buttons-drag", "1:20"),
                      ("scroll-view-buttons", "scroll-view-buttons-should-cancel-drag", "1:20")],
          ["en", "zh-Hans"])
    func theCountsAreRowsOfTheHitLabel(_ lesson: (scene: String, replay: String, step: String), language: String) throws {
        let frame = try describe(lesson.scene, replay: lesson.replay, step: lesson.step, language: language)
        let texts = (frame["labels"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }
        let summaries = texts.filter(Self.isSummary)
        #expect(summaries.count == 2, "\(texts)")
        let folded = try foldedPieces(frame)
        for summary in summaries {
            let piece = try #require(folded.all.first { $0.text == summary }, "\(summary) is not a row of the hit view's label")
            // At most three rows under or over it (its path, the other count between).
            let hit = folded.hit.rect
            let rows = max(0, piece.rect.minY - hit.maxY, hit.minY - piece.rect.maxY)
            #expect(rows <= 3 * hit.height + 6, "\(summary) \(piece.rect) lies \(rows) under or over \(hit)")
            #expect(piece.rect.union(hit).width <= 450, "\(summary) \(piece.rect) lies far beside \(hit)")
        }
    }

    /// Where the folded label lay on neighbouring rows (the should-cancel lesson's Eager rows
    /// 3 and 4) or buttons (the tab bar's Inbox and Profile), it lies off every view but the
    /// hit view's ancestors and plain views (Content's empty area), and off the scene's text.
    @Test(arguments: [("scroll-view-buttons", "scroll-view-buttons-should-cancel-drag", "1:20", "EagerRow2"),
                      ("tab-bar-overhang", "tab-bar-overhang-taps", "1:16", "Compose"),
                      ("tab-bar-overhang", "tab-bar-overhang-taps", "3:16", "Home")],
          ["en", "zh-Hans"])
    func theFoldedLabelLiesOnNoOtherView(_ lesson: (scene: String, replay: String, step: String, hit: String),
                                         language: String) throws {
        let frame = try describe(lesson.scene, replay: lesson.replay, step: lesson.step, language: language)
        let folded = try foldedPieces(frame)
        #expect(folded.hit.text.hasSuffix(lesson.hit), "\(folded.hit.text)")
        let views = try DescribedFrame(json: frame).views(of: lesson.scene)
        let hit = try #require(views.first { $0.name == lesson.hit })
        let sceneText = (frame["labels"] as? [[String: Any]] ?? []).filter {
            $0["region"] as? String == "scene" && $0["layer"] as? String == "content"
        }.compactMap { LessonFramesBesideTheirViewsCommandTests.rect($0["rect"]) }
        for piece in folded.all {
            for view in views where view.name != hit.name && !hit.ancestors.contains(view.name) && view.kind != nil {
                #expect(piece.rect.intersection(view.rect) == nil, "\"\(piece.text)\" \(piece.rect) lies on \(view.name) \(view.rect)")
            }
            for text in sceneText {
                #expect(piece.rect.intersection(text) == nil, "\"\(piece.text)\" \(piece.rect) lies on the scene's text \(text)")
            }
        }
    }
}
