import Foundation
import Testing
import TouchKit
import TouchKitCairo
import TouchLabFormats
@testable import TouchLab

/// A finger on a button, and the button lit as the hit view: its title still reads as the
/// button draws it. The finger's tint, its dot and the hit view's tint stay off the text.
@MainActor
final class TouchedTitleCommandTests: CommandTestCase {
    init() throws { try super.init(named: "touched-title") }

    /// The frame of `arguments` and the scene's "Buy" title's rectangle in it.
    func frame(_ arguments: [String]) throws -> (image: ImageSurface, title: [Double]) {
        #expect(run(["--headless", "--scene", "control-priority"] + arguments
                    + ["--describe", path("frame.json"), "--screenshot", path("frame.png")]) == 0, "\(errors)")
        let json = try #require(try JSONSerialization.jsonObject(with: bytes("frame.json")) as? [String: Any])
        let title = try #require((json["labels"] as? [[String: Any]] ?? []).first {
            $0["text"] as? String == "Buy" && $0["region"] as? String == "scene"
        }?["rect"] as? [Double])
        return (try ImageSurface(contentsOfPNG: path("frame.png")), title)
    }

    /// The pixels of `rect` where the title's letters show fully: each channel at least
    /// `level` (240 for the white title at rest; 192 for the highlighted button's title,
    /// white at 0.8 over its darker fill — the same coverage of each letter).
    static func white(_ image: ImageSurface, _ rect: [Double], level: UInt32 = 240) -> Set<[Int]> {
        var found: Set<[Int]> = []
        for y in Int(rect[1])..<Int(rect[1] + rect[3]) {
            for x in Int(rect[0])..<Int(rect[0] + rect[2]) {
                let word = image.pixel(x: x, y: y)
                if (word >> 16) & 0xff >= level, (word >> 8) & 0xff >= level, word & 0xff >= level { found.insert([x, y]) }
            }
        }
        return found
    }

    @Test func theButtonsTitleReadsUnderTheFinger() throws {
        let atRest = try frame([])
        let letters = Self.white(atRest.image, atRest.title)
        #expect(letters.count > 40, "the title's letters: \(letters.count) white pixels")
        // Step 12: the finger down on Buy, Buy highlighted and lit as the hit view,
        // touchesBegan reaching it.
        let replay = SceneCatalog.assetsDirectory + "/replays/control-priority-taps.jsonl"
        let touched = try frame(["--replay", replay, "--step", "1:12"])
        #expect(touched.title == atRest.title)
        let kept = Self.white(touched.image, touched.title, level: 192).intersection(letters)
        // The finger marks its point with ticks stopping short of the letters, and the tints
        // leave the title white (with them over it, none of it is; with a dot on it, a
        // letter loses a tenth of its pixels).
        #expect(Double(kept.count) >= 0.98 * Double(letters.count),
                "\(kept.count) of the title's \(letters.count) white pixels still white")
    }
}
