import TouchKit
import TouchKitCairo
import TouchLabEngine

extension SceneRegion {
    /// The scene layer with the outlines of the views the lesson's search has not reached,
    /// drawn again only when the scene or the set of visited views changes (not as the
    /// search animates); nil when there are none to draw or no layer could be made.
    func outlined(_ scene: ImageSurface, _ input: SceneInput) -> ImageSurface? {
        guard let moment = input.overlaysMoment, moment.shownHitIndex != nil,
              input.scene.allViews.count <= HitTestOverlay.unvisitedOutlineLimit else { return nil }
        if underlay == nil {
            underlay = try? LayerCache(size: layout.scene.size, tag: LabRegion.scene.rawValue,
                                       layer: LabRegion.contentLayer)
        }
        let outlines = Outlines(views: input.views, visited: Set(moment.visits.keys), overridden: Set(moment.overrides.keys))
        return underlay?.image(outlines) { layerCanvas in
            layerCanvas.copyImage(scene, at: .zero)
            scaleToWindow(layerCanvas)
            HitTestOverlay(style: style, canvas: layerCanvas).drawUnvisitedOutlines(moment, scene: input.scene)
        }
    }

    /// Window pixels kept clear between the labels and the scene's right edge.
    static let rightEdgeRoom = 2.0

