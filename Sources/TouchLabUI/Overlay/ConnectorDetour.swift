import Synchronization
import TouchKit

extension Connector {
    /// A path from `start` to `end` around `obstacles` (each kept `margin` away; `ends`, the
    /// ones it starts or ends on, aside) inside `region`, as points: the shortest way over a
    /// grid of `cell`-point squares (a square an obstacle touches is passed only where
    /// there is no other way), pulled straight between the corners it has to turn at,
    /// each corner rounded. Nil when start and end are one point. A square one of `names`
    /// (some of `obstacles`) touches is passed only where every way passes some such square.
    /// A square of one of `views` (the views off the line's path, not among `obstacles`)
    /// costs a few squares' length: the way goes round a view where it can, and runs the
    /// short way through one where the alternative is a label.
    ///
    /// For the lines no single curve can take clear of the labels: two marks far apart
    /// across a crowded scene, a label right between a leader's ends.
    static func detour(from start: Point, to end: Point, margin: Double, cell: Double,
                       avoiding obstacles: [Rect], names: [Rect] = [], views: [Rect] = [], ends: [Rect],
                       within region: Rect) -> [Point]? {
        guard start != end else { return nil }
        return detour(from: Rect(origin: start, size: .zero), to: Rect(origin: end, size: .zero), margin: margin,
                      cell: cell, avoiding: obstacles, names: names, views: views, ends: ends, within: region)
    }

    /// The shortest such path from anywhere on the edge of `source` to anywhere in
    /// `target` (a leader: from its label to the view it names), starting and ending on
    /// their edges.
    static func detour(from source: Rect, to target: Rect, margin: Double, cell: Double,
                       avoiding obstacles: [Rect], names: [Rect] = [], views: [Rect] = [], ends: [Rect],
                       within region: Rect) -> [Point]? {
        let key = DetourKey(source: source, target: target, margin: margin, cell: cell, obstacles: obstacles,
                            names: names, views: views, ends: ends, region: region)
        if let known = rememberedDetours.withLock({ $0[key] }) { return known }
        let path = workedOutDetour(from: source, to: target, margin: margin, cell: cell, avoiding: obstacles,
                                   names: names, views: views, ends: ends, within: region)
        rememberedDetours.withLock {
            $0.remember(path, for: key, obstacles: obstacles.count + names.count + views.count + ends.count)
        }
        return path
    }

    /// A detour's arguments, all it depends on.
    private struct DetourKey: Hashable {
        let source: Rect, target: Rect, margin: Double, cell: Double
        let obstacles: [Rect], names: [Rect], views: [Rect], ends: [Rect], region: Rect

        /// The ends and the obstacles' counts, as a route's key (equality compares all).
        func hash(into hasher: inout Hasher) {
            hasher.combine(source)
            hasher.combine(target)
            hasher.combine(obstacles.count)
            hasher.combine(names.count)
            hasher.combine(views.count)
            hasher.combine(ends.count)
        }
    }

    /// Detours found, per argument: the label layer is drawn again as a lesson plays and
    /// by every new renderer (a resize, a scene switch), mostly with the lines of the last,
    /// and a search over the grid costs more than the rest of the layer.
    private static let rememberedDetours = Mutex(LineMemo<DetourKey, [Point]?>(limit: 256, rectLimit: 16_384))

    private static func workedOutDetour(from source: Rect, to target: Rect, margin: Double, cell: Double,
                                        avoiding obstacles: [Rect], names: [Rect], views: [Rect], ends: [Rect],
                                        within region: Rect) -> [Point]? {
        guard region.width > 0, region.height > 0, cell > 0 else { return nil }
        let area = region
        let grow = { (rects: [Rect]) in rects.filter { !ends.contains($0) }.map { $0.outset(by: EdgeInsets(all: margin)) } }
        let walls = grow(obstacles), viewWalls = grow(views)
        let grid = Grid(region: area, cell: cell, walls: walls, viewWalls: viewWalls, firmWalls: grow(names))
        guard let cells = grid.shortestPath(from: grid.cells(of: source), to: target), !cells.isEmpty else { return nil }
        let centers = cells.map(grid.center(of:))
        let start = OverlayLabels.nearestPoint(in: source, to: centers.count > 1 ? centers[1] : centers[0])
        let end = OverlayLabels.nearestPoint(in: target, to: centers.count > 1 ? centers[centers.count - 2] : start)
        guard start != end else { return nil }
        var path = [start] + centers.dropFirst().dropLast() + [end]
        // Pulled and rounded clear of the views too: the way goes round them.
        path = pulledStraight(path, walls: walls + viewWalls, region: area)
        return roundedCorners(path, radius: 4 * cell, walls: walls + viewWalls)
    }

