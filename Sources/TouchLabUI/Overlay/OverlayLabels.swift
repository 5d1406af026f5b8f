import TouchKit
import TouchKitCairo

/// One part of an overlay label: a numbered disc (a hit-test visit), a numbered rounded
/// square (a responder-chain hop: told apart from a visit by its shape, not only its
/// colour) or a rounded tag of text.
enum LabelPiece: Hashable {
    case disc(String, radius: Double, font: Font, fill: Color)
    case tile(String, side: Double, font: Font, fill: Color)
    case pill(String, font: Font, fill: Color, textColor: Color = .white)

    static func == (a: LabelPiece, b: LabelPiece) -> Bool {
        switch (a, b) {
        case let (.disc(text, radius, font, fill), .disc(otherText, otherRadius, otherFont, otherFill)):
            text == otherText && radius == otherRadius && same(font, otherFont) && fill == otherFill
        case let (.tile(text, side, font, fill), .tile(otherText, otherSide, otherFont, otherFill)):
            text == otherText && side == otherSide && same(font, otherFont) && fill == otherFill
        case let (.pill(text, font, fill, ink), .pill(otherText, otherFont, otherFill, otherInk)):
            text == otherText && same(font, otherFont) && fill == otherFill && ink == otherInk
        default: false
        }
    }

    func hash(into hasher: inout Hasher) {
        switch self {
        case let .disc(text, radius, font, fill):
            hasher.combine(0)
            hasher.combine(text)
            hasher.combine(radius)
            Self.hash(font, into: &hasher)
            hasher.combine(fill)
        case let .tile(text, side, font, fill):
            hasher.combine(2)
            hasher.combine(text)
            hasher.combine(side)
            Self.hash(font, into: &hasher)
            hasher.combine(fill)
        case let .pill(text, font, fill, ink):
            hasher.combine(1)
            hasher.combine(text)
            Self.hash(font, into: &hasher)
            hasher.combine(fill)
            hasher.combine(ink)
        }
    }

    /// Fonts are the same face (one object per face) at the same size.
    private static func same(_ a: Font, _ b: Font) -> Bool { a.face === b.face && a.size == b.size }

    private static func hash(_ font: Font, into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(font.face))
        hasher.combine(font.size)
    }
}

/// The labels drawn over the scene in one frame. Overlays offer their labels here, most
/// important first; each is placed at once by the frame's `LabelBoard` (so later ones
/// avoid it) and drawn at the end, above every outline and arrow. A label that had to
/// move away from what it describes gets a thin leader line back to it.
///
/// A scene shown small (the labels keep their pixel size) may not hold every label: one
/// with no room near what it names loses its last pieces (a visit keeps its number), one
/// with no room at all is left out, and `addOmissionNote` says how many in a corner.
@MainActor
final class OverlayLabels {
    private let canvas: Canvas
    private(set) var board: LabelBoard
    /// A label where it went: what it says, what it points at, whether it is whole, the
    /// finger it fades with.
    /// `rows`: how many rows its pieces are stacked in (1: side by side).
    private typealias Placed = (pieces: [LabelPiece], rect: Rect, anchor: Rect?, whole: Bool, fading: Int?, rows: Int)
    private var placed: [Placed] = [] { didSet { leaderRoutes = nil } }
    /// The alpha each fading label is drawn with now, by the finger it follows (a lifted
    /// finger's readout fades with the clock, set for each frame: where labels go does not
    /// depend on it, so the overlays need not be laid out again while one fades).
    var fades: [Int: Double] = [:]
    /// How many labels were shortened or left out for want of room.
    private(set) var omitted = 0
    /// Space between the pieces of one label.
    static let pieceGap = 3.0
    /// A label farther than this from its anchor is joined to it by a leader line.
    static let leaderDistance = 6.0

    /// Window pixels per scene point: a scene shown scaled down keeps its labels at their
    /// full size (legible), placed in scene points like everything else over the scene.
    private let scale: Double

    /// The scene's own text (views' names and titles), in scene points: connectors keep off it.
    private let sceneText: [Rect]
    private var arrows: [PendingArrow] = []
    /// The arrows as drawn by `drawArrows`, each along the curve it took.
    private(set) var arrowLines: [Connector] = []

    init(canvas: Canvas, board: LabelBoard, scale: Double = 1, sceneText: [Rect] = []) {
        self.canvas = canvas
        self.board = board
        self.scale = scale
        self.sceneText = sceneText
    }

    /// An arrow from `start` to `end` (usually two labels' marks) joining two views of
    /// `path` (the chain's hops, the search's answers), curved by `bend` when that crosses
    /// no label, no scene text and no drawn view off the path; drawn by `drawArrows` once
    /// every label is placed.
    func addArrow(from start: Point, to end: Point, color: Color, width: Double = 2, bend: Double,
                  kind: Connector.Kind, path: [View], progress: Double = 1) {
        arrows.append(PendingArrow(start: start, end: end, color: color, width: width, bend: bend, kind: kind,
                                   progress: progress, views: views(offPath: path)))
    }

    /// The scene's drawn views, with their rectangles (scene points) as `views` holds them.
    var drawnViews: [(view: View, rect: Rect)] = [] {
        didSet { columns = nil }
    }

    /// The drawn views a line joining views of `path` goes round: all but those of the
    /// path and the views holding them (a line between two views inside one runs in it).
    /// A scene of more views than the unvisited outlines are drawn for is a texture of them:
    /// a line goes across it rather than round each.
    func views(offPath path: [View]) -> [Rect] {
        guard drawnViews.count <= HitTestOverlay.unvisitedOutlineLimit else { return [] }
        let involved = Set(path.flatMap(\.ancestry).map(ObjectIdentifier.init))
        // A dashed touch area is gone round even by a line about its own view (from the
        // view's answer, outside it): across it, the line reads as part of the area.
        return drawnViews.filter { !involved.contains(ObjectIdentifier($0.view)) }.map(\.rect) + touchAreas.map(\.rect)
    }

    /// The enlarged touch areas drawn (dashed), by view, scene points: lines keep off them
    /// as off a view off their path.
    var touchAreas: [(view: View, rect: Rect)] = []

    /// Draws the arrows offered, each along the first of a few curves (its own bend, the
    /// other side, straight, farther out) that crosses no label's box, no scene text and
    /// no view off its path but the labels and views it starts or ends on; where every
    /// curve crosses some, along a path around them (`Connector.detour`), or the line
    /// crossing fewest.
    func drawArrows() {
        let obstacles = placed.map(\.rect) + sceneText + (inset.map { [$0.rect] } ?? [])
        for arrow in arrows {
            var line = Connector.route(from: arrow.start, to: arrow.end, bend: arrow.bend, width: arrow.width,
                                       avoiding: obstacles, names: sceneText, views: arrow.views,
                                       within: board.region, cell: gridCell)
            line.kind = arrow.kind
            if arrow.progress < 1 {
                // Recorded as drawn: the part grown so far.
                var grown = Connector(points: line.leading(arrow.progress, from: arrow.start, to: arrow.end), ends: line.ends)
                grown.kind = arrow.kind
                arrowLines.append(grown)
                canvas.drawArrow(along: grown.points, color: arrow.color, width: arrow.width)
                continue
            }
            arrowLines.append(line)
            if let control = line.control {
                canvas.drawArrow(from: arrow.start, to: arrow.end, color: arrow.color, width: arrow.width, control: control)
            } else {
                canvas.drawArrow(along: line.points, color: arrow.color, width: arrow.width)
            }
        }
        arrows.removeAll()
    }

    /// Every label placed and every arrow drawn: works out the leader lines (they need the
    /// views) and lets go of what only placing reads. The labels stay as long as the frame
    /// they were drawn for; at 10,000 views the views and their rectangles are about 0.7 MB.
    func finishPlacing() {
        _ = leaders()
        drawnViews = []
        touchAreas = []
        board = LabelBoard(region: board.region)
    }

    /// The squares a detour is found on: 3 window pixels, whatever the scene's scale.
    private var gridCell: Double { 3 / scale }

    /// Each label's leader line (nil: it sits by its anchor and has none), routed once.
    private var leaderRoutes: [Connector?]?

