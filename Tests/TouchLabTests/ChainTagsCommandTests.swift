import Foundation
import Testing
import TouchLabFormats
@testable import TouchLab

/// The responder chain panel's "not responders" tags: a drag's repeated recognizer state
/// and action are counted once each, agreeing with the caption's count, and a short tag
/// is never broken across two lines.
@MainActor
final class ChainTagsCommandTests: CommandTestCase {
    init() throws { try super.init(named: "chain-tags") }

    func panelLines(_ scene: String, _ replay: String, step: String) throws -> (caption: String, lines: [String]) {
        let replay = SceneCatalog.assetsDirectory + "/replays/" + replay
        #expect(run(["--headless", "--scene", scene, "--replay", replay, "--step", step,
                     "--describe", path("frame.json")]) == 0, "\(errors)")
        let json = try #require(try JSONSerialization.jsonObject(with: bytes("frame.json")) as? [String: Any])
        let lines = (json["labels"] as? [[String: Any]] ?? []).filter { $0["region"] as? String == "panel" }
            .compactMap { $0["text"] as? String }
        return (json["caption"] as? String ?? "", lines)
    }

    @Test func aDragsChangesAndActionsAreCountedOnce() throws {
        // Step 13 is the run of moves: "touchesMoved ×8: …; gesture drag changed ×8; action drag ×8".
        let (caption, lines) = try panelLines("pan-cancels-touches", "pan-cancels-touches-drag.jsonl", step: "1:13")
        let count = try #require(caption.range(of: #"×\d+"#, options: .regularExpression).map { String(caption[$0]) }, "\(caption)")
        #expect(lines.contains("drag changed \(count)"), "\(caption) / \(lines)")
        #expect(lines.contains("action drag \(count)"), "\(lines)")
        #expect(lines.filter { $0.hasPrefix("drag changed") }.count == 1, "\(lines)")
        // Once the drag has ended, its changes keep their count beside the ending.
        let (_, last) = try panelLines("pan-cancels-touches", "pan-cancels-touches-drag.jsonl", step: "1:16")
        #expect(last.contains("drag changed \(count)") && last.contains("drag ended"), "\(last)")
    }

    @Test func aShortTagMovesToTheNextLineWhole() throws {
        let (_, lines) = try panelLines("gestures-touches-controls", "gestures-touches-controls-tour.jsonl", step: "4:14")
        #expect(lines.contains("cardTap failed"), "\(lines)")
        #expect(!lines.contains("cardTap"), "\(lines)")
    }
}
