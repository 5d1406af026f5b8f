import Synchronization
import TouchKit
import TouchKitCairo

/// A line an overlay draws between two marks over the scene (a chain hop's arrow, a
/// returned answer's arrow, a label's leader), as points along it in scene points.
struct Connector: Equatable {
    let points: [Point]
    /// The labels it joins (it starts or ends on them), which it may cross.
    let ends: [Rect]
    /// What it joins.
    var kind = Kind.chain
    /// The control point of the one curve it is drawn as; nil for a detour, drawn along
    /// `points` (straight runs joined by rounded corners).
    var control: Point?

    /// What a line joins: two hops of the responder chain, a view's answer and its
    /// parent's number, or a label and what it describes.
    enum Kind: String, Equatable {
        case chain, returned, leader
    }

    /// A label's leader line (else an arrow between two marks).
    var isLeader: Bool { kind == .leader }

    /// How long it is, along its points.
    var length: Double { zip(points, points.dropFirst()).reduce(0) { $0 + $1.0.distance(to: $1.1) } }

    /// The rectangle its points span.
    var reach: Rect { Self.reach(points.first ?? .zero, points.last ?? .zero, controls: points) }
}

/// An arrow offered to the labels, drawn once every label has its place so its curve can
/// bend around them.
struct PendingArrow {
    let start: Point, end: Point, color: Color, width: Double, bend: Double
    let kind: Connector.Kind
    /// How much of it is drawn (0...1), by length along its route: less while its step plays.
    var progress = 1.0
    /// The views off the arrow's path, which it goes round (scene points).
    let views: [Rect]
}

extension Connector {
    /// How many straight pieces a curve is checked and recorded as.
    static let pieces = 16

    /// The arrow's curve (`Canvas.drawArrow` with `bend`) as `pieces` straight segments.
    static func curve(from start: Point, to end: Point, bend: Double) -> [Point] {
        curve(from: start, to: end, control: control(from: start, to: end, bend: bend))
    }

    static func control(from start: Point, to end: Point, bend: Double) -> Point {
        let dx = end.x - start.x, dy = end.y - start.y
        let length = max(1, (dx * dx + dy * dy).squareRoot())
        return Point(x: (start.x + end.x) / 2 - dy / length * bend, y: (start.y + end.y) / 2 + dx / length * bend)
    }

    /// The line from `start` to `end` crossing fewest of `obstacles` (none if it can) but
    /// the ones it starts or ends on: a curve, its own `bend` first, then the other side,
    /// farther out on either side, straight; then curves through a corner of the first
    /// label in the way (a wide label between a leader's ends). Where every curve crosses
    /// something and `detour` is set, a path around the obstacles (`detour(...)`), found
    /// on a grid of `cell` scene points, is taken when it crosses fewer.
    ///
    /// `names`, those of `obstacles` that are the scene's own text, weigh more than any
    /// number of labels: a label is drawn over a line that passes under it, a name is not,
    /// so where something must be crossed it is a label. `views` (not among `obstacles`)
    /// are the views off the line's path: a line across one reads as passing through it,
    /// so it goes round them too, but a view weighs less than a label (a line crossing a
    /// label to keep off a view would break the labels' rule).
    static func route(from start: Point, to end: Point, bend: Double, width: Double,
                      avoiding obstacles: [Rect], names: [Rect] = [], views: [Rect] = [], within region: Rect,
                      detour: Bool = true, cell: Double = 5) -> Connector {
        let key = RouteKey(start: start, end: end, bend: bend, width: width, obstacles: obstacles, names: names,
                           views: views, region: region, detour: detour, cell: cell)
        if let known = rememberedRoutes.withLock({ $0[key] }) { return known }
        let line = workedOutRoute(from: start, to: end, bend: bend, width: width, avoiding: obstacles, names: names,
                                  views: views, within: region, detour: detour, cell: cell)
        rememberedRoutes.withLock { $0.remember(line, for: key, obstacles: obstacles.count + names.count + views.count) }
        return line
    }

    /// A route's arguments, all it depends on.
    private struct RouteKey: Hashable {
        let start: Point, end: Point, bend: Double, width: Double
        let obstacles: [Rect], names: [Rect], views: [Rect], region: Rect, detour: Bool, cell: Double

        /// The ends and the obstacles' counts: lines of one frame differ in their ends, and
        /// hashing hundreds of obstacles per lookup cost more than the routes remembered
        /// (equality still compares them all).
        func hash(into hasher: inout Hasher) {
            hasher.combine(start)
            hasher.combine(end)
            hasher.combine(bend)
            hasher.combine(obstacles.count)
            hasher.combine(names.count)
            hasher.combine(views.count)
        }
    }

    /// Routes found, per argument: a frame that draws the label layer again mostly asks
    /// for the last frame's lines, each checked against every label curve by curve.
    private static let rememberedRoutes = Mutex(LineMemo<RouteKey, Connector>(limit: 512, rectLimit: 16_384))

