import Foundation
import Testing
import TouchKit
import TouchKitCairo
import TouchLabFormats
@testable import TouchLab

/// The hit view is marked by its border and a corner flag, never by a tint over its fill:
/// a tinted row reads as a pressed button. In the screenshot, a hit view the touch never
/// pressed keeps the fill it has unmarked, while a button the touch holds down (highlighted)
/// still looks pressed, so the two differ.
@MainActor
final class HitViewMarkCommandTests: CommandTestCase {
    init() throws { try super.init(named: "hit-view-mark") }

    /// The screenshot of `scene` at `step` of `replay`, and the hit view's rectangle (window
    /// pixels) as the description gives it (nil before the search found it).
    func frame(_ scene: String, _ replay: String, step: String) throws -> (image: ImageSurface, hit: Rect?) {
        let replay = SceneCatalog.assetsDirectory + "/replays/" + replay
        #expect(run(["--headless", "--scene", scene, "--replay", replay, "--step", step,
                     "--describe", path("frame.json"), "--screenshot", path("frame.png")]) == 0, "\(errors)")
        let json = try #require(try JSONSerialization.jsonObject(with: bytes("frame.json")) as? [String: Any])
        let markers = json["markers"] as? [[String: Any]] ?? []
        let hit = markers.first { $0["kind"] as? String == "hitView" }.flatMap { FingerOnFillCommandTests.rect($0["rect"]) }
        return (try ImageSurface(contentsOfPNG: path("frame.png")), hit)
    }

    /// How far apart two pixels are, in their most different channel.
    static func apart(_ a: UInt32, _ b: UInt32) -> Int {
        [UInt32(16), 8, 0].map { abs(Int((a >> $0) & 0xff) - Int((b >> $0) & 0xff)) }.max() ?? 0
    }

    /// A point of the view's own fill, clear of its title, its border and the finger.
    static func fillPoint(_ rect: Rect) -> (x: Int, y: Int) { (Int(rect.minX) + 9, Int(rect.midY)) }

    @Test func aHitRowThatWasNeverPressedKeepsItsFill() throws {
        // The drag in the UIKit-defaults list: ListRow2 is the hit view, its touch withheld
        // (delaysContentTouches), then the list's pan takes it: ListRow2 is never pressed.
        let (marked, hit) = try frame("scroll-view-buttons", "scroll-view-buttons-drag.jsonl", step: "1:20")
        let row = try #require(hit)
        let (plain, before) = try frame("scroll-view-buttons", "scroll-view-buttons-drag.jsonl", step: "1:1")
        #expect(before == nil)
        let point = Self.fillPoint(row)
        let (fill, unmarked) = (marked.pixel(x: point.x, y: point.y), plain.pixel(x: point.x, y: point.y))
        #expect(Self.apart(fill, unmarked) <= 2,
                "ListRow2's fill \(String(fill & 0xffffff, radix: 16)), unmarked \(String(unmarked & 0xffffff, radix: 16))")
        // Its border is the mark: green (LabStyle.returned, #30a46c) just inside its edge.
        let border = marked.pixel(x: Int(row.minX) + 1, y: Int(row.midY))
        #expect(Self.apart(border, 0x30a46c) <= 24, "ListRow2's border \(String(border & 0xffffff, radix: 16))")
    }

    @Test func aPressedHitButtonStillLooksPressedAndUnlikeAnUnpressedOne() throws {
        // No delay: ImmediateRow2 is the hit view at step 16 and pressed (touchDown) at 18.
        let drag = "scroll-view-buttons-no-delay-drag.jsonl"
        let (unpressed, hit) = try frame("scroll-view-buttons", drag, step: "1:16")
        let (pressed, _) = try frame("scroll-view-buttons", drag, step: "1:18")
        let (plain, _) = try frame("scroll-view-buttons", drag, step: "1:1")
        let point = Self.fillPoint(try #require(hit))
        let (up, down, unmarked) = (unpressed.pixel(x: point.x, y: point.y), pressed.pixel(x: point.x, y: point.y),
                                    plain.pixel(x: point.x, y: point.y))
        let colors = "unmarked \(String(unmarked & 0xffffff, radix: 16)), hit \(String(up & 0xffffff, radix: 16)), "
            + "pressed \(String(down & 0xffffff, radix: 16))"
        #expect(Self.apart(up, unmarked) <= 2, "\(colors)")
        #expect(Self.apart(down, up) >= 20, "\(colors)")
    }

    @Test func aDialWhoseTouchWasCancelledDoesNotLookPressed() throws {
        // The panel's tap cancels the Dial's touch: the Dial stays the hit view, unpressed.
        let (cancelled, hit) = try frame("control-priority", "control-priority-taps.jsonl", step: "2:18")
        let (plain, _) = try frame("control-priority", "control-priority-taps.jsonl", step: "2:1")
        let dial = try #require(hit)
        // Low in the Dial, clear of its title, the finger and the corner flag.
        let point = (x: Int(dial.minX) + 9, y: Int(dial.maxY) - 9)
        let (fill, unmarked) = (cancelled.pixel(x: point.x, y: point.y), plain.pixel(x: point.x, y: point.y))
        #expect(Self.apart(fill, unmarked) <= 2,
                "the Dial's fill \(String(fill & 0xffffff, radix: 16)), unmarked \(String(unmarked & 0xffffff, radix: 16))")
    }
}
