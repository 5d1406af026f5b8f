import Testing
import TouchKit
import TouchKitCairo
import TouchLabEngine
@testable import TouchLabUI

/// The journey strip's layer redraws only the boxes that changed: each frame it shows must
/// still have exactly the pixels and text of the strip drawn whole in place, and what it
/// reports as changed must be all that changed. One layer follows a replay's lessons step
/// by step (stages lighting and going dark, boxes growing, moving and keeping their lines,
/// the queue's chips), in the default window and in the smallest one (its boxes drawn
/// compact, closer together).
@MainActor
struct JourneyStripLayerTests {
    @Test(arguments: [nil, LabLayout.smallestWindow])
    func eachFrameIsTheStripDrawnInPlace(windowSize: Size?) throws {
        let (description, inputs) = try BuiltInReplay.load("gestures-touches-controls-tour")
        let session = LabSession(scene: SceneBuilder().build(description))
        let layout = LabLayout(sceneSize: session.scene.size, windowSize: windowSize)
        let rect = layout.strip, strip = JourneyStrip(), layer = JourneyStripLayer()
        let window = try surface(layout), presented = try surface(layout)
        var partly = 0
        var playback = Playback()
        for (number, batch) in BuiltInReplay.batches(of: inputs).enumerated() {
            session.deliver(batch, following: &playback)
            for step in steps(of: session) {
                playback.pin(step: step, at: session.lesson?.starts[step] ?? 0)
                let shown = session.shown(at: playback)
                let place = "input \(number + 1), step \(step + 1), window \(layout.windowSize)"
                let log = TextLog(tag: LabRegion.strip.rawValue, layer: LabRegion.labLayer)
                let canvas = Canvas(surface: window)
                canvas.textLog = log
                layer.draw(JourneyState(session: session, shown: shown), with: strip, in: canvas, rect: rect,
                           canvasHoldsLast: true)
                let inPlace = try drawnInPlace(session, shown: shown, strip: JourneyStrip(), layout: layout)
                expectSameRows(window, inPlace.surface, "\(place): the layer vs the strip drawn in place")
                #expect(log.entries == inPlace.text, "\(place): the strip's text")
                present(window, only: layer.changed ?? [rect], on: presented)
                expectSameRows(presented, window, "\(place): the changed rectangles presented vs the frame")
                if let changed = layer.changed, !changed.isEmpty { partly += 1 }
            }
        }
        if windowSize == nil { #expect(partly > 10, "the layer drew only some boxes in \(partly) frames") }
    }

    /// A few steps of the session's lesson, the first and the last included.
    private func steps(of session: LabSession) -> [Int] {
        guard let lesson = session.lesson else { return [] }
        let all = Array(lesson.steps.indices)
        return Array(Set(RegionCacheTests.spread(all, count: 4) + [all.count - 1])).sorted()
    }

    private func surface(_ layout: LabLayout) throws -> ImageSurface {
        let surface = try ImageSurface(width: Int(layout.windowSize.width), height: Int(layout.windowSize.height))
        surface.clear(to: .white)
        return surface
    }

    private func drawnInPlace(_ session: LabSession, shown: ShownLesson, strip: JourneyStrip,
                              layout: LabLayout) throws -> (surface: ImageSurface, text: [TextLog.Entry]) {
        let surface = try surface(layout)
        let log = TextLog(tag: LabRegion.strip.rawValue, layer: LabRegion.labLayer)
        let canvas = Canvas(surface: surface)
        canvas.textLog = log
        canvas.withSavedState {
            canvas.clip(to: layout.strip)
            strip.draw(JourneyState(session: session, shown: shown), in: canvas, rect: layout.strip)
        }
        return (surface, log.entries)
    }

    /// Copies `rects` of `frame` onto `window`, as the window presents a frame's dirty parts.
    private func present(_ frame: ImageSurface, only rects: [Rect], on window: ImageSurface) {
        let canvas = Canvas(surface: window)
        for rect in rects {
            canvas.withSavedState {
                canvas.clip(to: rect)
                canvas.copyImage(frame, at: .zero)
            }
        }
    }

    /// Only the strip's columns count: the rest of both surfaces is left white.
    private func expectSameRows(_ a: ImageSurface, _ b: ImageSurface, _ place: String) {
        let rows = RegionCacheTests.differingRows(a, b)
        if let first = rows.first { Issue.record("\(place): \(rows.count) rows differ from y = \(first)") }
    }
}
