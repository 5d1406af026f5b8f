import TouchKit

/// The one layout step for the labels drawn over the scene: each label is given the first
/// of its preferred places that is free, or else the free place nearest to its first
/// choice. A place is free when it lies inside the region, overlaps no label placed before
/// it, and covers none of the views' own text (the obstacles) — that last rule is dropped
/// only when no place at all avoids them.
///
/// Labels are placed in the order they are offered, so the overlays offer the most
/// important first (the current probe, the hit view, the visits in order…). Pure
/// geometry: sizes are measured by the caller, nothing is drawn here.
struct LabelBoard {
    /// The area every label must stay inside (the scene).
    let region: Rect
    /// The views' own text: covered only when nothing else is free.
    let obstacles: [Rect]
    /// The rectangles taken so far, in placing order.
    private(set) var placed: [Rect] = []
    /// The previous frame's placements, reused where nothing near them changed.
    private let memory: LabelMemory?
    /// Empty space kept between two labels.
    static let gap = 2.0
    /// How far apart the places tried by the nearest-free search are.
    static let step = 4.0

    /// A board for one frame; with `memory`, the labels the last frame placed the same way
    /// are not searched for again (the placements are the same either way).
    init(region: Rect, obstacles: [Rect] = [], memory: LabelMemory? = nil) {
        self.region = region
        self.obstacles = obstacles
        self.memory = memory
        memory?.beginFrame(region: region, obstacles: obstacles)
    }

    /// Places a label of `size` at the first free origin of `preferred` (best first), else
    /// at the free origin nearest to the first preference; marks it taken and returns it.
    /// A label larger than the region is pinned to the region's top-left.
    mutating func place(size: Size, preferred: [Point]) -> Rect {
        let request = LabelMemory.Request(size: size, preferred: preferred.isEmpty ? [region.origin] : preferred)
        if let rect = memory?.recall(request, placed: placed) {
            placed.append(rect)
            return rect
        }
        let (rect, searched) = search(request)
        memory?.remember(request, at: rect, searched: searched, placed: placed)
        placed.append(rect)
        return rect
    }

    /// Where `request` goes, and the area holding every place tried on the way.
    private func search(_ request: LabelMemory.Request) -> (rect: Rect, searched: Rect) {
        let size = request.size, wanted = request.preferred
        var searched = wanted.dropFirst().reduce(Rect(origin: wanted[0], size: size)) {
            $0.union(Rect(origin: $1, size: size))
        }
        for avoidText in [true, false] {
            if let rect = firstFree(size: size, origins: wanted, avoidText: avoidText) { return (rect, searched) }
            let (rect, ring) = nearestFree(size: size, around: wanted[0], avoidText: avoidText)
            searched = searched.union(ringArea(ring, size: size, around: wanted[0]))
            if let rect { return (rect, searched) }
        }
        return (Rect(origin: clamped(wanted[0], size: size), size: size), searched)
    }

    /// Marks `rect` taken without placing anything (a badge drawn at a fixed spot).
    mutating func reserve(_ rect: Rect) { placed.append(rect) }

    /// Whether `rect` is free for a new label.
    func isFree(_ rect: Rect, avoidText: Bool = true) -> Bool {
        guard rect.minX >= region.minX, rect.minY >= region.minY,
              rect.maxX <= region.maxX, rect.maxY <= region.maxY else { return false }
        if placed.contains(where: { Self.overlaps($0, rect, gap: Self.gap) }) { return false }
        return !avoidText || !obstacles.contains(where: { Self.overlaps($0, rect, gap: 0) })
    }

    /// True when `a` and `b` come closer than `gap` on both axes (they share area).
    static func overlaps(_ a: Rect, _ b: Rect, gap: Double) -> Bool {
        a.minX < b.maxX + gap && b.minX < a.maxX + gap && a.minY < b.maxY + gap && b.minY < a.maxY + gap
    }

    private func firstFree(size: Size, origins: [Point], avoidText: Bool) -> Rect? {
        for origin in origins {
            // A preference is taken as it is or not at all: pushed inside the region it could
            // land far from what it labels, where the nearest-free search does better.
            let rect = Rect(origin: origin, size: size)
            if isFree(rect, avoidText: avoidText) { return rect }
        }
        return nil
    }

    /// Searches rings of growing radius around `start`, nearest first within each ring;
    /// also returns the last ring searched.
    private func nearestFree(size: Size, around start: Point, avoidText: Bool) -> (Rect?, ring: Int) {
        let origin = clamped(start, size: size)
        let reach = max(1, Int((max(region.width, region.height) / Self.step).rounded(.up)))
        for ring in 1...reach {
            if let found = nearestFree(onRing: ring, size: size, origin: origin, avoidText: avoidText) {
                return (found, ring)
            }
        }
        return (nil, reach)
    }

    /// Every place of a label of `size` on the rings up to `ring` around `start`.
    private func ringArea(_ ring: Int, size: Size, around start: Point) -> Rect {
        let origin = clamped(start, size: size), reach = Double(ring) * Self.step
        return Rect(x: origin.x - reach, y: origin.y - reach, width: 2 * reach + size.width,
                    height: 2 * reach + size.height)
    }

