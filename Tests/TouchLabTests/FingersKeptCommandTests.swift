import Foundation
import Testing
import TouchKit
@testable import TouchLab

/// Every step of a lesson shows its fingers as they were at that step: a touch that ended
/// stays marked where it lifted through the lesson's later steps, whichever lesson is
/// shown, and every finger drawn carries its number.
@MainActor
final class FingersKeptCommandTests: CommandTestCase {
    init() throws { try super.init(named: "fingers-kept") }

    /// The finger markers of a described frame, in window pixels.
    func fingers(_ frame: DescribedFrame) -> [Rect] {
        (frame.json["markers"] as? [[String: Any]] ?? []).compactMap {
            $0["kind"] as? String == "finger" ? FingerOnFillCommandTests.rect($0["rect"]) : nil
        }
    }

    /// The tour's lessons before its last: the step where the touch ended, and the
    /// lesson's last step (a delivery or action at the same trace time).
    @Test(arguments: [("1:24", "1:26"), ("2:23", "2:23"), ("3:20", "3:22")])
    func aLiftedFingerStaysMarkedToItsLessonsLastStep(ended: String, last: String) throws {
        let atEnd = try describeStep("gestures-touches-controls", replay: "gestures-touches-controls-tour", step: ended)
        let atLast = try describeStep("gestures-touches-controls", replay: "gestures-touches-controls-tour", step: last)
        let lifted = fingers(atEnd), kept = fingers(atLast)
        #expect(!kept.isEmpty, "step \(last): the lifted finger is no longer drawn")
        #expect(kept == lifted, "step \(last) draws the fingers unlike step \(ended), at the same trace time: \(kept) vs \(lifted)")
    }

    /// A step far later than the lift (the first lesson, shown with the whole replay
    /// played) still draws its finger's ring, as when stepped to its end.
    @Test func anEarlierLessonsFingerIsNotFadedByALaterLessonsTime() throws {
        let frame = try describeStep("double-tap-single-tap", replay: "double-tap-single-tap-taps", step: "1:21")
        #expect(fingers(frame).count == 1, "\(fingers(frame))")
    }

    /// The finger numbers told by tags over the scene: "2  (470, 300)", "2  (492, 364) ·
    /// lands in Map…" for a touch that never reached its view, or "3" alone for a lifted
    /// finger with no room beside it (told from the search's numbered discs by its place:
    /// only a finger's readout is about a finger marker).
    func numberedTags(_ frame: DescribedFrame) throws -> [Int] {
        let tag = try Regex(#"^(\d+)(  \(-?\d+, -?\d+\)( · .*)?)?$"#)
        let fingers = Set(fingers(frame).map { [$0.minX, $0.minY, $0.width, $0.height] })
        return (frame.json["labels"] as? [[String: Any]] ?? []).compactMap { label in
            guard label["region"] as? String == "scene", let text = label["text"] as? String,
                  let about = label["about"] as? [Double], fingers.contains(about),
                  let match = text.wholeMatch(of: tag), let number = match.output[1].substring else { return nil }
            return Int(number)
        }
    }

    @Test(arguments: [("pinch-rotate", "pinch-rotate-two-fingers", "1:12"), ("pinch-rotate", "pinch-rotate-two-fingers", "1:26"),
                      ("double-tap-single-tap", "double-tap-single-tap-taps", "2:20"),
                      ("double-tap-single-tap", "double-tap-single-tap-taps", "2:29"),
                      ("gestures-touches-controls", "gestures-touches-controls-tour", "3:22")])
    func everyFingerDrawnHasItsNumberedTag(scene: String, replay: String, step: String) throws {
        for language in ["en", "zh-Hans"] {
            let frame = try describeStep(scene, replay: replay, step: step, language: language)
            let shown = fingers(frame).count, tags = try numberedTags(frame)
            #expect(shown > 0)
            #expect(Set(tags).count == shown, "\(language) \(step): \(shown) fingers, tags \(frame.sceneLabels().map(\.text))")
        }
    }
}