    private static func workedOutRoute(from start: Point, to end: Point, bend: Double, width: Double,
                                       avoiding obstacles: [Rect], names: [Rect], views: [Rect], within region: Rect,
                                       detour: Bool, cell: Double) -> Connector {
        let bend = bend == 0 ? 16 : bend
        let bends = [bend, -bend, 0, 2 * bend, -2 * bend, 3 * bend, -3 * bend]
        let margin = width / 2 + 1
        let reach = reach(from: start, to: end, bends: bends).outset(by: EdgeInsets(all: width + 60))
        let near = obstacles.filter { LabelBoard.overlaps($0, reach, gap: 0) }
        let nearNames = names.filter { LabelBoard.overlaps($0, reach, gap: 0) }
        // A view off the path holding one end only (its mark lies over the view) is crossed
        // on the way out, and only there: not an end, it is a wall the detour leaves by the
        // shortest way, and a line running in it farther than that costs a crossing.
        let leaving = views.filter { view in
            let grown = view.outset(by: EdgeInsets(all: 2))
            return grown.contains(start) != grown.contains(end)
        }
        let ends = endRects(of: obstacles + views, start: start, end: end).filter { !leaving.contains($0) }
        let held = views.filter { !leaving.contains($0) }
        let nearViews = held.filter { LabelBoard.overlaps($0, reach, gap: 0) }
        var best: (line: Connector, crossings: Int)?
        // `near` holds what the bends' curves can reach; a curve through a blocker's corner
        // and a detour swing farther, so those are scored against everything.
        func score(_ line: Connector, nearOnly: Bool = false) -> Int {
            // A line leaving the scene is cut off at its edge: as bad as a crossing.
            let outside = line.points.contains { !region.contains($0) && $0 != end && $0 != start } ? labelWeight : 0
            let lingers = leaving.filter { line.lingers(in: $0, from: $0.contains(start) ? start : end, margin: margin) }
            return (nearOnly ? line.cost(of: near, names: nearNames, views: nearViews, margin: margin)
                             : line.cost(of: obstacles, names: names, views: held, margin: margin))
                + outside + lingers.count
        }
        func consider(_ control: Point, nearOnly: Bool = false) -> Bool {
            let line = Connector(points: curve(from: start, to: end, control: control), ends: ends, control: control)
            let crossings = score(line, nearOnly: nearOnly)
            if best.map({ crossings < $0.crossings }) ?? true { best = (line, crossings) }
            return crossings == 0
        }
        for candidate in bends where consider(self.control(from: start, to: end, bend: candidate), nearOnly: true) {
            return best!.line
        }
        let straight = curve(from: start, to: end, control: Point(x: (start.x + end.x) / 2, y: (start.y + end.y) / 2))
        if let blocker = near.first(where: { !ends.contains($0) && crosses(straight, $0.outset(by: EdgeInsets(all: margin))) }) {
            let around = blocker.outset(by: EdgeInsets(all: margin + 3))
            let corners = [Point(x: around.minX, y: around.minY), Point(x: around.maxX, y: around.minY),
                           Point(x: around.minX, y: around.maxY), Point(x: around.maxX, y: around.maxY)]
                .sorted { $0.distance(to: start) + $0.distance(to: end) < $1.distance(to: start) + $1.distance(to: end) }
            // The control that makes the curve pass through the corner halfway.
            for corner in corners where consider(Point(x: (8 * corner.x - start.x - end.x) / 6, y: (8 * corner.y - start.y - end.y) / 6)) {
                return best!.line
            }
        }
        if detour, let points = Self.detour(from: start, to: end, margin: margin, cell: cell,
                                            avoiding: obstacles, names: names, views: views, ends: ends,
                                            within: region) {
            let line = Connector(points: points, ends: ends)
            if score(line) < best!.crossings { return line }
        }
        return best!.line
    }

    /// The obstacles a line from `start` to `end` starts or ends on (within 2 points of
    /// their box): it may cross those, since it has to reach its ends.
    static func endRects(of obstacles: [Rect], start: Point, end: Point) -> [Rect] {
        obstacles.filter { $0.outset(by: EdgeInsets(all: 2)).contains(start) || $0.outset(by: EdgeInsets(all: 2)).contains(end) }
    }

    static func curve(from start: Point, to end: Point, control: Point) -> [Point] {
        (0...pieces).map { index in
            // A cubic whose two control points coincide.
            let t = Double(index) / Double(pieces), u = 1 - t
            let a = u * u * u, b = 3 * u * u * t + 3 * u * t * t, c = t * t * t
            return Point(x: a * start.x + b * control.x + c * end.x, y: a * start.y + b * control.y + c * end.y)
        }
    }

