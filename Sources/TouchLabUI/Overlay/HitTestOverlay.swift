import TouchKit
import TouchKitCairo
import TouchLabEngine

/// Draws the hit-test search of a lesson over the scene: every visited view outlined and
/// numbered in visiting order, its `point(inside:)` answer (✓ or ✗ with the reason), the
/// converted point at the current visit, the answers travelling back up, and the hit view.
/// Views the search never reached stay dashed grey, distinct from views it rejected.
@MainActor
package struct HitTestOverlay {
    /// Above this many views, unvisited views are not outlined (it would only be noise).
    package static let unvisitedOutlineLimit = 400
    /// A search visiting more views than this is dense: only the views on the hit path, the
    /// view being visited, and refused views big enough to hold their tag get a badge; every
    /// visit keeps its outline.
    package static let denseSearch = 40

    package let style: LabStyle
    package let canvas: Canvas

    package func draw(_ moment: LessonMoment, scene: Scene) {
        let visits = moment.visits
        guard !visits.isEmpty || moment.shownHitIndex != nil else { return }
        let ordered = visits.values.sorted { $0.number < $1.number }
        var badges = BadgePlacer(bounds: Rect(origin: .zero, size: scene.size))
        let centers = Dictionary(uniqueKeysWithValues: ordered.map { visit in
            (ObjectIdentifier(visit.view), badges.place(near: Self.windowRect(of: visit.view)))
        })
        if moment.shownHitIndex != nil { drawUnvisited(scene.allViews, visits: visits) }
        drawOutlines(ordered)
        drawReturns(moment, centers: centers)
        if let hitIndex = moment.shownHitIndex, case .hit(let view, _) = moment.lesson.steps[hitIndex].kind {
            drawHit(view, fresh: hitIndex == moment.current ? moment.progress : 1)
        }
        var rootAnswer: String?
        if let hitIndex = moment.shownHitIndex, case .hit(let hit, _) = moment.lesson.steps[hitIndex].kind {
            rootAnswer = "returns \(hit?.name ?? "nil")"
        }
        let dense = ordered.count > Self.denseSearch
        for visit in ordered where !dense || isWorthABadge(visit, current: moment.current) {
            let isRoot = visit.view.superview == nil || visit.view.superview is Window
            drawBadge(visit, center: centers[ObjectIdentifier(visit.view)] ?? .zero, answer: isRoot ? rootAnswer : nil)
        }
        if case .visit(let view, let point, let outcome) = moment.lesson.steps[moment.current].kind {
            drawProbe(view: view, point: point, outcome: outcome, progress: moment.progress)
        }
    }

    private func isWorthABadge(_ visit: LessonMoment.Visit, current: Int) -> Bool {
        if visit.outcome == .inside || visit.step == current { return true }
        let rect = Self.windowRect(of: visit.view)
        return rect.width >= 200 && rect.height >= 60
    }

    package static func windowRect(of view: View) -> Rect {
        view.convert(view.bounds, to: nil)
    }

    /// Dashed grey outlines for the views the search never reached, stroked as one path
    /// (turned views as a second, plain grey: the stripe tile dashes only straight lines).
    private func drawUnvisited(_ views: [View], visits: [ObjectIdentifier: LessonMoment.Visit]) {
        guard views.count <= Self.unvisitedOutlineLimit else { return }
        let unvisited = views.filter { visits[ObjectIdentifier($0)] == nil }
        let dashes = Self.dashTile()
        ViewOutline.stroke(unvisited.map { ViewOutline(of: $0, inset: 1.5) }, on: canvas, width: 1) { aligned in
            if aligned, let dashes { canvas.setTiledSource(dashes) } else { canvas.setColor(LabStyle.unvisited) }
        }
        guard let tag = notVisitedTag() else { return }
        for view in unvisited {
            let rect = Self.windowRect(of: view)
            guard rect.width >= 90, rect.height >= 40 else { continue }
            canvas.drawImage(tag, at: Point(x: (rect.maxX - 78).rounded(), y: (rect.minY + 6).rounded()))
        }
    }

    /// The "not visited" tag, drawn once and pasted on every view the search never reached.
    private func notVisitedTag() -> ImageSurface? {
        if let tag = Self.notVisitedSprite { return tag }
        let text = "not visited"
        let size = canvas.measure(text, font: style.small)
        guard let sprite = try? ImageSurface(width: Int((size.width + 10).rounded(.up)) + 1,
                                             height: Int((size.height + 4).rounded(.up)) + 1) else { return nil }
        sprite.clear(to: .clear)
        Canvas(surface: sprite).drawPill(text, at: .zero, font: style.small, fill: LabStyle.unvisited.withAlpha(0.85))
        sprite.flush()
        Self.notVisitedSprite = sprite
        return sprite
    }

    private static var notVisitedSprite: ImageSurface?
    private static var dashes: ImageSurface?

    /// An 8×8 tile of diagonal stripes: a 1-px line painted with it, horizontal or
    /// vertical, shows 4-px dashes with 4-px gaps. Cairo's real dashes cost far more.
    private static func dashTile() -> ImageSurface? {
        if let dashes { return dashes }
        guard let tile = try? ImageSurface(width: 8, height: 8) else { return nil }
        tile.clear(to: .clear)
        let canvas = Canvas(surface: tile)
        for y in 0..<8 {
            for x in 0..<8 where (x + y) % 8 < 4 {
                canvas.fill(Rect(x: Double(x), y: Double(y), width: 1, height: 1), color: LabStyle.unvisited.withAlpha(0.8))
            }
        }
        tile.flush()
        dashes = tile
        return tile
    }

    /// Visited views outlined: blue where `point(inside:)` said yes, red where refused; one
    /// path per colour.
    private func drawOutlines(_ visits: [LessonMoment.Visit]) {
        for inside in [true, false] {
            let outlines = visits.filter { ($0.outcome == .inside) == inside }.map { ViewOutline(of: $0.view, inset: 1) }
            ViewOutline.stroke(outlines, on: canvas, width: 2) { _ in
                canvas.setColor(inside ? LabStyle.visited : LabStyle.rejected)
            }
        }
    }

    private func drawBadge(_ visit: LessonMoment.Visit, center: Point, answer: String?) {
        let isInside = visit.outcome == .inside
        let color = isInside ? LabStyle.visited : LabStyle.rejected
        canvas.drawBadge(String(visit.number), center: center, radius: 9, font: style.small, fill: color)
        let verdict: String
        switch visit.outcome {
        case .inside: verdict = "✓ " + (visit.view.name ?? "view")
        case .rejected(let reason): verdict = "✗ \(visit.view.name ?? "view"): \(reason.phrase)"
        }
        let pill = canvas.drawPill(verdict, at: Point(x: center.x + 12, y: center.y - 8), font: style.small, fill: color)
        if let answer {
            canvas.drawPill(answer, at: Point(x: pill.maxX + 4, y: pill.minY), font: style.small, fill: LabStyle.returned)
        }
    }

    /// Each answer travels from the view's badge to its parent's, labelled at mid-way.
    private func drawReturns(_ moment: LessonMoment, centers: [ObjectIdentifier: Point]) {
        for index in moment.shownSteps.indices {
            guard case .returned(let view, let result) = moment.lesson.steps[index].kind,
                  let parent = view.superview, let start = centers[ObjectIdentifier(view)],
                  let end = centers[ObjectIdentifier(parent)] else { continue }
            let progress = index == moment.current ? moment.progress : 1
            let travelled = Point(x: start.x + (end.x - start.x) * progress, y: start.y + (end.y - start.y) * progress)
            guard start.distance(to: travelled) > 14 else { continue }
            canvas.drawArrow(from: start, to: travelled, color: LabStyle.returned, width: 2, bend: 22)
            if index == moment.current {
                canvas.drawPill("\(view.name ?? "view") returns \(result.name ?? "view")",
                                at: Point(x: travelled.x + 8, y: travelled.y + 8), font: style.small, fill: LabStyle.returned)
            }
        }
    }

    private func drawHit(_ view: View?, fresh: Double) {
        guard let view else { return }
        let rect = Self.windowRect(of: view)
        let outline = ViewOutline(of: view)
        if outline.isAxisAligned {
            canvas.fill(rect, color: LabStyle.returned.withAlpha(0.16 * fresh + 0.06))
            canvas.stroke(rect.outset(by: EdgeInsets(all: -1.5)), width: 3, color: LabStyle.returned)
        } else {
            fillAndStroke(outline, inner: ViewOutline(of: view, inset: 1.5), fill: LabStyle.returned.withAlpha(0.16 * fresh + 0.06))
        }
        let label = "hit view: \(view.name ?? "view")"
        let origin = Point(x: rect.minX + 6, y: max(rect.minY + 6, rect.maxY - 26))
        canvas.drawPill(label, at: origin, font: style.bold, fill: LabStyle.returned)
    }

    /// The point as the current view sees it, and what `point(inside:)` said.
    private func drawProbe(view: View, point: Point, outcome: LessonStep.VisitOutcome, progress: Double) {
        let location = view.convert(point, to: nil)
        let rect = Self.windowRect(of: view)
        let color = outcome == .inside ? LabStyle.visited : LabStyle.rejected
        let halo = color.withAlpha(0.35 + 0.3 * progress)
        let outline = ViewOutline(of: view, inset: -2)
        if outline.isAxisAligned {
            canvas.stroke(rect.outset(by: EdgeInsets(all: 2)), width: 4, color: halo)
        } else {
            ViewOutline.stroke([outline], on: canvas, width: 4) { _ in canvas.setColor(halo) }
        }
        guard location.isFinite else { return }  // a singular view: no point maps into it
        drawCrosshair(at: location, view: view, ring: color)
        let answer = outcome == .inside ? "point(inside:) ✓" : "point(inside:) ✗"
        let coordinates = "\(point) in \(view.name ?? "view")"
        let origin = Point(x: location.x + 12, y: location.y + 10)
        let first = canvas.drawPill(coordinates, at: origin, font: style.mono, fill: LabStyle.ink)
        canvas.drawPill(answer, at: Point(x: origin.x, y: first.maxY + 3), font: style.small, fill: color)
    }
}