    private func leaders() -> [Connector?] {
        if let leaderRoutes { return leaderRoutes }
        let obstacles = placed.map(\.rect) + sceneText + (inset.map { [$0.rect] } ?? [])
        let region = board.region, cell = gridCell
        // Where the leaders drawn so far end, by anchor: several about one small button end
        // apart on its edge, each traceable to its own point.
        var ends: [(anchor: Rect, point: Point)] = []
        let apart = Self.leaderEndsApart / scale
        let routes = placed.map { label -> Connector? in
            guard let anchor = label.anchor else { return nil }
            let start = Self.nearestPoint(in: label.rect, to: anchor.center)
            let nearest = Self.nearestPoint(in: anchor, to: start)
            guard start.distance(to: nearest) > Self.leaderDistance || isAmbiguous(label.rect, anchor: anchor) else { return nil }
            let end = Self.spread(nearest, on: anchor, apartFrom: ends.filter { $0.anchor == anchor }.map(\.point), by: apart)
            let others = obstacles.filter { $0 != label.rect }
            func route(_ start: Point, _ end: Point, detour: Bool) -> Connector {
                // Bent in proportion to its length: a short leader is a tick, not a loop.
                let bend = min(16, max(0.5, start.distance(to: end) / 4))
                return Connector.route(from: start, to: end, bend: bend, width: 1.25, avoiding: others, names: sceneText,
                                       within: region, detour: detour, cell: cell)
            }
            func cost(_ line: Connector, margin: Double = 1.625) -> Int { line.cost(of: others, names: sceneText, margin: margin) }
            var best = route(start, end, detour: false)
            // Blocked (a label between the two): leave from the label's other edges, reach the
            // anchor's nearest edge from there; else take the shortest way round from the
            // label's edge to the anchor's uncovered part. Where there is none, labels lying
            // on the anchor are where the line ends, as an arrow's end labels are: the way
            // may reach the anchor through them rather than cross others.
            if cost(best) > 0 {
                let rect = label.rect
                let starts = [Point(x: rect.minX, y: rect.midY), Point(x: rect.maxX, y: rect.midY),
                              Point(x: rect.midX, y: rect.minY), Point(x: rect.midX, y: rect.maxY)]
                var clear: Connector?
                for other in starts where other != start {
                    let candidate = route(other, Self.nearestPoint(in: anchor, to: other), detour: false)
                    if cost(candidate) == 0 {
                        clear = candidate
                        break
                    }
                }
                if let clear {
                    best = clear
                } else {
                    // A way through the labels on the anchor is free on the grid, so it is
                    // sought only where every way to the uncovered part crosses something:
                    // it may cut through one of them that it then does not end on.
                    let covering = onAnchor(anchor, apartFrom: label.rect)
                    for ends in covering.isEmpty ? [[]] : [[], covering] {
                        guard let points = Connector.detour(from: label.rect, to: anchor, margin: 1.625, cell: cell,
                                                            avoiding: others, names: sceneText, ends: ends,
                                                            within: region) else { continue }
                        let around = Connector(points: points, ends: Connector.endRects(of: others, start: points[0], end: points[points.count - 1]))
                        // Weighed by what each line goes through, not what it grazes: a way round
                        // leaving its label by a neighbouring disc passes within a point of it.
                        if cost(around, margin: 0) < cost(best, margin: 0) { best = around }
                        if cost(best, margin: 0) == 0 { break }
                    }
                }
            }
            // A way round far longer than the gap (a loop out past a stack of labels about
            // the same view, or about one overlapping it: its touch area) reads as pointing
            // elsewhere: the straight way under those labels, where it crosses nothing else,
            // points at the view.
            let direct = start.distance(to: end)
            if best.length > max(3 * direct, direct + 60) {
                let siblings = placed.filter { other in
                    other.rect != label.rect && other.anchor.map { LabelBoard.overlaps($0, anchor, gap: 0) } == true
                }.map(\.rect)
                let rest = others.filter { !siblings.contains($0) }
                let straight = Connector.route(from: start, to: end, bend: 0.5, width: 1.25, avoiding: rest, names: sceneText,
                                               within: region, detour: false, cell: cell)
                if straight.cost(of: rest, names: sceneText, margin: 1.625) == 0 {
                    best = Connector(points: straight.points, ends: straight.ends + siblings, control: straight.control)
                }
            }
            var line = best
            line = Connector(points: line.points, ends: line.ends + [label.rect], kind: .leader, control: line.control)
            ends.append((anchor, line.points.last ?? end))
            return line
        }
        leaderRoutes = routes
        return routes
    }

    /// How far apart (window pixels) leaders about one anchor end where its edge has room.
    static let leaderEndsApart = 6.0

    /// `end`, a point of `anchor`'s edge, slid along that edge to the nearest point at least
    /// `distance` from each of `taken`; `end` itself where it is or the edge has no such point.
    nonisolated static func spread(_ end: Point, on anchor: Rect, apartFrom taken: [Point], by distance: Double) -> Point {
        func clear(_ point: Point) -> Bool { !taken.contains { $0.distance(to: point) < distance } }
        guard !clear(end) else { return end }
        let horizontal = end.y == anchor.minY || end.y == anchor.maxY
        let vertical = end.x == anchor.minX || end.x == anchor.maxX
        let step = distance / 4
        for index in 1...Int(4 * max(anchor.width, anchor.height) / distance) + 1 {
            for sign in [1.0, -1.0] {
                let offset = sign * step * Double(index)
                let moves = (horizontal ? [Point(x: end.x + offset, y: end.y)] : [])
                    + (vertical ? [Point(x: end.x, y: end.y + offset)] : [])
                let onEdge = { (point: Point) in
                    point.x >= anchor.minX && point.x <= anchor.maxX && point.y >= anchor.minY && point.y <= anchor.maxY
                }
                if let point = moves.first(where: { onEdge($0) && clear($0) }) { return point }
            }
        }
        return end
    }

    /// The labels but `label` lying on `anchor` or against its edge (within 2 points, as a
    /// line's end labels are found).
    private func onAnchor(_ anchor: Rect, apartFrom label: Rect) -> [Rect] {
        placed.map(\.rect).filter { $0 != label && LabelBoard.overlaps($0, anchor, gap: 2) }
    }

    /// The scene's views (window rectangles in scene points): a label no nearer its own
    /// view than to one of these could be read as that one's, so it gets a leader line.
    /// (Read from `drawnViews`, not copied: 312 kB at 10,000 views, held while labels are placed.)
    var views: LazyMapSequence<[(view: View, rect: Rect)], Rect> { drawnViews.lazy.map(\.rect) }

    /// Whether a label at `rect` lies as near some other view as to `anchor` (one neither
    /// holding nor held by it: a parent is always near).
    func isAmbiguous(_ rect: Rect, anchor: Rect) -> Bool {
        let own = Self.distance(rect, anchor)
        guard own > 0.5 else { return false }
        return views.contains { view in
            view != anchor && !Self.holds(view, anchor) && !Self.holds(anchor, view) && Self.distance(rect, view) <= own
        }
    }

    /// How much nearer than `anchor` a label at `rect` lies to the nearest view it could be
    /// taken for (as `isAmbiguous` counts them); 0 or less where none is nearer.
    func misread(_ rect: Rect, anchor: Rect) -> Double {
        let own = Self.distance(rect, anchor)
        let nearest = views.lazy.filter { $0 != anchor && !Self.holds($0, anchor) && !Self.holds(anchor, $0) }
            .map { Self.distance(rect, $0) }.min() ?? .infinity
        return own - nearest
    }

    /// What the lesson marks (fingers, small hit views and touch areas), scene points.
    var marked: [Rect] = []

    /// The inset showing a small hit view enlarged, when the frame has one: arrows and
    /// leader lines go round it, and `--describe` lists it as a region.
    var inset: HitViewInset? = nil

    /// `rect` with the marked rectangles meeting it (and those meeting them) where a small
    /// enlarged touch area meets it: the button, its dashed area and the finger on them,
    /// which a label about any of them has to sit beside, not on. Else `rect`.
    func markedCluster(around rect: Rect) -> Rect {
        let areas = touchAreas.map(\.rect).filter { marked.contains($0) }
        guard areas.contains(where: { LabelBoard.overlaps($0, rect, gap: 0) }) else { return rect }
        var cluster = rect, grown = true
        while grown {
            grown = false
            for mark in marked where !Self.holds(cluster, mark) && LabelBoard.overlaps(mark, cluster, gap: 2) {
                cluster = cluster.union(mark)
                grown = true
            }
        }
        return cluster
    }

    /// The gap between two rectangles (0 where they meet).
    static func distance(_ a: Rect, _ b: Rect) -> Double {
        let dx = max(0, a.minX - b.maxX, b.minX - a.maxX), dy = max(0, a.minY - b.maxY, b.minY - a.maxY)
        return (dx * dx + dy * dy).squareRoot()
    }

    /// A responder-chain mark as drawn: what it says, the responders it names, the box of
    /// its mark (a hop's square, a controller's or the offstage responders' tag) in pixels
    /// from the scene's origin, and the window rectangle (scene points) of the view it
    /// names; nil for a responder that is not a view.
    struct HopMark: Equatable {
        let mark: String, names: [String], rect: Rect, view: Rect?
    }

    /// The chain's marks placed this frame, in chain order (`--describe`'s `hops`).
    private(set) var hopMarks: [HopMark] = []

    /// Records the chain mark that is the first piece of the label placed at `rect`.
    func recordHop(_ mark: String, names: [String], label pieces: [LabelPiece], at rect: Rect, view: Rect?) {
        guard let first = pieces.first else { return }
        let label = pixelRect(of: pieces, rows: 1, placed: rect), size = size(of: first)
        var box = Rect(x: label.minX, y: (label.midY - size.height / 2).rounded(), width: size.width, height: size.height)
        if case .tile(_, let side, _, _) = first { box = Rect(x: box.minX + 1.5, y: box.minY + 1.5, width: side, height: side) }
        hopMarks.append(HopMark(mark: mark, names: names, rect: box, view: view))
    }

    /// Every connector over the scene: the arrows drawn and the labels' leader lines.
    var connectors: [Connector] { arrowLines + leaders().compactMap { $0 } }

    /// Where each label's text lies (scene points), and the scene's own text.
    var textRects: (labels: [Rect], scene: [Rect]) { (placed.map(\.rect), sceneText) }

