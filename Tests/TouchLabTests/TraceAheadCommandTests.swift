import Foundation
import Testing
import TouchKit
import TouchKitCairo
import TouchLabFormats
@testable import TouchLab

/// One trace line can stand for several steps (a hit test's path, a delivery up the chain):
/// at a step in the middle of one, the panel's trace shows what has played and nothing of
/// what the next steps will play (the panel tells no more than the scene shows); at the
/// line's last step, all of it.
@MainActor
final class TraceAheadCommandTests: CommandTestCase {
    init() throws { try super.init(named: "trace-ahead") }

    /// The panel's labels at `step` of the double tap replay, with the frame's pixels.
    func frame(at step: String) throws -> (labels: [(text: String, rect: [Double])], image: ImageSurface) {
        let replay = SceneCatalog.assetsDirectory + "/replays/double-tap-single-tap-taps.jsonl"
        #expect(run(["--headless", "--scene", "double-tap-single-tap", "--replay", replay, "--step", step,
                     "--describe", path("frame.json"), "--screenshot", path("frame.png")]) == 0, "\(errors)")
        let json = try #require(try JSONSerialization.jsonObject(with: bytes("frame.json")) as? [String: Any])
        let labels = (json["labels"] as? [[String: Any]] ?? []).filter { $0["region"] as? String == "panel" }
            .compactMap { label in (label["text"] as? String).flatMap { text in (label["rect"] as? [Double]).map { (text, $0) } } }
        return (labels, try ImageSurface(contentsOfPNG: path("frame.png")))
    }

    /// The darkest grey level in `rect` (window pixels): a label's ink.
    static func ink(_ image: ImageSurface, _ rect: [Double]) -> Int {
        var darkest = 255
        for y in Int(rect[1])..<Int(rect[1] + rect[3]) {
            for x in Int(rect[0])..<Int(rect[0] + rect[2]) {
                let word = image.pixel(x: x, y: y)
                let red = Int((word >> 16) & 0xff), green = Int((word >> 8) & 0xff), blue = Int(word & 0xff)
                darkest = min(darkest, (red + green + blue) / 3)
            }
        }
        return darkest
    }

    @Test func theChainAheadOfTheHopShownIsNotTold() throws {
        // Step 9 of the first lesson: touchesBegan reaches Screen, the second of five hops.
        let (labels, image) = try frame(at: "1:9")
        let played = try #require(labels.first { $0.text == "touchesBegan [1]: Photo -> Screen" }, "\(labels.map(\.text))")
        #expect(Self.ink(image, played.rect) < 80, "the played part is in the text's colour")
        // The trace keeps its newest line at the bottom: the line's rest would be beside or under it.
        let told = labels.filter { $0.rect[1] >= played.rect[1] - 1 }.map(\.text).joined(separator: "\n")
        for hop in ["Window", "Application", "AppDelegate"] {
            #expect(!told.contains(hop), "\(hop) is told before its step: \(told)")
        }
    }

    @Test func theWholeLineIsToldAtItsLastStep() throws {
        // Step 12: the last hop, AppDelegate, discards it.
        let (labels, _) = try frame(at: "1:12")
        #expect(labels.contains { $0.text.hasPrefix("touchesBegan [1]: Photo -> Screen -> Window") })
        #expect(!labels.contains { $0.text.hasPrefix(" -> ") })
    }
}