    /// The free place on the ring at Chebyshev distance `radius` (in steps) nearest to
    /// `origin`, the first in the ring's order (top and bottom rows left to right, then the
    /// left and right columns top to bottom) among equally near ones: what testing every
    /// place with `isFree` finds. Each side of the ring is a row or column, so what blocks
    /// it is worked out once per side (`BoardLine`) instead of once per place.
    private func nearestFree(onRing radius: Int, size: Size, origin: Point, avoidText: Bool) -> Rect? {
        let near = Double(-radius) * Self.step, far = Double(radius) * Self.step
        let top = BoardLine(self, y: origin.y + near, size: size, avoidText: avoidText)
        let bottom = BoardLine(self, y: origin.y + far, size: size, avoidText: avoidText)
        let left = BoardLine(self, x: origin.x + near, size: size, avoidText: avoidText)
        let right = BoardLine(self, x: origin.x + far, size: size, avoidText: avoidText)
        var best: (rect: Rect, distance: Double)?
        func consider(_ candidate: Point, on line: BoardLine) {
            guard line.isOpen else { return }
            let distance = candidate.distance(to: origin)
            guard best.map({ distance < $0.distance }) ?? true else { return }
            let rect = Rect(origin: candidate, size: size)
            if line.isFree(rect) { best = (rect, distance) }
        }
        for dx in -radius...radius {
            let x = origin.x + Double(dx) * Self.step
            consider(Point(x: x, y: origin.y + near), on: top)
            consider(Point(x: x, y: origin.y + far), on: bottom)
        }
        for dy in (-radius + 1)..<radius {
            let y = origin.y + Double(dy) * Self.step
            consider(Point(x: origin.x + near, y: y), on: left)
            consider(Point(x: origin.x + far, y: y), on: right)
        }
        return best?.rect
    }

    /// `origin` moved just enough for a label of `size` to lie inside the region.
    private func clamped(_ origin: Point, size: Size) -> Point {
        Point(x: max(region.minX, min(origin.x, region.maxX - size.width)),
              y: max(region.minY, min(origin.y, region.maxY - size.height)))
    }
}

/// One side of a search ring: a row (fixed top edge) or a column (fixed left edge) of
/// places for a label of one size. Whether the fixed edge keeps the label inside the region,
/// and which placed labels and obstacles it meets across that axis, are the same for every
/// place on the line; only the other axis is left to test per place. The tests are
/// `LabelBoard.isFree`'s own comparisons, split by axis, so the answers are identical.
private struct BoardLine {
    private let horizontal: Bool
    /// Whether the fixed axis keeps a label inside the region.
    let isOpen: Bool
    /// Taken rectangles (with their gap) that overlap the line on the fixed axis.
    private var blockers: [(rect: Rect, gap: Double)] = []
    private let region: Rect

    /// A row: every place's top edge at `y`.
    init(_ board: LabelBoard, y: Double, size: Size, avoidText: Bool) {
        self.init(board, probe: Rect(origin: Point(x: board.region.minX, y: y), size: size), horizontal: true,
                  avoidText: avoidText)
    }

    /// A column: every place's left edge at `x`.
    init(_ board: LabelBoard, x: Double, size: Size, avoidText: Bool) {
        self.init(board, probe: Rect(origin: Point(x: x, y: board.region.minY), size: size), horizontal: false,
                  avoidText: avoidText)
    }

    private init(_ board: LabelBoard, probe: Rect, horizontal: Bool, avoidText: Bool) {
        self.horizontal = horizontal
        region = board.region
        isOpen = horizontal ? probe.minY >= region.minY && probe.maxY <= region.maxY
            : probe.minX >= region.minX && probe.maxX <= region.maxX
        guard isOpen else { return }
        for taken in board.placed where Self.meets(taken, probe, gap: LabelBoard.gap, fixedAxisOf: horizontal) {
            blockers.append((taken, LabelBoard.gap))
        }
        guard avoidText else { return }
        for obstacle in board.obstacles where Self.meets(obstacle, probe, gap: 0, fixedAxisOf: horizontal) {
            blockers.append((obstacle, 0))
        }
    }

    /// Whether `rect`, a place on this line, is free (`isOpen` already checked).
    func isFree(_ rect: Rect) -> Bool {
        if horizontal {
            guard rect.minX >= region.minX, rect.maxX <= region.maxX else { return false }
        } else {
            guard rect.minY >= region.minY, rect.maxY <= region.maxY else { return false }
        }
        return !blockers.contains { Self.meets($0.rect, rect, gap: $0.gap, fixedAxisOf: !horizontal) }
    }

    /// `LabelBoard.overlaps` on one axis: y for a row's fixed axis, x otherwise.
    private static func meets(_ a: Rect, _ b: Rect, gap: Double, fixedAxisOf horizontal: Bool) -> Bool {
        horizontal ? a.minY < b.maxY + gap && b.minY < a.maxY + gap
            : a.minX < b.maxX + gap && b.minX < a.maxX + gap
    }
}