    /// Places a label made of `pieces` (most telling first) at the first free place of
    /// `preferred` (top-left corners, best first) or the free place nearest the first;
    /// `anchor` is what it describes. Where the whole label has no room near it, its
    /// shorter forms (the last pieces dropped) are tried. Returns where it went, nil when
    /// it was left out.
    /// `fading`: the finger whose readout this is; its pieces' fills are then multiplied by
    /// that finger's alpha in `fades` when drawn.
    ///
    /// A label never lies over its anchor (the view or marker it describes): `preferred`
    /// are places beside it, and the search keeps off it. Only where no place outside the
    /// anchor is free in the whole scene (the root view, a view filling the scene) does the
    /// label go inside it, at the first free place of `inside` or nearest to it: by default
    /// the anchor's inner top-left corner, so the label reads as a tab on its edge.
    ///
    /// Every label also keeps off the `guarded` views (the hit view) unless it describes
    /// one of them or a view inside one, and off `keepingOff` (views it must not hide).
    /// `stackedFirst`: its pieces are a note's lines, best read stacked (narrowest first), in
    /// one row only where no stacking fits.
    /// `reach`: the farthest (scene points) it may lie from its anchor; farther, it is left
    /// out without counting as cut (a row scrolled out of sight, named from its list's edge).
    @discardableResult
    func add(_ pieces: [LabelPiece], anchor: Rect?, preferred: [Point], inside: [Point]? = nil,
             keepingOff extra: [Rect] = [], fading: Int? = nil, stackedFirst: Bool = false, within reach: Double? = nil) -> Rect? {
        guard !pieces.isEmpty else { return nil }
        // Its forms: whole in one row; whole in two or three stacked rows (a note four), narrower; then
        // shorter and shorter in one row.
        // Where even stacked it is wide, a tag saying "name: what" may break after its colon.
        let oneRow = pixelSize(of: pieces, rows: 1).width
        var stackings = (2...(stackedFirst ? 4 : 3)).filter { pieces.count >= $0 && pixelSize(of: pieces, rows: $0).width < oneRow - 8 }
            .map { (rows: $0, split: false) }
        let broken = Self.brokenAtColons(pieces)
        let narrowest = stackings.map { pixelSize(of: pieces, rows: $0.rows).width }.min() ?? oneRow
        // (Not a label of one tag: an event's name reads best whole on one line.)
        if pieces.count > 1, broken.count > pieces.count {
            stackings += (2...3).filter { pixelSize(of: broken, rows: $0).width < narrowest - 8 }.map { (rows: $0, split: true) }
        }
        let wholeShapes: [(count: Int, rows: Int, split: Bool)] = [(pieces.count, 1, false)] + stackings.map { (pieces.count, $0.rows, $0.split) }
        let shapes = (stackedFirst && wholeShapes.count > 1 ? wholeShapes.dropFirst().reversed() + [wholeShapes[0]] : wholeShapes)
            + (1..<pieces.count).reversed().map { ($0, 1, false) }
        let forms = shapes.map { shape in
            sceneSize(pixelSize(of: shape.split ? broken : Array(pieces.prefix(shape.count)), rows: shape.rows))
        }
        let stacked = Array(1..<(1 + stackings.count))
        // A view that leaves no room around it (a hit view filling the scene) cannot be kept
        // off: the label goes over it rather than nowhere.
        // One pass into a buffer of the most it can hold: `extra` may be every view of a
        // large scene, and each filtered copy was a few hundred kB at the window's peak.
        var kept: [Rect] = []
        let guardedOff = keptOff(anchor: anchor)
        kept.reserveCapacity(guardedOff.count + extra.count)
        for rect in guardedOff where board.hasRoom(for: forms[forms.count - 1], beside: rect) { kept.append(rect) }
        for rect in extra where rect != anchor && board.hasRoom(for: forms[forms.count - 1], beside: rect) { kept.append(rect) }
        var answer = LabelBoard.Answer.nowhere
        if let anchor, let smallest = forms.last, board.hasRoom(for: smallest, beside: anchor) {
            // Whole and off every view it could be taken for, where such a place lies near;
            // else in its own column (a list's label may lie on the list's other rows, never
            // start in the next list); else as near as it can be, over them.
            let others = foreign(to: anchor)
            let column = drawnViews.count <= HitTestOverlay.unvisitedOutlineLimit ? column(of: anchor) : (rect: anchor, views: [])
            // (Its own storage only when the column leaves some out: at 10,000 views each
            // copy of `others` is a few hundred kB, at the window's peak.)
            let outside = column.views.isEmpty ? others : others.filter { !column.views.contains($0) }
            // (In one row, else stacked: a stacked label whole beside its view reads better
            // than one row running off over other views, cut short or far away.)
            // Each form is tried off the edges of the views holding its own too (across one it
            // hides the outline telling that view from the next: a row from the gap under it),
            // else without, else touching those views where a gap between two holds it
            // exactly; else whole on a plain background (a screen's empty content area), off
            // every edge: in one row there beats stacked, or broken at its colon, off all.
            let near = Rect(x: anchor.minX - 8 * forms[0].height - forms[0].width, y: anchor.minY - 8 * forms[0].height - forms[0].height,
                            width: anchor.width + 16 * forms[0].height + 2 * forms[0].width,
                            height: anchor.height + 16 * forms[0].height + 2 * forms[0].height)
            let edged = drawnViews.count <= Self.edgedViews
            let backgrounds = self.backgrounds
            // The views off a plain background, filtered only when a form needs them.
            let hasSolid = others.contains(where: backgrounds.contains)
            var solidViews: [Rect]?
            let edges = edged && hasSolid ? Self.edges(of: views, near: near) : []
            // (Not the scene's root: a label off the scene, in a larger window's margin, is fine.)
            let rootDepth = drawnViews.map { $0.view.ancestry.count }.min()
            let holders = drawnViews.filter { $0.rect != anchor && $0.view.ancestry.count != rootDepth && Self.holds($0.rect, anchor) }.map(\.rect)
            let ownEdges = holders.isEmpty || !edged ? [] : Self.edges(of: holders, near: near)
            var inNext: (form: Int, rect: Rect)?
            for form in [0] + stacked where !others.isEmpty && answer == .nowhere {
                var clear: LabelBoard.Answer = .nowhere
                if !ownEdges.isEmpty {
                    clear = board.place(forms: [forms[form]], preferred: preferred,
                                        keepingOffAll: [[anchor], kept, others, ownEdges], reach: Self.besideReach)
                }
                if clear == .nowhere {
                    clear = board.place(forms: [forms[form]], preferred: preferred,
                                        keepingOffAll: [[anchor], kept, others], reach: Self.besideReach)
                }
                if clear == .nowhere {
                    let inset = EdgeInsets(all: -LabelBoard.keepOffGap)
                    clear = board.place(forms: [forms[form]], preferred: preferred,
                                        keepingOff: [anchor.outset(by: inset)] + kept + others.map { $0.outset(by: inset) },
                                        reach: Self.besideReach)
                }
                if case .placed(_, let rect) = clear {
                    // Stacked, a label of a narrow column (a list beside others) stays over or
                    // under that column, not in line with the next list's (the column stages
                    // below place it there).
                    let head = (rect.minX, rect.minX + rect.width / 3)
                    let inOther = outside.contains { $0.minX < head.1 && head.0 < $0.maxX }
                    if form > 0, inOther, column.rect != anchor, column.rect.width < board.region.width / 2,
                       !(column.rect.minX < head.1 && head.0 < column.rect.maxX) {
                        board.remove(rect)
                        if inNext == nil { inNext = (form, rect) }
                        continue
                    }
                    answer = .placed(form: form, rect: rect)
                } else if hasSolid {
                    let solid = solidViews ?? others.filter { !backgrounds.contains($0) }
                    solidViews = solid
                    if case .placed(_, let rect) = board.place(forms: [forms[form]], preferred: preferred,
                                                               keepingOffAll: [[anchor], kept, solid, edges],
                                                               reach: Self.besideReach) {
                        answer = .placed(form: form, rect: rect)
                    }
                }
            }
            // Named only near its anchor: no search farther afield.
            if let reach {
                guard case .placed(_, let rect) = answer, Self.distance(rect, anchor) <= reach else {
                    if case .placed(_, let rect) = answer { board.remove(rect) }
                    return nil
                }
            }
            // In one row pushed sideways across its view's start (too wide for the room over
            // or under it), starting by another view: stacked where that starts nearer its
            // view, read from there. (Not where that lies nearer another view than the row does.)
            if case .placed(0, let row) = answer, !stacked.isEmpty, row.minX < anchor.minX - Self.stackedGain, row.maxX > anchor.minX,
               others.contains(where: { $0.minX < row.minX + row.width / 3 && row.minX < $0.maxX && Self.distance(row, $0) < 2 * row.height }) {
                func start(_ rect: Rect) -> Double { Self.distance(Rect(x: rect.minX, y: rect.minY, width: 0, height: rect.height), anchor) }
                let misread = self.misread(row, anchor: anchor)
                board.remove(row)
                var best = (distance: start(row) - Self.stackedGain, answer: answer)
                for form in stacked {
                    guard case .placed(_, let other) = board.place(forms: [forms[form]], preferred: preferred,
                                                                   keepingOffAll: [[anchor], kept, others], reach: Self.besideReach)
                    else { continue }
                    board.remove(other)
                    if start(other) < best.distance, self.misread(other, anchor: anchor) <= misread + 0.5 {
                        best = (start(other), .placed(form: form, rect: other))
                    }
                }
                answer = best.answer
                if case .placed(_, let chosen) = answer { board.reserve(chosen) }
            }
            // Then starting in its own column (read from its start, a label is its view's):
            // close by, whole off the other columns' views, else running on over the next
            // column where it is wider than its own; else farther up or down the column.
            // Whole in the column, one row first; running on past it, stacked first (less
            // of it runs over).
            let starts: [(reach: Double?, whole: Bool)] = [(Self.besideReach, true), (Self.besideReach, false), (nil, true), (nil, false)]
            // (Not over a texture of views too many to outline: there no column reads as one.
            // Not far up or down a view or finger no view below the root holds: its own width
            // is no column, and a label rows away, a leader back, reads as another's.)
            let columnless = column.rect == anchor && column.views == [anchor] && (fading != nil || drawnViews.contains { $0.rect == anchor })
            for start in starts where !outside.isEmpty && answer == .nowhere
                && drawnViews.count <= HitTestOverlay.unvisitedOutlineLimit && (start.reach != nil || !columnless) {
                for form in start.whole ? [0] + stacked : stacked + [0] where answer == .nowhere {
                    guard let rect = startInColumn(forms[form], anchor: anchor, column: column.rect, outside: outside,
                                                   keepingOff: [anchor] + kept, reach: start.reach, whole: start.whole) else { continue }
                    board.reserve(rect)
                    answer = .placed(form: form, rect: rect)
                }
            }
            // Near, stacked, starting in line with the next list beats far up or down its own.
            if let inNext, board.isFree(inNext.rect, keepingOff: [[anchor], kept].joined()) {
                let far: Rect?
                if case .placed(_, let rect) = answer { far = rect } else { far = nil }
                if far.map({ Self.distance($0, anchor) > Self.distance(inNext.rect, anchor) + 3 * forms[0].height }) ?? true {
                    if let far { board.remove(far) }
                    board.reserve(inNext.rect)
                    answer = .placed(form: inNext.form, rect: inNext.rect)
                }
            }
            if answer == .nowhere {
                answer = board.place(forms: forms, preferred: preferred, keepingOffAll: [[anchor], kept])
            }
            // Cut short (or nowhere) for want of room off the views its caller keeps it off
            // (other lists' rows in sight): whole over them, off its view and the guarded
            // ones, says more than a number alone.
            var cut: Rect?
            if case .placed(let form, let rect) = answer, shapes[form].count < pieces.count { cut = rect }
            if !extra.isEmpty, answer == .nowhere || cut != nil {
                if let cut { board.remove(cut) }
                let guardedOnly = keptOff(anchor: anchor).filter { board.hasRoom(for: forms[forms.count - 1], beside: $0) }
                for whole in stacked + [0] {
                    if case .placed(_, let rect) = board.place(forms: [forms[whole]], preferred: preferred,
                                                               keepingOff: [anchor] + guardedOnly) {
                        answer = .placed(form: whole, rect: rect)
                        cut = nil
                        break
                    }
                }
                if let cut { board.reserve(cut) }
            }
        }
        if answer == .nowhere {
            // No room beside it (the scene's root): in its own title strip, after its name,
            // before anywhere else inside it.
            if inside == nil, let anchor, let rect = addAfterName(pieces, anchor: anchor) { return rect }
            if let anchor {
                let attached = inside ?? Self.innerCorners(anchor, size: forms[0], keptOff: kept)
                answer = placeInside(anchor, forms: forms, wholeForms: 1 + stacked.count, corners: attached, keepingOff: kept)
            } else {
                answer = board.place(forms: forms, preferred: preferred, keepingOff: kept)
            }
        }
        guard case .placed(let form, let rect) = answer else {
            omitted += 1
            return nil
        }
        // Farther than `reach` it would name nothing in sight: left out, and not counted as
        // cut for want of room (the window's size is not why).
        if let reach, let anchor, Self.distance(rect, anchor) > reach {
            board.remove(rect)
            return nil
        }
        // Over another view it could be read as naming (a bar whose only room beside it is
        // the next view's): in its own title strip after its name, whole, else with its
        // discs no taller than its tags, where the strip holds it.
        if inside == nil, reach == nil, let anchor, liesOnForeignView(rect, anchor: anchor) {
            board.remove(rect)
            if let strip = addAfterName(pieces, anchor: anchor) { return strip }
            let compact = self.compact(pieces)
            if compact != pieces, let strip = addAfterName(compact, anchor: anchor) { return strip }
            board.reserve(rect)
        }
        let shape = shapes[form], whole = shape.count == pieces.count
        if !whole { omitted += 1 }
        placed.append((shape.split ? broken : Array(pieces.prefix(shape.count)), rect, anchor, whole, fading, shape.rows))
        return rect
    }

