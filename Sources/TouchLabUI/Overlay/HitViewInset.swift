import TouchKit
import TouchKitCairo
import TouchLabEngine

/// A hit view drawn too small to read at the scene's scale (a cell of a large grid shown
/// scaled down, hidden under the finger's circle) shown again enlarged in an inset at a
/// corner of the scene: the hit view marked and named, its neighbours named where they
/// have room, the touch point crossed. The part of the scene it enlarges is framed where
/// it lies; labels and lines keep off the inset and that frame alike.
@MainActor
struct HitViewInset {
    /// A hit view drawn smaller than this (window pixels) both ways gets an inset: the
    /// finger's circle alone is wider.
    static let smallSide = 20.0
    /// The inset's size, window pixels.
    static let size = Size(width: 216, height: 150)
    /// About how long (window pixels) the hit view's longer side is drawn in the inset.
    static let enlargedSide = 64.0
    /// Room (window pixels) between the inset and the scene's edges.
    static let margin = 6.0
    /// The region name `--describe` lists the inset under, its text tagged with it.
    static let regionName = "magnifier"

    let view: View
    /// Where the finger touched, scene points.
    let location: Point
    /// The finger whose touch found the view.
    let finger: Int
    /// Where the inset lies, and the part of the scene it shows, in scene points.
    let rect: Rect
    let source: Rect
    /// How many times larger the inset shows the scene than the frame does.
    let times: Int
    /// The visit the search is at, while the hit is still to come (nil once found): it is
    /// marked in the inset instead of the hit view.
    var searched: LessonMoment.Visit? = nil

    /// The inset for the hit view `moment` shows, when it is drawn smaller than `smallSide`
    /// both ways at `scale`: at the corner of `region` covering nothing of `avoiding` (scene
    /// points) and the fewest views the search visited, the nearest to it of those; nil
    /// when there is no such view or corner.
    /// While the search is still under way, once it has entered a view drawn that small,
    /// the inset is already where the hit's will be (centred on the hit view the lesson
    /// goes on to find, so it stays put), marking the view the search is at.
    static func make(_ moment: LessonMoment?, scale: Double, region: Rect, avoiding: [Rect]) -> HitViewInset? {
        guard let moment, let index = moment.shownHitIndex ?? comingHit(of: moment),
              case .hit(let found, let location) = moment.lesson.steps[index].kind,
              let view = found, location.isFinite, let box = ClippedView(view).visible else { return nil }
        let longer = max(box.width, box.height) * scale
        guard box.width * scale < smallSide, box.height * scale < smallSide, longer > 0 else { return nil }
        let hitShown = moment.shownHitIndex != nil
        let at = hitShown ? nil : searchedSmallView(moment, scale: scale)
        guard hitShown || at != nil else { return nil }
        let times = Int(min(12, max(3, (enlargedSide / longer).rounded())))
        let side = Size(width: size.width / scale, height: size.height / scale)
        let shown = Size(width: side.width / Double(times), height: side.height / Double(times))
        // Centred on the view, slid to lie within the scene: no blank beyond its edge.
        let x = min(max(region.minX, box.midX - shown.width / 2), region.maxX - shown.width)
        let y = min(max(region.minY, box.midY - shown.height / 2), region.maxY - shown.height)
        let source = Rect(x: x, y: y, width: shown.width, height: shown.height)
        let room = margin / scale
        let corners = [Point(x: region.minX + room, y: region.minY + room),
                       Point(x: region.maxX - room - side.width, y: region.minY + room),
                       Point(x: region.minX + room, y: region.maxY - room - side.height),
                       Point(x: region.maxX - room - side.width, y: region.maxY - room - side.height)]
        // Well off the enlarged part, so the labels about it keep their room around it.
        let clear = avoiding + [box, source.outset(by: EdgeInsets(all: 40 / scale))]
        let free = corners.map { Rect(origin: $0, size: side) }.filter { corner in
            !clear.contains { LabelBoard.overlaps($0, corner, gap: 0) }
        }
        // The search's outlines are the lesson: an inset over fewer of them hides less of it.
        let visited = moment.visits.values.compactMap { ClippedView($0.view).visible }
        let ranked = free.map { corner in
            (rect: corner, covered: visited.filter { LabelBoard.overlaps($0, corner, gap: 0) && !OverlayLabels.holds($0, corner) }.count,
             distance: corner.center.distance(to: box.center))
        }
        guard let rect = ranked.min(by: { ($0.covered, $0.distance) < ($1.covered, $1.distance) })?.rect else { return nil }
        return HitViewInset(view: view, location: location, finger: Self.finger(of: moment, before: index),
                            rect: rect, source: source, times: times, searched: at)
    }

