import Foundation
import Testing
import TouchLabEngine
import TouchLabFormats
@testable import TouchLab

/// A control that fires after the finger has left it says why: in the scroll-view lesson
/// without the delay, the finger drags from Immediate's Row 2 up into Row 1 and lifts 65
/// points above Row 2, within the 70 points around its bounds a control still counts as
/// inside, so Row 2 sends touchUpInside. The captions of that event, the action it sends
/// and the action's run say so, in every language; a lift inside the button needs no word.
@MainActor
final class ControlSlopCaptionTests: CommandTestCase {
    init() throws { try super.init(named: "control-slop") }

    /// The caption `--describe` gives step `step` of `replay`'s lesson, in `language`.
    func caption(_ replay: String, step: Int, language: String = "en") throws -> String {
        let file = path("\(replay)-\(step)-\(language).json")
        #expect(run(["--headless", "--scene", "scroll-view-buttons", "--replay",
                     SceneCatalog.assetsDirectory + "/replays/scroll-view-buttons-\(replay).jsonl", "--step", "1:\(step)",
                     "--lang", language, "--describe", file]) == 0, "\(errors)")
        let json = try #require(try JSONSerialization.jsonObject(with: bytes("\(replay)-\(step)-\(language).json")) as? [String: Any])
        return try #require(json["caption"] as? String)
    }

    @Test func aLiftOutsideTheButtonYetWithinItsSlopIsExplained() throws {
        let why = "the finger lifted 65 points outside ImmediateRow2, yet a control still counts a touch up to 70 points outside its bounds as inside"
        #expect(try caption("no-delay-drag", step: 24) == "control ImmediateRow2: touchUpInside \u{2014} " + why)
        #expect(try caption("no-delay-drag", step: 25) == "control ImmediateRow2: primaryActionTriggered \u{2014} " + why)
        #expect(try caption("no-delay-drag", step: 26) == "action ImmediateRow2 runs \u{2014} " + why)
        #expect(try caption("no-delay-drag", step: 26, language: "zh-Hans")
            == "执行 ImmediateRow2 的动作方法：手指在 ImmediateRow2 的边界外 65 点处抬起，但控件把边界外 70 点以内的触摸仍算作在内")
    }

    @Test func aLiftInsideTheButtonNeedsNoWord() throws {
        let captions = try (25...27).map { try caption("quick-tap", step: $0) }
        #expect(captions.contains { $0.hasPrefix("control ListRow1: touchUpInside") })
        #expect(!captions.contains { $0.contains("outside ListRow1") })
    }

    /// BigClose's own point(inside:) takes a 44 x 44 area: a lift 8 points left of its
    /// bounds is inside that area, so its touchUpInside needs no slop explained.
    @Test func aLiftInsideTheControlsOwnAreaNeedsNoWord() throws {
        let file = path("enlarged.json")
        #expect(run(["--headless", "--scene", "enlarged-hit-area", "--replay",
                     SceneCatalog.assetsDirectory + "/replays/enlarged-hit-area-near-misses.jsonl", "--step", "2:15",
                     "--describe", file]) == 0, "\(errors)")
        let json = try #require(try JSONSerialization.jsonObject(with: bytes("enlarged.json")) as? [String: Any])
        #expect(json["caption"] as? String == "control BigClose: touchUpInside")
    }
}