    /// Whether a label at `rect` about `anchor` covers part of a view it could be read as
    /// naming (one neither holding nor inside `anchor`). Only views with a title strip
    /// (a name drawn at their top-left) are asked: no other has a strip to go to.
    private func liesOnForeignView(_ rect: Rect, anchor: Rect) -> Bool {
        guard sceneText.contains(where: { abs($0.minY - anchor.minY) < 8 && abs($0.minX - anchor.minX) < 12 }) else { return false }
        return foreign(to: anchor).contains { other in
            rect.intersection(other).map { $0.width > 0.5 && $0.height > 0.5 } ?? false
        }
    }

    /// `pieces` with each disc shrunk to the height of the tallest tag, where its text fits.
    private func compact(_ pieces: [LabelPiece]) -> [LabelPiece] {
        let tags = pieces.compactMap { piece -> Double? in
            if case .pill = piece { return size(of: piece).height }
            return nil
        }
        guard let height = tags.max() else { return pieces }
        return pieces.map { piece in
            guard case let .disc(text, radius, font, fill) = piece else { return piece }
            let fit = max((height - 3) / 2, (canvas.measure(text, font: font).width + 3) / 2)
            return .disc(text, radius: min(radius, fit), font: font, fill: fill)
        }
    }

    /// The radius of the disc starting the label placed at `rect` (nil: none there, or it
    /// starts with no disc): a compact label's disc is smaller than the one offered.
    func discRadius(ofLabelAt rect: Rect) -> Double? {
        guard let label = placed.last(where: { $0.rect == rect }), case .disc(_, let radius, _, _)? = label.pieces.first
        else { return nil }
        return radius
    }

    /// A label about a view with no room beside it, as a tab in the view's title strip right
    /// after its name, level with it and on that view alone: where a learner reading the
    /// name looks. Nil (nothing taken) where the strip has no room or the view draws no name.
    private func addAfterName(_ pieces: [LabelPiece], anchor: Rect) -> Rect? {
        guard let view = drawnViews.first(where: { $0.rect == anchor })?.view,
              let name = sceneText.first(where: { abs($0.minY - anchor.minY) < 8 && abs($0.minX - anchor.minX) < 12 })
        else { return nil }
        // (Where the first piece's centre goes.)
        let first = sceneSize(size(of: pieces[0]))
        let target = Point(x: name.maxX + 4 + first.width / 2, y: name.midY)
        // The nearest free place of the view, where it is level with the name and after it;
        // a place deeper in the view is no tab. Searched in the strip first (where none is
        // free, the view is not searched at all), then over the view no farther than that.
        let strip = Rect(x: name.maxX, y: name.minY, width: max(0, anchor.maxX - name.maxX), height: name.height)
        guard let inStrip = addOnView(pieces, view: view, rect: anchor, target: target, apart: 0, alone: true,
                                      strip: strip) else { return nil }
        unplaceLast(inStrip)
        let centre = Point(x: inStrip.minX + first.width / 2, y: inStrip.minY + size(of: pieces).height / 2)
        let reach = (centre.x - target.x) * (centre.x - target.x) + (centre.y - target.y) * (centre.y - target.y)
        guard let rect = addOnView(pieces, view: view, rect: anchor, target: target, apart: 0, alone: true,
                                   reach: reach + 1e-6) else { return nil }
        if rect == inStrip { return rect }
        // A nearer place lies deeper in the view: no tab of its strip.
        unplaceLast(rect)
        return nil
    }

    /// Takes back the tab `addOnView` just placed at `rect`.
    private func unplaceLast(_ rect: Rect) {
        placed.removeLast()
        tabs.removeLast()
        board.remove(rect)
    }

    /// The free place nearest `anchor` (within `reach` label heights, nil: anywhere up or
    /// down; a sideways gap counting double) for a label of `size` whose start, its first
    /// third, lies in the column and off every view `outside` it; the rest may run on over
    /// them unless `whole`.
    private func startInColumn(_ size: Size, anchor: Rect, column: Rect, outside: [Rect], keepingOff kept: [Rect],
                               reach: Double?, whole: Bool) -> Rect? {
        let head = size.width / 3, step = LabelBoard.step, region = board.region
        let top = reach.map { anchor.minY - $0 * size.height - size.height } ?? region.minY
        let bottom = reach.map { anchor.maxY + $0 * size.height } ?? region.maxY - size.height
        // The grid is stepped as a walk over every place would step it (the same sums).
        var ys: [Double] = [], xs: [Double] = []
        var y = max(region.minY, top)
        while y <= bottom { ys.append(y); y += step }
        var x = column.minX
        while x + head <= column.maxX { xs.append(x); x += step }
        guard !xs.isEmpty, !ys.isEmpty else { return nil }
        func place(_ x: Double, _ y: Double) -> Rect { Rect(x: x, y: y, width: size.width, height: size.height) }
        // Probe 0: the label; 1: the part of it that keeps off `outside` (its start unless whole).
        let startWidth = whole ? size.width : head
        let board = self.board
        // (Read in turn, not joined: `outside` may be every view of a large scene.)
        let blockers = Self.blockers([(outside, LabelBoard.keepOffGap, 1), (kept, LabelBoard.keepOffGap, 0),
                                      (board.placed, LabelBoard.gap, 0), (board.obstacles, 0.0, 0)])
        let rows = LabelRows(xs: xs, ys: ys,
                             across: [{ place($0, 0) }, { Rect(x: $0, y: 0, width: startWidth, height: size.height) }],
                             past: { place($0, 0).minX >= region.minX }, before: { place($0, 0).maxX <= region.maxX },
                             blockers: blockers)
        func distance(dx: Double, dy: Double) -> Double { (4 * dx * dx + dy * dy).squareRoot() }
        func rise(_ rect: Rect) -> Double { max(0, rect.minY - anchor.maxY, anchor.minY - rect.maxY) }
        func distance(_ index: Int, _ y: Double) -> Double {
            let rect = place(xs[index], y)
            return distance(dx: max(0, rect.minX - anchor.maxX, anchor.minX - (rect.minX + head)), dy: rise(rect))
        }
        // The nearest place is the first of the nearest in the walk's order (rows down, each
        // left to right). No place of a row is nearer than its gap down alone: rows are taken
        // by that, and none past the first row farther than the best place found.
        let least = ys.map { distance(dx: 0, dy: rise(place(xs[0], $0))) }
        let order = ys.indices.sorted { (least[$0], $0) < (least[$1], $1) }
        var best: (distance: Double, row: Int, rect: Rect)?
        for row in order {
            if let best, least[row] > best.distance { break }
            let y = ys[row], probes = [place(0, y), place(0, y)]
            guard probes[0].minY >= region.minY, probes[0].maxY <= region.maxY else { continue }
            for run in rows.free(probes) {
                // Along a row the sideways gap falls to nothing, then grows: in a run, the
                // nearest places lie either side of where the label's head reaches the anchor.
                let reached = LabelRows.first(in: run.low..<(run.high + 1)) { !(anchor.minX - (place(xs[$0], y).minX + head) > 0) }
                var candidates: [Int] = []
                if reached > run.low {
                    // Before it the gap shrinks along the run: the last place, or the first of
                    // those as near as it.
                    var index = reached - 1
                    let nearest = distance(index, y)
                    while index > run.low, distance(index - 1, y) == nearest { index -= 1 }
                    candidates.append(index)
                }
                if reached <= run.high { candidates.append(reached) }
                for index in candidates {
                    let found = distance(index, y)
                    if best.map({ found < $0.distance || (found == $0.distance && row < $0.row) }) ?? true {
                        best = (found, row, place(xs[index], y))
                    }
                }
            }
        }
        return best?.rect
    }

