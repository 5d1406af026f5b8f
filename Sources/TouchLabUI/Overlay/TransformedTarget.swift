#if canImport(Glibc)
import Glibc
#endif
import TouchKit
import TouchLabEngine

/// Where the lab draws the view of a pinch or a rotation as their values turn it: scaled and
/// turned about its centre, as an app applying them to the view's transform shows it.
///
/// Always at the scene's own scale, as the fingers, the hit view and the view's own place
/// are: a picture larger than the scene is cut off at its edges, as a phone's screen cuts
/// it, and the view's own place stays the one box "before". Drawing it smaller to fit would
/// leave those at another scale beside it.
@MainActor
struct TransformedTarget {
    let view: View
    /// The view's own rectangle (scene points): the box before the gesture.
    let rect: Rect
    let scale: Double
    let degrees: Double

    /// Room kept between the picture's tag and the scene's edges.
    static let margin = 8.0

    /// The picture's centre: the view's own.
    var center: Point { Point(x: rect.midX, y: rect.midY) }

    /// The turned picture's corners, as drawn.
    var corners: [Point] {
        let angle = degrees * .pi / 180, c = cos(angle), s = sin(angle)
        let halfW = rect.width / 2 * scale, halfH = rect.height / 2 * scale
        return [(-halfW, -halfH), (halfW, -halfH), (halfW, halfH), (-halfW, halfH)].map { dx, dy in
            Point(x: center.x + dx * c - dy * s, y: center.y + dx * s + dy * c)
        }
    }

    /// How far (scene points) a picture's corner may lie past the scene's edge and the
    /// picture still count as inside it.
    static let overhang = 2.0

    /// Whether the picture reaches past the edges of a scene of `size` (cut off there).
    func reachesPast(_ size: Size) -> Bool {
        let scene = Rect(x: -Self.overhang, y: -Self.overhang, width: size.width + 2 * Self.overhang,
                         height: size.height + 2 * Self.overhang)
        return !corners.allSatisfy(scene.contains)
    }

    /// The topmost point of the turned outline inside a scene of `size` (its top corner
    /// where that is inside): where the picture's tag points.
    func top(in size: Size) -> Point {
        let room = Rect(x: Self.margin, y: Self.margin, width: size.width - 2 * Self.margin,
                        height: size.height - 2 * Self.margin)
        let ends = outline(in: room).flatMap { [$0.start, $0.end] }
        return (ends.isEmpty ? corners : ends).min { $0.y < $1.y }!
    }

    /// The parts of the turned outline inside `room`, one per edge crossing it
    /// (Liang–Barsky clipping), in the corners' order.
    func outline(in room: Rect) -> [(start: Point, end: Point)] {
        zip(corners, corners.dropFirst() + corners.prefix(1)).compactMap { Self.clip($0, $1, to: room) }
    }

    /// The part of the segment from `a` to `b` inside `room`, nil where none is.
    static func clip(_ a: Point, _ b: Point, to room: Rect) -> (start: Point, end: Point)? {
        let dx = b.x - a.x, dy = b.y - a.y
        var low = 0.0, high = 1.0
        for (p, q) in [(-dx, a.x - room.minX), (dx, room.maxX - a.x), (-dy, a.y - room.minY), (dy, room.maxY - a.y)] {
            if p == 0 {
                if q < 0 { return nil }
            } else if p < 0 {
                low = max(low, q / p)
            } else {
                high = min(high, q / p)
            }
        }
        guard low < high else { return nil }
        return (Point(x: a.x + low * dx, y: a.y + low * dy), Point(x: a.x + high * dx, y: a.y + high * dy))
    }

    /// The bounding box of the turned picture (past the scene's edges where it reaches them).
    var drawnBounds: Rect {
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// One target per view with a running pinch or rotation among `values`, in the order
    /// the lesson met them.
    static func targets(_ values: LiveValues, scene: Scene) -> [TransformedTarget] {
        var byView: [ObjectIdentifier: (view: View, scale: Double, degrees: Double)] = [:]
        var order: [ObjectIdentifier] = []
        for entry in values.entries where entry.scale != nil || entry.rotationDegrees != nil {
            guard let view = scene.gestureRecognizer(named: entry.recognizer)?.view else { continue }
            let key = ObjectIdentifier(view)
            if byView[key] == nil { order.append(key); byView[key] = (view, 1, 0) }
            if let scale = entry.scale { byView[key]?.scale = scale }
            if let degrees = entry.rotationDegrees { byView[key]?.degrees = degrees }
        }
        return order.compactMap { key in
            guard let (view, scale, degrees) = byView[key] else { return nil }
            let rect = HitTestOverlay.windowRect(of: view)
            guard scale > 0.01, scale.isFinite, degrees.isFinite, rect.width > 0, rect.height > 0 else { return nil }
            return TransformedTarget(view: view, rect: rect, scale: scale, degrees: degrees)
        }
    }
}
