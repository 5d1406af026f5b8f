import TouchKit
import TouchKitCairo
import TouchLabEngine

/// The scene region: the scene's views with the lesson's overlays over them (hit test,
/// responder chain, recognizer and control events, fingers), drawn from a `SceneInput`
/// alone.
///
/// Inside the region, layers keep what stands still from frame to frame, each redrawn only
/// when what it is drawn from changes: the views alone (their fingerprint), the outlines
/// of views the hit test has not visited (`Outlines`), every overlay but the fingers
/// (`StillOverlays`, while the current step's drawing does not move with its progress),
/// and the labels (`OverlayLabels.Drawing`). While a lesson plays and only a finger or its
/// trail moves, the region is drawn again only around the fingers.
@MainActor
final class SceneRegion {
    let layout: LabLayout
    let views: ViewRenderer
    let style: LabStyle
    /// Where the frame logs its text.
    let text: TextLog
    /// The scene's views drawn once and reused while nothing in them changes.
    let sceneLayer: LayerCache<Int>
    /// The scene with the unvisited views' outlines over it (small scenes only: larger ones
    /// outline none), made when first needed.
    var underlay: LayerCache<Outlines>?
    /// The views' text alone where tints lie over it (`SceneRegion.ink`).
    lazy var textPatches = TextPatches(width: Int(layout.scene.size.width.rounded(.up)),
                                       height: Int(layout.scene.size.height.rounded(.up)))
    /// Draws the views' text alone; nil when its fonts could not be loaded (the views'
    /// renderer has them, so in practice never).
    private(set) lazy var textRenderer: ViewRenderer? = {
        var options = views.options
        options.drawsTextOnly = true
        return try? ViewRenderer(options: options)
    }()
    /// Draws the views without their names, for the enlarged inset of a small hit view (a
    /// name drawn there would be the size of the views it names); nil when its fonts could
    /// not be loaded.
    private(set) lazy var namelessRenderer: ViewRenderer? = {
        var options = views.options
        options.showsNames = false
        return try? ViewRenderer(options: options)
    }()
    /// The overlays' labels of the latest frame, made when first needed.
    private var labelLayer: LayerCache<OverlayLabels.Drawing>?
    /// The scene with its still overlays, made when first needed.
    private var still: StillOverlays?
    /// Where the last frame's overlay labels went (most stay put while a lesson plays).
    /// One for the process: its answers hold on any board with the same region and
    /// obstacles, so a new renderer of the same scene (a resize) recalls the labels its
    /// predecessor placed instead of searching for every one.
    let labelMemory = SceneRegion.sharedLabelMemory
    private static let sharedLabelMemory = LabelMemory()
    /// The overlays' labels the latest frame drew (nil before any scene was drawn).
    var labels: OverlayLabels?

    /// What the unvisited views' outlines are drawn from: the views, and which of them the
    /// search visited or overrode so far.
    struct Outlines: Equatable {
        let views: Int
        let visited: Set<ObjectIdentifier>
        let overridden: Set<ObjectIdentifier>
    }

    /// The words of the region's own notes, in the run's language.
    let words: Words

    init(layout: LabLayout, views: ViewRenderer, style: LabStyle, text: TextLog, words: Words) throws {
        self.layout = layout
        self.words = words
        self.views = views
        self.style = style
        self.text = text
        sceneLayer = try LayerCache(size: layout.scene.size, tag: LabRegion.scene.rawValue, layer: LabRegion.contentLayer)
    }

    /// The scene region for drawing and presenting: the scene's column down to the timeline,
    /// so the canvas around a narrow or scaled scene is drawn with it.
    var sceneColumn: Rect {
        Rect(x: 0, y: 0, width: max(layout.scene.maxX, layout.timeline.width), height: layout.timeline.minY)
    }

    /// Draws `input`: only around the fingers when nothing else in the region moved since
    /// the frame before and the canvas holds it (`holdsLast`; returns that rectangle), else
    /// all of it (returns nil).
    func draw(_ input: SceneInput, on canvas: Canvas, holdsLast: Bool) -> [Rect]? {
        if canvas.drawsDirectly {
            drawDirectly(input, on: canvas)
            return nil
        }
        let stillInput = input.still
        let fingers = fingerPixels(input.fingers)
        let fades = Dictionary(input.fingers.readouts.map { ($0.id, $0.alpha) }, uniquingKeysWith: { first, _ in first })
        if holdsLast, let still, let labels = still.labels,
           let damage = still.damage(stillInput, fingers: fingers) {
            // Around the fingers, and around a lifted finger's readout while it fades.
            let changed = [damage, refade(labels, to: fades)].compactMap { $0 }.filter { $0.width > 0 && $0.height > 0 }
            let area = changed.dropFirst().reduce(changed.first) { $0?.union($1) }?.intersection(stillPixels(still))
            if let area { drawFingers(input, over: still, within: area, on: canvas) } else { appendSceneText() }
            still.shown(stillInput, fingers: fingers)
            return area.map { [$0] } ?? []
        }
        fillAroundScene(canvas)
        drawScene(input, still: stillInput, fades: fades, on: canvas)
        if let still, !input.progressShows {
            still.shown(stillInput, fingers: fingers)
        } else {
            still?.forget()
        }
        return nil
    }