    /// The outermost view holding `anchor` below the scene's root with those in line with it
    /// (above or below), and the drawn views inside them (a list, its title and its rows
    /// for a row's label): a label lying on one of them still lies in its view's column.
    private func column(of anchor: Rect) -> (rect: Rect, views: [Rect]) {
        let columns = self.columns ?? Columns(drawnViews)
        self.columns = columns
        guard let outer = columns.tops.last(where: { Self.holds(drawnViews[$0].rect, anchor) }).map({ drawnViews[$0].rect })
        else { return (anchor, [anchor]) }
        // A view in line with it (a list's title above the list) belongs to the column too.
        let tops = columns.tops.filter { drawnViews[$0].rect.minX < outer.maxX && outer.minX < drawnViews[$0].rect.maxX }
        let rect = tops.map { drawnViews[$0].rect }.reduce(outer) { $0.union($1) }
        let chosen = Set(tops.map { ObjectIdentifier(drawnViews[$0].view) })
        return (rect, drawnViews.indices.filter { columns.top[$0].map(chosen.contains) ?? false }.map { drawnViews[$0].rect })
    }

    /// The drawn views just below the scene's root (by index, in order), and the one each
    /// drawn view lies in (its ancestry holds one view at each depth): what `column(of:)`
    /// reads of the drawn views, worked out once for them.
    @MainActor private struct Columns {
        let tops: [Int]
        let top: [ObjectIdentifier?]

        init(_ drawn: [(view: View, rect: Rect)]) {
            // The root is the drawn view with the fewest ancestors (the window may hold it).
            let depths = drawn.map { $0.view.ancestry.count }
            guard let rootDepth = depths.min() else {
                tops = []
                top = []
                return
            }
            tops = drawn.indices.filter { depths[$0] == rootDepth + 1 }
            let ids = Set(tops.map { ObjectIdentifier(drawn[$0].view) })
            top = drawn.map { entry in entry.view.ancestry.lazy.map(ObjectIdentifier.init).first(where: ids.contains) }
        }
    }

    private var columns: Columns?

    /// How much nearer (scene points) its place must be for a label to be stacked rather
    /// than lie in one row: a row a line or two away reads as well.
    static let stackedGain = 24.0

    /// How far (in label heights) a label may move from its first preference to find a
    /// place off the views it could be taken for.
    static let besideReach = 4.0

    /// The drawn views that are plain backgrounds: no control, text, list or picture, and
    /// a quarter of the scene or more (a screen's content area). A label wholly on one, off
    /// its name, hides nothing a learner reads.
    private var backgrounds: [Rect] {
        let region = board.region.width * board.region.height
        return drawnViews.filter { entry in
            !(entry.view is Control || entry.view is Label || entry.view is ScrollView || entry.view is ImageView)
                && entry.rect.width * entry.rect.height >= region / 4
        }.map(\.rect)
    }

    /// Up to this many drawn views, labels keep off their edges where they can.
    static let edgedViews = 120

    /// The edges of `views` (each a line as a rectangle of no width) meeting `area`: a
    /// label keeping off them lies wholly on each view or wholly off it.
    static func edges(of views: some Sequence<Rect>, near area: Rect) -> [Rect] {
        views.filter { LabelBoard.overlaps($0, area, gap: 1) }.flatMap { view in
            [Rect(x: view.minX, y: view.minY, width: view.width, height: 0), Rect(x: view.minX, y: view.maxY, width: view.width, height: 0),
             Rect(x: view.minX, y: view.minY, width: 0, height: view.height), Rect(x: view.maxX, y: view.minY, width: 0, height: view.height)]
        }.filter { LabelBoard.overlaps($0, area, gap: 1) }
    }

    /// The drawn views a label about `anchor` could be read as the label of: neither
    /// `anchor`, nor holding it, nor inside it.
    private func foreign(to anchor: Rect) -> [Rect] {
        let isForeign = { (view: Rect) in view != anchor && !Self.holds(view, anchor) && !Self.holds(anchor, view) }
        // Counted first: grown by doubling, the copy took up to twice its room (at 10,000
        // views, 512 kB for 320), at the window's peak.
        var found: [Rect] = []
        found.reserveCapacity(views.reduce(0) { isForeign($1) ? $0 + 1 : $0 })
        for view in views where isForeign(view) { found.append(view) }
        return found
    }

    /// How far inside its view, in window pixels, a label placed inside it may lie from the
    /// view's edge and still read as a tab on that edge: two lines.
    static let attachedReach = 44.0

    /// Places a label inside `anchor` at the first free place of `corners` or nearest the
    /// first; where that lies deeper inside than `attachedReach` (the edge it was asked for
    /// is crowded), nearest each of the anchor's inner corners in turn, the first against an
    /// edge winning (else the first place found). The first `wholeForms` of `forms` are the
    /// whole label (in one row, then stacked): stacked against the edge asked for beats one
    /// row deep inside.
    private func placeInside(_ anchor: Rect, forms: [Size], wholeForms: Int = 1, corners: [Point],
                             keepingOff kept: [Rect]) -> LabelBoard.Answer {
        var first = board.place(forms: forms, preferred: corners, keepingOff: kept)
        // In one row pushed away from the corner asked for (by a label there): stacked, if
        // that keeps it nearer.
        if case .placed(0, let rect) = first, let corner = corners.first, wholeForms > 1 {
            let moved = rect.origin.distance(to: corner)
            var best = (distance: moved - Self.stackedGain, answer: first)
            board.remove(rect)
            for form in 1..<wholeForms {
                guard case .placed(_, let other) = board.place(forms: [forms[form]], preferred: corners, keepingOff: kept) else { continue }
                board.remove(other)
                if other.origin.distance(to: corner) < best.distance { best = (other.origin.distance(to: corner), .placed(form: form, rect: other)) }
            }
            first = best.answer
            if case .placed(_, let chosen) = first { board.reserve(chosen) }
        }
        guard case .placed(_, let rect) = first, Self.depth(of: rect, inside: anchor) * scale > Self.attachedReach else {
            return first
        }
        board.remove(rect)
        for form in 1..<max(1, wholeForms) {
            for corner in corners {
                guard case .placed(_, let other) = board.place(forms: [forms[form]], preferred: [corner], keepingOff: kept) else { continue }
                if Self.depth(of: other, inside: anchor) * scale <= Self.attachedReach { return .placed(form: form, rect: other) }
                board.remove(other)
            }
        }
        let size = forms[0], right = anchor.maxX - size.width - 2, bottom = anchor.maxY - size.height - 2
        let others = [Point(x: anchor.minX + 2, y: bottom), Point(x: right, y: bottom), Point(x: right, y: anchor.minY + 2),
                      Point(x: anchor.minX + 2, y: anchor.minY + 2)].filter { Optional($0) != corners.first }
        for corner in others {
            let answer = board.place(forms: forms, preferred: [corner], keepingOff: kept)
            guard case .placed(_, let other) = answer else { continue }
            if Self.depth(of: other, inside: anchor) * scale <= Self.attachedReach { return answer }
            board.remove(other)
        }
        return board.place(forms: forms, preferred: corners, keepingOff: kept)
    }

    /// How far `rect` lies from the nearest edge of `view`, inward (0 at or past an edge).
    private static func depth(of rect: Rect, inside view: Rect) -> Double {
        max(0, min(rect.minY - view.minY, view.maxY - rect.maxY, rect.minX - view.minX, view.maxX - rect.maxX))
    }

    /// The views no label may cover but one about them or a view inside them (the hit view):
    /// the scene's subject stays in sight.
    var guarded: [Rect] = []

    /// A label search's blockers (`LabelRows`): each part's rectangles with its gap and probe,
    /// in turn.
    private static func blockers(_ parts: [(rects: [Rect], gap: Double, probe: Int)])
        -> some Sequence<(rect: Rect, gap: Double, probe: Int)> {
        parts.lazy.flatMap { part in part.rects.lazy.map { (rect: $0, gap: part.gap, probe: part.probe) } }
    }

    /// The guarded views a label about `anchor` keeps off.
    private func keptOff(anchor: Rect?) -> [Rect] {
        guarded.filter { view in anchor.map { !Self.holds(view, $0) } ?? true }
    }

    /// Whether `inner` lies inside `outer` (a hair to spare).
    static func holds(_ outer: Rect, _ inner: Rect) -> Bool {
        inner.minX >= outer.minX - 0.5 && inner.maxX <= outer.maxX + 0.5
            && inner.minY >= outer.minY - 0.5 && inner.maxY <= outer.maxY + 0.5
    }

