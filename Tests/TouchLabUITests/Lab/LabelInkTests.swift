import Testing
import TouchKit
import TouchKitCairo
import TouchLabFormats
@testable import TouchLabEngine
@testable import TouchLabUI

/// The label layer is cleared and composited only where its labels can paint
/// (`OverlayLabels.inkRects`), so those rectangles must hold everything the labels paint:
/// at every step of every built-in lesson, in the default window and in the smallest one
/// (a scaled scene: labels keep their pixel size, leader lines scale), the labels drawn
/// alone as the renderer draws them leave nothing once their ink rectangles are erased.
@MainActor
struct LabelInkTests {
    @Test(arguments: BuiltInReplay.names)
    func labelsPaintOnlyInsideTheirInkRectangles(_ replay: String) throws {
        let (description, inputs) = try BuiltInReplay.load(replay)
        var labelled = 0
        for windowSize in [nil, LabLayout.smallestWindow] {
            try LessonWalk.forEveryStep(of: { SceneBuilder().build(description) }, inputs: inputs,
                                        windowSize: windowSize, withParts: false) { frame in
                guard let labels = frame.renderer.labels else { return }
                labelled += 1
                let left = try Self.inkOutside(labels.inkRects, of: labels, layout: frame.renderer.layout)
                #expect(left.isEmpty, "\(replay), \(frame.place), window \(windowSize.map { "\($0)" } ?? "default"): ink outside the labels' rectangles in \(left)")
            }
        }
        #expect(labelled > 0, "\(replay): no frame had labels")
    }

    /// The labels drawn on a clear layer as `LabRenderer` draws its label layer, with
    /// `ink` erased: the squares still holding anything.
    private static func inkOutside(_ ink: [Rect], of labels: OverlayLabels, layout: LabLayout) throws -> [Rect] {
        let layer = try ImageSurface(width: Int(layout.scene.width.rounded(.up)), height: Int(layout.scene.height.rounded(.up)))
        let canvas = Canvas(surface: layer)
        canvas.clip(to: layout.scene)
        if layout.scale != 1 { canvas.concatenate(AffineTransform(scaleX: layout.scale, y: layout.scale)) }
        labels.drawAll(on: canvas)
        layer.flush()
        for rect in ink { layer.clear(rect, to: .clear) }
        return layer.inkedRects(tile: 8)
    }
}