    /// The rectangle of window pixels the fingers' shapes lie in (nil: they draw nothing).
    private func fingerPixels(_ fingers: Fingers) -> Rect? {
        guard let bounds = TouchOverlay.shapeBounds(fingers) else { return nil }
        let scale = layout.scale
        let x0 = (bounds.minX * scale).rounded(.down), y0 = (bounds.minY * scale).rounded(.down)
        let x1 = (bounds.maxX * scale).rounded(.up), y1 = (bounds.maxY * scale).rounded(.up)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The scene region's text when it shows the still overlays: the views', the overlays'
    /// own (outside the labels), the labels'.
    private func appendSceneText() {
        text.append(contentsOf: sceneLayer.text, offset: .zero)
        text.tag = LabRegion.scene.rawValue
        text.layer = LabRegion.labLayer
        if let still { text.append(contentsOf: still.text, offset: .zero) }
        if let labelLayer { text.append(contentsOf: labelLayer.text, offset: .zero) }
    }

    /// The window pixels a still-overlays layer covers in the scene region: whole pixels,
    /// the scene's partly covered edge included (the layer holds it as the frame does).
    private func stillPixels(_ still: StillOverlays) -> Rect {
        let (width, height) = still.pixelSize
        return Rect(x: 0, y: 0, width: Double(width), height: Double(height)).intersection(sceneColumn) ?? .zero
    }

    /// Within `area` (whole window pixels of the layer): the still overlays put back, the
    /// fingers over them, the labels over those, as a whole frame draws them.
    private func drawFingers(_ input: SceneInput, over still: StillOverlays, within area: Rect, on canvas: Canvas) {
        canvas.withSavedState {
            canvas.clip(to: area)
            if let surface = still.surface { canvas.copyImage(surface, at: .zero) }
            canvas.clip(to: layout.scene)
            canvas.withSavedState {
                scaleToWindow(canvas)
                TouchOverlay(style: style, canvas: canvas, sceneScale: layout.scale,
                             ink: ink(input, texts: sceneTextPoints, directly: false), areas: input.touchAreas).drawShapes(input.fingers)
            }
            if let labelLayer {
                let inked = labelLayer.inkedRects().compactMap { $0.intersection(area) }
                canvas.drawImage(labelLayer.surface, at: .zero, only: inked)
            }
        }
        appendSceneText()
    }

    /// The scene's views (a cached layer, redrawn when their fingerprint changes) and the
    /// lesson's overlays over them, clipped to the scene. While the overlays' drawing stands
    /// still (the current step does not move with its progress), all but the fingers are
    /// kept in a layer of their own (`StillOverlays`), drawn from `stillInput`.
    ///
    /// The layers hold the scene as shown, in window pixels: a scene larger than the window
    /// allows is drawn into them at its scale (vector text and shapes at that size), so
    /// every frame puts them back with a 1:1 copy instead of resampling them.
    private func drawScene(_ input: SceneInput, still stillInput: StillInput, fades: [Int: Double], on canvas: Canvas) {
        let window = input.scene.window
        let scene = sceneLayer.image(input.views) { layerCanvas in
            scaleToWindow(layerCanvas)
            layerCanvas.fill(layout.sceneBounds, color: .white)
            views.draw(window, in: layerCanvas)
        }
        let under = outlined(scene, input)
        let keepsStill = !input.progressShows
        if keepsStill, still == nil { still = StillOverlays(size: layout.scene.size) }
        // The layer of another drawing is let go before the overlays' label search (at
        // 10,000 views the window's peak of memory); drawn on the frame, the overlays are
        // then copied into it (`capturesStill`).
        if let still, !keepsStill || (still.input != stillInput && capturesStill(canvas)) { still.release() }
        canvas.withSavedState {
            let labels: OverlayLabels
            if keepsStill, let still, still.surface == nil, capturesStill(canvas), let frame = canvas.imageSurface {
                canvas.clip(to: layout.scene)
                canvas.copyImage(under ?? scene, at: .zero)
                text.append(contentsOf: sceneLayer.text, offset: .zero)
                text.tag = LabRegion.scene.rawValue
                text.layer = LabRegion.labLayer
                // Logged apart too, for the frames that put the layer back.
                let log = TextLog(tag: LabRegion.scene.rawValue, layer: LabRegion.labLayer)
                let frameLog = canvas.textLog
                canvas.textLog = log
                labels = canvas.withSavedState {
                    scaleToWindow(canvas)
                    return drawStillOverlays(input, on: canvas, outlinesUnvisited: under == nil)
                }
                canvas.textLog = frameLog
                let entries = log.entries
                text.append(contentsOf: entries, offset: .zero)
                still.capture(frame, within: stillPixels(still), input: stillInput, text: entries, labels: labels)
            } else if keepsStill, let still, let image = still.image(stillInput, draw: { layerCanvas in
                fillAroundScene(layerCanvas)
                layerCanvas.clip(to: layout.scene)
                layerCanvas.copyImage(under ?? scene, at: .zero)
                return layerCanvas.withSavedState {
                    scaleToWindow(layerCanvas)
                    return drawStillOverlays(input, on: layerCanvas, outlinesUnvisited: under == nil)
                }
            }) {
                // The layer holds the scene's column as the frame shows it: the canvas colour
                // beside and under the scene, the scene's partly covered edge pixels blended
                // over it, the overlays clipped to the scene, as the lines below draw them.
                canvas.withSavedState {
                    canvas.clip(to: stillPixels(still))
                    canvas.copyImage(image, at: .zero)
                }
                canvas.clip(to: layout.scene)
                text.append(contentsOf: sceneLayer.text, offset: .zero)
                text.tag = LabRegion.scene.rawValue
                text.layer = LabRegion.labLayer
                text.append(contentsOf: still.text, offset: .zero)
                labels = still.labels!
            } else {
                canvas.clip(to: layout.scene)
                canvas.copyImage(under ?? scene, at: .zero)
                text.append(contentsOf: sceneLayer.text, offset: .zero)
                text.tag = LabRegion.scene.rawValue
                text.layer = LabRegion.labLayer
                labels = canvas.withSavedState {
                    // The overlays work in scene points, as the input and the trace do.
                    scaleToWindow(canvas)
                    return drawStillOverlays(input, on: canvas, outlinesUnvisited: under == nil)
                }
            }
            canvas.withSavedState {
                scaleToWindow(canvas)
                if let selected = input.selection, selected.window === window {
                    SelectionHighlight(canvas: canvas).draw(selected)
                }
                TouchOverlay(style: style, canvas: canvas, sceneScale: layout.scale,
                             ink: ink(input, texts: sceneTextPoints, directly: false), areas: input.touchAreas).drawShapes(input.fingers)
            }
            labels.fades = fades
            drawLabels(labels, on: canvas)
        }
    }

    /// Whether the overlays kept still can be drawn on `canvas` and copied into the layer
    /// from it with the very pixels the layer would have: an image canvas drawn in window
    /// pixels, the scene at its origin in whole pixels (the layer's edge pixels, where a
    /// scene's side falls inside one, are blended over the canvas colour the layer starts
    /// from, which the frame's need not hold).
    private func capturesStill(_ canvas: Canvas) -> Bool {
        let scene = layout.scene
        return canvas.imageSurface != nil && canvas.currentTransform == .identity
            && scene.minX == 0 && scene.minY == 0
            && scene.width == scene.width.rounded() && scene.height == scene.height.rounded()
    }

    /// Gives `labels` the readouts' alphas of now; when that changes how they are drawn, the
    /// label layer is drawn again and the rectangle (window pixels) around the fading ones
    /// returned: all the change touched.
    private func refade(_ labels: OverlayLabels, to fades: [Int: Double]) -> Rect? {
        labels.fades = fades
        guard let labelLayer, labelLayer.input != labels.drawing, labelImage(labels) != nil else { return nil }
        let rects = labels.fadingInkRects
        return rects.dropFirst().reduce(rects.first) { $0?.union($1) }
    }

    /// The overlays' labels, over every shape: kept in a layer of their own and drawn again
    /// only when one of them changed (while a lesson plays, most frames move a shape, a
    /// trail or an arrow, and no label).
    private func drawLabels(_ labels: OverlayLabels, on canvas: Canvas) {
        guard let labelLayer = labelImage(labels) else {
            canvas.withSavedState {
                scaleToWindow(canvas)
                labels.drawAll()
            }
            return
        }
        // Labels cover a small part of the scene: the rest of the layer is transparent.
        canvas.drawImage(labelLayer.surface, at: .zero, only: labelLayer.inkedRects())
        text.append(contentsOf: labelLayer.text, offset: .zero)
    }

    /// The label layer brought up to `labels` as they are drawn now (nil: it cannot be made).
    private func labelImage(_ labels: OverlayLabels) -> LayerCache<OverlayLabels.Drawing>? {
        self.labels = labels
        if labelLayer == nil {
            labelLayer = try? LayerCache(size: layout.scene.size, tag: LabRegion.scene.rawValue, layer: LabRegion.labLayer)
        }
        guard let labelLayer else { return nil }
        _ = labelLayer.image(labels.drawing, ink: labels.inkRects) { layerCanvas in
            layerCanvas.clip(to: layout.scene)
            scaleToWindow(layerCanvas)
            labels.drawAll(on: layerCanvas)
        }
        return labelLayer
    }

    /// Where the scene's views drew their text, in scene points (the fingers' tint keeps off it).
    var sceneTextPoints: [Rect] { sceneLayer.text.map { Self.scenePoints($0.rect, scale: layout.scale) } }

    /// Makes `canvas` draw scene points where the window shows them.
    func scaleToWindow(_ canvas: Canvas) {
        if layout.scale != 1 { canvas.concatenate(AffineTransform(scaleX: layout.scale, y: layout.scale)) }
    }
}
