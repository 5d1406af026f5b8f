import Foundation
import Testing
import TouchLabFormats
@testable import TouchLab

/// The double tap lesson's recognizer tags over the scene, as `--describe` gives them: the
/// two recognizers of one view sit together, as their timeline lanes do, and Chinese says
/// a recognizer's failed state one way everywhere (识别失败, the pair of 识别成功).
@MainActor
final class RecognizerTagsCommandTests: CommandTestCase {
    init() throws { try super.init(named: "recognizer-tags") }

    /// The frame's labels (text, rect) and caption at the single tap's last step.
    func frame(language: String) throws -> (labels: [(text: String, rect: [Double])], caption: String) {
        let replay = SceneCatalog.assetsDirectory + "/replays/double-tap-single-tap-taps.jsonl"
        #expect(run(["--headless", "--scene", "double-tap-single-tap", "--replay", replay, "--step", "1:20",
                     "--lang", language, "--describe", path("frame.json")]) == 0, "\(errors)")
        let json = try #require(try JSONSerialization.jsonObject(with: bytes("frame.json")) as? [String: Any])
        let labels = (json["labels"] as? [[String: Any]] ?? []).compactMap { label in
            (label["text"] as? String).flatMap { text in (label["rect"] as? [Double]).map { (text, $0) } }
        }
        return (labels, json["caption"] as? String ?? "")
    }

    @Test func aViewsRecognizerTagsSitTogether() throws {
        let labels = try frame(language: "en").labels
        let failed = try #require(labels.first { $0.text == "doubleTap: failed" }, "\(labels.map(\.text))")
        let recognized = try #require(labels.first { $0.text == "singleTap: recognized" })
        let (a, b) = (failed.rect, recognized.rect)
        let apartX = max(0, max(a[0], b[0]) - min(a[0] + a[2], b[0] + b[2]))
        let apartY = max(0, max(a[1], b[1]) - min(a[1] + a[3], b[1] + b[3]))
        #expect(apartX <= 24 && apartY <= 12, "\(a) and \(b) are far apart")
    }

    @Test func chineseSaysFailedOneWay() throws {
        let (labels, caption) = try frame(language: "zh-Hans")
        let texts = labels.map(\.text) + [caption]
        #expect(texts.contains { $0.contains("识别失败") })
        for text in texts {
            #expect(!text.replacingOccurrences(of: "识别失败", with: "").contains("失败"), "\(text)")
        }
    }
}
