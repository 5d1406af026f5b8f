import TouchKit
import TouchKitCairo
import TouchLabEngine
import TouchLabFormats

/// Composes one frame of the lab: the scene at the top-left with the lesson's overlays
/// (hit test, responder chain, recognizer and control events, fingers), the inspector
/// panel beside it, the journey strip along the right edge, and the help card when asked.
///
/// The same frame goes to the window and to `--screenshot`, so the window shows exactly
/// the pixels a headless screenshot of the same state has. One renderer draws every frame
/// into one reused surface, and draws again only the regions whose content changed
/// (`RegionCache`, keyed by `FrameKeys`); `dirty` says which, for presenting.
@MainActor
package final class LabRenderer {
    package let layout: LabLayout
    package let surface: ImageSurface
    /// The renderer of the scene's views, shared with the panel.
    package let views: ViewRenderer
    package let style: LabStyle
    /// Everything the frame says in words, in the run's language.
    package let words: Words
    /// Draws the panel, the strip and the help card; set by the lab when they exist.
    package var parts: [LabPart] = []
    /// The scene's views drawn once and reused while nothing in them changes.
    private let sceneLayer: LayerCache
    /// Every line of text the last frame drew, with its place and region (`--describe`).
    package let text = TextLog()
    private let regions = RegionCache()
    /// The scene with the unvisited views' outlines over it (small scenes only: larger ones
    /// outline none), made when first needed.
    private var underlay: LayerCache?
    /// The overlays' labels of the latest frame, made when first needed.
    private var labelLayer: LayerCache?
    /// The scene with its still overlays, made when first needed.
    private var still: StillOverlays?
    /// Where the last frame's overlay labels went (most stay put while a lesson plays).
    private let labelMemory = LabelMemory()
    /// The overlays' labels the latest frame drew (nil before any scene was drawn).
    private(set) var labels: OverlayLabels?
    /// What the window had open in the latest frame.
    package private(set) var ui = LabUIState()
    /// When set (a monotonic clock in milliseconds), each frame records how long each region
    /// took, its key included, in `regionTimes`: for the latency benchmark's split.
    package var clock: (() -> Double)?
    /// Milliseconds per region in the latest frame, in drawing order (empty without `clock`).
    package private(set) var regionTimes: [(region: LabRegion, milliseconds: Double)] = []

    /// The rectangles the latest frame drew; the rest of the surface is as it was.
    package var dirty: [Rect] { regions.dirty }

    /// - Parameter frame: the surface to draw frames in (a window's shared memory), used
    ///   when it has the window's size; else the renderer makes its own.
    /// - Throws: `CairoError` when the surface cannot be made or the fonts are missing.
    package init(layout: LabLayout, frame: ImageSurface? = nil, language: Language = .english) throws {
        self.layout = layout
        words = Words(language)
        let width = Int(layout.windowSize.width.rounded(.up)), height = Int(layout.windowSize.height.rounded(.up))
        if let frame, frame.width == width, frame.height == height {
            surface = frame
        } else {
            surface = try ImageSurface(width: width, height: height)
        }
        views = try ViewRenderer()
        style = try LabStyle(words: words)
        sceneLayer = try LayerCache(size: layout.scene.size, tag: LabRegion.scene.rawValue, layer: LabRegion.contentLayer)
    }

    /// Draws `session` as it is now, with what `ui` has open, and returns the surface (valid
    /// until the next render). Regions whose key is unchanged keep their pixels; the help
    /// card, drawn over all of them, makes every region draw afresh while it is shown and
    /// once after.
    @discardableResult
    package func render(_ session: LabSession, ui: LabUIState = LabUIState()) -> ImageSurface {
        let canvas = Canvas(surface: surface)
        text.removeAll()
        canvas.textLog = text
        if ui.showsCard || self.ui.showsCard { regions.invalidate() }
        self.ui = ui
        regions.beginFrame()
        regionTimes.removeAll(keepingCapacity: true)
        guard layout.fits else {
            TooSmallNotice(style: style, words: words.notices).draw(on: canvas, window: layout.window, needed: layout.windowSize)
            surface.flush()
            return surface
        }
        var fingerprint = 0
        timed(.scene) {
            fingerprint = views.fingerprint(of: session.scene.window)
            let hints = SceneHintOverlay.hints(in: session.scene, words: words.overlays)
            let sceneKey = FrameKeys.scene(session, ui: ui, fingerprint: fingerprint, hints: hints)
            regions.drawPartly(.scene, rect: rect(of: .scene), key: sceneKey, log: text) {
                drawSceneRegion(session, ui: ui, fingerprint: fingerprint, hints: hints, on: canvas)
            }
        }
        for part in parts {
            timed(part.region) { draw(part, session, ui: ui, fingerprint: fingerprint, on: canvas) }
        }
        surface.flush()
        return surface
    }

    /// `part`'s region, unless it holds its key already.
    private func draw(_ part: LabPart, _ session: LabSession, ui: LabUIState, fingerprint: Int, on canvas: Canvas) {
        let rect = self.rect(of: part.region)
        let key = (part as? KeyedLabPart)?.frameKey(session, ui: ui, fingerprint: fingerprint)
        regions.drawPartly(part.region, rect: rect, key: key, log: text) {
            text.tag = part.region.rawValue
            text.layer = LabRegion.labLayer
            canvas.withSavedState {
                canvas.clip(to: rect)
                part.draw(session, ui: ui, in: canvas, layout: layout)
            }
            return (part as? PartlyDrawnLabPart)?.changedRects(in: rect)
        }
    }

    private func timed(_ region: LabRegion, _ body: () -> Void) {
        guard let clock else { return body() }
        let start = clock()
        body()
        regionTimes.append((region, clock() - start))
    }

    /// The window's area given to `region` (the help card: the whole window).
    private func rect(of region: LabRegion) -> Rect {
        switch region {
        case .scene: sceneColumn
        case .panel: layout.panel
        case .timeline: layout.timeline
        case .strip: layout.strip
        case .help, .legend: Rect(origin: .zero, size: layout.windowSize)
        }
    }

    /// The scene region for drawing and presenting: the scene's column down to the timeline,
    /// so the canvas around a narrow or scaled scene is drawn with it.
    private var sceneColumn: Rect {
        Rect(x: 0, y: 0, width: max(layout.scene.maxX, layout.timeline.width), height: layout.timeline.minY)
    }

    /// The scene region: only around the fingers when nothing else in it moved since the
    /// frame before (returns that rectangle), else all of it (returns nil).
    private func drawSceneRegion(_ session: LabSession, ui: LabUIState, fingerprint: Int,
                                 hints: [SceneHintOverlay.Hint], on canvas: Canvas) -> [Rect]? {
        let stillKey = FrameKeys.stillOverlays(session, fingerprint: fingerprint, hints: hints)
        let fingers = fingerPixels(session, emulatedPointer: ui.emulatedPointer)
        let fades = Dictionary(TouchOverlay.readouts(session).map { ($0.id, $0.alpha) }, uniquingKeysWith: { first, _ in first })
        if regions.holds(.scene), let still, let labels = still.labels,
           let damage = still.damage(key: stillKey, fingers: fingers) {
            // Around the fingers, and around a lifted finger's readout while it fades.
            let changed = [damage, refade(labels, to: fades)].compactMap { $0 }.filter { $0.width > 0 && $0.height > 0 }
            let area = changed.dropFirst().reduce(changed.first) { $0?.union($1) }?.intersection(stillPixels(still))
            if let area { drawFingers(session, ui: ui, over: still, within: area, on: canvas) } else { appendSceneText() }
            still.shown(key: stillKey, fingers: fingers)
            return area.map { [$0] } ?? []
        }
        fillAroundScene(canvas)
        drawScene(session, ui: ui, fingerprint: fingerprint, hints: hints, stillKey: stillKey, fades: fades, on: canvas)
        if let still, session.moment.map(FrameKeys.progressShows) != true {
            still.shown(key: stillKey, fingers: fingers)
        } else {
            still?.forget()
        }
        return nil
    }

    /// The rectangle of window pixels the fingers' shapes lie in (nil: they draw nothing).
    private func fingerPixels(_ session: LabSession, emulatedPointer: Point?) -> Rect? {
        guard let bounds = TouchOverlay.shapeBounds(session, emulatedPointer: emulatedPointer) else { return nil }
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
        if let still { text.append(contentsOf: still.layer.text, offset: .zero) }
        if let labelLayer { text.append(contentsOf: labelLayer.text, offset: .zero) }
    }

    /// The window pixels a still-overlays layer covers in the scene region: whole pixels,
    /// the scene's partly covered edge included (the layer holds it as the frame does).
    private func stillPixels(_ still: StillOverlays) -> Rect {
        let surface = still.layer.surface
        return Rect(x: 0, y: 0, width: Double(surface.width), height: Double(surface.height)).intersection(sceneColumn) ?? .zero
    }

    /// Within `area` (whole window pixels of the layer): the still overlays put back, the
    /// fingers over them, the labels over those, as a whole frame draws them.
    private func drawFingers(_ session: LabSession, ui: LabUIState, over still: StillOverlays, within area: Rect,
                             on canvas: Canvas) {
        canvas.withSavedState {
            canvas.clip(to: area)
            canvas.copyImage(still.layer.surface, at: .zero)
            canvas.clip(to: layout.scene)
            canvas.withSavedState {
                scaleToWindow(canvas)
                TouchOverlay(style: style, canvas: canvas).drawShapes(session, emulatedPointer: ui.emulatedPointer)
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
    /// kept in a layer of their own (`StillOverlays`), keyed by `stillKey`.
    ///
    /// The layers hold the scene as shown, in window pixels: a scene larger than the window
    /// allows is drawn into them at its scale (vector text and shapes at that size), so
    /// every frame puts them back with a 1:1 copy instead of resampling them.
    private func drawScene(_ session: LabSession, ui: LabUIState, fingerprint: Int, hints: [SceneHintOverlay.Hint],
                           stillKey: Int, fades: [Int: Double], on canvas: Canvas) {
        let window = session.scene.window
        let scene = sceneLayer.image(key: fingerprint) { layerCanvas in
            scaleToWindow(layerCanvas)
            layerCanvas.fill(layout.sceneBounds, color: .white)
            views.draw(window, in: layerCanvas)
        }
        let under = outlined(scene, session, fingerprint: fingerprint)
        let keepsStill = session.moment.map(FrameKeys.progressShows) != true
        if keepsStill, still == nil { still = try? StillOverlays(size: layout.scene.size) }
        canvas.withSavedState {
            let labels: OverlayLabels
            if keepsStill, let still {
                // The layer holds the scene's column as the frame shows it: the canvas colour
                // beside and under the scene, the scene's partly covered edge pixels blended
                // over it, the overlays clipped to the scene, as the lines below draw them.
                let image = still.image(key: stillKey) { layerCanvas in
                    fillAroundScene(layerCanvas)
                    layerCanvas.clip(to: layout.scene)
                    layerCanvas.copyImage(under ?? scene, at: .zero)
                    return layerCanvas.withSavedState {
                        scaleToWindow(layerCanvas)
                        return drawStillOverlays(session, hints: hints, on: layerCanvas, outlinesUnvisited: under == nil)
                    }
                }
                canvas.withSavedState {
                    canvas.clip(to: stillPixels(still))
                    canvas.copyImage(image, at: .zero)
                }
                canvas.clip(to: layout.scene)
                text.append(contentsOf: sceneLayer.text, offset: .zero)
                text.tag = LabRegion.scene.rawValue
                text.layer = LabRegion.labLayer
                text.append(contentsOf: still.layer.text, offset: .zero)
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
                    return drawStillOverlays(session, hints: hints, on: canvas, outlinesUnvisited: under == nil)
                }
            }
            canvas.withSavedState {
                scaleToWindow(canvas)
                if let selected = ui.selectedView, selected.window === session.scene.window {
                    SelectionHighlight(canvas: canvas).draw(selected)
                }
                TouchOverlay(style: style, canvas: canvas).drawShapes(session, emulatedPointer: ui.emulatedPointer)
            }
            labels.fades = fades
            drawLabels(labels, on: canvas)
        }
    }

    /// Gives `labels` the readouts' alphas of now; when that changes how they are drawn, the
    /// label layer is drawn again and the rectangle (window pixels) around the fading ones
    /// returned: all the change touched.
    private func refade(_ labels: OverlayLabels, to fades: [Int: Double]) -> Rect? {
        labels.fades = fades
        guard let labelLayer, labelLayer.key != labels.drawingKey, labelImage(labels) != nil else { return nil }
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
    private func labelImage(_ labels: OverlayLabels) -> LayerCache? {
        self.labels = labels
        if labelLayer == nil {
            labelLayer = try? LayerCache(size: layout.scene.size, tag: LabRegion.scene.rawValue, layer: LabRegion.labLayer)
        }
        guard let labelLayer else { return nil }
        _ = labelLayer.image(key: labels.drawingKey, ink: labels.inkRects) { layerCanvas in
            layerCanvas.clip(to: layout.scene)
            scaleToWindow(layerCanvas)
            labels.drawAll(on: layerCanvas)
        }
        return labelLayer
    }

    /// Makes `canvas` draw scene points where the window shows them.
    private func scaleToWindow(_ canvas: Canvas) {
        if layout.scale != 1 { canvas.concatenate(AffineTransform(scaleX: layout.scale, y: layout.scale)) }
    }

    /// The scene layer with the outlines of the views the lesson's search has not reached,
    /// drawn again only when the scene or the set of visited views changes (not as the
    /// search animates); nil when there are none to draw or no layer could be made.
    private func outlined(_ scene: ImageSurface, _ session: LabSession, fingerprint: Int) -> ImageSurface? {
        guard let moment = session.sceneMoment, moment.shownHitIndex != nil,
              session.scene.allViews.count <= HitTestOverlay.unvisitedOutlineLimit else { return nil }
        if underlay == nil {
            underlay = try? LayerCache(size: layout.scene.size, tag: LabRegion.scene.rawValue,
                                       layer: LabRegion.contentLayer)
        }
        var key = Hasher()
        key.combine(fingerprint)
        key.combine(Set(moment.visits.keys))
        key.combine(Set(moment.overrides.keys))
        return underlay?.image(key: key.finalize()) { layerCanvas in
            layerCanvas.copyImage(scene, at: .zero)
            scaleToWindow(layerCanvas)
            HitTestOverlay(style: style, canvas: layerCanvas).drawUnvisitedOutlines(moment, scene: session.scene)
        }
    }

    /// The overlays but the fingers' shapes (drawn over them all, under the labels) draw
    /// their shapes at once and offer their labels to one layout pass, most important first;
    /// returns the labels, for drawing over every shape. The views' own text and what the
    /// lesson is about (the fingers, a small hit view or touch area) are what the labels
    /// avoid covering.
    private func drawStillOverlays(_ session: LabSession, hints sceneHints: [SceneHintOverlay.Hint],
                                   on canvas: Canvas, outlinesUnvisited: Bool) -> OverlayLabels {
        let obstacles = sceneLayer.text.map { Self.scenePoints($0.rect, scale: layout.scale) }
            + SceneMarkers.obstacles(SceneMarkers.markers(session, hints: sceneHints))
        let board = LabelBoard(region: layout.sceneBounds, obstacles: obstacles, memory: labelMemory)
        let labels = OverlayLabels(canvas: canvas, board: board, scale: layout.scale)
        // A lesson begun before an inspector change is not drawn over the changed scene.
        let moment = session.sceneMoment
        let hitTest = HitTestOverlay(style: style, canvas: canvas)
        let hints = SceneHintOverlay(style: style, canvas: canvas)
        hints.drawShapes(sceneHints)
        if let moment {
            hitTest.draw(moment, scene: session.scene, labels: labels, outlinesUnvisited: outlinesUnvisited)
            OverrideNotes(style: style, canvas: canvas).draw(moment, labels: labels)
            ChainOverlay(style: style, canvas: canvas).draw(moment, labels: labels)
            EventOverlay(style: style, canvas: canvas).draw(moment, scene: session.scene, labels: labels)
        }
        TouchOverlay(style: style, canvas: canvas).addLabels(session, labels: labels)
        hints.addLabels(sceneHints, labels: labels)
        if let moment { hitTest.drawUnvisitedTags(moment, scene: session.scene, labels: labels) }
        labels.addOmissionNote(font: style.small, words: words.notices)
        return labels
    }

    /// The scene's column around the scene (right of a narrow scene, the sliver above the
    /// timeline under a scaled one) in the canvas colour.
    private func fillAroundScene(_ canvas: Canvas) {
        let scene = layout.scene, top = layout.timeline.minY
        if scene.maxX < layout.timeline.width {
            canvas.fill(Rect(x: scene.maxX, y: 0, width: layout.timeline.width - scene.maxX, height: top), color: LabStyle.canvas)
        }
        if scene.maxY < top {
            canvas.fill(Rect(x: 0, y: scene.maxY.rounded(.down), width: scene.maxX, height: top - scene.maxY.rounded(.down)),
                        color: LabStyle.canvas)
        }
    }

    /// A rectangle of the window's scene area in scene points.
    private static func scenePoints(_ rect: Rect, scale: Double) -> Rect {
        guard scale != 1 else { return rect }
        return Rect(x: rect.minX / scale, y: rect.minY / scale, width: rect.width / scale, height: rect.height / scale)
    }
}