extension HitTestOverlay {
    /// A cross through `location` whose arms follow the view's own x and y axes (turned with
    /// a rotated view), so the converted point reads in the view's axes; upright otherwise.
    fileprivate func drawCrosshair(at location: Point, view: View, ring: Color) {
        let axes = ViewOutline.axes(of: view)
        let (x, y) = axes ?? (Point(x: 1, y: 0), Point(x: 0, y: 1))
        for axis in [x, y] {
            canvas.strokeLine(from: Point(x: location.x - 10 * axis.x, y: location.y - 10 * axis.y),
                              to: Point(x: location.x + 10 * axis.x, y: location.y + 10 * axis.y),
                              width: 1.5, color: LabStyle.ink)
        }
        if abs(x.y) > 1e-9 || x.x < 0 || y.y < 0 {
            drawAxisArrows(at: ViewOutline(of: view).corners[0], x: x, y: y)
        }
        canvas.strokeCircle(center: location, radius: 5, width: 1.5, color: ring)
    }

    /// Arrows along the view's +x and +y from its bounds' top-left corner, labelled x and y:
    /// shown when the view's axes are turned or mirrored on screen, so the converted point
    /// can be read against them.
    private func drawAxisArrows(at corner: Point, x: Point, y: Point) {
        guard corner.isFinite else { return }
        for (axis, name) in [(x, "x"), (y, "y")] {
            let tip = Point(x: corner.x + 44 * axis.x, y: corner.y + 44 * axis.y)
            canvas.drawArrow(from: corner, to: tip, color: LabStyle.ink, width: 2, bend: 0)
            let center = Point(x: tip.x + 9 * axis.x, y: tip.y + 9 * axis.y)
            canvas.drawText(name, centeredIn: Rect(x: center.x - 6, y: center.y - 7, width: 12, height: 14),
                            font: style.bold, color: LabStyle.ink)
        }
    }

