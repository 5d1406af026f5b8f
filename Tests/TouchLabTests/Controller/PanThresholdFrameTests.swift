import Foundation
import Testing
import TouchKit
import TouchKitCairo
import TouchLabEngine
import TouchLabFormats
import TouchLabUI
@testable import TouchLab

/// The pan's 10-point threshold is smaller than the finger's marker: drawn under it, it was
/// lost in the marker's tint. In the window's pixels, at the step before the pan begins, the
/// circle's own colour shows along it inside the finger's marker, at the default window and
/// at the smallest.
@MainActor
struct PanThresholdFrameTests {
    /// Window pixels along the threshold circle (centre and radius in scene points) in the
    /// pan's colour, of those sampled.
    static func circleShare(_ surface: ImageSurface, layout: LabLayout, center: Point, radius: Double) -> Double {
        let angles = (0..<36).map { Double($0) * .pi / 18 }
        let hits = angles.filter { angle in
            let x = layout.scene.minX + (center.x + radius * cos(angle)) * layout.scale
            let y = layout.scene.minY + (center.y + radius * sin(angle)) * layout.scale
            let word = surface.pixel(x: Int(x.rounded(.down)), y: Int(y.rounded(.down)))
            let red = Int((word >> 16) & 0xff), green = Int((word >> 8) & 0xff), blue = Int(word & 0xff)
            // LabStyle.gesture, #8e4ec6: red and blue well above green.
            return red - green > 40 && blue - green > 80
        }
        return Double(hits.count) / Double(angles.count)
    }

    @Test func theCircleShowsOverTheFinger() throws {
        let lab = try FrontDoorFrameTests(scene: "pan-cancels-touches")
        let controller = lab.controller
        let inputs = try ReplayReader.load(path: SceneCatalog.assetsDirectory + "/replays/pan-cancels-touches-drag.jsonl")
        _ = SceneEngine.forEachBatch(of: inputs, until: nil) { controller.deliverToScene($0) }
        controller.advance(to: controller.session.time + 30)
        // Step 9: four moves, the finger at (212, 204), 12.6 points out; the pan begins next.
        controller.perform(.showStep(8))
        let start = Point(x: 200, y: 200)
        for window in [nil, LabLayout.smallestWindow] {
            if let window { controller.resizeWindow(to: window) }
            let surface = controller.render()
            let share = Self.circleShare(surface, layout: controller.layout, center: start, radius: 10)
            #expect(share >= 0.4, "window \(controller.layout.window): \(share) of the circle in its colour")
        }
    }
}
