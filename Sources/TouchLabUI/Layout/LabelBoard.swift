import TouchKit

/// The one layout step for the labels drawn over the scene: each label is given the first
/// of its preferred places that is free, or else the free place nearest to its first
/// choice. A place is free when it lies inside the region, overlaps no label placed before
/// it, covers none of the views' own text (the obstacles) and, where the caller asks, keeps
/// off what the label describes (so it lies beside it). A label may come in shorter
/// forms (fewer pieces): where the whole label finds no room near what it names, a shorter
/// one is tried; where no form fits anywhere, the label is left out. So at any scale labels
/// never cover one another or the scene's text.
///
/// Labels are placed in the order they are offered, so the overlays offer the most
/// important first (the current probe, the hit view, the visits in order…). Pure
/// geometry: sizes are measured by the caller, nothing is drawn here.
struct LabelBoard {
    /// Where a label went: which of its forms (0: the whole label) and where; or nowhere.
    enum Answer: Equatable {
        case placed(form: Int, rect: Rect)
        case nowhere
    }

    /// The area every label must stay inside (the scene).
    let region: Rect
    /// The views' own text: never covered.
    let obstacles: [Rect]
    /// The rectangles taken so far, in placing order.
    private(set) var placed: [Rect] = []
    /// Label sizes shown to fit nowhere in the region (whatever they keep off): a form at
    /// least as large both ways fits nowhere either, until a place is freed.
    private(set) var fitsNowhere: [Size] = []
    /// The previous frame's placements, reused where nothing near them changed.
    private let memory: LabelMemory?
    /// Empty space kept between two labels.
    static let gap = 2.0
    /// Empty space kept between a label and what it describes, so its outline shows.
    static let keepOffGap = 1.0
    /// How far apart the places tried by the nearest-free search are.
    static let step = 4.0
    /// How far (in label heights) a form that has a shorter one after it may move from its
    /// first preference: a whole label a few lines away, joined by a leader line, reads
    /// better than a label cut to its number beside what it names; farther than this, the
    /// shorter form beside it does.
    static let nearby = 16.0

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
    /// Nil when no place is free (a label larger than the region, a region full of labels).
    mutating func place(size: Size, preferred: [Point]) -> Rect? {
        if case .placed(_, let rect) = place(forms: [size], preferred: preferred) { return rect }
        return nil
    }

    /// Places the first of `forms` (one label's sizes, whole first, then shorter) that
    /// finds a free place: for each form, the first free origin of `preferred`, else the
    /// free origin nearest to the first preference — within `nearby` label heights for every
    /// form but the last, anywhere for the last. With `keepingOff`, no place meets that
    /// rectangle either (what the label describes: it goes beside it). Marks the place taken.
    mutating func place(forms: [Size], preferred: [Point], keepingOff keepOff: Rect? = nil) -> Answer {
        place(forms: forms, preferred: preferred, keepingOff: keepOff.map { [$0] } ?? [])
    }

    /// The same, keeping off every rectangle of `keepOff` (what the label describes, and
    /// views it must not hide: the hit view, the views a chain passed through).
    /// `reach`: how far (in label heights) every form, the last too, may move from the first
    /// preference; nil: the last form anywhere.
    mutating func place(forms: [Size], preferred: [Point], keepingOff keepOff: [Rect], reach: Double? = nil) -> Answer {
        place(forms: forms, preferred: preferred, keepingOffAll: [keepOff], reach: reach)
    }

    /// The same, keeping off the rectangles of every part of `parts` (not joined first: one
    /// part may be every view of a large scene).
    mutating func place(forms: [Size], preferred: [Point], keepingOffAll parts: [[Rect]], reach: Double? = nil) -> Answer {
        let request = LabelMemory.Request(forms: forms, preferred: preferred.isEmpty ? [region.origin] : preferred,
                                          keepOffParts: parts, reach: reach)
        if let answer = memory?.recall(request, placed: placed) {
            if case .placed(_, let rect) = answer { placed.append(rect) }
            return answer
        }
        let (answer, searched) = search(request, known: fitsNowhere)
        if case .nowhere = answer, let last = request.forms.last, !covers(last), Self.hasNoRoom(for: last, in: region, among: placed, obstacles) {
            fitsNowhere.append(last)
        }
        memory?.remember(request, answer: answer, searched: searched, placed: placed)
        if case .placed(_, let rect) = answer { placed.append(rect) }
        return answer
    }

