import TouchKit
import TouchKitCairo

/// A drawn panel cut into units, so that a frame can redraw only the units that changed.
///
/// The frame of the tree is the window, its root view, the sections' containers, and below
/// them any plain view that draws nothing of its own; every other view is a unit, drawn
/// with its subtree. A unit's key hashes what its subtree shows (not which objects show it:
/// the sections rebuild their rows with the same text at most refreshes), where, under
/// which clips, and the keys of the earlier units it overlaps, so wherever no unit's key
/// appeared or disappeared between two frames, the two frames have the same pixels.
@MainActor
struct PanelUnits {
    struct Unit {
        let view: View
        var key: Int
        /// Where its bounds' origin is, in layer pixels.
        let origin: Point
        /// What the unit can paint, in layer pixels, rounded out to whole pixels (`finish`).
        var extent = Rect.zero
        /// It paints antialiased edges (rounded or fractional shapes, strokes, controls):
        /// Cairo rasterizes such a shape a little differently when a clip cuts through it,
        /// so a redraw must take in the whole unit, never a part of it. Text and whole-pixel
        /// rectangles come out the same under any clip.
        var isSmooth = false
    }

    /// What switches, sliders and other controls paint outside their bounds (shadows), as
    /// `DrawnExtent` allows. A button paints inside its bounds (its fill, its inset ring, its
    /// fitted title), so it takes the text's margin: with 8 points each, the playback row's
    /// buttons (6 apart) reached one another and a new step count redrew the whole row.
    static let controlMargin = 8.0
    /// What text and shapes can spill past their view's bounds (a glyph's overhang).
    static let margin = 2.0
    private(set) var units: [Unit] = []
    /// Everything about the frame's views; when it changes the panel is drawn whole.
    private(set) var skeletonKey = 0
    /// False when the tree has what this cutting does not follow (a transform, a translucent
    /// or text-drawing frame view, views' names shown): the panel is then drawn whole.
    private(set) var isCut = true
    private var byView: [ObjectIdentifier: Int] = [:]
    private var frameViews = 0

    init(_ root: View, renderer: ViewRenderer) {
        var frame = Hasher()
        if renderer.options.showsNames { isCut = false }
        visit(root, isRoot: true, depth: 0, origin: .zero, clipKey: 0, parent: 0, renderer: renderer, frame: &frame)
        skeletonKey = frame.finalize()
    }

    private var isFinished = false

    /// Works out what only drawing needs (a frame whose content key is unchanged is not
    /// drawn): the units' extents and smoothness, their index by view, and their keys with
    /// the earlier units they overlap.
    mutating func finish() {
        guard !isFinished else { return }
        isFinished = true
        for index in units.indices {
            byView[ObjectIdentifier(units[index].view)] = index
            (units[index].extent, units[index].isSmooth) = look(of: units[index].view, at: units[index].origin)
        }
        orderKeys()
    }

    /// The unit `view` is, if it is one.
    func index(of view: View) -> Int? { byView[ObjectIdentifier(view)] }

    /// The window, its root and the sections' containers (depth ≤ 2), and plain views that
    /// draw nothing and hold others.
    /// Whether `view` paints something of its own under its subviews.
    private static func paints(_ view: View) -> Bool {
        (view.backgroundColor?.alpha ?? 0) > 0 || view.borderWidth > 0
    }

    private static func isFrame(_ view: View, depth: Int) -> Bool {
        if depth <= 2 { return true }
        return type(of: view) == View.self && !view.subviews.isEmpty && !paints(view)
    }

