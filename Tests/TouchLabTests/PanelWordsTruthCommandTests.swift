import Foundation
import Testing
import TouchLabEngine
import TouchLabFormats
@testable import TouchLab

/// What a learner reads beside a lesson is true of that lesson: the panel tells the lesson
/// shown (not the scene's first), every mark of the chain has a key, the strip says why a
/// recognizer failed as it measured it, the cost of a search names what it counts, and
/// Chinese says one idea with one word. Read back through `--describe`, in both languages.
@MainActor
final class PanelWordsTruthCommandTests: CommandTestCase {
    init() throws { try super.init(named: "panel-words-truth") }

    /// The description of `step` (`L:N`) of `scene` played with `replay`, in `language`.
    func describe(_ scene: String, _ replay: String, step: String, language: String = "en") throws -> [String: Any] {
        let file = "\(scene)-\(step.replacingOccurrences(of: ":", with: "-"))-\(language).json"
        #expect(run(["--headless", "--scene", scene, "--replay", SceneCatalog.assetsDirectory + "/replays/\(replay).jsonl",
                     "--step", step, "--lang", language, "--describe", path(file)]) == 0, "\(errors)")
        return try #require(try JSONSerialization.jsonObject(with: bytes(file)) as? [String: Any])
    }

    /// The texts of the labels drawn in `region`, in order.
    func texts(_ json: [String: Any], region: String) -> [String] {
        (json["labels"] as? [[String: Any]] ?? []).filter { $0["region"] as? String == region }.compactMap { $0["text"] as? String }
    }

    /// A region's text as one line: wrapped lines joined by a space, runs of spaces as one.
    func joined(_ json: [String: Any], region: String) -> String {
        texts(json, region: region).joined(separator: " ").split(separator: " ", omittingEmptySubsequences: true)
            .joined(separator: " ")
    }

    @Test func thePanelTellsTheLessonShownNotTheScenesFirst() throws {
        let first = joined(try describe("seed-a-to-e", "seed-a-to-e-taps", step: "1:19"), region: "panel")
        #expect(first.contains("This lesson: touch 1 taps at (470, 140); the hit test returns D;"), "\(first)")
        let second = joined(try describe("seed-a-to-e", "seed-a-to-e-taps", step: "2:18"), region: "panel")
        #expect(second.contains("This lesson: touch 2 taps at (650, 140); the hit test returns E;"), "\(second)")
        #expect(second.contains("touchesEnded: C handles it (★)"), "\(second)")
        #expect(second.contains("The scene: A holds B and C"), "the scene's own summary is said to be the scene's: \(second)")
        let chinese = texts(try describe("seed-a-to-e", "seed-a-to-e-taps", step: "2:18", language: "zh-Hans"), region: "panel")
        #expect(chinese.contains { $0.hasPrefix("本课：触摸 2 在（650, 140）点一下；命中测试返回 E") }, "\(chinese)")
    }

    /// Words that tell how a touch turned out: who won, what was recognized or cancelled,
    /// what a search cost. A scene's summary, shown from a lesson's first step, says what
    /// is on stage and what to try instead.
    static let outcomeWords = ["wins", "beats", "fails", "recognizes", "is recognized", "goes dead", "never sees",
                               "still lands", "costs", "stops it", "gets touchCancel", "gets touchesCancelled",
                               "gets touchesEnded", "climbs", "so the", "the pan begins, ", "only the pan hears",
                               "胜出", "胜过", "识别成功", "识别失败", "点不动", "也能点中", "拦截", "一千多次", "于是"]

    /// Every built-in scene's summary, read at the first step of its first replay in each
    /// language, tells no outcome the lesson has not shown.
    @Test(arguments: ["button-in-tapped-view", "control-priority", "double-tap-single-tap", "enlarged-hit-area",
                      "gestures-touches-controls", "hidden-alpha-disabled", "large-grid", "pan-cancels-touches",
                      "pinch-rotate", "responder-chain", "scroll-view-buttons", "seed-a-to-e", "tab-bar-overhang",
                      "tap-vs-view", "transforms-and-bounds"])
    func theScenesSummaryTellsNoOutcomeAtTheFirstStep(_ scene: String) throws {
        let replays = try FileManager.default.contentsOfDirectory(atPath: SceneCatalog.assetsDirectory + "/replays")
        let replay = try #require(replays.filter { $0.hasPrefix(scene + "-") }.sorted().first).replacingOccurrences(of: ".jsonl", with: "")
        for (language, lead) in [("en", "The scene: "), ("zh-Hans", "本场景：")] {
            let panel = joined(try describe(scene, replay, step: "1:1", language: language), region: "panel")
            let rest = try #require(panel.range(of: lead).map { panel[$0.upperBound...] }, "\(language): \(panel)")
            // Up to the playback buttons under it.
            let summary = String(rest.prefix { $0 != "◀" })
            for word in Self.outcomeWords {
                #expect(!summary.contains(word), "\(scene) \(language): \"\(word)\" in \(summary)")
            }
        }
    }

    /// Before its last step the story tells only what has played, and says how far: the
    /// panel never tells what the scene has not shown yet.
    @Test func theStoryStopsAtTheStepShown() throws {
        let first = joined(try describe("seed-a-to-e", "seed-a-to-e-taps", step: "1:1"), region: "panel")
        #expect(first.contains("This lesson so far (step 1 of 19): touch 1 comes down at (470, 140)."), "\(first)")
        #expect(!first.contains("the hit test returns"), "\(first)")
        let middle = joined(try describe("seed-a-to-e", "seed-a-to-e-taps", step: "1:9"), region: "panel")
        #expect(middle.contains("the hit test returns D"), "\(middle)")
        let story = try #require(middle.range(of: "This lesson").map { String(middle[$0.lowerBound...]) })
        #expect(!story.prefix { $0 != "." }.contains("touchesEnded"), "\(middle)")
        let chinese = texts(try describe("seed-a-to-e", "seed-a-to-e-taps", step: "1:1", language: "zh-Hans"), region: "panel")
        #expect(chinese.contains { $0.hasPrefix("本课到目前为止（第 1 步，共 19 步）：触摸 1") }, "\(chinese)")
    }

    @Test func theResponderChainLessonsEachTellWhoHandledTheTouch() throws {
        let handling = joined(try describe("responder-chain", "responder-chain-taps", step: "2:13"), region: "panel")
        #expect(handling.contains("the hit test returns HandlingCell; touchesBegan: HandlingCell handles it (★)"), "\(handling)")
        let header = joined(try describe("responder-chain", "responder-chain-taps", step: "3:20"), region: "panel")
        #expect(header.contains("touchesBegan: Header handles it and calls super (+), then it climbs to AppDelegate, unhandled: discarded"),
                "\(header)")
        let chinese = joined(try describe("responder-chain", "responder-chain-taps", step: "2:13", language: "zh-Hans"), region: "panel")
        #expect(chinese.contains("HandlingCell 处理并截住（★）"), "\(chinese)")
    }

    /// The chain's `+` has a key entry while the panel shows one, in both languages.
    @Test func theCalledSuperMarkHasAKey() throws {
        func legend(_ json: [String: Any]) -> [String: String] {
            Dictionary(uniqueKeysWithValues: (json["legend"] as? [[String: Any]] ?? []).compactMap { entry in
                (entry["kind"] as? String).map { ($0, entry["text"] as? String ?? "") }
            })
        }
        #expect(legend(try describe("responder-chain", "responder-chain-taps", step: "3:14"))["calledSuper"]
                == "handled, then called super")
        #expect(legend(try describe("responder-chain", "responder-chain-taps", step: "3:14", language: "zh-Hans"))["calledSuper"]
                == "处理后调用了 super")
        #expect(legend(try describe("responder-chain", "responder-chain-taps", step: "2:13"))["calledSuper"] == nil,
                "no + shown, no key for it")
    }

    /// A pan that never moved failed because it ended before moving 10 points, not
    /// because it moved wrongly.
    @Test func theStripSaysWhyThePanFailedAsItMeasuredIt() throws {
        let english = joined(try describe("scroll-view-buttons", "scroll-view-buttons-quick-tap", step: "1:27"), region: "strip")
        #expect(english.contains("List.pan: failed (ended before moving 10 pt)"), "\(english)")
        #expect(!english.contains("wrong movement"))
        let chinese = texts(try describe("scroll-view-buttons", "scroll-view-buttons-quick-tap", step: "1:27",
                                         language: "zh-Hans"), region: "strip").joined().replacingOccurrences(of: " ", with: "")
        #expect(chinese.contains("List.pan：识别失败（移动10点前就结束）"), "\(chinese)")
    }

    /// UIKit's documented default, said unambiguously: false for a UIControl.
    @Test func theScrollViewsDefaultAnswerIsSaidForWhatItIs() throws {
        let english = try describe("scroll-view-buttons", "scroll-view-buttons-no-delay-drag", step: "1:20")["caption"] as? String
        #expect(english == "gesture Immediate.pan: failed \u{2014} the touched content is a control: touchesShouldCancel(in:) "
                + "returns false for a UIControl by default (true for any other view), so the control keeps the touch and "
                + "Immediate does not scroll")
        let chinese = try describe("scroll-view-buttons", "scroll-view-buttons-no-delay-drag", step: "1:20",
                                   language: "zh-Hans")["caption"] as? String
        #expect(chinese?.contains("touchesShouldCancel(in:) 对 UIControl 默认返回 false（对其他视图返回 true）") == true,
                "\(chinese ?? "")")
    }

    /// The discs number the search's steps; the hit view's tag says how many of its 14
    /// visits asked point(inside:) (three views were refused before being asked).
    @Test func theSearchsCostNamesVisitsAndChecksApart() throws {
        let json = try describe("scroll-view-buttons", "scroll-view-buttons-quick-tap", step: "1:19")
        #expect(texts(json, region: "scene").contains("11 of 14 asked point(inside:)"))
        let legend = (json["legend"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }
        #expect(legend.contains("hit-test steps, in order"), "\(legend)")
        let chinese = try describe("scroll-view-buttons", "scroll-view-buttons-quick-tap", step: "1:19", language: "zh-Hans")
        #expect(texts(chinese, region: "scene").contains("11/14 调用了 point(inside:)"))
    }

    /// Chinese words an action in Chinese, the name first, on the timeline and in captions.
    @Test func chineseSaysTheActionInChinese() throws {
        let json = try describe("scroll-view-buttons", "scroll-view-buttons-quick-tap", step: "1:27", language: "zh-Hans")
        #expect(json["caption"] as? String == "执行 ListRow1 的动作方法")
        let marks = (json["timeline"] as? [[String: Any]] ?? []).flatMap { $0["marks"] as? [[String: Any]] ?? [] }
            .compactMap { $0["text"] as? String }
        #expect(marks.contains("动作") && !marks.contains("action"), "\(marks)")
    }
}