    /// Whether the polyline enters any of `walls`. A wall wholly beside the polyline's box
    /// is skipped unclipped: each segment's clipping answers no there too.
    private static func crosses(_ points: [Point], walls: [Rect]) -> Bool {
        guard let first = points.first else { return false }
        var low = first, high = first
        for point in points {
            low = Point(x: min(low.x, point.x), y: min(low.y, point.y))
            high = Point(x: max(high.x, point.x), y: max(high.y, point.y))
        }
        return walls.contains { wall in
            high.x > wall.minX && low.x < wall.maxX && high.y > wall.minY && low.y < wall.maxY && crosses(points, wall)
        }
    }

    /// The path through as few of its points as keep it clear of `walls` (and inside
    /// `region`): from each point kept, straight to the farthest one it can see.
    private static func pulledStraight(_ path: [Point], walls: [Rect], region: Rect) -> [Point] {
        guard path.count > 2 else { return path }
        // A run along a wall's very edge is no way: a rounded corner's end lies on it a
        // rounding away, inside the wall.
        let walls = walls.map { $0.outset(by: EdgeInsets(all: 0.01)) }
        // Whether a segment is clear is the same whichever wall is tried first: the one that
        // blocked the last segment is tried first, as it mostly blocks the next one from the
        // same point too (most segments tried are blocked).
        var order = Array(walls.indices)
        func clear(_ a: Point, _ b: Point) -> Bool {
            guard region.contains(Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)) else { return false }
            for position in order.indices where segment(a, b, enters: walls[order[position]]) {
                order.swapAt(0, position)
                return false
            }
            return true
        }
        var kept = [path[0]]
        var index = 0
        while index < path.count - 1 {
            var next = index + 1
            for farther in stride(from: path.count - 1, to: index + 1, by: -1) where clear(path[index], path[farther]) {
                next = farther
                break
            }
            kept.append(path[next])
            index = next
        }
        return kept
    }

    /// Each inner corner of the polyline replaced by a quarter-curve of at most `radius`
    /// points on either side (less where a wider one would cut into one of `walls`),
    /// sampled as short pieces.
    private static func roundedCorners(_ path: [Point], radius: Double, walls: [Rect]) -> [Point] {
        guard path.count > 2 else { return path }
        var points = [path[0]]
        for index in 1..<(path.count - 1) {
            let corner = path[index], before = path[index - 1], after = path[index + 1]
            var reach = min(radius, corner.distance(to: before) / 2, corner.distance(to: after) / 2)
            var arc: [Point] = [corner]
            while reach > 0.5 {
                let a = toward(corner, before, reach), b = toward(corner, after, reach)
                let samples = 6
                let candidate = (0...samples).map { step -> Point in
                    let t = Double(step) / Double(samples), u = 1 - t
                    return Point(x: u * u * a.x + 2 * u * t * corner.x + t * t * b.x,
                                 y: u * u * a.y + 2 * u * t * corner.y + t * t * b.y)
                }
                if !crosses(candidate, walls: walls) {
                    arc = candidate
                    break
                }
                reach /= 2
            }
            points += arc
        }
        points.append(path[path.count - 1])
        return points
    }

    private static func toward(_ from: Point, _ to: Point, _ distance: Double) -> Point {
        let length = max(0.001, from.distance(to: to))
        return Point(x: from.x + (to.x - from.x) / length * distance, y: from.y + (to.y - from.y) / length * distance)
    }

    /// The region cut into squares, each marked where an obstacle touches it: 1 for a
    /// view off the path, 2 for a wall (or a square lying mostly outside the region), 3
    /// for a firm wall (a name).
    private struct Grid {
        let origin: Point, cell: Double, columns: Int, rows: Int
        var blocked: [UInt8]

        init(region: Rect, cell: Double, walls: [Rect], viewWalls: [Rect] = [], firmWalls: [Rect] = []) {
            origin = region.origin
            self.cell = cell
            columns = max(1, Int((region.width / cell).rounded(.up)))
            rows = max(1, Int((region.height / cell).rounded(.up)))
            blocked = Array(repeating: 0, count: columns * rows)
            // Where the region is not a whole number of squares (3 pixels of a scaled scene
            // are not whole points), the last column and row stick out past it: a square
            // whose centre lies outside is a wall, or a way along it would leave the scene.
            for x in 0..<columns where origin.x + (Double(x) + 0.5) * cell > region.maxX {
                for y in 0..<rows { blocked[y * columns + x] = 2 }
            }
            for y in 0..<rows where origin.y + (Double(y) + 0.5) * cell > region.maxY {
                for x in 0..<columns { blocked[y * columns + x] = 2 }
            }
            let (origin, columns, rows) = (origin, columns, rows)
            blocked.withUnsafeMutableBufferPointer { blocked in
                for (kind, rects) in [(UInt8(1), viewWalls), (2, walls), (3, firmWalls)] {
                    for wall in rects {
                        let x0 = max(0, Int(((wall.minX - origin.x) / cell).rounded(.down)))
                        let x1 = min(columns - 1, Int(((wall.maxX - origin.x) / cell).rounded(.up)) - 1)
                        let y0 = max(0, Int(((wall.minY - origin.y) / cell).rounded(.down)))
                        let y1 = min(rows - 1, Int(((wall.maxY - origin.y) / cell).rounded(.up)) - 1)
                        guard x0 <= x1, y0 <= y1 else { continue }
                        for y in y0...y1 {
                            for index in (y * columns + x0)...(y * columns + x1) where blocked[index] < kind { blocked[index] = kind }
                        }
                    }
                }
            }
        }

        /// What a unit of length inside a view off the path costs, in lengths outside: a way
        /// round up to this many times as long is taken instead.
        static let viewLength = 8.0

        private func column(_ x: Double) -> Int { min(columns - 1, max(0, Int(((x - origin.x) / cell).rounded(.down)))) }
        private func row(_ y: Double) -> Int { min(rows - 1, max(0, Int(((y - origin.y) / cell).rounded(.down)))) }

        /// The squares `rect` lies in (one for a point).
        func cells(of rect: Rect) -> [Int] {
            (row(rect.minY)...row(rect.maxY)).flatMap { y in (column(rect.minX)...column(rect.maxX)).map { y * columns + $0 } }
        }

        func center(of index: Int) -> Point {
            Point(x: origin.x + (Double(index % columns) + 0.5) * cell, y: origin.y + (Double(index / columns) + 0.5) * cell)
        }

        /// A* over the eight neighbours from any of `starts` to a square of `target`;
        /// entering a blocked square costs as much as a long way round, so one is crossed
        /// only where no way avoids it, and a firm one more than any way through walls; a
        /// view's square costs `viewLength` times the length run in it.
        func shortestPath(from starts: [Int], to target: Rect) -> [Int]? {
            let penalty = Double(columns + rows) * 4
            // Entering a square of each level: free, a view (per length), a wall, a firm wall.
            let wall = penalty, firmWall = penalty * Double(columns * rows), viewLength = Self.viewLength
            let columns = columns, rows = rows
            // The target's squares are the rectangle `cells(of: target)` spans.
            let low = (x: column(target.minX), y: row(target.minY)), high = (x: column(target.maxX), y: row(target.maxY))
            func estimate(_ x: Int, _ y: Int) -> Double {
                let dx = Double(max(0, low.x - x, x - high.x)), dy = Double(max(0, low.y - y, y - high.y))
                return max(dx, dy) + (2.0.squareRoot() - 1) * min(dx, dy)
            }
            let diagonal = 2.0.squareRoot()
            let steps: [(dx: Int, dy: Int, length: Double)] = [(1, 0, 1), (-1, 0, 1), (0, 1, 1), (0, -1, 1),
                                                               (1, 1, diagonal), (1, -1, diagonal), (-1, 1, diagonal), (-1, -1, diagonal)]
            // Each square's level, a target square's as its own (`goal`: entered free, and
            // where the search ends), and what a step of each kind into each level costs:
            // the sums made once rather than per step.
            let goal = 4
            var levels = blocked
            if low.x <= high.x, low.y <= high.y {
                for y in low.y...high.y { for x in low.x...high.x { levels[y * columns + x] = UInt8(goal) } }
            }
            var stepCosts = [Double](repeating: 0, count: steps.count * (goal + 1))
            for (direction, step) in steps.enumerated() {
                for level in 0...goal {
                    let length = step.length
                    stepCosts[direction * (goal + 1) + level] = length + (level == 0 || level == goal ? 0
                        : level == 1 ? length * viewLength : level == 2 ? wall : firmWall)
                }
            }
            let offsets = steps.map { $0.dy * columns + $0.dx }
            var cost = [Double](repeating: .infinity, count: columns * rows)
            var from = [Int](repeating: -1, count: columns * rows)
            var open = Heap()
            let reached: Int? = levels.withUnsafeBufferPointer { levels in
                cost.withUnsafeMutableBufferPointer { cost in
                    from.withUnsafeMutableBufferPointer { from in
                        stepCosts.withUnsafeBufferPointer { stepCosts in
                            for start in starts {
                                cost[start] = 0
                                open.push(estimate(start % columns, start / columns), start)
                            }
                            while let (priority, index) = open.pop() {
                                let y = index / columns, x = index - y * columns
                                if Int(levels[index]) == goal { return index }
                                // A square pushed again at a lower cost: this entry is stale.
                                // Relative, as a firm wall's cost is large.
                                let here = cost[index]
                                guard priority - estimate(x, y) <= here * (1 + 1e-12) + 1e-9 else { continue }
                                // Away from the edges every neighbour is on the grid.
                                let inside = x > 0 && y > 0 && x < columns - 1 && y < rows - 1
                                for direction in 0..<8 {
                                    let nx = x + steps[direction].dx, ny = y + steps[direction].dy
                                    if !inside {
                                        guard nx >= 0, ny >= 0, nx < columns, ny < rows else { continue }
                                    }
                                    let next = index + offsets[direction]
                                    // A view's squares by the length run in them: a way out of a
                                    // view it starts in goes straight to the nearest edge.
                                    let total = here + stepCosts[direction * (goal + 1) + Int(levels[next])]
                                    if total < cost[next] {
                                        cost[next] = total
                                        from[next] = index
                                        open.push(total + estimate(nx, ny), next)
                                    }
                                }
                            }
                            return nil
                        }
                    }
                }
            }
            guard let reached else { return nil }
            var path = [reached]
            while let last = path.last, from[last] >= 0 { path.append(from[last]) }
            return path.reversed()
        }
    }

    /// A binary min-heap of (priority, square); an entry moves through a hole rather than
    /// by swaps, with the comparisons (and so the order of equal priorities) of the plain
    /// swapping heap.
    private struct Heap {
        private var items: [(priority: Double, value: Int)] = []

        mutating func push(_ priority: Double, _ value: Int) {
            items.append((priority, value))
            items.withUnsafeMutableBufferPointer { items in
                var child = items.count - 1
                while child > 0 {
                    let parent = (child - 1) / 2
                    guard priority < items[parent].priority else { break }
                    items[child] = items[parent]
                    child = parent
                }
                items[child] = (priority, value)
            }
        }

        mutating func pop() -> (Double, Int)? {
            guard let first = items.first else { return nil }
            let last = items.removeLast()
            guard !items.isEmpty else { return first }
            items.withUnsafeMutableBufferPointer { items in
                let count = items.count
                var parent = 0
                while true {
                    let left = 2 * parent + 1, right = left + 1
                    var smallest = parent, lowest = last.priority
                    if left < count, items[left].priority < lowest {
                        smallest = left
                        lowest = items[left].priority
                    }
                    if right < count, items[right].priority < lowest { smallest = right }
                    guard smallest != parent else { break }
                    items[parent] = items[smallest]
                    parent = smallest
                }
                items[parent] = last
            }
            return first
        }
    }
}