    /// The places inside `rect` against its edge for a label of `size`: its top-left corner
    /// (the search moves on from there, staying near the edge); where a view the label keeps
    /// off lies by that corner (the hit view along the top), its other corners, bottom first.
    private static func innerCorners(_ rect: Rect, size: Size, keptOff: [Rect]) -> [Point] {
        let topLeft = Point(x: rect.minX + 2, y: rect.minY + 2)
        let reach = Rect(x: rect.minX, y: rect.minY, width: size.width + 4, height: size.height + 48)
        guard keptOff.contains(where: { LabelBoard.overlaps($0, reach, gap: 0) }) else { return [topLeft] }
        let right = rect.maxX - size.width - 2, bottom = rect.maxY - size.height - 2
        return [Point(x: rect.minX + 2, y: bottom), Point(x: right, y: bottom), Point(x: right, y: rect.minY + 2), topLeft]
    }

    /// Places a label that is only worth showing right where it belongs: at the first free
    /// place of `preferred` (beside `anchor`, never over it), else nowhere, and without
    /// counting as left out. `fading`: the finger whose readout this is (as `add`).
    /// `offOtherViews`: only where it lies on no view it could be taken for (`add`'s first
    /// choice).
    @discardableResult
    func addWhereFree(_ pieces: [LabelPiece], anchor: Rect, preferred: [Point], fading: Int? = nil,
                      offOtherViews: Bool = false) -> Rect? {
        let size = self.size(of: pieces)
        let kept = [anchor] + keptOff(anchor: anchor) + (offOtherViews ? foreign(to: anchor) : [])
        guard let rect = preferred.lazy.map({ Rect(origin: $0, size: size) })
            .first(where: { board.isFree($0, keepingOff: kept) }) else { return nil }
        board.reserve(rect)
        placed.append((pieces, rect, anchor, true, fading, 1))
        return rect
    }

    /// Places a mark that stands for `view` itself (a responder-chain hop) on that view, not
    /// beside it: its first piece's centre inside `rect` (the view's window rectangle), that
    /// piece on no other view but those holding `view` (touching their edges is fine: a
    /// margin as wide as the piece still holds it), the label free and `apart` window
    /// pixels farther than the usual gap from every other label, nearest `target` (where the
    /// first piece's centre is wanted). Where every such place lies on another view
    /// (subviews cover `view`), the one lying least on them. Nil where no place inside is
    /// free: the caller puts the mark beside the view.
    /// A scene too dense to outline its views (a texture of cells) is one area: there the
    /// mark only keeps off labels.
    /// `alone`: the whole label lies on no other view (a tab on its view's edge), else nil;
    /// `strip`: it starts at or after the strip's left edge, level with it; `reach`: its first
    /// piece's centre no farther from `target` than this, squared (a tab only).
    func addOnView(_ pieces: [LabelPiece], view: View, rect: Rect, target: Point, apart: Double,
                   alone: Bool = false, strip: Rect? = nil, reach: Double = .infinity) -> Rect? {
        guard let first = pieces.first else { return nil }
        let size = self.size(of: pieces), piece = sceneSize(self.size(of: first))
        var side = piece.width
        if case .tile(_, let tileSide, _, _) = first { side = tileSide / scale }
        let half = side / 2, offset = Point(x: piece.width / 2, y: size.height / 2)
        let ancestry = Set(view.ancestry.map(ObjectIdentifier.init))
        let near = rect.outset(by: EdgeInsets(all: side))
        let others = drawnViews.count > HitTestOverlay.unvisitedOutlineLimit ? []
            : (drawnViews.filter { !ancestry.contains(ObjectIdentifier($0.view)) }.map(\.rect)
                + touchAreas.filter { $0.view !== view }.map(\.rect)).filter { LabelBoard.overlaps($0, near, gap: 0) }
        let kept = keptOff(anchor: rect)
        // Centres on a grid over the view, and where the piece would just touch another
        // view's edge or its own (a margin as wide as the piece has one place only); each
        // moved so the label starts on a whole pixel, as the labels placed beside do.
        func whole(_ centre: Double, _ offset: Double) -> [Double] {
            let start = (centre - offset) * scale
            // (A tab's grid is fine enough with one of the two.)
            return (alone ? [start.rounded()] : [start.rounded(.down), start.rounded(.up)]).map { $0 / scale + offset }
        }
        // Half a mark apart: a finer grid over a large view costs a frame's time and finds no
        // place a learner would tell apart (the edges' places are added exactly below).
        // A tab (`alone`) is as wide as a name: a row of its height apart, so a strip by its
        // view's edge is searched along, not leapt over.
        let step = alone ? max(LabelBoard.step, size.height) : max(LabelBoard.step, half)
        var xs = stride(from: rect.minX, through: rect.maxX, by: step).flatMap { whole($0, offset.x) } + whole(target.x, offset.x)
        var ys = stride(from: rect.minY, through: rect.maxY, by: step).flatMap { whole($0, offset.y) } + whole(target.y, offset.y)
        for edge in [rect] + others {
            xs += [edge.minX - half, edge.maxX + half, edge.minX + half, edge.maxX - half].flatMap { whole($0, offset.x) }
            ys += [edge.minY - half, edge.maxY + half, edge.minY + half, edge.maxY - half].flatMap { whole($0, offset.y) }
            // A tab lies flush with an edge: its whole box, not a square, just inside or out.
            if alone {
                xs += [edge.minX - offset.x, edge.maxX + offset.x, edge.minX + offset.x, edge.maxX - offset.x].flatMap { whole($0, offset.x) }
                ys += [edge.minY - offset.y, edge.maxY + offset.y, edge.minY + offset.y, edge.maxY - offset.y].flatMap { whole($0, offset.y) }
            }
        }
        // (Half a pixel either way: a label starts on a whole pixel, its square half-way.)
        let pad = 1.5 / scale, hair = 0.5 / scale, region = board.region
        func label(at centre: Point) -> Rect { Rect(x: centre.x - offset.x, y: centre.y - offset.y, width: size.width, height: size.height) }
        func square(at centre: Point) -> Rect {
            Rect(x: centre.x - half + hair, y: centre.y - half + hair, width: side - 2 * hair, height: side - 2 * hair)
        }
        // What the mark paints (its box less the margin left for antialiasing) may touch
        // the region's edge and the views kept clear; the labels it keeps apart from.
        func core(_ label: Rect) -> Rect { label.outset(by: EdgeInsets(all: -pad)) }
        func inner(_ label: Rect) -> Rect { core(label).outset(by: EdgeInsets(all: -hair)) }
        // (Of the views meeting the row's band: the others add nothing to the sum.)
        func covered(_ square: Rect, in band: [Rect]) -> Double {
            band.reduce(0) { total, other in total + (square.intersection(other).map { $0.width * $0.height } ?? 0) }
        }
        // The free centres, nearest `target` first (then top to bottom, left to right), as
        // sorting every centre and testing each lists them: a row's free centres join the
        // queue before any centre farther than the row's gap down alone is taken.
        // (`strip`: only labels starting at or after its left edge and level with it.)
        let across = Set(xs).filter { x in
            x >= rect.minX && x <= rect.maxX && strip.map { x - offset.x >= $0.minX } ?? true
        }.sorted()
        let down = Set(ys).filter { y in
            y >= rect.minY && y <= rect.maxY && strip.map { y - offset.y <= $0.maxY && y - offset.y + size.height >= $0.minY } ?? true
        }.sorted()
        let apartGap = LabelBoard.gap + apart / scale
        let rows = LabelRows(xs: across, ys: down,
                             across: [{ label(at: Point(x: $0, y: 0)) }, { inner(label(at: Point(x: $0, y: 0))) }],
                             past: { core(label(at: Point(x: $0, y: 0))).minX >= region.minX },
                             before: { core(label(at: Point(x: $0, y: 0))).maxX <= region.maxX },
                             blockers: Self.blockers([(kept, 0.0, 1), (board.obstacles, 0.0, 0), (board.placed, apartGap, 0)]))
        let rise = down.map { ($0 - target.y) * ($0 - target.y) }
        let order = down.indices.sorted { (rise[$0], $0) < (rise[$1], $1) }
        // (`within`: only centres that near `target`, squared; then only a place on no view.)
        func search(margin: Double, within: Double) -> (covered: Double, rect: Rect)? {
            func spaced(_ square: Rect) -> Rect { square.outset(by: EdgeInsets(all: margin)) }
            var centres = LabelRows.Queue<MarkCentre>()
            var opened = 0
            // Each opened row's band: the other views its squares (a tab: its labels) can meet
            // down, as `Rect.intersection` tests it, in their order.
            var bands: [[Rect]] = Array(repeating: [], count: down.count)
            func nextFree() -> (point: Point, row: Int)? {
                while opened < order.count, centres.first.map({ rise[order[opened]] <= $0.distance }) ?? true {
                    let row = order[opened], y = down[row]
                    opened += 1
                    let probe = label(at: Point(x: 0, y: y)), margin = core(probe)
                    guard margin.minY >= region.minY, margin.maxY <= region.maxY else { continue }
                    let band = alone ? probe : spaced(square(at: Point(x: 0, y: y)))
                    bands[row] = others.filter { Swift.min(band.maxY, $0.maxY) > Swift.max(band.minY, $0.minY) }
                    for run in rows.free([probe, inner(probe)]) {
                        for x in across[run.low...run.high] {
                            let dx = x - target.x, dy = y - target.y
                            centres.push(MarkCentre(distance: dx * dx + dy * dy, point: Point(x: x, y: y), row: row))
                        }
                    }
                }
                guard let next = centres.first, next.distance <= within else { return nil }
                return centres.pop().map { ($0.point, $0.row) }
            }
            var best: (covered: Double, rect: Rect)?
            while let (centre, row) = nextFree() {
                let label = label(at: centre)
                // (Views first: a tab's view is mostly covered by its subviews, and they are few.)
                if alone {
                    guard covered(label, in: bands[row]) < 0.01 else { continue }
                    return (0, label)
                }
                let cover = covered(spaced(square(at: centre)), in: bands[row])
                if cover < 0.01 { return (0, label) }
                if best.map({ cover < $0.covered - 0.01 }) ?? true { best = (cover, label) }
            }
            return within.isFinite ? nil : best
        }
        // A mark touching another view's edge reads as that view's: near its target it keeps
        // a margin off them where a place with one is free; else it goes as near as it can.
        let clear = alone ? nil : search(margin: Self.markMargin / scale, within: (Self.markReach / scale) * (Self.markReach / scale))
        let best = clear ?? search(margin: 0, within: reach)
        guard let chosen = best?.rect else { return nil }
        board.reserve(chosen)
        placed.append((pieces, chosen, rect, true, nil, 1))
        if alone { tabs.append(chosen) }
        return chosen
    }

