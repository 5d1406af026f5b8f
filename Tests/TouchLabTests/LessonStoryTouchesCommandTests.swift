import Foundation
import Testing
import TouchLabEngine
import TouchLabFormats
@testable import TouchLab

/// The panel's story of a lesson with several fingers says whose each message is, and
/// which finger a view never got, so no message reads as the last finger named; and what
/// it says of each touch is in the trace. A touch a scroll view holds from its row says
/// what held it. Read back through `--describe` and `--trace`, in both languages.
@MainActor
final class LessonStoryTouchesCommandTests: CommandTestCase {
    init() throws { try super.init(named: "story-touches") }

    /// The scene a built-in replay is for: the longest scene name it starts with.
    func scene(of replay: String) throws -> String {
        try #require(SceneCatalog.standard.names().filter { replay.hasPrefix($0 + "-") }.max { $0.count < $1.count })
    }

    /// The description of `step` (`L:N`, or nil: the last lesson's last) of `replay`.
    func describe(_ replay: String, step: String? = nil, lesson: Int? = nil, language: String = "en") throws -> [String: Any] {
        let file = "\(replay)-\(step ?? "last")-\(lesson ?? 0)-\(language).json".replacingOccurrences(of: ":", with: "-")
        var arguments = ["--headless", "--scene", try scene(of: replay), "--replay",
                         SceneCatalog.assetsDirectory + "/replays/\(replay).jsonl", "--lang", language, "--describe", path(file)]
        if let step { arguments += ["--step", step] }
        if let lesson { arguments += ["--lesson", String(lesson)] }
        #expect(run(arguments) == 0, "\(errors)")
        return try #require(try JSONSerialization.jsonObject(with: bytes(file)) as? [String: Any])
    }

    /// The panel's story: from "This lesson" (本课) to the scene's summary, wrapped lines
    /// joined by a space in English; in Chinese with no spaces at all, as a wrap may take
    /// one between a word and a name.
    func story(_ json: [String: Any], language: String = "en") throws -> String {
        let labels = (json["labels"] as? [[String: Any]] ?? []).filter { $0["region"] as? String == "panel" }
        let english = language == "en"
        let panel = labels.compactMap { $0["text"] as? String }.joined(separator: " ")
        let (lead, end) = english ? ("This lesson", " The scene: ") : ("本课", "本场景：")
        let start = try #require(panel.range(of: lead), "\(panel)")
        let stop = panel.range(of: end, range: start.upperBound..<panel.endIndex)?.lowerBound ?? panel.endIndex
        let words = panel[start.lowerBound..<stop].split(separator: " ", omittingEmptySubsequences: true)
        return words.joined(separator: english ? " " : "")
    }

    /// The trace `--trace` prints for `replay`, a line an event.
    func trace(_ replay: String) throws -> [String] {
        var lines: [String] = []
        let console = Console(out: { lines.append($0) }, error: { self.errors.append($0) })
        let status = TouchLabCommand(console: console, environment: [:]).run(
            ["--headless", "--scene", try scene(of: replay), "--replay",
             SceneCatalog.assetsDirectory + "/replays/\(replay).jsonl", "--trace"])
        #expect(status == 0, "\(errors)")
        return lines.flatMap { $0.split(separator: "\n").map(String.init) }
    }

