#if canImport(Glibc)
import Glibc
#endif
import TouchKit

/// A picture reaching past the scene's edges, drawn cut off there: where it leaves the
/// scene (its tag goes inside it by that place), and the edges left in sight, which labels
/// keep off so no tag reads as cut by a line of the picture.
extension TransformedTarget {
    /// The scene of `size` less the tag's margin.
    static func room(_ size: Size) -> Rect {
        Rect(x: margin, y: margin, width: size.width - 2 * margin, height: size.height - 2 * margin)
    }

    /// Where the turned outline leaves a scene of `size`: the topmost point where one of
    /// its longer edges in sight meets the scene's edge (less the margin); nil when it
    /// never does.
    func exit(in size: Size) -> Point? {
        let room = Self.room(size)
        let parts = outline(in: room)
        let longest = parts.map { $0.start.distance(to: $0.end) }.max() ?? 0
        func onEdge(_ p: Point) -> Bool {
            let dx = min(abs(p.x - room.minX), abs(p.x - room.maxX)), dy = min(abs(p.y - room.minY), abs(p.y - room.maxY))
            return min(dx, dy) < 0.5
        }
        let ends: [Point] = parts.filter { $0.start.distance(to: $0.end) >= longest / 2 }.flatMap { [$0.start, $0.end] }
        return ends.filter(onEdge).min { a, b in a.y != b.y ? a.y < b.y : a.x < b.x }
    }

    /// Whether `point` lies inside the turned outline.
    func contains(_ point: Point) -> Bool {
        let angle = -degrees * .pi / 180, c = cos(angle), s = sin(angle)
        let dx = point.x - center.x, dy = point.y - center.y
        let x = dx * c - dy * s, y = dx * s + dy * c
        return abs(x) <= rect.width / 2 * scale && abs(y) <= rect.height / 2 * scale
    }

    /// Where a tag of `size` goes by `exit`, best first: inside the picture along the
    /// scene's edge, on either side of where the outline leaves, then a few rows in.
    func tagPlaces(by exit: Point, size: Size, in scene: Size) -> [Point] {
        let room = Self.room(scene)
        var places: [Point] = []
        // Farther from where it leaves where a scene drawn small keeps labels farther apart.
        // Rows in from the margin, then one on the scene's very edge (a scene drawn small
        // may have no other room).
        for row in [0, 1, 2, 3, 4, -1] {
            let down = row < 0 ? -room.minY : Double(row) * (size.height + 6)
            for x in [8.0, 20, 40].flatMap({ [exit.x - $0 - size.width, exit.x + $0] }) {
                let y = exit.y <= room.midY ? max(room.minY, exit.y) + 2 + down : min(room.maxY, exit.y) - 2 - size.height - down
                places.append(Point(x: min(max(x, room.minX), room.maxX - size.width), y: y))
            }
        }
        let inside = places.filter { holds(Rect(origin: $0, size: size)) }
        return inside + places.filter { !inside.contains($0) }
    }

    /// Every place of a tag of `size` inside both the picture and a scene of `size`, on a
    /// grid, nearest to `point` first.
    func placesInside(size: Size, in scene: Size, nearest point: Point) -> [Point] {
        let room = Self.room(scene), step = 16.0
        var places: [Point] = []
        for y in stride(from: room.minY, through: room.maxY - size.height, by: step) {
            for x in stride(from: room.minX, through: room.maxX - size.width, by: step) where holds(Rect(x: x, y: y, width: size.width, height: size.height)) {
                places.append(Point(x: x, y: y))
            }
        }
        func distance(_ origin: Point) -> Double {
            Point(x: origin.x + size.width / 2, y: origin.y + size.height / 2).distance(to: point)
        }
        return places.sorted { distance($0) < distance($1) }
    }

    /// Whether `rect` lies wholly inside the turned outline.
    func holds(_ rect: Rect) -> Bool {
        [Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
         Point(x: rect.minX, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY)].allSatisfy(contains)
    }

    /// Small squares (scene points) along the outline's edges in a scene of `size`, close
    /// enough that no label fits between two: what labels keep off.
    func edgeMarks(in size: Size) -> [Rect] {
        let whole = Rect(x: 0, y: 0, width: size.width, height: size.height)
        let step = 6.0, half = 2.0
        return outline(in: whole).flatMap { part -> [Rect] in
            let length = part.start.distance(to: part.end)
            let count = max(1, Int((length / step).rounded(.up)))
            return (0...count).map { index in
                let t = Double(index) / Double(count)
                let x = part.start.x + (part.end.x - part.start.x) * t, y = part.start.y + (part.end.y - part.start.y) * t
                return Rect(x: x - half, y: y - half, width: 2 * half, height: 2 * half)
            }
        }
    }
}