    /// The margin (window pixels) a mark on its view keeps off the other views' edges where
    /// a place with one lies within `markReach` of where it is wanted.
    static let markMargin = 3.0
    static let markReach = 48.0

    /// A centre `addOnView` may put a mark's square at: nearer its target first, then top to
    /// bottom, left to right. `row`: its row of the search.
    private struct MarkCentre: Comparable {
        let distance: Double, point: Point, row: Int

        static func < (a: MarkCentre, b: MarkCentre) -> Bool {
            a.distance < b.distance || (a.distance == b.distance && (a.point.y, a.point.x) < (b.point.y, b.point.x))
        }
    }

    /// The labels placed on their view on purpose, as tabs on its edge (`addOnView`'s
    /// `alone`), scene points.
    private(set) var tabs: [Rect] = []

    /// Whether the label drawn at `point` (window pixels) is a tab on its view's edge.
    func isTab(ofTextAt point: Point) -> Bool {
        guard let index = placed.lastIndex(where: { pixelRect(of: $0).contains(point) }) else { return false }
        return tabs.contains(placed[index].rect)
    }

    /// Keeps the labels placed from now on `distance` window pixels farther from `rect`
    /// than the usual gap (a chain mark's neighbours stay clear of it).
    func keepClear(around rect: Rect, by distance: Double) {
        board.reserve(rect.outset(by: EdgeInsets(all: distance / scale)))
    }

    /// Places `pieces` one to a row, one label with one leader, at the first free place of
    /// `preferred` (given its size; beside `anchor`, never over it); nil where none is free.
    func addInRows(_ pieces: [LabelPiece], anchor: Rect, preferred: (Size) -> [Point], fading: Int? = nil) -> Rect? {
        let rows = pieces.count
        let size = sceneSize(stackedBoxes(pieces, rows: rows).size)
        guard rows > 1, let rect = preferred(size).lazy.map({ Rect(origin: $0, size: size) })
            .first(where: { board.isFree($0, keepingOff: [anchor] + keptOff(anchor: anchor)) }) else { return nil }
        board.reserve(rect)
        placed.append((pieces, rect, anchor, true, fading, rows))
        return rect
    }

    /// Places `pieces` one to a row, one label with one leader, beside `anchor` within
    /// `area`: at the free place nearest it that lies on no drawn view but `spared` (the
    /// views holding `anchor`), within `reach` scene points; where none is, the place near
    /// it covering the least of the other views (fewest of them, then least area), never
    /// their text. Nil where no place within `reach` is free.
    func addBlock(_ pieces: [LabelPiece], anchor: Rect, spared: [Rect], within area: Rect, reach: Double,
                  keepingOff extra: [Rect] = []) -> Rect? {
        // A row each, else two rows (shorter, for a margin too low for the first).
        let forms = Set([pieces.count, min(2, pieces.count)]).sorted(by: >).map { rows in
            (rows: rows, size: rows > 1 ? sceneSize(stackedBoxes(pieces, rows: rows).size) : self.size(of: pieces))
        }
        let kept = [anchor] + keptOff(anchor: anchor) + extra
        // (Over a texture of views too many to outline, every place lies on some.)
        let others = drawnViews.count <= HitTestOverlay.unvisitedOutlineLimit
            ? views.filter { view in view != anchor && !spared.contains(view) && !Self.holds(anchor, view) } + touchAreas.map(\.rect)
            : []
        // The views holding it but the scene's root: a block across one's edge hides the
        // outline between it and the scene around (a panel's left edge).
        let rootDepth = drawnViews.map { $0.view.ancestry.count }.min()
        let holders = drawnViews.filter { spared.contains($0.rect) && $0.view.ancestry.count != rootDepth }.map(\.rect)
        let bounds = area.intersection(board.region) ?? board.region
        let step = LabelBoard.step
        var best: (cost: Double, rect: Rect, rows: Int)?
        for (index, form) in forms.enumerated() {
            let size = form.size, fewer = 8 * Double(index)
            var y = max(bounds.minY, anchor.minY - reach - size.height)
            while y + size.height <= min(bounds.maxY, anchor.maxY + reach + size.height) {
                var x = max(bounds.minX, anchor.minX - reach - size.width)
                while x + size.width <= min(bounds.maxX, anchor.maxX + reach + size.width) {
                    let rect = Rect(x: x, y: y, width: size.width, height: size.height)
                    let gap = Self.distance(rect, anchor)
                    // Nearest first, lined up with its left edge (a block off to the side
                    // reads as a neighbour's); among places as near, under it, then over it.
                    let lean = fewer + 0.1 * abs(rect.minX - anchor.minX) + (rect.minY >= anchor.maxY ? 0 : 0.5)
                    if gap <= reach, best.map({ gap + lean < $0.cost }) ?? true, board.isFree(rect, keepingOff: kept) {
                        let met = others.filter { LabelBoard.overlaps($0, rect, gap: 0) }
                        let covered = met.reduce(0.0) { $0 + ($1.intersection(rect).map { $0.width * $0.height } ?? 0) }
                        // A place on nothing beats one on something up to `clearGain` farther;
                        // then fewer views met, less of them covered, none across its edge.
                        let across = met.filter { !Self.holds($0, rect) }.count
                        // A place nearer another view than its own reads as that view's label.
                        let nearer = others.contains { Self.distance(rect, $0) + 1 < gap }
                        let straddled = holders.filter { LabelBoard.overlaps($0, rect, gap: 0) && !Self.holds($0, rect) }.count
                        let cost = gap + lean + (nearer ? Self.misreadCost : 0) + 40 * Double(straddled)
                            + (met.isEmpty ? 0 : Self.clearGain + 40 * Double(met.count) + 20 * Double(across)
                               + 100 * covered / (size.width * size.height))
                        if best.map({ cost < $0.cost }) ?? true { best = (cost, rect, form.rows) }
                    }
                    x += step
                }
                y += step
            }
        }
        guard let best else { return nil }
        board.reserve(best.rect)
        placed.append((pieces, best.rect, anchor, true, nil, best.rows))
        return best.rect
    }

    /// How much farther (scene points) a place on no other view may lie than one on some.
    static let clearGain = 100.0

    /// How much farther (scene points) a place may lie to be nearer its own view than any other.
    static let misreadCost = 60.0

    /// When labels were shortened or left out, a note near the scene's bottom-right corner
    /// ("… 3 labels cut short: enlarge the window") says how many and how to see them; to
    /// fit, it takes the places of the labels offered last (the least important), which
    /// then count as left out.
    func addOmissionNote(font: Font, words: NoticeWords = Words().notices) {
        while omitted > 0 {
            let pieces: [LabelPiece] = [.pill(words.labelsCutShort(omitted), font: font, fill: LabStyle.ink)]
            let size = self.size(of: pieces), region = board.region
            let corner = Point(x: region.maxX - size.width, y: region.maxY - size.height)
            let kept = guarded.filter { board.hasRoom(for: size, beside: $0) }
            // Off the scene's views where it can be (a view filling the scene aside): over a
            // row it would read as something about that row.
            let views = self.views.filter { !Self.holds($0, region.outset(by: EdgeInsets(all: -1))) }
            var answer = views.isEmpty ? .nowhere : board.place(forms: [size], preferred: [corner], keepingOff: kept + views)
            if answer == .nowhere { answer = board.place(forms: [size], preferred: [corner], keepingOff: kept) }
            if case .placed(_, let rect) = answer {
                placed.append((pieces, rect, nil, true, nil, 1))
                return
            }
            guard let last = placed.popLast() else { return }
            board.remove(last.rect)
            if last.whole { omitted += 1 }
        }
    }

    /// Takes `rect`, or the free place of its size nearest to it, for a marker the overlay
    /// draws itself; nil when none is free.
    func claim(_ rect: Rect) -> Rect? {
        guard case .placed(_, let placed) = board.place(forms: [rect.size], preferred: [rect.origin]) else { return nil }
        return placed
    }

    /// Draws the leader lines, then every label, on `target` (the frame's canvas unless the
    /// labels are kept in a layer of their own), set up as the frame's canvas is.
    func drawAll(on target: Canvas? = nil) {
        let target = target ?? canvas
        for (label, leader) in zip(placed, leaders()) {
            guard let leader, let color = shown(label).first.map(Self.color(of:)) else { continue }
            drawLeader(leader, color: color, on: target)
        }
        for label in placed {
            let start = target.textLog?.count
            draw(shown(label), rows: label.rows, in: label.rect, on: target, kept: label.fading == nil)
            if !label.whole, let start { target.textLog?.markShortened(from: start) }
        }
    }

    /// A label's pieces as drawn now: a fading one's fills times its finger's alpha.
    private func shown(_ label: Placed) -> [LabelPiece] {
        guard let finger = label.fading else { return label.pieces }
        let alpha = fades[finger] ?? 1
        return label.pieces.map { piece in
            switch piece {
            case let .disc(text, radius, font, fill): .disc(text, radius: radius, font: font, fill: fill.withAlpha(fill.alpha * alpha))
            case let .tile(text, side, font, fill): .tile(text, side: side, font: font, fill: fill.withAlpha(fill.alpha * alpha))
            case let .pill(text, font, fill, ink): .pill(text, font: font, fill: fill.withAlpha(fill.alpha * alpha), textColor: ink)
            }
        }
    }

