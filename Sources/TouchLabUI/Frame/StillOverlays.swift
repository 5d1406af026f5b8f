import TouchKit
import TouchKitCairo

/// The scene with every overlay but the fingers' shapes drawn over it, kept while the
/// lesson's drawing stands still (`StillInput`), with the labels that drawing
/// offered. While a lesson plays, most frames move nothing but a finger's fading trail: the
/// renderer then puts this layer back only around the fingers, draws them again over it
/// and the labels over them, and leaves the rest of the frame as it was.
@MainActor
final class StillOverlays {
    let layer: LayerCache<StillInput>
    /// The labels offered by the overlays in the layer (drawn over the fingers).
    private(set) var labels: OverlayLabels?
    /// The input of the layer the frame's scene region shows, with the rectangle (window
    /// pixels, nil: none) the fingers were drawn within; nil when the frame's scene region
    /// was drawn some other way since.
    private(set) var framed: (input: StillInput, fingers: Rect?)?

    init(size: Size) throws {
        layer = try LayerCache(size: size, tag: LabRegion.scene.rawValue, layer: LabRegion.labLayer)
    }

    /// The layer for `input`; `draw` redraws it (returning its labels) when it changed.
    func image(_ input: StillInput, draw: (Canvas) -> OverlayLabels) -> ImageSurface {
        layer.image(input) { canvas in labels = draw(canvas) }
    }

    /// Where the frame must be drawn again for fingers within `fingers` over the layer for
    /// `input`: around the fingers it showed and those it shows now; nil when the frame does
    /// not show that layer (it must be drawn whole).
    func damage(_ input: StillInput, fingers: Rect?) -> Rect? {
        guard let framed, framed.input == input, labels != nil else { return nil }
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