    /// The `.hit` step ending the search `moment` is in, while it has yet to be shown.
    private static func comingHit(of moment: LessonMoment) -> Int? {
        guard moment.searchSteps.contains(where: { index in
            switch moment.lesson.steps[index].kind {
            case .visit, .refusals: true
            default: false
            }
        }) else { return nil }
        return moment.lesson.steps.indices[moment.current...].first { index in
            if case .hit = moment.lesson.steps[index].kind { true } else { false }
        }
    }

    /// The latest visit outside a folded run, once the search has visited a view drawn
    /// smaller than `smallSide` both ways and found the point inside it: the search has
    /// entered a part of the scene too small to follow.
    private static func searchedSmallView(_ moment: LessonMoment, scale: Double) -> LessonMoment.Visit? {
        let lone = moment.visits.values.filter { !$0.inRun }
        func small(_ view: View) -> Bool {
            guard let box = ClippedView(view).visible else { return false }
            return box.width * scale < smallSide && box.height * scale < smallSide
        }
        guard lone.contains(where: { $0.outcome == .inside && small($0.view) }) else { return nil }
        // A return step is about the view returning, or, one too large for the inset, the
        // view it returns; any other step about the latest visit.
        if case .returned(let view, let result) = moment.step.kind {
            for each in [view, result].compactMap({ $0 }) where small(each) {
                if let visit = moment.visits[ObjectIdentifier(each)] { return visit }
            }
        }
        return lone.max { $0.number < $1.number }
    }

    /// The finger whose touch began before the lesson's step `index` (1 when none is told).
    private static func finger(of moment: LessonMoment, before index: Int) -> Int {
        for step in moment.lesson.steps[..<index].reversed() {
            if case .touch(let id, .began, _) = step.kind { return id }
        }
        return 1
    }

    /// The frame around the enlarged part, scene points: what labels keep off besides the
    /// inset.
    var sourceFrame: Rect { source.outset(by: EdgeInsets(all: 2)) }
}

extension HitViewInset {
    /// Draws the inset on `canvas`, set up to draw scene points at `scale`: the views of
    /// `window` enlarged under a clip, the hit view's mark, the names, the touch point, and
    /// the frame around the enlarged part where the scene shows it.
    func draw(on canvas: Canvas, scale: Double, window: View, views: ViewRenderer, style: LabStyle) {
        canvas.withSavedState {
            // Window pixels from here: text and lines at their own size, as the labels'.
            if scale != 1 { canvas.concatenate(AffineTransform(scaleX: 1 / scale, y: 1 / scale)) }
            let frame = pixels(rect, scale: scale)
            canvas.stroke(pixels(sourceFrame, scale: scale), width: 1.5, color: LabStyle.ink)
            canvas.fill(frame.outset(by: EdgeInsets(all: 3)), radius: 5, color: LabStyle.paper)
            canvas.withSavedState {
                canvas.clip(to: frame)
                canvas.fill(frame, color: .white)
                canvas.withSavedState {
                    canvas.translate(x: frame.minX, y: frame.minY)
                    let zoom = Double(times) * scale
                    canvas.concatenate(AffineTransform(scaleX: zoom, y: zoom))
                    canvas.translate(x: -source.minX, y: -source.minY)
                    let reach = source.outset(by: EdgeInsets(all: 2))
                    views.draw(window, in: canvas) { !Self.mayShow($0, within: reach) }
                }
                let tag = canvas.textLog?.tag
                canvas.textLog?.tag = Self.regionName
                drawMarks(in: frame, scale: scale, style: style, on: canvas)
                canvas.textLog?.tag = tag ?? LabRegion.scene.rawValue
            }
            canvas.stroke(frame.outset(by: EdgeInsets(all: -1)), radius: 4, width: 2, color: LabStyle.ink)
        }
    }

