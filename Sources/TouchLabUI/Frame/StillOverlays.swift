import TouchKit
import TouchKitCairo

/// The scene with every overlay but the fingers' shapes drawn over it, kept while the
/// lesson's drawing stands still (`StillInput`), with the labels that drawing
/// offered. While a lesson plays, most frames move nothing but a finger's fading trail: the
/// renderer then puts this layer back only around the fingers, draws them again over it
/// and the labels over them, and leaves the rest of the frame as it was.
///
/// The layer's pixels are let go as soon as no frame can use them (the drawing changed, or
/// moves with the lesson's progress) and made again from the frame once the overlays are
/// drawn: at 10,000 views the label search over them is the window's peak of memory, and
/// a layer of the previous drawing held through it was 1.5 MiB more.
@MainActor
final class StillOverlays {
    let size: Size
    /// The layer's pixels, when it holds a drawing (window pixels from the frame's origin).
    private(set) var surface: ImageSurface?
    /// The drawing the layer holds (nil: none).
    private(set) var input: StillInput?
    /// The text the layer holds, in its pixels.
    private(set) var text: [TextLog.Entry] = []
    /// The labels offered by the overlays in the layer (drawn over the fingers).
    private(set) var labels: OverlayLabels?
    /// The input of the layer the frame's scene region shows, with the rectangle (window
    /// pixels, nil: none) the fingers were drawn within; nil when the frame's scene region
    /// was drawn some other way since.
    private(set) var framed: (input: StillInput, fingers: Rect?)?

    init(size: Size) { self.size = size }

    /// The layer's size in whole pixels.
    var pixelSize: (width: Int, height: Int) {
        (max(1, Int(size.width.rounded(.up))), max(1, Int(size.height.rounded(.up))))
    }

    /// The layer for `input`; `draw` redraws it (returning its labels) on the layer's own
    /// canvas when it holds another drawing. Nil when it cannot be made.
    func image(_ input: StillInput, draw: (Canvas) -> OverlayLabels) -> ImageSurface? {
        if let surface, input == self.input { return surface }
        guard let surface = layer() else { return nil }
        surface.clear(to: .clear)
        let log = TextLog(tag: LabRegion.scene.rawValue, layer: LabRegion.labLayer)
        let canvas = Canvas(surface: surface)
        canvas.textLog = log
        labels = draw(canvas)
        surface.flush()
        text = log.entries
        self.input = input
        return surface
    }

    /// Lets the layer's pixels go (the frame is no longer drawn from them).
    func release() {
        surface = nil
        input = nil
        framed = nil
    }

    /// Makes the layer the frame's pixels within `rect` (whole pixels), drawn for `input`
    /// with `text` and `labels`.
    func capture(_ frame: ImageSurface, within rect: Rect, input: StillInput, text: [TextLog.Entry], labels: OverlayLabels) {
        guard let surface = layer() else { return release() }
        frame.flush()
        let canvas = Canvas(surface: surface)
        canvas.clip(to: rect)
        canvas.copyImage(frame, at: .zero)
        surface.flush()
        self.input = input
        self.text = text
        self.labels = labels
    }

    /// The layer's surface, made when there is none.
    private func layer() -> ImageSurface? {
        if let surface { return surface }
        let (width, height) = pixelSize
        surface = try? ImageSurface(width: width, height: height)
        return surface
    }

    /// Where the frame must be drawn again for fingers within `fingers` over the layer for
    /// `input`: around the fingers it showed and those it shows now; nil when the frame does
    /// not show that layer (it must be drawn whole).
    func damage(_ input: StillInput, fingers: Rect?) -> Rect? {
        guard let framed, framed.input == input, surface != nil, labels != nil else { return nil }
        switch (framed.fingers, fingers) {
        case let (before?, now?): return before.union(now)
        case let (before?, nil): return before
        case let (nil, now?): return now
        case (nil, nil): return .zero
        }
    }

    /// The frame's scene region now shows the layer for `input` with fingers within `fingers`.
    func shown(_ input: StillInput, fingers: Rect?) { framed = (input, fingers) }

    /// The frame's scene region was drawn without the layer.
    func forget() { framed = nil }
}