    /// Where the labels that fade with a finger can paint (as `inkRects`): all a change of
    /// `fades` alone changes.
    var fadingInkRects: [Rect] { inkRects { $0.fading != nil } }

    /// Equal for two sets of labels that `drawAll` draws the same: the pieces as shown now,
    /// where each went and what it points at.
    var drawing: Drawing {
        Drawing(scale: scale, labels: zip(placed, leaders()).map { label, leader in
            Drawing.Label(pieces: shown(label), rect: label.rect, anchor: label.anchor,
                          leader: leader?.points ?? [], rows: label.rows)
        })
    }

    /// The labels as `drawAll` draws them (`drawing`).
    struct Drawing: Equatable {
        /// `leader`: the leader line's points, ends and route (empty: none), which depend on
        /// the views around the label too.
        struct Label: Equatable { let pieces: [LabelPiece], rect: Rect, anchor: Rect?, leader: [Point], rows: Int }
        let scale: Double, labels: [Label]
    }

    /// What the label drawn at `point` (window pixels) describes, in window pixels: its
    /// anchor; nil where no label with one is drawn there.
    func anchor(ofTextAt point: Point) -> Rect? {
        guard let label = placed.last(where: { pixelRect(of: $0).contains(point) }),
              let anchor = label.anchor else { return nil }
        return Rect(x: anchor.minX * scale, y: anchor.minY * scale, width: anchor.width * scale, height: anchor.height * scale)
    }

    /// The label drawn at `point` (window pixels): its whole box and its anchor in window
    /// pixels, and whether a leader line joins them; nil where no label is drawn there.
    func placement(ofTextAt point: Point) -> (rect: Rect, anchor: Rect?, hasLeader: Bool)? {
        let routes = leaders()
        guard let index = placed.lastIndex(where: { pixelRect(of: $0).contains(point) }) else { return nil }
        let label = placed[index]
        let anchor = label.anchor.map {
            Rect(x: $0.minX * scale, y: $0.minY * scale, width: $0.width * scale, height: $0.height * scale)
        }
        return (pixelRect(of: label), anchor, routes[index] != nil)
    }

    /// Where `drawAll` can paint, in window pixels (scene points times the scale) rounded out
    /// to whole pixels: each label's box and each leader line's, grown by `inkMargin` for
    /// antialiased edges and glyphs. A layer holding only the labels is transparent elsewhere.
    var inkRects: [Rect] { inkRects { _ in true } }

    private func inkRects(of include: (Placed) -> Bool) -> [Rect] {
        var rects: [Rect] = []
        for (label, leader) in zip(placed, leaders()) where include(label) {
            rects.append(pixelRect(of: label).outset(by: EdgeInsets(all: Self.inkMargin)))
            guard let leader else { continue }
            let line = leader.reach
            let reach = Self.leaderDotRadius + Self.inkMargin
            rects.append(Rect(x: line.minX * scale, y: line.minY * scale, width: line.width * scale,
                              height: line.height * scale).outset(by: EdgeInsets(all: reach * max(1, scale))))
        }
        return rects.map(Self.roundedOut)
    }

    /// What antialiasing and glyph overhang add around a label's box or line, in pixels.
    private static let inkMargin = 3.0
    private static let leaderDotRadius = 2.5

    private static func roundedOut(_ rect: Rect) -> Rect {
        let minX = rect.minX.rounded(.down), minY = rect.minY.rounded(.down)
        return Rect(x: minX, y: minY, width: rect.maxX.rounded(.up) - minX, height: rect.maxY.rounded(.up) - minY)
    }

    private func pixelRect(of label: Placed) -> Rect { pixelRect(of: label.pieces, rows: label.rows, placed: label.rect) }

    /// The box a label placed at `placed` (scene points) is drawn in, in window pixels.
    private func pixelRect(of pieces: [LabelPiece], rows: Int, placed: Rect) -> Rect {
        guard scale != 1 else { return placed }
        let size = pixelSize(of: pieces, rows: rows)
        return Rect(x: (placed.minX * scale).rounded(), y: (placed.minY * scale).rounded(), width: size.width, height: size.height)
    }

    /// The label's size in scene points (its pixel size when the scene is at scale 1).
    func size(of pieces: [LabelPiece]) -> Size { sceneSize(pixelSize(of: pieces)) }

    /// The size of `pieces` stacked in `rows` rows, as `add(_:anchor:preferred:)` stacks them.
    func size(of pieces: [LabelPiece], rows: Int) -> Size { sceneSize(pixelSize(of: pieces, rows: rows)) }

    private func sceneSize(_ size: Size) -> Size {
        scale == 1 ? size : Size(width: size.width / scale, height: size.height / scale)
    }

    func pixelSize(of pieces: [LabelPiece]) -> Size { pixelSize(of: pieces.map(size(of:))[...]) }

    private func pixelSize(of pieces: [LabelPiece], rows: Int) -> Size {
        rows <= 1 ? pixelSize(of: pieces) : stackedBoxes(pieces, rows: rows).size
    }

    /// The size of a label whose pieces measure `sizes`, side by side.
    private func pixelSize(of sizes: ArraySlice<Size>) -> Size {
        let width = sizes.reduce(0) { $0 + $1.width } + Self.pieceGap * Double(max(0, sizes.count - 1))
        return Size(width: width.rounded(.up), height: (sizes.map(\.height).max() ?? 0).rounded(.up))
    }

    func size(of piece: LabelPiece) -> Size {
        switch piece {
        case .disc(_, let radius, _, _):
            return Size(width: radius * 2 + 3, height: radius * 2 + 3)
        case .tile(_, let side, _, _):
            return Size(width: side + 3, height: side + 3)
        case .pill(let text, let font, _, _):
            let metrics = canvas.measure(text, font: font)
            return Size(width: (metrics.width + 10).rounded(.up), height: (metrics.height + 4).rounded(.up))
        }
    }

    /// Draws a label placed at `placed` (scene points) at its full pixel size.
    /// `kept`: the pieces are drawn from sprites (`SpriteCache`), not for a label whose alpha
    /// moves with the clock.
    private func draw(_ pieces: [LabelPiece], rows: Int = 1, in placed: Rect, on canvas: Canvas, kept: Bool = false) {
        guard scale != 1 else { return drawPieces(pieces, rows: rows, in: placed, on: canvas, kept: kept) }
        canvas.withSavedState {
            canvas.concatenate(AffineTransform(scaleX: 1 / scale, y: 1 / scale))
            drawPieces(pieces, rows: rows, in: pixelRect(of: pieces, rows: rows, placed: placed), on: canvas, kept: kept)
        }
    }

    private func drawPieces(_ pieces: [LabelPiece], rows: Int, in rect: Rect, on canvas: Canvas, kept: Bool) {
        if rows > 1 {
            let origin = Point(x: rect.minX.rounded(), y: rect.minY.rounded())
            for (piece, box) in zip(pieces, stackedBoxes(pieces, rows: rows).boxes) {
                let box = Rect(x: origin.x + box.minX, y: origin.y + box.minY, width: box.width, height: box.height)
                if kept {
                    SpriteCache.shared.draw(piece, in: box, on: canvas) { Self.draw(piece, in: box, on: $0) }
                } else {
                    Self.draw(piece, in: box, on: canvas)
                }
            }
            return
        }
        var x = rect.minX
        for piece in pieces {
            let size = size(of: piece)
            let top = (rect.midY - size.height / 2).rounded()
            let box = Rect(x: x, y: top, width: size.width, height: size.height)
            if kept {
                SpriteCache.shared.draw(piece, in: box, on: canvas) { Self.draw(piece, in: box, on: $0) }
            } else {
                Self.draw(piece, in: box, on: canvas)
            }
            x += size.width + Self.pieceGap
        }
    }

    /// One piece in its box (`size(of:)` at the box's origin).
    private static func draw(_ piece: LabelPiece, in box: Rect, on canvas: Canvas) {
        let x = box.minX, top = box.minY, size = box.size
        switch piece {
        case .disc(let text, let radius, let font, let fill):
            canvas.drawBadge(text, center: Point(x: x + size.width / 2, y: top + size.height / 2),
                             radius: radius, font: font, fill: fill)
        case .tile(let text, let side, let font, let fill):
            let tile = Rect(x: x + 1.5, y: top + 1.5, width: side, height: side)
            canvas.fill(tile, radius: 4, color: fill)
            canvas.drawText(text, centeredIn: tile, font: font, color: .white)
        case .pill(let text, let font, let fill, let textColor):
            canvas.drawPill(text, at: Point(x: x, y: top), font: font, fill: fill, textColor: textColor)
        }
    }

    private func drawLeader(_ leader: Connector, color: Color, on canvas: Canvas) {
        guard let start = leader.points.first, let end = leader.points.last else { return }
        canvas.withSavedState {
            // Round ends always (they were whatever the overlays' last arrow left set).
            canvas.setRoundLineEnds(true)
            canvas.setColor(color.withAlpha(0.8))
            canvas.setLineWidth(1.25)
            canvas.beginPath()
            canvas.move(to: start)
            if let control = leader.control {
                canvas.curve(to: end, control1: control, control2: control)
            } else {
                for point in leader.points.dropFirst() { canvas.line(to: point) }
            }
            canvas.stroke()
        }
        canvas.fillCircle(center: end, radius: Self.leaderDotRadius, color: color)
    }

    nonisolated static func nearestPoint(in rect: Rect, to point: Point) -> Point {
        Point(x: min(max(point.x, rect.minX), rect.maxX), y: min(max(point.y, rect.minY), rect.maxY))
    }

    private static func color(of piece: LabelPiece) -> Color {
        switch piece {
        case .disc(_, _, _, let fill), .tile(_, _, _, let fill), .pill(_, _, let fill, _): fill
        }
    }
}