    /// The hit view's turned shape, filled and outlined.
    fileprivate func fillAndStroke(_ outline: ViewOutline, inner: ViewOutline, fill: Color) {
        guard outline.isDrawable else { return }
        canvas.beginPath()
        outline.add(to: canvas)
        canvas.setColor(fill)
        canvas.fill()
        ViewOutline.stroke([inner], on: canvas, width: 3) { _ in canvas.setColor(LabStyle.returned) }
    }
}

/// Places step badges near their views' top-left corners without covering one another:
/// the overlay is divided into badge-sized cells, and a badge taking a cell pushes the next
/// one at the same place down to the first free cell. Linear in the badges placed.
package struct BadgePlacer {
    package static let cell = 22.0

    package let bounds: Rect
    private var taken: Set<Int> = []

    package init(bounds: Rect) {
        self.bounds = bounds
    }

    package mutating func place(near rect: Rect) -> Point {
        let x = max(bounds.minX + 12, rect.minX + 12)
        var y = max(bounds.minY + 12, rect.minY + 12)
        let column = Int((x / Self.cell).rounded(.down))
        var row = Int((y / Self.cell).rounded(.down))
        while taken.contains(column &* 1_000_003 &+ row) {
            row += 1
            y += Self.cell
        }
        taken.insert(column &* 1_000_003 &+ row)
        return Point(x: x, y: y)
    }
}