    private mutating func visit(_ view: View, isRoot: Bool, depth: Int, origin: Point, clipKey: Int, parent: Int,
                                renderer: ViewRenderer, frame: inout Hasher) {
        let isFrame = Self.isFrame(view, depth: depth)
        guard !view.isHidden, view.alpha > 0 else {
            if isFrame { frame.combine(renderer.contentFingerprint(of: view)) }
            return
        }
        guard !view.isTransformed else { return isCut = false }
        let step = view.transformToSuperview
        let here = Point(x: origin.x + step.tx - (isRoot ? view.frame.minX : 0),
                         y: origin.y + step.ty - (isRoot ? view.frame.minY : 0))
        guard isFrame else { return addUnit(view, at: here, clipKey: clipKey, parent: parent, renderer: renderer) }
        if view.alpha < 1 || !(type(of: view) == View.self || view is Window) { isCut = false }
        // The frame is drawn under every clip: only whole-pixel rectangles come out the same.
        if Self.paints(view), view.cornerRadius > 0 || view.borderWidth > 0
            || !Self.isWholePixels(view.bounds.offsetBy(dx: here.x, dy: here.y)) { isCut = false }
        frameViews += 1
        let ordinal = frameViews
        frame.combine(depth)
        frame.combine(renderer.contentFingerprint(of: view, includingSubviews: false))
        frame.combine(here)
        frame.combine(clipKey)
        var clip = clipKey
        if view.clipsToBounds {
            var hasher = Hasher()
            hasher.combine(clipKey)
            hasher.combine(view.bounds.offsetBy(dx: here.x, dy: here.y))
            hasher.combine(view.cornerRadius)
            clip = hasher.finalize()
        }
        for subview in view.subviews {
            visit(subview, isRoot: false, depth: depth + 1, origin: here, clipKey: clip, parent: ordinal,
                  renderer: renderer, frame: &frame)
        }
    }

    private mutating func addUnit(_ view: View, at origin: Point, clipKey: Int, parent: Int, renderer: ViewRenderer) {
        var hasher = Hasher()
        hasher.combine(renderer.contentFingerprint(of: view))
        hasher.combine(origin)
        hasher.combine(clipKey)
        hasher.combine(parent)
        units.append(Unit(view: view, key: hasher.finalize(), origin: origin))
    }

    /// The view's bounds and its visible descendants' (down to a clipping view), grown by
    /// the margin, in layer pixels; and whether any of them paints antialiased edges.
    private mutating func look(of view: View, at origin: Point) -> (extent: Rect, isSmooth: Bool) {
        var extent = view.bounds.offsetBy(dx: origin.x, dy: origin.y)
        var isSmooth = Self.isSmooth(view, extent), hasControls = Self.paintsOutside(view)
        var pending: [(View, Point)] = view.subviews.map { ($0, origin) }
        while let (child, parentOrigin) = pending.popLast() {
            guard !child.isHidden, child.alpha > 0 else { continue }
            if child.isTransformed { isCut = false }
            let step = child.transformToSuperview
            let childOrigin = Point(x: parentOrigin.x + step.tx, y: parentOrigin.y + step.ty)
            let rect = child.bounds.offsetBy(dx: childOrigin.x, dy: childOrigin.y)
            isSmooth = isSmooth || Self.isSmooth(child, rect)
            hasControls = hasControls || Self.paintsOutside(child)
            if !view.clipsToBounds { extent = extent.union(rect) }
            pending += child.subviews.map { ($0, childOrigin) }
        }
        let margin = hasControls ? Self.controlMargin : Self.margin
        return (Self.roundedOut(extent.outset(by: EdgeInsets(all: margin))), isSmooth)
    }

    /// Controls (a bare `Control` draws only its background) and views of other classes,
    /// which may draw anything.
    private static func isControl(_ view: View) -> Bool {
        !(type(of: view) == View.self || type(of: view) == Control.self || view is Label)
    }

    /// Views that may paint outside their bounds: controls other than a button.
    private static func paintsOutside(_ view: View) -> Bool {
        isControl(view) && type(of: view) != Button.self
    }

    private static func isSmooth(_ view: View, _ rect: Rect) -> Bool {
        view.alpha < 1 || isControl(view) || view.borderWidth > 0
            || paints(view) && (view.cornerRadius > 0 || !isWholePixels(rect))
    }

    private static func isWholePixels(_ rect: Rect) -> Bool {
        [rect.minX, rect.minY, rect.maxX, rect.maxY].allSatisfy { $0 == $0.rounded() }
    }

    private static func roundedOut(_ grown: Rect) -> Rect {
        let minX = grown.minX.rounded(.down), minY = grown.minY.rounded(.down)
        return Rect(x: minX, y: minY, width: grown.maxX.rounded(.up) - minX, height: grown.maxY.rounded(.up) - minY)
    }

    /// Each unit's key takes in the keys of the earlier units it overlaps: where units
    /// overlap, the order they are drawn in shows.
    private mutating func orderKeys() {
        let own = units.map(\.key)
        for index in units.indices {
            var hasher = Hasher()
            hasher.combine(own[index])
            for earlier in 0..<index where units[earlier].extent.intersection(units[index].extent) != nil {
                hasher.combine(own[earlier])
            }
            units[index].key = hasher.finalize()
        }
    }
}
