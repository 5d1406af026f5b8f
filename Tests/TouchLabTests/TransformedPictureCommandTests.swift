import Foundation
import Testing
import TouchKit
import TouchKitCairo
import TouchLabFormats
@testable import TouchLab

/// A pinch and a rotation turn Map's picture over the Note under it: the Note's words read
/// as the scene draws them at rest, at every step the picture reaches over them.
@MainActor
final class TransformedPictureCommandTests: CommandTestCase {
    init() throws { try super.init(named: "transformed-picture") }

    nonisolated static let note = "multipleTouchEnabled is false (UIKit's default): Map takes one touch at a time"

    /// The frame at `step` of the two-finger replay and the rectangle of the scene's text
    /// `text` (the Note's unless told) in it.
    func frame(step: Int, text: String = note) throws -> (image: ImageSurface, note: [Double]) {
        let replay = SceneCatalog.assetsDirectory + "/replays/pinch-rotate-two-fingers.jsonl"
        #expect(run(["--headless", "--scene", "pinch-rotate", "--replay", replay, "--step", "\(step)", "--lang", "en",
                     "--describe", path("frame.json"), "--screenshot", path("frame.png")]) == 0, "\(errors)")
        let json = try #require(try JSONSerialization.jsonObject(with: bytes("frame.json")) as? [String: Any])
        let note = try #require((json["labels"] as? [[String: Any]] ?? []).first {
            $0["text"] as? String == text && $0["region"] as? String == "scene"
        }?["rect"] as? [Double])
        return (try ImageSurface(contentsOfPNG: path("frame.png")), note)
    }

    /// The pixels of `rect` in `image` that differ from `reference`.
    static func changed(_ image: ImageSurface, from reference: ImageSurface, in rect: [Double]) -> Int {
        var count = 0
        for y in Int(rect[1])..<Int(rect[1] + rect[3]) {
            for x in Int(rect[0])..<Int(rect[0] + rect[2]) where image.pixel(x: x, y: y) != reference.pixel(x: x, y: y) {
                count += 1
            }
        }
        return count
    }

    @Test func theNoteReadsUnderTheTurnedMap() throws {
        let atRest = try frame(step: 1)
        // Step 20: scale 1.6 and 35°, the picture's lower corner across "Map's touchesBegan";
        // step 26: the lesson's end, the same picture.
        for step in [20, 26] {
            let turned = try frame(step: step)
            #expect(turned.note == atRest.note)
            let changed = Self.changed(turned.image, from: atRest.image, in: turned.note)
            #expect(changed == 0, "step \(step): \(changed) pixels of the Note's text differ from the scene at rest")
        }
    }

    /// Map's own name stays as the scene draws it under its turned picture (which has no
    /// name of its own), not dimmed to a faint grey beside the values' tags.
    @Test func mapsNameReadsUnderItsPicture() throws {
        let atRest = try frame(step: 1, text: "Map")
        for step in [18, 20] {
            let turned = try frame(step: step, text: "Map")
            #expect(turned.note == atRest.note)
            let changed = Self.changed(turned.image, from: atRest.image, in: turned.note)
            #expect(changed == 0, "step \(step): \(changed) pixels of Map's name differ from the scene at rest")
        }
    }
}
