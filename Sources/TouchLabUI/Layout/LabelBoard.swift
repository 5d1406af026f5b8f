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
    var obstacles: [Rect]
    /// The rectangles taken so far, in placing order.
    private(set) var placed: [Rect] = []
    /// Empty space kept between two labels.
    static let gap = 2.0
    /// How far apart the places tried by the nearest-free search are.
    static let step = 4.0

    init(region: Rect, obstacles: [Rect] = []) {
        self.region = region
        self.obstacles = obstacles
    }

    /// Places a label of `size` at the first free origin of `preferred` (best first), else
    /// at the free origin nearest to the first preference; marks it taken and returns it.
    /// A label larger than the region is pinned to the region's top-left.
    mutating func place(size: Size, preferred: [Point]) -> Rect {
        let wanted = preferred.isEmpty ? [region.origin] : preferred
        for avoidText in [true, false] {
            if let rect = firstFree(size: size, origins: wanted, avoidText: avoidText)
                ?? nearestFree(size: size, around: wanted[0], avoidText: avoidText) {
                placed.append(rect)
                return rect
            }
        }
        let fallback = Rect(origin: clamped(wanted[0], size: size), size: size)
        placed.append(fallback)
        return fallback
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

    /// Searches rings of growing radius around `start`, nearest first within each ring.
    private func nearestFree(size: Size, around start: Point, avoidText: Bool) -> Rect? {
        let origin = clamped(start, size: size)
        let reach = Int((max(region.width, region.height) / Self.step).rounded(.up))
        for ring in 1...max(1, reach) {
            var best: (Rect, Double)?
            for offset in Self.ring(ring) {
                let candidate = Point(x: origin.x + Double(offset.0) * Self.step,
                                      y: origin.y + Double(offset.1) * Self.step)
                let rect = Rect(origin: candidate, size: size)
                let distance = candidate.distance(to: origin)
                guard best.map({ distance < $0.1 }) ?? true, isFree(rect, avoidText: avoidText) else { continue }
                best = (rect, distance)
            }
            if let best { return best.0 }
        }
        return nil
    }

    /// The grid offsets at Chebyshev distance `radius` from the centre.
    private static func ring(_ radius: Int) -> [(Int, Int)] {
        var offsets: [(Int, Int)] = []
        for dx in -radius...radius {
            offsets.append((dx, -radius))
            offsets.append((dx, radius))
        }
        for dy in (-radius + 1)..<radius {
            offsets.append((-radius, dy))
            offsets.append((radius, dy))
        }
        return offsets
    }

    /// `origin` moved just enough for a label of `size` to lie inside the region.
    private func clamped(_ origin: Point, size: Size) -> Point {
        Point(x: max(region.minX, min(origin.x, region.maxX - size.width)),
              y: max(region.minY, min(origin.y, region.maxY - size.height)))
    }
}
