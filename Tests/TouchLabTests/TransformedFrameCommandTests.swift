import Foundation
import Testing
import TouchKit
import TouchKitCairo
import TouchLabFormats
@testable import TouchLab

/// A transformed view's frame — the rectangle it would fill untransformed — is drawn
/// dotted and named, so a learner sees a touch inside it that the hit test still refuses
/// (the search checks the transformed bounds, never the frame).
@MainActor
final class TransformedFrameCommandTests: CommandTestCase {
    init() throws { try super.init(named: "transformed-frame") }

    func frame(_ scene: String, _ replay: String, step: String, language: String = "en") throws
        -> (image: ImageSurface, labels: [DescribedFrame.Label], scene: Rect) {
        let frame = try describeStep(scene, replay: replay, step: step, language: language, screenshot: true)
        return (try ImageSurface(contentsOfPNG: path("frame.png")), frame.sceneLabels(), try frame.sceneRegion())
    }

    @Test(arguments: ["en", "zh-Hans"])
    func theTiltedCardsFrameIsDrawnWhereTheRefusedTouchLies(_ language: String) throws {
        // Step 7 of lesson 2: touch 2 at (150, 145) lies inside Card's frame (70, 140,
        // 320 × 200) but outside its tilted outline, and the search refuses Card.
        let (image, labels, scene) = try frame("transforms-and-bounds", "transforms-and-bounds-taps.jsonl",
                                                step: "2:7", language: language)
        #expect(scene.width == 800, "the scene is drawn at scale 1 here: \(scene)")
        let name = language == "en" ? "Card.frame, without its transform" : "Card.frame（不含变换）"
        let tag = try #require(labels.first { $0.text == name }, "\(labels.map(\.text))")
        let cardFrame = Rect(x: 70, y: 140, width: 320, height: 200)
        #expect(tag.rect.intersection(cardFrame.outset(by: EdgeInsets(all: 30))) != nil, "the tag at \(tag.rect) is far from the frame")
        // The frame's top edge, left of the card's tilted corner: dots of ink over the desk.
        let desk = image.pixel(x: 100, y: 130)
        let inked = (75...125).filter { image.pixel(x: $0, y: 140) != desk }.count
        #expect(inked >= 12, "only \(inked) of 51 pixels drawn along the frame's top edge")
        // Where no frame is, the desk is plain.
        #expect((75...125).filter { image.pixel(x: $0, y: 130) != desk }.isEmpty)
    }

    @Test func aSceneWithoutTransformsDrawsNoFrames() throws {
        let (_, labels, _) = try frame("seed-a-to-e", "seed-a-to-e-taps.jsonl", step: "1:10")
        #expect(!labels.contains { $0.text.contains(".frame") }, "\(labels.map(\.text))")
    }
}
