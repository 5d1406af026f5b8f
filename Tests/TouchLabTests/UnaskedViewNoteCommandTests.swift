import Foundation
import Testing
import TouchKit
import TouchLabFormats
@testable import TouchLab

/// The view a finger lands on that the search never asked, because an ancestor refused
/// the touch first, says so beside itself: the disabled parent's child in the hidden,
/// transparent and disabled lesson.
@MainActor
final class UnaskedViewNoteCommandTests: CommandTestCase {
    init() throws { try super.init(named: "unasked-view") }

    func sceneLabels(_ scene: String, _ replay: String, step: String, language: String = "en") throws
        -> (labels: [DescribedFrame.Label], scene: Rect) {
        let frame = try describeStep(scene, replay: replay, step: step, language: language)
        return (frame.sceneLabels(), try frame.sceneRegion())
    }

    @Test(arguments: ["en", "zh-Hans"])
    func theDisabledParentsChildSaysItWasNeverAsked(_ language: String) throws {
        // Lesson 4, step 8: touch 4 lands on ChildOfDisabled; DisabledFront, its parent, has
        // interaction disabled, so the search refuses it and BehindDisabled gets the touch.
        let (labels, scene) = try sceneLabels("hidden-alpha-disabled", "hidden-alpha-disabled-taps.jsonl", step: "4:8",
                                          language: language)
        let first = language == "en" ? "ChildOfDisabled: never asked" : "ChildOfDisabled：从未被询问"
        let second = language == "en" ? "its parent DisabledFront refused the touch" : "它的父视图 DisabledFront 拒绝了这次触摸"
        let name = try #require(labels.first { $0.text == first }, "\(labels.map(\.text))")
        let why = try #require(labels.first { $0.text == second }, "\(labels.map(\.text))")
        // ChildOfDisabled's frame (DisabledFront's origin plus its own) in window pixels: the
        // 900-point-wide scene is drawn into the scene region's width, from its corner.
        let scale = scene.width / 900
        let child = Rect(x: scene.minX + 690 * scale, y: scene.minY + 160 * scale, width: 140 * scale, height: 90 * scale)
        for label in [name, why] {
            #expect(label.rect.intersection(child) == nil, "\(label.text) at \(label.rect) lies on ChildOfDisabled")
            // The note keeps off DisabledFront's edges, so it may lie below it; a leader
            // joins it to the child.
            #expect(label.rect.minY - child.maxY < 100 && child.minY - label.rect.maxY < 100, "\(label.text) at \(label.rect) is far")
            #expect(label.rect.minX < child.maxX && label.rect.maxX > child.minX, "\(label.text) at \(label.rect) is not under the child")
        }
    }

    @Test func aTapThatReachesTheViewItLandsOnHasNoNote() throws {
        let (labels, _) = try sceneLabels("seed-a-to-e", "seed-a-to-e-taps.jsonl", step: "1:10")
        #expect(!labels.contains { $0.text.contains("never asked") }, "\(labels.map(\.text))")
    }
}