    /// The hit view's mark and name, its neighbours' names, the touch point and how much
    /// larger the inset shows them, over the enlarged views (window pixels).
    private func drawMarks(in frame: Rect, scale: Double, style: LabStyle, on canvas: Canvas) {
        let zoom = Double(times) * scale
        func inset(_ rect: Rect) -> Rect {
            Rect(x: frame.minX + (rect.minX - source.minX) * zoom, y: frame.minY + (rect.minY - source.minY) * zoom,
                 width: rect.width * zoom, height: rect.height * zoom)
        }
        for neighbour in neighbours() {
            guard let box = ClippedView(neighbour).visible, let shown = inset(box).intersection(frame) else { continue }
            drawName(neighbour.name ?? "view", in: shown, font: style.small, on: canvas)
        }
        if let searched {
            if let box = ClippedView(searched.view).visible {
                let shown = inset(box)
                let color = searched.outcome == .inside ? LabStyle.visited : LabStyle.rejected
                canvas.stroke(shown.outset(by: EdgeInsets(all: 1.5)), width: 3, color: color)
                drawPill(String(searched.number) + " " + (searched.view.name ?? "view"), font: style.bold, fill: color,
                         at: [Point(x: shown.minX, y: shown.maxY + 3), Point(x: shown.minX, y: shown.minY - 3)], within: frame, on: canvas)
            }
        } else if let box = ClippedView(view).visible {
            let hit = inset(box)
            HitTestOverlay.drawHitMark(hit, corner: min(12, hit.width / 3, hit.height / 3), line: 3, on: canvas)
            drawPill(view.name ?? "view", font: style.bold, fill: LabStyle.returned,
                     at: [Point(x: hit.minX, y: hit.maxY + 3), Point(x: hit.minX, y: hit.minY - 3)], within: frame, on: canvas)
        }
        let point = Point(x: frame.minX + (location.x - source.minX) * zoom, y: frame.minY + (location.y - source.minY) * zoom)
        let color = LabStyle.finger(finger)
        canvas.strokeCircle(center: point, radius: 7, width: 2, color: color)
        canvas.strokeLine(from: Point(x: point.x - 11, y: point.y), to: Point(x: point.x + 11, y: point.y), width: 1.5, color: LabStyle.ink)
        canvas.strokeLine(from: Point(x: point.x, y: point.y - 11), to: Point(x: point.x, y: point.y + 11), width: 1.5, color: LabStyle.ink)
        drawPill(style.words.overlays.enlarged(times), font: style.small, fill: LabStyle.ink,
                 at: [Point(x: frame.minX + 4, y: frame.minY + 4)], within: frame, top: true, on: canvas)
    }

    /// The views named in the inset besides the hit view: its siblings and its superview's,
    /// where the inset shows them.
    private func neighbours() -> [View] {
        let parents = [view.superview, view.superview?.superview].compactMap { $0 }.filter { !($0 is Window) }
        let holders = Set(view.ancestry.map(ObjectIdentifier.init))
        return parents.flatMap(\.subviews).filter { neighbour in
            !holders.contains(ObjectIdentifier(neighbour)) && SceneRegion.isDrawn(neighbour)
                && (ClippedView(neighbour).visible.map { LabelBoard.overlaps($0, source, gap: 0) } ?? false)
        }
    }

    /// `name` small at the bottom-left inside `box`, on a light patch, where it fits.
    private func drawName(_ name: String, in box: Rect, font: Font, on canvas: Canvas) {
        let metrics = canvas.measure(name, font: font)
        let height = metrics.ascent + metrics.descent
        guard box.width >= metrics.width + 8, box.height >= height + 6 else { return }
        let origin = Point(x: (box.minX + 4).rounded(), y: (box.maxY - 3 - metrics.descent).rounded())
        canvas.fill(Rect(x: origin.x - 2, y: origin.y - metrics.ascent - 1, width: metrics.width + 4, height: height + 2),
                    radius: 2, color: Color.white.withAlpha(0.85))
        canvas.drawText(name, at: origin, font: font, color: LabStyle.ink)
    }

    /// A rounded tag of `text` at the first of `places` (its top-left; `top` false: its
    /// bottom-left for all but the first) lying inside `frame`, else slid into it.
    private func drawPill(_ text: String, font: Font, fill: Color, at places: [Point], within frame: Rect, top: Bool = false, on canvas: Canvas) {
        let metrics = canvas.measure(text, font: font)
        let size = Size(width: metrics.width + 10, height: metrics.ascent + metrics.descent + 4)
        let boxes = places.enumerated().map { index, place in
            Rect(x: place.x, y: index == 0 || top ? place.y : place.y - size.height, width: size.width, height: size.height)
        }
        let inside = frame.outset(by: EdgeInsets(all: -2))
        let first = boxes.first { OverlayLabels.holds(inside, $0) } ?? boxes[0]
        let box = Rect(x: min(max(first.minX, inside.minX), inside.maxX - size.width),
                       y: min(max(first.minY, inside.minY), inside.maxY - size.height), width: size.width, height: size.height)
        canvas.fill(box, radius: size.height / 2, color: fill)
        canvas.drawText(text, at: Point(x: box.minX + 5, y: (box.minY + 2 + metrics.ascent).rounded()), font: font, color: .white)
    }

    /// Whether `view` or a view inside it may be drawn within `reach` (scene points): the
    /// inset leaves out the rest of a scene of thousands of views. A view whose subviews
    /// lie within its bounds stands for them.
    private static func mayShow(_ view: View, within reach: Rect) -> Bool {
        if view.superview == nil || view is Window { return true }
        let rect = HitTestOverlay.windowRect(of: view)
        if LabelBoard.overlaps(rect, reach, gap: 0) { return true }
        let bounds = view.bounds
        return !(view.clipsToBounds || view.subviews.allSatisfy { OverlayLabels.holds(bounds, $0.frame) && $0.transform.isIdentity })
    }

    private func pixels(_ rect: Rect, scale: Double) -> Rect {
        Rect(x: rect.minX * scale, y: rect.minY * scale, width: rect.width * scale, height: rect.height * scale)
    }
}
