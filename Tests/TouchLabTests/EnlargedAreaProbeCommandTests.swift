import Foundation
import Testing
import TouchKit
import TouchLabFormats
@testable import TouchLab

/// The moment the enlarged-area lesson is about: the touch lands outside the small button's
/// bounds but inside its 44 × 44 touch area. The finger says how far outside and that it is
/// inside the area, and every label stands clear of the finger, the area and the button.
@MainActor
final class EnlargedAreaProbeCommandTests: CommandTestCase {
    init() throws { try super.init(named: "enlarged-area-probe") }

    func describe(step: String, language: String) throws -> [String: Any] {
        let replay = SceneCatalog.assetsDirectory + "/replays/enlarged-hit-area-near-misses.jsonl"
        #expect(run(["--headless", "--scene", "enlarged-hit-area", "--replay", replay, "--step", step,
                     "--lang", language, "--describe", path("frame.json")]) == 0, "\(errors)")
        return try #require(try JSONSerialization.jsonObject(with: bytes("frame.json")) as? [String: Any])
    }

    static func rect(_ value: Any?) -> Rect? {
        guard let numbers = value as? [Double], numbers.count == 4 else { return nil }
        return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    static func overlaps(_ a: Rect, _ b: Rect) -> Bool { a.intersection(b).map { $0.width > 0.5 && $0.height > 0.5 } ?? false }

    @Test(arguments: [("en", "8 pt left of BigClose's bounds, inside its 44 × 44 area"),
                      ("zh-Hans", "在 BigClose 的 bounds 左侧 8 点，仍在 44 × 44 触摸区域内")])
    func theFingerSaysWhereItLiesAgainstTheBounds(language: String, says: String) throws {
        // Step 6: BigClose's own point(inside:) answers yes 8 points left of its bounds.
        let json = try describe(step: "2:6", language: language)
        let labels = (json["labels"] as? [[String: Any]] ?? []).filter {
            $0["region"] as? String == "scene" && $0["layer"] as? String == "lab"
        }
        let markers = json["markers"] as? [[String: Any]] ?? []
        let finger = try #require(markers.first { $0["kind"] as? String == "finger" }.flatMap { Self.rect($0["rect"]) })
        let area = try #require(markers.first { $0["kind"] as? String == "touchArea" && $0["view"] as? String == "BigClose" }
            .flatMap { Self.rect($0["rect"]) })
        let readout = try #require(labels.first { ($0["text"] as? String ?? "").hasSuffix(says) }, "\(labels.map { $0["text"] ?? "" })")
        // Out to the finger's side, at its height.
        let place = try #require(Self.rect(readout["rect"]))
        #expect(place.maxY > finger.minY && place.minY < finger.maxY && (place.maxX <= finger.minX || place.minX >= finger.maxX))
        let button = Rect(x: 706, y: 134, width: 20, height: 20)
        let rects = labels.compactMap { Self.rect($0["rect"]) }
        for (index, rect) in rects.enumerated() {
            for shape in [finger, area, button] { #expect(!Self.overlaps(rect, shape), "\(labels[index]["text"] ?? "") covers \(shape)") }
            for other in rects[(index + 1)...] { #expect(!Self.overlaps(rect, other), "\(labels[index]["text"] ?? "") on \(other)") }
        }
    }

    @Test func anotherStepKeepsTheFingersCoordinates() throws {
        // Step 5: the search visits BigClose; the finger shows where it is, as at any step.
        let labels = try describe(step: "2:5", language: "en")["labels"] as? [[String: Any]] ?? []
        #expect(labels.contains { $0["text"] as? String == "2  (698, 144)" })
    }
}
