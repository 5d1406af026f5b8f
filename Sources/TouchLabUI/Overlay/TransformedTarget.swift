#if canImport(Glibc)
import Glibc
#endif
import TouchKit
import TouchLabEngine

/// Where the lab draws the view of a pinch or a rotation as their values turn it: scaled and
/// turned about its centre, as an app applying them to the view's transform shows it.
///
/// A picture inside the scene is drawn as it is: the view's own place stays the one box
/// "before". One reaching past the scene's edges (pinched out) is drawn as a proxy
/// instead: the view and its turned picture both reduced by `fit`, about a centre moved
/// just enough to keep them inside, so the change still reads whole.
@MainActor
struct TransformedTarget {
    let view: View
    /// The view's own rectangle (scene points).
    let rect: Rect
    let scale: Double
    let degrees: Double
    /// How much the drawing is reduced to fit the scene: 1 when drawn as it is.
    let fit: Double
    /// Where the picture's centre is drawn: the view's own unless it is a proxy.
    let center: Point

    /// Room kept between the picture and the scene's edges.
    static let margin = 8.0

    /// Whether the picture is a reduced or moved stand-in rather than the view's place.
    var isProxy: Bool { fit < 1 || center != Point(x: rect.midX, y: rect.midY) }

    /// The view's own size as the proxy draws it (its place when not a proxy).
    var reference: Rect {
        Rect(x: center.x - rect.width * fit / 2, y: center.y - rect.height * fit / 2,
             width: rect.width * fit, height: rect.height * fit)
    }

    /// The turned picture's corners, as drawn.
    var corners: [Point] {
        let angle = degrees * .pi / 180, c = cos(angle), s = sin(angle)
        let halfW = rect.width / 2 * scale * fit, halfH = rect.height / 2 * scale * fit
        return [(-halfW, -halfH), (halfW, -halfH), (halfW, halfH), (-halfW, halfH)].map { dx, dy in
            Point(x: center.x + dx * c - dy * s, y: center.y + dx * s + dy * c)
        }
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

    /// The bounding box of the turned picture and the reference, as drawn.
    var drawnBounds: Rect {
        let points = corners + [Point(x: reference.minX, y: reference.minY), Point(x: reference.maxX, y: reference.maxY)]
        let xs = points.map(\.x), ys = points.map(\.y)
        return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// One target per view with a running pinch or rotation among `values`, in the order
    /// the lesson met them, each fitted into `sceneSize`.
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
            return fitted(view, rect: rect, scale: scale, degrees: degrees, in: scene.size)
        }
    }

    /// How far (scene points) a picture's corner may lie past the scene's edge and the
    /// picture still be drawn as it is.
    static let overhang = 2.0

    /// The target drawn as it is where its turned picture lies inside the scene, else
    /// reduced just enough for the larger of the view and its picture to fit, and moved in
    /// from the edges: a picture cut off at the edges shows only stray lines of its outline
    /// once it is pinched out past the scene, so the change is drawn whole and smaller.
    static func fitted(_ view: View, rect: Rect, scale: Double, degrees: Double, in size: Size) -> TransformedTarget {
        let whole = TransformedTarget(view: view, rect: rect, scale: scale, degrees: degrees, fit: 1,
                                      center: Point(x: rect.midX, y: rect.midY))
        let room = Rect(x: margin, y: margin, width: size.width - 2 * margin, height: size.height - 2 * margin)
        let bounds = whole.drawnBounds
        guard room.width > 0, room.height > 0 else { return whole }
        let scene = Rect(x: -overhang, y: -overhang, width: size.width + 2 * overhang, height: size.height + 2 * overhang)
        if whole.corners.allSatisfy(scene.contains) { return whole }
        let fit = min(1, room.width / bounds.width, room.height / bounds.height)
        let halfW = bounds.width * fit / 2, halfH = bounds.height * fit / 2
        let center = Point(x: min(max(rect.midX, room.minX + halfW), room.maxX - halfW),
                           y: min(max(rect.midY, room.minY + halfH), room.maxY - halfH))
        return TransformedTarget(view: view, rect: rect, scale: scale, degrees: degrees, fit: fit, center: center)
    }
}