    /// The rectangles of `rects` the line crosses, `ends` aside.
    func crossings(of rects: [Rect], margin: Double = 0) -> Int {
        guard let first = points.first else { return 0 }
        var low = first, high = first
        for point in points {
            low = Point(x: min(low.x, point.x), y: min(low.y, point.y))
            high = Point(x: max(high.x, point.x), y: max(high.y, point.y))
        }
        var count = 0
        for rect in rects {
            let grown = rect.outset(by: EdgeInsets(all: margin))
            // A line wholly on one side of the rectangle's interior enters it nowhere (each
            // segment's clipping answers no there, rounding included): skipped unclipped,
            // before the ends are searched.
            guard high.x > grown.minX, low.x < grown.maxX, high.y > grown.minY, low.y < grown.maxY,
                  !ends.contains(rect) else { continue }
            if Self.crosses(points, grown) { count += 1 }
        }
        return count
    }

    /// Whether the line runs inside `rect`, which holds its end `end`, farther than the way
    /// out from there to the rectangle's nearest edge (and a few points).
    func lingers(in rect: Rect, from end: Point, margin: Double) -> Bool {
        let out = min(end.x - rect.minX, rect.maxX - end.x, end.y - rect.minY, rect.maxY - end.y)
        return length(inside: rect) > max(0, out) + 4 * margin + 12
    }

    /// How far the line runs inside `rect`.
    func length(inside rect: Rect) -> Double {
        zip(points, points.dropFirst()).reduce(0) { total, segment in
            let (a, b) = segment
            let dx = b.x - a.x, dy = b.y - a.y
            var low = 0.0, high = 1.0
            for (p, q) in [(-dx, a.x - rect.minX), (dx, rect.maxX - a.x), (-dy, a.y - rect.minY), (dy, rect.maxY - a.y)] {
                if p == 0 {
                    if q < 0 { return total }
                } else if p < 0 {
                    low = max(low, q / p)
                } else {
                    high = min(high, q / p)
                }
            }
            return total + max(0, high - low) * (dx * dx + dy * dy).squareRoot()
        }
    }

    /// How much the line crosses (`ends` aside): one for each of `views` it enters, more
    /// than for all of them for each of `rects`, and more than for any number of those for
    /// each of `names` (among `rects`).
    func cost(of rects: [Rect], names: [Rect], views: [Rect] = [], margin: Double = 0) -> Int {
        Self.labelWeight * crossings(of: rects, margin: margin) + crossings(of: views, margin: margin)
            + Self.nameWeight * crossings(of: names, margin: margin)
    }

    /// What crossing a label costs, in crossed views: more than a line crosses.
    static let labelWeight = 64
    /// What crossing a name costs, in crossed views: more than any number of labels.
    static let nameWeight = 1000 * labelWeight

    /// Whether the polyline enters `rect`'s interior.
    static func crosses(_ points: [Point], _ rect: Rect) -> Bool {
        guard rect.width > 0, rect.height > 0, points.count > 1 else { return false }
        let box = Interior(rect)
        for index in 1..<points.count where box.isEntered(from: points[index - 1], to: points[index]) { return true }
        return false
    }

    /// Liang–Barsky clipping of segment `a`–`b` against the open rectangle.
    static func segment(_ a: Point, _ b: Point, enters rect: Rect) -> Bool {
        guard rect.width > 0, rect.height > 0 else { return false }
        return Interior(rect).isEntered(from: a, to: b)
    }

    /// A rectangle's edges, read once for all the segments of a line.
    private struct Interior {
        let minX, maxX, minY, maxY: Double

        init(_ rect: Rect) {
            (minX, maxX, minY, maxY) = (rect.minX, rect.maxX, rect.minY, rect.maxY)
        }

        /// Whether segment `a`–`b` enters the open rectangle (Liang–Barsky).
        func isEntered(from a: Point, to b: Point) -> Bool {
            // A segment wholly on one side is answered without clipping: the clipping
            // answers no there too, rounding included (a difference of coordinates rounds
            // monotonically, so that side's ratio stays at or beyond the segment's end).
            // Most segments a line is checked with lie far from most rectangles.
            guard max(a.x, b.x) > minX, min(a.x, b.x) < maxX, max(a.y, b.y) > minY, min(a.y, b.y) < maxY else { return false }
            let dx = b.x - a.x, dy = b.y - a.y
            var low = 0.0, high = 1.0
            func clip(_ p: Double, _ q: Double) -> Bool {
                if p == 0 { return q > 0 }
                let r = q / p
                if p < 0 { low = max(low, r) } else { high = min(high, r) }
                return low < high
            }
            return clip(-dx, a.x - minX) && clip(dx, maxX - a.x) && clip(-dy, a.y - minY) && clip(dy, maxY - a.y)
        }
    }

    /// The bounding box of a curve with any of `bends` from `start` to `end`.
    static func reach(from start: Point, to end: Point, bends: [Double]) -> Rect {
        reach(start, end, controls: bends.map { control(from: start, to: end, bend: $0) })
    }

    /// The bounding box of the curves from `start` to `end` with `controls`.
    static func reach(_ start: Point, _ end: Point, controls: [Point]) -> Rect {
        let points = [start, end] + controls
        let minX = points.map(\.x).min() ?? 0, minY = points.map(\.y).min() ?? 0
        return Rect(x: minX, y: minY, width: (points.map(\.x).max() ?? 0) - minX, height: (points.map(\.y).max() ?? 0) - minY)
    }
}
