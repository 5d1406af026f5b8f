import TouchKit
import TouchKitCairo

/// What part of the window a picture that leaves the lab shows, and at what density
/// (`--crop`, `--scale`): screenshots, step images and exported frames.
///
/// A scale of S draws the frame through a Cairo scale onto a surface S times larger, so
/// text and lines are drawn at that density rather than enlarged pixels. The window
/// itself always draws the whole frame at scale 1.
package struct Framing: Equatable, Sendable {
    /// The part of the window shown.
    package enum Crop: Equatable, Sendable {
        /// The whole window.
        case full
        /// The scene as shown (`LabLayout.scene`).
        case scene
        /// The scene's column from the top to the timeline's bottom.
        case sceneAndTimeline
        /// A rectangle in window pixels.
        case rect(x: Int, y: Int, width: Int, height: Int)
    }

    package var crop: Crop
    /// Output pixels per window pixel: 1, 2 or 3.
    package var scale: Int

    /// The scales a picture can be drawn at.
    package static let scales = 1...3
    /// The whole window at scale 1, as the window shows it.
    package static let window = Framing(crop: .full, scale: 1)

    package init(crop: Crop = .full, scale: Int = 1) {
        self.crop = crop
        self.scale = scale
    }

    /// Whether this is the window's own frame, drawn as the window draws it.
    package var isWindow: Bool { self == .window }

    /// The rectangle shown, in whole window pixels, or nil when it does not lie within
    /// `layout`'s window or is empty.
    package func rect(in layout: LabLayout) -> (x: Int, y: Int, width: Int, height: Int)? {
        let windowWidth = Int(layout.windowSize.width.rounded(.up)), windowHeight = Int(layout.windowSize.height.rounded(.up))
        let area: Rect
        switch crop {
        case .full: return (0, 0, windowWidth, windowHeight)
        case .scene: area = layout.scene
        case .sceneAndTimeline:
            area = Rect(x: 0, y: 0, width: max(layout.scene.width, layout.timeline.width), height: layout.timeline.maxY)
        case .rect(let x, let y, let width, let height):
            guard x >= 0, y >= 0, width > 0, height > 0, x + width <= windowWidth, y + height <= windowHeight else { return nil }
            return (x, y, width, height)
        }
        // A region's edges may fall between pixels (a scene shown scaled down): keep all of it.
        let left = max(0, Int(area.minX.rounded(.down))), top = max(0, Int(area.minY.rounded(.down)))
        let right = min(windowWidth, Int(area.maxX.rounded(.up))), bottom = min(windowHeight, Int(area.maxY.rounded(.up)))
        guard right > left, bottom > top else { return nil }
        return (left, top, right - left, bottom - top)
    }

    /// The picture's size in pixels (its caption bar aside) for `layout`'s window.
    package func size(in layout: LabLayout) -> (width: Int, height: Int) {
        let rect = rect(in: layout) ?? (0, 0, 0, 0)
        return (rect.width * scale, rect.height * scale)
    }

    /// Sets `canvas` up so that window coordinates land where this framing puts them.
    func apply(to canvas: Canvas, in layout: LabLayout) {
        guard let rect = rect(in: layout) else { return }
        let scale = Double(scale)
        canvas.concatenate(AffineTransform(a: scale, b: 0, c: 0, d: scale,
                                           tx: -Double(rect.x) * scale, ty: -Double(rect.y) * scale))
    }
}

/// Draws the frames a renderer composes as `Framing` asks: the window's frame itself, or a
/// part of it at a density onto a surface of the picture's size.
@MainActor
final class FramedSurface {
    let framing: Framing
    private let renderer: LabRenderer
    /// The picture's own surface; nil for the window's frame.
    private let surface: ImageSurface?

    init(_ renderer: LabRenderer, framing: Framing) throws {
        self.renderer = renderer
        self.framing = framing
        if framing.isWindow {
            surface = nil
        } else {
            let size = framing.size(in: renderer.layout)
            surface = try ImageSurface(width: size.width, height: size.height)
        }
    }

    var width: Int { surface?.width ?? renderer.surface.width }
    var height: Int { surface?.height ?? renderer.surface.height }

    /// Draws `frame`; the result is valid until the next frame.
    func render(_ frame: LabFrame) -> ImageSurface {
        guard let surface else { return renderer.render(frame) }
        let canvas = Canvas(surface: surface)
        canvas.withSavedState {
            framing.apply(to: canvas, in: renderer.layout)
            canvas.fill(Rect(origin: .zero, size: renderer.layout.windowSize), color: LabStyle.paper)
            renderer.render(frame, onto: canvas)
        }
        surface.flush()
        return surface
    }
}
