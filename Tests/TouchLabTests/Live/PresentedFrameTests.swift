import Glibc
import Testing
import TouchKit
import TouchKitCairo
import TouchLabEngine
import TouchLabFormats
import TouchLabUI
@testable import TouchLab

/// The window presents only the rectangles each frame drew (`LabRenderer.dirty`), so what
/// it shows is every earlier frame's presented rectangles laid over each other. That must be
/// exactly the frame drawn afresh. Clicks land all over the window (the scene, the
/// timeline, the journey strip, then the panel), each followed by the frame that shows it
/// and frames of its lesson playing on; after each frame the window's picture (kept as
/// the window keeps it: only the dirty rectangles, rounded out to whole pixels as
/// `X11Window.present` rounds them, are copied) is compared with the frame the renderer
/// holds and, until the panel's own state (scrolling, expanded rows) was changed by a
/// click in it, with a new renderer's frame of the same session; and its journey strip
/// (kept in a layer under the travelling dot) with the strip drawn in place.
@MainActor
struct PresentedFrameTests {
    @Test(arguments: ["seed-a-to-e", "gestures-touches-controls"])
    func presentingTheDirtyRectanglesShowsTheWholeFrame(_ scene: String) throws {
        let controller = try LabController(origin: .file(SceneReader.load(path: SceneCatalog.standard.resolve(scene))),
                                           catalog: .standard, console: Console(out: { _ in }, error: { _ in }),
                                           tracing: false)
        let layout = controller.layout
        let window = try ImageSurface(width: Int(layout.windowSize.width), height: Int(layout.windowSize.height))
        var time = 1000.0
        controller.advance(to: time / 1000)
        Self.present(controller.render(), dirty: nil, on: window)
        var panelTouched = false, framesWithDot = 0
        for (number, point) in Self.clicks(in: layout).enumerated() {
            panelTouched = panelTouched || layout.panel.contains(point)
            for kind in [XI2Input.Kind.motion, .buttonPress, .buttonRelease] {
                time += kind == .buttonRelease ? 12 : 1
                controller.handle(XI2Input(time: time, kind: kind, detail: kind == .motion ? 0 : 1, x: point.x, y: point.y))
            }
            for frame in 0..<4 {
                if frame > 0 { time += 16 }
                controller.advance(to: time / 1000)
                let place = "\(scene), click \(number + 1) at \(point), frame \(frame + 1)"
                Self.present(controller.render(), dirty: controller.renderer.dirty, on: window)
                if JourneyState(session: controller.session, shown: controller.shown).dot != nil { framesWithDot += 1 }
                Self.expectSameRows(window, controller.renderer.surface, "\(place): presented vs drawn")
                Self.expectSameRows(window, try Self.stripDrawnInPlace(over: window, controller),
                                    "\(place): the strip (its still part from a layer, the dot over it) vs drawn in place")
                if !panelTouched, frame == 0 || frame == 3 {
                    Self.expectSameRows(window, try Self.fresh(controller), "\(place): presented vs a fresh frame")
                }
            }
        }
        #expect(framesWithDot > 4, "\(scene): the strip's dot travelled in \(framesWithDot) frames")
    }

    /// Points over every part of the window: the scene, the timeline, the strip, the panel.
    static func clicks(in layout: LabLayout) -> [Point] {
        let scene = layout.scene, timeline = layout.timeline, strip = layout.strip, panel = layout.panel
        return [Point(x: scene.midX, y: scene.midY), Point(x: scene.minX + 30, y: scene.minY + 30),
                Point(x: timeline.midX, y: timeline.midY), Point(x: scene.maxX - 20, y: scene.maxY - 20),
                Point(x: strip.midX, y: strip.midY), Point(x: scene.midX * 0.6, y: scene.midY * 1.2),
                Point(x: panel.midX, y: panel.minY + 120), Point(x: panel.midX, y: panel.maxY - 80),
                Point(x: scene.midX, y: scene.midY)]
    }

    /// A new renderer's frame of the controller's session, with what the window has open.
    static func fresh(_ controller: LabController) throws -> ImageSurface {
        let renderer = try LabRenderer(layout: controller.layout)
        try LabParts.install(on: renderer)
        return renderer.render(controller.session, ui: controller.ui)
    }

    /// `window` with the journey strip drawn over it in place, all of it, by a new strip.
    static func stripDrawnInPlace(over window: ImageSurface, _ controller: LabController) throws -> ImageSurface {
        let copy = try ImageSurface(width: window.width, height: window.height)
        present(window, dirty: nil, on: copy)
        let canvas = Canvas(surface: copy)
        canvas.withSavedState {
            canvas.clip(to: controller.layout.strip)
            JourneyStrip().draw(JourneyState(session: controller.session, shown: controller.shown), in: canvas, rect: controller.layout.strip)
        }
        copy.flush()
        return copy
    }

    /// Copies the pixels `dirty` covers (all of them when nil) from `frame` to `window`,
    /// each rectangle rounded out to whole pixels.
    static func present(_ frame: ImageSurface, dirty: [Rect]?, on window: ImageSurface) {
        let rects = dirty ?? [Rect(x: 0, y: 0, width: Double(frame.width), height: Double(frame.height))]
        frame.withPixels { source, sourceStride in
            window.withPixels { target, targetStride in
                for rect in rects {
                    let minX = max(0, Int(rect.minX.rounded(.down))), maxX = min(frame.width, Int(rect.maxX.rounded(.up)))
                    let minY = max(0, Int(rect.minY.rounded(.down))), maxY = min(frame.height, Int(rect.maxY.rounded(.up)))
                    guard maxX > minX, maxY > minY else { continue }
                    for y in minY..<maxY {
                        memcpy(target + y * targetStride + minX * 4, source + y * sourceStride + minX * 4, (maxX - minX) * 4)
                    }
                }
            }
        }
        window.markDirty()
    }

    static func expectSameRows(_ a: ImageSurface, _ b: ImageSurface, _ place: String) {
        let rows = a.withPixels { first, firstStride in
            b.withPixels { second, secondStride in
                (0..<a.height).filter { memcmp(first + $0 * firstStride, second + $0 * secondStride, a.width * 4) != 0 }
            }
        }
        if let first = rows.first {
            let columns = a.withPixels { first, firstStride in
                b.withPixels { second, secondStride in
                    (0..<a.width).filter { x in rows.contains { y in
                        (first + y * firstStride + x * 4).load(as: UInt32.self) != (second + y * secondStride + x * 4).load(as: UInt32.self) } }
                }
            }
            Issue.record("\(place): \(rows.count) rows differ, from y = \(first), x \(columns.first ?? -1)...\(columns.last ?? -1)")
        }
    }
}
