import Foundation
import Testing
import TouchKit
import TouchKitCairo
@testable import TouchLab

/// A view that clips its subviews (a scroll view, a list scrolled by its bounds) keeps its
/// name readable: the rows scrolled up under its top-left corner pass beneath the name, as
/// they pass beneath its border, instead of covering it.
@MainActor
final class ClippedNameCommandTests: CommandTestCase {
    init() throws { try super.init(named: "clipped-name") }

    /// The dark pixels (the name's letters, grey on the view's white) in the scene's text
    /// `name`'s rectangle past its first letter, at `step` of `replay`.
    func inkedPixels(_ scene: String, _ replay: String, step: String, name: String, language: String) throws -> Int {
        let frame = try describeStep(scene, replay: replay, step: step, language: language, screenshot: true)
        let rect = try #require(frame.sceneLabels(layer: "content").first { $0.text == name }?.rect, "\(name) is drawn")
        let image = try ImageSurface(contentsOfPNG: path("frame.png"))
        var dark = 0
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX + 10)..<Int(rect.maxX) where FingerOnFillCommandTests.luminance(image.pixel(x: x, y: y)) < 0.3 {
                dark += 1
            }
        }
        return dark
    }

    /// transforms-and-bounds' Feed has its bounds origin at (0, 200): Row3 lies across the
    /// corner where "Feed" is written, all but its "F".
    @Test(arguments: ["en", "zh-Hans"])
    func aScrolledListsNameIsNotCoveredByItsRows(language: String) throws {
        let dark = try inkedPixels("transforms-and-bounds", "transforms-and-bounds-taps", step: "1:1", name: "Feed",
                                   language: language)
        #expect(dark >= 20, "\(dark) dark pixels where Feed's name is drawn")
    }
}