    @Test func theDoubleTapsStoryNamesTheTouchOfEachMessage() throws {
        let replay = "double-tap-single-tap-taps"
        #expect(try story(describe(replay, step: "2:20")) == "This lesson so far (step 20 of 29): touch 2 taps at (400, 250); "
            + "touch 3 comes down at (402, 251); the hit test returns Photo; touch 2's touchesBegan: it climbs to AppDelegate, "
            + "unhandled: discarded; Photo never gets touch 3.")
        #expect(try story(describe(replay, step: "2:29")).hasPrefix("This lesson: touch 2 taps at (400, 250); "
            + "touch 3 taps at (402, 251); the hit test returns Photo; touch 2's touchesBegan and touchesCancelled: "
            + "it climbs to AppDelegate, unhandled: discarded; Photo never gets touch 3; doubleTap: recognized;"))
        #expect(try story(describe(replay, step: "2:19")).contains("; the hit test returns Photo for touch 2;"),
                "before touch 3's search, the search told is touch 2's")
        let chinese = try story(describe(replay, step: "2:29", language: "zh-Hans"), language: "zh-Hans")
        #expect(chinese.contains("命中测试返回Photo；触摸2的touchesBegan和touchesCancelled：一路传到AppDelegate，无人处理，被丢弃；"
            + "触摸3不会传给Photo；"), "\(chinese)")
    }

    /// A lesson of one finger keeps its words: nothing there is anyone else's.
    @Test func aOneFingerStoryNamesNoTouchInItsMessages() throws {
        let story = try story(describe("seed-a-to-e-taps", step: "2:18"))
        #expect(story.contains("the hit test returns E; touchesBegan: it climbs to AppDelegate, unhandled: discarded; "
            + "touchesEnded: C handles it (★)."), "\(story)")
    }

    /// UIKit's defaults: the drag's touchesBegan is held from the row, then dropped as the
    /// list's pan begins; the quick tap's is held until the lift, then handled.
    @Test func aHeldTouchesBeganSaysWhatHeldIt() throws {
        #expect(try story(describe("scroll-view-buttons-drag", step: "1:18")).hasSuffix(
            "the hit test returns ListRow2; touchesBegan: held by List (delaysContentTouches)."))
        #expect(try story(describe("scroll-view-buttons-drag")).contains(
            "; touchesBegan: held by List (delaysContentTouches), then dropped when List.pan began; List.pan: ended."))
        #expect(try story(describe("scroll-view-buttons-drag", language: "zh-Hans"), language: "zh-Hans").contains(
            "touchesBegan：先被List扣留（delaysContentTouches），随后在List.pan开始识别时被丢弃；"))
        #expect(try story(describe("scroll-view-buttons-quick-tap", step: "1:20")).hasSuffix(
            "; touchesBegan: held by List (delaysContentTouches)."))
        #expect(try story(describe("scroll-view-buttons-quick-tap", step: "1:21")).hasSuffix(
            "; touchesBegan: ListRow1 handles it (★)."))
    }

    /// At the last step of every lesson of every built-in replay with several fingers, in
    /// both languages, each clause telling a message names its touch, and the trace bears
    /// it out: that touch's message went out, and a view said never to get a touch got no
    /// message of it.
    @Test(arguments: FrontDoorReplayTests.replays)
    func everyMessageOfSeveralFingersNamesItsTouchTruly(_ replay: String) throws {
        let lessons = try #require((try describe(replay, step: "1:1")["lesson"] as? [String: Any])?["count"] as? Int)
        let trace = try trace(replay)
        for lesson in 1...lessons {
            for language in ["en", "zh-Hans"] {
                let json = try describe(replay, lesson: lesson, language: language)
                let fingers = (json["timeline"] as? [[String: Any]] ?? []).filter { $0["kind"] as? String == "touch" }
                guard fingers.count > 1 else { continue }
                let story = try story(json, language: language)
                for clause in story.split(separator: language == "en" ? "; " : "；").map(String.init) {
                    try expectTrue(clause, of: trace, language: language, where: "\(replay) \(lesson) \(language)")
                }
            }
        }
    }

    /// Checks one clause of a story against the trace: the messages it tells (before its
    /// colon) went out for the touch it names; a view it says never gets a touch got none.
    private func expectTrue(_ clause: String, of trace: [String], language: String, where place: String) throws {
        let clause = clause.trimmingCharacters(in: CharacterSet(charactersIn: ".。"))
        let subject = clause.components(separatedBy: language == "en" ? ": " : "：").first ?? ""
        let messages = ["touchesBegan", "touchesMoved", "touchesEnded", "touchesCancelled"].filter(subject.contains)
        if !messages.isEmpty, !subject.hasPrefix("This lesson"), !subject.hasPrefix("本课") {
            let named = subject.firstMatch(of: #/(?:touch |触摸)(\d+)/#).flatMap { Int($0.1) }
            let touch = try #require(named, "\(place): a message with no touch named: \(clause)")
            for message in messages {
                #expect(trace.contains { $0.contains("\(message) [\(touch)]") },
                        "\(place): no \(message) [\(touch)] in the trace: \(clause)")
            }
        }
        let never = language == "en"
            ? clause.wholeMatch(of: #/(\w+) never gets touch (\d+)/#).map { (String($0.1), Int($0.2) ?? 0) }
            : clause.wholeMatch(of: #/触摸(\d+)不会传给(\w+)/#).map { (String($0.2), Int($0.1) ?? 0) }
        if let (view, touch) = never {
            #expect(!trace.contains { $0.contains("[\(touch)]: \(view)") }, "\(place): \(view) got touch \(touch): \(clause)")
        }
    }
}
