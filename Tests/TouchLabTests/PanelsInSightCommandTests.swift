import Foundation
import Testing
import TouchKit
import TouchLabFormats
@testable import TouchLab

/// What a learner needs at a step shows without scrolling: at the responder-chain lesson's
/// last step the timeline draws the finger's and the hit view's lanes (the responders that
/// only passed the touch on folded into one) and the chain panel both deliveries; a
/// slider's repeated events are counted on one tag each, not listed again and again.
@MainActor
final class PanelsInSightCommandTests: CommandTestCase {
    init() throws { try super.init(named: "panels-in-sight") }

    typealias Label = (text: String, rect: Rect, region: String)

    func labels(_ scene: String, _ replay: String, step: String, language: String = "en") throws -> [Label] {
        let replay = SceneCatalog.assetsDirectory + "/replays/" + replay
        #expect(run(["--headless", "--scene", scene, "--replay", replay, "--step", step, "--lang", language,
                     "--describe", path("frame.json")]) == 0, "\(errors)")
        let json = try #require(try JSONSerialization.jsonObject(with: bytes("frame.json")) as? [String: Any])
        return (json["labels"] as? [[String: Any]] ?? []).compactMap { label -> Label? in
            guard let text = label["text"] as? String, let rect = FingerOnFillCommandTests.rect(label["rect"]) else { return nil }
            return (text, rect, label["region"] as? String ?? "")
        }
    }

    @Test(arguments: [("en", "touch 1"), ("zh-Hans", "触摸 1")])
    func theLastStepOfTheChainLessonDrawsTheFingerAndTheHitViewLanes(_ language: String, _ finger: String) throws {
        let timeline = try labels("responder-chain", "responder-chain-taps.jsonl", step: "1:32", language: language)
            .filter { $0.region == "timeline" }
        let texts = timeline.map(\.text)
        #expect(texts.contains(finger), "\(texts)")
        #expect(texts.contains("Cell"), "\(texts)")
        #expect(texts.contains("List\u{2192}\u{2026}\u{2192}AppDelegate"), "\(texts)")
        #expect(!texts.contains { $0.hasPrefix("\u{25B2}") || $0.hasPrefix("\u{25BC}") }, "lanes left out: \(texts)")
    }

    @Test func theLastStepOfTheChainLessonShowsBothDeliveries() throws {
        let panel = try labels("responder-chain", "responder-chain-taps.jsonl", step: "1:32").filter { $0.region == "panel" }
        let began = try #require(panel.first { $0.text == "began" }, "\(panel.map(\.text))")
        let ended = try #require(panel.first { $0.text == "ended" }, "\(panel.map(\.text))")
        // Each on one line: its first hop, the hit view, and its last beside it.
        for row in [began, ended] {
            let line = panel.filter { abs($0.rect.midY - row.rect.midY) < 2 }.map(\.text)
            #expect(line.first { $0 == "Cell" } != nil && line.contains("AppDelegate"), "\(row.text): \(line)")
        }
    }

    /// The slider sends valueChanged and its action over and over, between the card's
    /// recognizers failing: each is one tag with its count.
    @Test func aSlidersRepeatedEventsAreCountedOnOneTag() throws {
        let panel = try labels("gestures-touches-controls", "gestures-touches-controls-tour.jsonl", step: "3:18")
            .filter { $0.region == "panel" }.map(\.text)
        // The trace's own line "action Volume" aside.
        #expect(panel.filter { $0 == "action Volume" }.count <= 1, "\(panel)")
        #expect(panel.contains("action Volume \u{00D7}3"), "\(panel)")
        #expect(!panel.contains { $0.hasPrefix("Volume valueChanged") }, "\(panel)")
        #expect(panel.contains { $0.contains("valueChanged \u{00D7}3") }, "\(panel)")
    }
}
