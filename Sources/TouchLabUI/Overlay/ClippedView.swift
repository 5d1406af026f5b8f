import TouchKit
import TouchKitCairo

/// A view as the scene draws it once the ancestors that clip to their bounds (a scroll
/// view, a clipping container) have cut it: a list's rows scrolled out of sight are not
/// drawn, so nothing of the lab may be drawn for them over the rows that are.
@MainActor
struct ClippedView {
    /// The view's window rectangle, whole (`HitTestOverlay.windowRect(of:)`).
    let rect: Rect
    /// The window rectangle its clipping ancestors leave in sight; nil when none clips.
    let clip: Rect?

    init(_ view: View) {
        rect = HitTestOverlay.windowRect(of: view)
        var area: Rect?
        var ancestor = view.superview
        while let each = ancestor {
            if each.clipsToBounds {
                let bounds = HitTestOverlay.windowRect(of: each)
                area = area.map { $0.intersection(bounds) ?? Rect(origin: bounds.origin, size: .zero) } ?? bounds
            }
            ancestor = each.superview
        }
        clip = area
        self.view = view
    }

    private let view: View

    /// The part of the view drawn; nil when its ancestors hide all of it.
    var visible: Rect? {
        guard let clip else { return rect }
        return rect.intersection(clip)
    }

    /// What a label about the view points at, and where it must not lie: the part drawn;
    /// for a view hidden entirely, the edge of its clipping ancestors' area it lies beyond,
    /// the label kept out of every clipping view's area in the scene, so it never sits on
    /// rows still in sight (its own list's or another's).
    var labelAnchor: (rect: Rect, keepOff: [Rect]) {
        if let visible { return (visible, []) }
        guard let clip, !clip.isEmpty else { return (rect, []) }
        return (Self.edge(of: clip, toward: rect), [clip] + Self.clippingAreas(around: view))
    }

    /// The area each view of `view`'s scene that clips its subviews shows them in.
    private static func clippingAreas(around view: View) -> [Rect] {
        var root = view
        while let parent = root.superview { root = parent }
        var areas: [Rect] = []
        var pending = [root]
        while let each = pending.popLast() {
            if each.isHidden { continue }
            if each.clipsToBounds, !each.subviews.isEmpty, let area = ClippedView(each).visible { areas.append(area) }
            pending.append(contentsOf: each.subviews)
        }
        return areas
    }

    /// `preferred` places (top-left corners of a label of `size`) with those that would
    /// lie on `keepOff` moved last, so that the search for a free place starts outside it.
    static func outsideFirst(_ preferred: [Point], size: Size, keepOff: [Rect]) -> [Point] {
        guard !keepOff.isEmpty else { return preferred }
        func clear(_ point: Point) -> Bool {
            let rect = Rect(origin: point, size: size)
            return !keepOff.contains { $0.intersection(rect) != nil }
        }
        return preferred.filter(clear) + preferred.filter { !clear($0) }
    }

    /// A one-point strip along the side of `clip` that `rect` (lying outside it) is beyond,
    /// across the span the two share (the point nearest it where they share none).
    static func edge(of clip: Rect, toward rect: Rect) -> Rect {
        let below = rect.minY - clip.maxY, above = clip.minY - rect.maxY
        let right = rect.minX - clip.maxX, left = clip.minX - rect.maxX
        func span(_ low: Double, _ high: Double, _ clipLow: Double, _ clipHigh: Double) -> (Double, Double) {
            let start = max(low, clipLow), end = min(high, clipHigh)
            if end > start { return (start, end - start) }
            let nearest = min(max((low + high) / 2, clipLow), clipHigh - 1)
            return (nearest, 1)
        }
        if max(below, above) >= max(right, left) {
            let (x, width) = span(rect.minX, rect.maxX, clip.minX, clip.maxX)
            return Rect(x: x, y: below >= above ? clip.maxY - 1 : clip.minY, width: width, height: 1)
        }
        let (y, height) = span(rect.minY, rect.maxY, clip.minY, clip.maxY)
        return Rect(x: right >= left ? clip.maxX - 1 : clip.minX, y: y, width: 1, height: height)
    }

    /// Strokes `outlines` (one per view of `views`) cut to what each view's clipping
    /// ancestors leave in sight; views they hide entirely get none.
    static func stroke(_ views: [View], inset: Double, on canvas: Canvas, width: Double,
                       setSource: (_ aligned: Bool) -> Void) {
        var groups: [(clip: Rect?, outlines: [ViewOutline])] = []
        for view in views {
            let clipped = ClippedView(view)
            guard clipped.visible != nil else { continue }
            let outline = ViewOutline(of: view, inset: inset)
            if let index = groups.firstIndex(where: { $0.clip == clipped.clip }) {
                groups[index].outlines.append(outline)
            } else {
                groups.append((clipped.clip, [outline]))
            }
        }
        for group in groups {
            guard let clip = group.clip else {
                ViewOutline.stroke(group.outlines, on: canvas, width: width, setSource: setSource)
                continue
            }
            canvas.withSavedState {
                canvas.beginPath()
                canvas.addRect(clip)
                canvas.clip()
                ViewOutline.stroke(group.outlines, on: canvas, width: width, setSource: setSource)
            }
        }
    }
}