    /// The overlays but the fingers' shapes (drawn over them all, under the labels) draw
    /// their shapes at once and offer their labels to one layout pass, most important first;
    /// returns the labels, for drawing over every shape. The views' own text and what the
    /// lesson is about (the fingers, a small hit view or touch area) are what the labels
    /// avoid covering.
    /// `sceneText` is the text the scene's views drew (the scene layer's when nil).
    func drawStillOverlays(_ input: SceneInput, on canvas: Canvas, outlinesUnvisited: Bool,
                           sceneText: [TextLog.Entry]? = nil) -> OverlayLabels {
        let sceneHints = input.hints
        let texts = (sceneText ?? sceneLayer.text).map { Self.scenePoints($0.rect, scale: layout.scale) }
        let markers = SceneMarkers.markers(input.fingers, moment: input.overlaysMoment, hints: sceneHints)
        // Labels stop short of the scene's right edge: touching the panel beside it, a
        // label's pill reads as cut off there.
        let bounds = layout.sceneBounds
        let region = Rect(x: bounds.minX, y: bounds.minY, width: bounds.width - Self.rightEdgeRoom / layout.scale, height: bounds.height)
        let marked = SceneMarkers.obstacles(markers) + ScrolledStartNote.obstacles(input.fingers)
        // A hit view too small to read is shown enlarged in a corner; labels keep off that
        // inset and the part of the scene it enlarges. Only in a scene of views too many to
        // outline: in a smaller one the labels beside a small view (an enlarged touch area's
        // note, the finger's reading) are the lesson, and an inset would pull them apart.
        let crowded = input.scene.allViews.count > HitTestOverlay.unvisitedOutlineLimit
        let inset = !crowded ? nil : HitViewInset.make(input.overlaysMoment, scale: layout.scale, region: region,
                                      avoiding: texts + marked + markers.map(\.rect))
        let obstacles = texts + marked + (inset.map { [$0.rect, $0.sourceFrame] } ?? [])
        let board = LabelBoard(region: region, obstacles: obstacles, memory: labelMemory)
        let labels = OverlayLabels(canvas: canvas, board: board, scale: layout.scale, sceneText: texts)
        labels.inset = inset
        // A hit view too large to be an obstacle still stays in sight: only its own labels
        // and those of the views inside it may lie over it.
        labels.guarded = markers.filter { $0.kind == .hitView }.map(\.rect)
        labels.marked = SceneMarkers.obstacles(markers)
        labels.touchAreas = sceneHints.filter { $0.isTouchArea && $0.outline.isDrawable }.map { ($0.view, $0.outline.boundingBox) }
        // One pass into a buffer of the views' count: the filtered copy and a doubling
        // buffer were each a few hundred kB at 10,000 views, at the window's peak.
        var drawnViews: [(view: View, rect: Rect)] = []
        drawnViews.reserveCapacity(input.scene.allViews.count)
        for view in input.scene.allViews where Self.isDrawn(view) {
            if let visible = ClippedView(view).visible { drawnViews.append((view, visible)) }
        }
        labels.drawnViews = drawnViews
        // A lesson begun before an inspector change is not drawn over the changed scene.
        let moment = input.overlaysMoment
        let captions = moment.map { OverrideNotes.fingerCaptions($0, fingers: input.fingers, words: words.overlays) } ?? [:]
        var hitTest = HitTestOverlay(style: style, canvas: canvas)
        let hints = SceneHintOverlay(style: style, canvas: canvas)
        let fingerLabels = TouchOverlay(style: style, canvas: canvas)
        // A pinch's or rotation's view drawn as they turn it goes under every other overlay.
        let values = ValuesOverlay(style: style, canvas: canvas, language: words.language, views: views)
        if let moment { values.drawUnder(moment, scene: input.scene, sparing: texts) }
        hints.drawShapes(sceneHints)
        if let moment {
            // While a recognizer runs its values are what the lesson is about: they are
            // placed first, beside their view, before the search's badges fill the room.
            values.draw(moment, scene: input.scene, labels: labels)
            // A finger telling an override's answer next, the note with it where there is
            // room; else the note sits beside the view it explains, before the search's badges
            // take the room there.
            let told = fingerLabels.addLabels(input.fingers, labels: labels, captions: captions, captioned: true)
            OverrideNotes(style: style, canvas: canvas).draw(moment, labels: labels, toldByFingers: told)
            hitTest.overridesTold = told
            // Once the touch has moved on, the delivery and the recognizers' news are placed
            // before the folded search's label.
            let folded = moment.searchIsPast
            if !folded { hitTest.draw(moment, scene: input.scene, labels: labels, outlinesUnvisited: outlinesUnvisited) }
            ChainOverlay(style: style, canvas: canvas).draw(moment, labels: labels)
            EventOverlay(style: style, canvas: canvas).draw(moment, scene: input.scene, labels: labels)
            if folded { hitTest.draw(moment, scene: input.scene, labels: labels, outlinesUnvisited: outlinesUnvisited) }
        }
        let undelivered = moment.map { UndeliveredTouches.fingerCaptions($0, words: words.overlays) } ?? [:]
        fingerLabels.addLabels(input.fingers, labels: labels, captions: captions, undelivered: undelivered, captioned: false)
        ScrolledStartNote(style: style).addLabels(input.fingers, labels: labels)
        hints.addLabels(sceneHints, labels: labels)
        if let moment {
            UnaskedViewNote(style: style, words: words.overlays).draw(moment, scene: input.scene, labels: labels)
            hitTest.drawUnvisitedTags(moment, scene: input.scene, labels: labels)
        }
        labels.addOmissionNote(font: style.small, words: words.notices)
        // Last, so they bend around every label.
        labels.drawArrows()
        if let namelessRenderer {
            inset?.draw(on: canvas, scale: layout.scale, window: input.scene.window, views: namelessRenderer, style: style)
        }
        labels.finishPlacing()
        return labels
    }

    /// The scene's column around the scene (right of a narrow scene, the sliver above the
    /// timeline under a scaled one) in the canvas colour.
    func fillAroundScene(_ canvas: Canvas) {
        let scene = layout.scene, top = layout.timeline.minY
        if scene.maxX < layout.timeline.width {
            canvas.fill(Rect(x: scene.maxX, y: 0, width: layout.timeline.width - scene.maxX, height: top), color: LabStyle.canvas)
        }
        if scene.maxY < top {
            canvas.fill(Rect(x: 0, y: scene.maxY.rounded(.down), width: scene.maxX, height: top - scene.maxY.rounded(.down)),
                        color: LabStyle.canvas)
        }
    }

    /// Whether `view` is drawn: neither it nor an ancestor hidden or transparent.
    static func isDrawn(_ view: View) -> Bool {
        var current: View? = view
        while let next = current {
            if next.isHidden || next.alpha < 0.01 { return false }
            current = next.superview
        }
        return true
    }

    /// A rectangle of the window's scene area in scene points.
    static func scenePoints(_ rect: Rect, scale: Double) -> Rect {
        guard scale != 1 else { return rect }
        return Rect(x: rect.minX / scale, y: rect.minY / scale, width: rect.width / scale, height: rect.height / scale)
    }
}