    /// Where `request` goes, and the area holding every place tried on the way.
    private func search(_ request: LabelMemory.Request, known fitsNowhere: [Size]) -> (answer: Answer, searched: Rect) {
        let wanted = request.preferred
        var searched = Rect(origin: wanted[0], size: request.forms.first ?? .zero)
        for (form, size) in request.forms.enumerated() {
            searched = wanted.reduce(searched) { $0.union(Rect(origin: $1, size: size)) }
            let near = form == request.forms.count - 1 ? request.reach : (request.reach ?? Self.nearby)
            if fitsNowhere.contains(where: { size.width >= $0.width && size.height >= $0.height }) {
                // What the walk would have searched, to the same last ring.
                let whole = Self.rings(max(region.width, region.height))
                let reach = near.map { min(whole, Self.rings($0 * size.height)) } ?? whole
                searched = searched.union(ringArea(reach, size: size, around: wanted[0]))
                continue
            }
            if let rect = firstFree(size: size, origins: wanted, keepOff: request.keepOff) {
                return (.placed(form: form, rect: rect), searched)
            }
            let reach = near.map { Self.rings($0 * size.height) }
            let (rect, ring) = nearestFree(size: size, around: wanted[0], reach: reach, keepOff: request.keepOff)
            searched = searched.union(ringArea(ring, size: size, around: wanted[0]))
            if let rect { return (.placed(form: form, rect: rect), searched) }
        }
        return (.nowhere, searched)
    }

    /// How many search rings it takes to reach `distance`.
    private static func rings(_ distance: Double) -> Int { max(1, Int((distance / step).rounded(.up))) }

    /// Marks `rect` taken without placing anything (a badge drawn at a fixed spot).
    mutating func reserve(_ rect: Rect) { placed.append(rect) }

    /// Frees the latest place taken at `rect` (a label given up to make room for another).
    mutating func remove(_ rect: Rect) {
        if let index = placed.lastIndex(of: rect) { placed.remove(at: index) }
        fitsNowhere.removeAll()
    }

    /// Whether a size already known to fit nowhere is no larger than `size` both ways.
    private func covers(_ size: Size) -> Bool {
        fitsNowhere.contains { size.width >= $0.width && size.height >= $0.height }
    }

    /// True when every origin keeping a label of `size` inside `region` lies where the label
    /// would meet a placed rectangle (with the gap) or an obstacle: no place at all, on the
    /// search's grid or off it. Each blocker rules out a rectangle of origins; those are
    /// shrunk and the origins' area grown by a hair, so rounding can only make the answer
    /// false (and the ring walk run), never wrongly true.
    static func hasNoRoom(for size: Size, in region: Rect, among placed: [Rect], _ obstacles: [Rect]) -> Bool {
        let hair = 1e-6
        let lowX = region.minX - hair, highX = region.maxX - size.width + hair
        let lowY = region.minY - hair, highY = region.maxY - size.height + hair
        guard lowX <= highX, lowY <= highY else { return true }
        var ruled: [(minX: Double, maxX: Double, minY: Double, maxY: Double)] = []
        func rule(_ rect: Rect, gap: Double) {
            let r = (minX: rect.minX - gap - size.width + hair, maxX: rect.maxX + gap - hair,
                     minY: rect.minY - gap - size.height + hair, maxY: rect.maxY + gap - hair)
            if r.minX <= r.maxX, r.minY <= r.maxY, r.maxX >= lowX, r.minX <= highX, r.maxY >= lowY, r.minY <= highY {
                ruled.append(r)
            }
        }
        for rect in placed { rule(rect, gap: gap) }
        for rect in obstacles { rule(rect, gap: 0) }
        // Coverage is the same across each open stretch between edges, and edges are
        // covered at least as much as the stretch beside them: test each stretch's middle.
        var edges = [lowX, highX]
        for r in ruled { edges.append(max(lowX, min(highX, r.minX))); edges.append(max(lowX, min(highX, r.maxX))) }
        edges.sort()
        var spans: [(low: Double, high: Double)] = []
        for (a, b) in zip(edges, edges.dropFirst()) where a < b {
            let x = (a + b) / 2
            spans.removeAll(keepingCapacity: true)
            for r in ruled where r.minX <= x && x <= r.maxX { spans.append((r.minY, r.maxY)) }
            spans.sort { $0.low < $1.low }
            var reached = lowY, closed = false
            for span in spans {
                if span.low > reached { break }
                reached = max(reached, span.high)
                if reached >= highY { closed = true; break }
            }
            if !closed { return false }
        }
        return true
    }

    /// Whether `rect` is free for a new label (that must keep off `keepOff`).
    func isFree(_ rect: Rect, keepingOff keepOff: Rect? = nil) -> Bool {
        isFree(rect, keepingOff: keepOff.map { [$0] } ?? [])
    }

    /// Whether `rect` is free for a new label that must keep off every rectangle of `keepOff`.
    func isFree(_ rect: Rect, keepingOff keepOff: some Sequence<Rect>) -> Bool {
        guard rect.minX >= region.minX, rect.minY >= region.minY,
              rect.maxX <= region.maxX, rect.maxY <= region.maxY else { return false }
        if keepOff.contains(where: { Self.overlaps($0, rect, gap: Self.keepOffGap) }) { return false }
        if placed.contains(where: { Self.overlaps($0, rect, gap: Self.gap) }) { return false }
        return !obstacles.contains(where: { Self.overlaps($0, rect, gap: 0) })
    }

