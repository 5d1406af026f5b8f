import Foundation
import Testing
import TouchLabEngine
import TouchLabFormats
@testable import TouchLab

/// Captions say what the model recorded rather than what might have happened: which limit
/// a failed tap crossed and by how much, in every language, through `--describe`.
@MainActor
final class CaptionFactsCommandTests: CommandTestCase {
    init() throws { try super.init(named: "caption-facts") }

    /// The caption `--describe` gives step `step` of `replay` in `scene`, in `language`.
    func caption(_ scene: String, _ replay: String, step: String, language: String = "en") throws -> String {
        let name = "\(replay)-\(step.replacingOccurrences(of: ":", with: "-"))-\(language).json"
        #expect(run(["--headless", "--scene", scene, "--replay",
                     SceneCatalog.assetsDirectory + "/replays/\(replay).jsonl", "--step", step,
                     "--lang", language, "--describe", path(name)]) == 0, "\(errors)")
        let json = try #require(try JSONSerialization.jsonObject(with: bytes(name)) as? [String: Any])
        return try #require(json["caption"] as? String)
    }

    /// The tour's card tap fails because the finger dragged the slider 60 points: the
    /// caption says so, and does not name allowableMovement, which is only the long press's.
    @Test func aFailedTapSaysHowFarTheFingerMoved() throws {
        let english = try caption("gestures-touches-controls", "gestures-touches-controls-tour", step: "3:18")
        #expect(english == "gesture cardTap: failed \u{2014} the finger moved 60 pt, more than a tap allows (45 pt, UIKit's internal limit for taps)")
        let chinese = try caption("gestures-touches-controls", "gestures-touches-controls-tour", step: "3:18", language: "zh-Hans")
        #expect(chinese.contains("手指移动了 60 点"))
        #expect(!chinese.contains("allowableMovement") && !chinese.contains("或后一下"))
    }

    /// A run with one move more than its deliveries says why: the last move made the
    /// recognizer begin or recognize and was not delivered; the touch is cancelled instead.
    @Test func aRunSaysWhyItsLastMoveWasNotDelivered() throws {
        let swipe = try caption("gestures-touches-controls", "gestures-touches-controls-tour", step: "2:14")
        #expect(swipe.hasPrefix("touch 2 moved \u{00D7}3 to (460, 271.9); touchesMoved reaches SwipePad \u{00D7}2"))
        #expect(swipe.hasSuffix(" (the last move is not delivered: it made swipeRight recognize, and touch 2 gets touchesCancelled instead)"))
        let pan = try caption("pan-cancels-touches", "pan-cancels-touches-drag", step: "1:9")
        #expect(pan == "touch 1 moved \u{00D7}4 to (212, 204.2); touchesMoved reaches Canvas \u{00D7}3 (the last move is not delivered: it made drag begin, and touch 1 gets touchesCancelled instead)")
        #expect(try caption("pan-cancels-touches", "pan-cancels-touches-drag", step: "1:9", language: "zh-Hans")
            .hasSuffix("（最后一次移动没有传出：它让 drag 开始，触摸 1 随后改为收到 touchesCancelled）"))
    }

    /// A card with interaction disabled refuses the point without searching: its child under
    /// the finger is named as never asked; the same card refused where no child lies is not.
    @Test func aRefusedViewNamesTheSubviewUnderTheFingerItNeverAsks() throws {
        let child = try caption("hidden-alpha-disabled", "hidden-alpha-disabled-taps", step: "4:4")
        #expect(child.hasSuffix("\u{2717} interaction disabled, so it returns nil without searching its subviews: ChildOfDisabled, under the finger, is never asked"))
        #expect(try caption("hidden-alpha-disabled", "hidden-alpha-disabled-taps", step: "4:4", language: "zh-Hans")
            .hasSuffix("手指下的 ChildOfDisabled 根本不会被询问"))
        let card = try caption("hidden-alpha-disabled", "hidden-alpha-disabled-taps", step: "3:4")
        #expect(card.hasSuffix("so it returns nil without searching") && !card.contains("never asked"))
    }

    /// Under UIKit's defaults a row's search ends with the list holding its touchesBegan
    /// back (delaysContentTouches): the caption of that search says so, and how long at
    /// most, whether the message later goes out (the quick tap) or is dropped (the drag).
    /// A list that does not delay its content says nothing of a hold.
    @Test func aSearchEndingInAScrollViewsHoldSaysWhy() throws {
        let held = "hit-test view: ListRow2, the touch's view until it ends; List holds its touchesBegan back "
            + "(delaysContentTouches) for up to 0.15 s, to see whether the finger scrolls"
        #expect(try caption("scroll-view-buttons", "scroll-view-buttons-drag", step: "1:18") == held)
        #expect(try caption("scroll-view-buttons", "scroll-view-buttons-drag", step: "1:18", language: "zh-Hans")
            == "命中测试视图：ListRow2，这次触摸此后一直归它；List 先扣留发给它的 touchesBegan（delaysContentTouches），"
            + "最多 0.15 秒，看手指是否要滚动")
        #expect(try caption("scroll-view-buttons", "scroll-view-buttons-quick-tap", step: "1:19")
            .hasSuffix("; List holds its touchesBegan back (delaysContentTouches) for up to 0.15 s, to see whether the finger scrolls"))
        #expect(try caption("scroll-view-buttons", "scroll-view-buttons-no-delay-drag", step: "1:16")
            == "hit-test view: ImmediateRow2, the touch's view until it ends")
    }

    /// The second tap of a double tap: singleTap, its own tap done and waiting for doubleTap
    /// to fail, is not given touch 3, so its later failure reads as the wait it was.
    @Test func aRecognizerWaitingOnAnotherSaysItIsNotGivenTheNextTouch() throws {
        let second = try caption("double-tap-single-tap", "double-tap-single-tap-taps", step: "2:20")
        #expect(second.hasSuffix("; singleTap is not given touch 3: it still waits for doubleTap to fail"))
        #expect(try caption("double-tap-single-tap", "double-tap-single-tap-taps", step: "2:20", language: "zh-Hans")
            .hasSuffix("；singleTap 收不到触摸 3：它仍在等 doubleTap 识别失败"))
        #expect((try caption("double-tap-single-tap", "double-tap-single-tap-taps", step: "2:7")) == "hit-test view: Photo, the touch's view until it ends", "the first tap is given to both")
    }
}
