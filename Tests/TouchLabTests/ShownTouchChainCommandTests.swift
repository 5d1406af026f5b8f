import Foundation
import Testing
import TouchLabFormats
@testable import TouchLab

/// The scene's overlays show the moment the caption tells: once a new touch's hit test
/// is shown, the responder chain drawn is that touch's, never the delivery of the touch
/// before it.
@MainActor
final class ShownTouchChainCommandTests: CommandTestCase {
    init() throws { try super.init(named: "shown-touch-chain") }

    /// The frame's caption, its lines' kinds and its lab labels' texts at `step`.
    func frame(_ step: String, language: String) throws -> (caption: String, lines: [String], labels: [String]) {
        let replay = SceneCatalog.assetsDirectory + "/replays/double-tap-single-tap-taps.jsonl"
        #expect(run(["--headless", "--scene", "double-tap-single-tap", "--replay", replay, "--step", step,
                     "--lang", language, "--describe", path("frame.json")]) == 0, "\(errors)")
        let json = try #require(try JSONSerialization.jsonObject(with: bytes("frame.json")) as? [String: Any])
        let lines = (json["lines"] as? [[String: Any]] ?? []).compactMap { $0["kind"] as? String }
        let labels = (json["labels"] as? [[String: Any]] ?? []).filter { $0["region"] as? String == "scene" }
            .compactMap { $0["text"] as? String }
        return (json["caption"] as? String ?? "", lines, labels)
    }

    /// The double tap's second touch (touch 3) is searched and found Photo, but never
    /// reaches it: touch 2's touchesBegan, delivered before, is not drawn with it.
    @Test(arguments: ["en", "zh-Hans"])
    func theSecondTapsSearchShowsNoChainOfTheFirst(language: String) throws {
        let first = try frame("2:12", language: language)
        #expect(first.lines.contains("chain"), "touch 2's delivery is drawn at its own step")
        #expect(first.labels.contains("touchesBegan"))
        let second = try frame("2:20", language: language)
        #expect(second.caption.contains("3"), "\(second.caption)")
        #expect(!second.lines.contains("chain"), "\(second.lines)")
        #expect(!second.labels.contains("touchesBegan"), "\(second.labels)")
    }
}