    /// True when `a` and `b` come closer than `gap` on both axes (they share area).
    static func overlaps(_ a: Rect, _ b: Rect, gap: Double) -> Bool {
        a.minX < b.maxX + gap && b.minX < a.maxX + gap && a.minY < b.maxY + gap && b.minY < a.maxY + gap
    }

    /// Whether a label of `size` could lie inside the region without meeting `rect` at all:
    /// room for it above, below, left or right of `rect`. Where there is none, a search
    /// keeping off `rect` is not worth starting.
    func hasRoom(for size: Size, beside rect: Rect) -> Bool {
        let room = Self.keepOffGap
        return rect.minY - region.minY >= size.height + room || region.maxY - rect.maxY >= size.height + room
            || rect.minX - region.minX >= size.width + room || region.maxX - rect.maxX >= size.width + room
    }

    private func firstFree(size: Size, origins: [Point], keepOff: some Sequence<Rect>) -> Rect? {
        for origin in origins {
            // A preference is taken as it is or not at all: pushed inside the region it could
            // land far from what it labels, where the nearest-free search does better.
            let rect = Rect(origin: origin, size: size)
            if isFree(rect, keepingOff: keepOff) { return rect }
        }
        return nil
    }

    /// Searches rings of growing radius around `start`, nearest first within each ring, out
    /// to `reach` rings (nil: the whole region); also returns the last ring searched.
    private func nearestFree(size: Size, around start: Point, reach: Int?, keepOff: some Sequence<Rect>) -> (Rect?, ring: Int) {
        let origin = clamped(start, size: size)
        let whole = Self.rings(max(region.width, region.height))
        let reach = min(whole, reach ?? whole)
        // Only what comes near the places searched can block one (a pixel to spare for rounding).
        let area = ringArea(reach, size: size, around: start)
        var blockers: [(rect: Rect, gap: Double)] = []
        for taken in placed where Self.overlaps(taken, area, gap: Self.gap + 1) { blockers.append((taken, Self.gap)) }
        for obstacle in obstacles where Self.overlaps(obstacle, area, gap: 1) { blockers.append((obstacle, 0)) }
        for rect in keepOff where Self.overlaps(rect, area, gap: Self.keepOffGap + 1) { blockers.append((rect, Self.keepOffGap)) }
        let steps = LabelSteps(region: region, blockers: blockers, size: size, origin: origin, reach: reach)
        for ring in 1...reach {
            if let found = nearestFree(onRing: ring, size: size, origin: origin, steps: steps) {
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
    /// place with `isFree` finds. Each side of the ring is a row or column of `steps`, and on
    /// each side only the free places nearest the middle on either hand can be the nearest
    /// (the distance grows with the offset along the side), so those two are all it yields.
    private func nearestFree(onRing radius: Int, size: Size, origin: Point, steps: LabelSteps) -> Rect? {
        let near = Double(-radius) * Self.step, far = Double(radius) * Self.step
        var best: (rect: Rect, distance: Double, order: Int)?
        func consider(_ offsets: (Int?, Int?), order: (Int) -> Int, place: (Int) -> Point) {
            func consider(_ offset: Int) {
                let candidate = place(offset)
                let distance = candidate.distance(to: origin), rank = order(offset)
                if let best, distance > best.distance || (distance == best.distance && rank >= best.order) { return }
                best = (Rect(origin: candidate, size: size), distance, rank)
            }
            if let below = offsets.0 { consider(below) }
            if let above = offsets.1, above != offsets.0 { consider(above) }
        }
        // The ring's order: the rows' places interleaved (top, bottom) by offset, then the columns'.
        let rows = -radius...radius, columns = (-radius + 1)...(radius - 1)
        consider(steps.nearestFree(row: -radius, offsets: rows), order: { ($0 + radius) * 2 }) {
            Point(x: origin.x + Double($0) * Self.step, y: origin.y + near)
        }
        consider(steps.nearestFree(row: radius, offsets: rows), order: { ($0 + radius) * 2 + 1 }) {
            Point(x: origin.x + Double($0) * Self.step, y: origin.y + far)
        }
        let columnsStart = (2 * radius + 1) * 2
        consider(steps.nearestFree(column: -radius, offsets: columns), order: { columnsStart + ($0 + radius) * 2 }) {
            Point(x: origin.x + near, y: origin.y + Double($0) * Self.step)
        }
        consider(steps.nearestFree(column: radius, offsets: columns), order: { columnsStart + ($0 + radius) * 2 + 1 }) {
            Point(x: origin.x + far, y: origin.y + Double($0) * Self.step)
        }
        return best?.rect
    }

    /// `origin` moved just enough for a label of `size` to lie inside the region.
    private func clamped(_ origin: Point, size: Size) -> Point {
        Point(x: max(region.minX, min(origin.x, region.maxX - size.width)),
              y: max(region.minY, min(origin.y, region.maxY - size.height)))
    }
}
