import Foundation
import Testing
import TouchKit
import TouchLabFormats
@testable import TouchLab

/// The key under the scene: `--describe` lists exactly the kinds of mark the frame draws
/// over the scene, in the run's language, and each entry's words are drawn in the
/// timeline's caption band, under the scene and above the time axis, off every view.
@MainActor
final class SceneKeyCommandTests: CommandTestCase {
    init() throws { try super.init(named: "scene-key") }

    struct Frame {
        let legend: [(kind: String, text: String)]
        let labels: [(text: String, rect: Rect, region: String)]
        let markers: [String]
        let scene: Rect
    }

    func describe(_ scene: String, _ replay: String, step: String?, language: String = "en") throws -> Frame {
        let replay = SceneCatalog.assetsDirectory + "/replays/" + replay
        #expect(run(["--headless", "--scene", scene, "--replay", replay, "--lang", language, "--describe", path("frame.json")]
            + (step.map { ["--step", $0] } ?? [])) == 0, "\(errors)")
        let json = try #require(try JSONSerialization.jsonObject(with: bytes("frame.json")) as? [String: Any])
        let legend = (json["legend"] as? [[String: Any]] ?? []).map { ($0["kind"] as? String ?? "", $0["text"] as? String ?? "") }
        let labels = (json["labels"] as? [[String: Any]] ?? []).compactMap { label -> (String, Rect, String)? in
            guard let text = label["text"] as? String, let rect = FingerOnFillCommandTests.rect(label["rect"]) else { return nil }
            return (text, rect, label["region"] as? String ?? "")
        }
        let markers = (json["markers"] as? [[String: Any]] ?? []).compactMap { $0["kind"] as? String }
        let regions = json["regions"] as? [[String: Any]] ?? []
        let scene = try #require(regions.first { $0["name"] as? String == "scene" }.flatMap { FingerOnFillCommandTests.rect($0["rect"]) })
        return Frame(legend: legend, labels: labels, markers: markers, scene: scene)
    }

    /// Each entry's words drawn once in the timeline, under the scene and above the axis.
    func expectDrawn(_ frame: Frame, _ place: String) throws {
        let heading = try #require(frame.labels.first { $0.region == "timeline" && ($0.text == "timeline" || $0.text == "时间线") })
        for entry in frame.legend {
            let drawn = frame.labels.filter { $0.text == entry.text }
            #expect(drawn.count == 1, "\(place): \(entry.text) drawn \(drawn.count) times")
            guard let label = drawn.first else { continue }
            #expect(label.region == "timeline" && label.rect.minY >= frame.scene.maxY && label.rect.maxY <= heading.rect.minY,
                    "\(place): \(entry.text) at \(label.rect), the axis's heading at \(heading.rect)")
        }
    }

    @Test func aScrollDragKeysItsSearchUnvisitedViewsFingerAndHitView() throws {
        let frame = try describe("scroll-view-buttons", "scroll-view-buttons-drag.jsonl", step: "1:18")
        // ListNote's dashed outline is keyed even where its own tag finds no room off the
        // views around it.
        #expect(frame.legend.map(\.kind) == ["search", "notVisited", "finger", "hitView"])
        try expectDrawn(frame, "drag 1:18")
    }

    /// Once the pan has begun the search is folded: its discs and the "not visited" tags
    /// are gone, and so is the discs' entry in the key; the dashed outlines stay, and so
    /// does theirs (the other lists' rows are still drawn dashed).
    @Test func aFoldedSearchKeysOnlyItsDashedOutlines() throws {
        let frame = try describe("scroll-view-buttons", "scroll-view-buttons-drag.jsonl", step: "1:20")
        #expect(frame.legend.map(\.kind) == ["notVisited", "finger", "hitView"])
        #expect(!frame.labels.contains { $0.region == "scene" && $0.text == "not visited" })
        try expectDrawn(frame, "drag 1:20")
    }

    @Test(arguments: ["en", "zh-Hans"])
    func theResponderChainKeysItsLetteredHops(_ language: String) throws {
        let frame = try describe("responder-chain", "responder-chain-taps.jsonl", step: nil, language: language)
        #expect(frame.legend.map(\.kind).contains("chainHop"))
        let hop = try #require(frame.legend.first { $0.kind == "chainHop" })
        #expect(hop.text == (language == "en" ? "responder chain hop (★ handled)" : "响应者链的一跳（★ 处理了）"))
        // The hops' letters are drawn over the scene.
        #expect(frame.labels.contains { $0.region == "scene" && ($0.text == "a" || $0.text == "★") })
        try expectDrawn(frame, "responder chain, \(language)")
    }

    /// The lesson's last step, the search long folded: B and the rest the search never
    /// reached are still dashed, so the key still says what dashes mean.
    @Test(arguments: [("seed-a-to-e", "seed-a-to-e-taps.jsonl", "1:19"),
                      ("button-in-tapped-view", "button-in-tapped-view-taps.jsonl", "3:18")])
    func theLastStepKeysTheDashedOutlinesItStillDraws(_ scene: String, _ replay: String, _ step: String) throws {
        let frame = try describe(scene, replay, step: step)
        #expect(frame.legend.map(\.kind).contains("notVisited"), "\(frame.legend)")
        try expectDrawn(frame, "\(scene) \(step)")
    }

    @Test func aFrameBeforeTheSearchKeysTheFingerAlone() throws {
        let frame = try describe("seed-a-to-e", "seed-a-to-e-taps.jsonl", step: "1:1")
        #expect(frame.legend.map(\.kind) == ["finger"])
        #expect(frame.markers == ["finger"])
        try expectDrawn(frame, "seed 1:1")
    }

    @Test func theKeyMatchesTheMarkersAlongALesson() throws {
        for step in [2, 8, 12, 18] {
            let frame = try describe("seed-a-to-e", "seed-a-to-e-taps.jsonl", step: "2:\(step)", language: "zh-Hans")
            let kinds = frame.legend.map(\.kind)
            #expect(kinds.contains("hitView") == frame.markers.contains("hitView"), "step \(step): \(kinds), \(frame.markers)")
            #expect(kinds.contains("finger") == frame.markers.contains("finger"), "step \(step): \(kinds), \(frame.markers)")
            #expect(kinds.contains("search") == frame.labels.contains { $0.region == "scene" && $0.text == "1" },
                    "step \(step): \(kinds)")
            try expectDrawn(frame, "seed 2:\(step)")
        }
    }
}
