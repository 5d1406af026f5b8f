import Foundation
import Testing
import TouchKit
import TouchKitCairo
import TouchLabFormats
@testable import TouchLab

/// A finger on a control of its own hue, and the tints over a pressed button: the finger's
/// mark stands out from the fill, and the tints lie even behind the button's title.
@MainActor
final class FingerOnFillCommandTests: CommandTestCase {
    init() throws { try super.init(named: "finger-on-fill") }

    /// The frame of `scene` at `step` of `replay`, and its description.
    func frame(_ scene: String, _ replay: String, step: String) throws -> (image: ImageSurface, json: [String: Any]) {
        let replay = SceneCatalog.assetsDirectory + "/replays/" + replay
        #expect(run(["--headless", "--scene", scene, "--replay", replay, "--step", step,
                     "--describe", path("frame.json"), "--screenshot", path("frame.png")]) == 0, "\(errors)")
        let json = try #require(try JSONSerialization.jsonObject(with: bytes("frame.json")) as? [String: Any])
        return (try ImageSurface(contentsOfPNG: path("frame.png")), json)
    }

    /// WCAG's relative luminance of an opaque pixel.
    static func luminance(_ word: UInt32) -> Double {
        func linear(_ channel: UInt32) -> Double {
            let value = Double(channel & 0xff) / 255
            return value <= 0.03928 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(word >> 16) + 0.7152 * linear(word >> 8) + 0.0722 * linear(word)
    }

    static func contrast(_ a: UInt32, _ b: UInt32) -> Double {
        let (x, y) = (luminance(a), luminance(b))
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }

    static func rect(_ value: Any?) -> Rect? {
        guard let numbers = value as? [Double], numbers.count == 4 else { return nil }
        return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    @Test func theFingersRingStandsOutOnTheBlueComposeButton() throws {
        // Step 11: the finger down on Compose, a blue button lit as the hit view.
        let (image, json) = try frame("tab-bar-overhang", "tab-bar-overhang-taps.jsonl", step: "1:11")
        let markers = json["markers"] as? [[String: Any]] ?? []
        let finger = try #require(markers.first { $0["kind"] as? String == "finger" }.flatMap { Self.rect($0["rect"]) })
        let compose = try #require(markers.first { $0["view"] as? String == "Compose" }.flatMap { Self.rect($0["rect"]) })
        let center = finger.center
        // Compose's fill as the frame shows it, clear of the finger, its title and outline.
        let fill = image.pixel(x: Int(compose.minX) + 10, y: Int(compose.maxY) - 10)
        // Across the ring, right of the finger's point, over Compose's fill.
        let across = (19...26).map { image.pixel(x: Int(center.x) + $0, y: Int(center.y)) }
        #expect(compose.contains(Point(x: center.x + 26, y: center.y)))
        let best = across.map { Self.contrast($0, fill) }.max() ?? 0
        #expect(best >= 3, "the ring's best contrast with Compose's fill is \(best):1")
    }

    @Test func theTintsLieEvenBehindAHighlightedTitle() throws {
        // Step 12: Buy highlighted under the finger and tinted as the hit view.
        let (image, json) = try frame("control-priority", "control-priority-taps.jsonl", step: "1:12")
        let labels = json["labels"] as? [[String: Any]] ?? []
        let title = try #require(labels.first { $0["text"] as? String == "Buy" && $0["region"] as? String == "scene" }
            .flatMap { Self.rect($0["rect"]) })
        // The tinted fill just above the title, inside the finger's disc and the hit view,
        // aside from the tick over its middle that marks the finger's point.
        let around = image.pixel(x: Int(title.minX) + 4, y: Int(title.minY) - 4)
        var counts: [UInt32: Int] = [:]
        for y in Int(title.minY)..<Int(title.maxY) {
            for x in Int(title.minX)..<Int(title.maxX) { counts[image.pixel(x: x, y: y), default: 0] += 1 }
        }
        // Behind the letters, most pixels are the fill: the same as around the title.
        let behind = try #require(counts.max { $0.value < $1.value }?.key)
        let apart = [UInt32(16), 8, 0].map { shift -> Int in
            let a = Int((behind >> shift) & 0xff), b = Int((around >> shift) & 0xff)
            return abs(a - b)
        }.max() ?? 0
        let colors = "behind the title \(String(behind & 0xffffff, radix: 16)), around it \(String(around & 0xffffff, radix: 16))"
        #expect(apart <= 2, "\(colors)")
    }
}
