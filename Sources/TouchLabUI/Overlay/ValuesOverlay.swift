#if canImport(Glibc)
import Glibc
#endif
import TouchKit
import TouchKitCairo
import TouchLabEngine
import TouchLabFormats

/// What a continuous recognizer is measuring, drawn while it runs: its values beside its
/// view (`LiveValues`), the view of a pinch and a rotation drawn scaled and turned by them
/// (over its place, dimmed), as an app applying them to its transform shows it, a pan's
/// movement threshold as a circle around where the finger came down while the pan is still
/// possible (its note here, the circle drawn over the fingers by `TouchOverlay`), a long
/// press's minimum duration as a bar that fills while it waits, and a swipe's minimum
/// distance as a dashed line from where the finger came down.
@MainActor
struct ValuesOverlay {
    let style: LabStyle
    let canvas: Canvas
    let language: Language
    /// Draws the transformed view again (the scene's own renderer: its fonts and caches).
    let views: ViewRenderer

    /// What goes under the other overlays: the transformed views, kept off `texts` (the
    /// views' own text, scene points) that lies outside the transformed view itself, so a
    /// neighbour's title or words stay readable where the picture reaches over them.
    func drawUnder(_ moment: LessonMoment, scene: Scene, sparing texts: [Rect] = []) {
        drawTransformedViews(LiveValues(moment), scene: scene, sparing: texts)
    }

    /// Room kept between a spared text and the picture's edge.
    static let textClearance = 2.0

    /// The thresholds, and the values' tags offered to `labels`.
    func draw(_ moment: LessonMoment, scene: Scene, labels: OverlayLabels) {
        let values = LiveValues(moment)
        drawThresholds(moment, scene: scene, labels: labels)
        // The values first: they are what the lesson measures, and take the rows by the view.
        for entry in values.entries {
            guard let view = scene.gestureRecognizer(named: entry.recognizer)?.view else { continue }
            let rect = HitTestOverlay.windowRect(of: view)
            let text = entry.text(language, state: entry.state.map(style.words.captions.state))
            var pieces: [LabelPiece] = [.pill(text, font: style.bold, fill: LabStyle.ink, textColor: .white)]
            if let before = Self.beforeScrolling(entry, moment: moment, view: view, language: language) {
                pieces.append(.pill(before, font: style.small, fill: LabStyle.ink, textColor: .white))
            }
            _ = labels.add(pieces, anchor: rect, preferred: Self.places(beside: rect, width: labels.size(of: pieces).width),
                           inside: [Point(x: rect.minX + 6, y: rect.minY + 24)])
        }
        // The values' own rows stay by the view as before; the tags placed after them keep
        // off the edges of a picture cut off at the scene's edges.
        keepOffCutEdges(values, scene: scene, labels: labels)
        noteTargets(values, scene: scene, labels: labels)
    }

    /// For a scroll view's own pan past its beginning, how much of its translation came
    /// before it began, which scrolled nothing: a drag of 120 points scrolls the list by
    /// 100 when the pan begins 20 points in, and the two figures side by side read as a
    /// mistake without it.
    static func beforeScrolling(_ entry: LiveValues.Entry, moment: LessonMoment, view: View, language: Language) -> String? {
        guard let scroll = view as? ScrollView, scroll.panGestureRecognizer.traceName == entry.recognizer,
              entry.state?.state != .began else { return nil }
        var began: Point?
        for played in moment.played {
            guard case .gesture(let name, let state) = played.kind, name == entry.recognizer, state.state == .began else { continue }
            for case .translation(let translation) in played.gestureValues { began = translation }
        }
        guard let began else { return nil }
        let length = (began.x * began.x + began.y * began.y).squareRoot()
        guard length >= 0.05 else { return nil }
        let distance = Quantity.points(length, in: language)
        return language.pick("\(distance) of it before the pan began, which scrolled nothing",
                             "其中 \(distance)在 pan 开始之前，没有滚动")
    }

    /// Where a view's value tags (`width` wide) go, best first: right under it, right over
    /// it, then a row farther out each way, each row tried along the view's width and
    /// within it (two recognizers of one view sit side by side under it, not one a row out
    /// with a line back, nor running on past the view's edge); at its right last. Inside
    /// its corner only when the view leaves no room around it.
    static func places(beside rect: Rect, width: Double) -> [Point] {
        let lefts: [Double] = Array(stride(from: rect.minX, through: max(rect.minX, rect.maxX - max(60, width)), by: 20))
        var places: [Point] = []
        for row in 0...3 {
            let out = Double(row) * 22
            for y in [rect.maxY + 4 + out, rect.minY - 24 - out] {
                places += lefts.map { Point(x: $0, y: y) }
            }
        }
        return places + [Point(x: rect.maxX + 6, y: rect.minY)]
    }

    /// The view of a pinch and a rotation drawn again as their scale and angle turn it about
    /// its centre, half see-through over its own place dimmed, with its turned outline; at
    /// the scene's own scale (`TransformedTarget`), cut off at the scene's edges where it
    /// reaches past them. Only the lab draws it so: the model's view keeps its transform, so
    /// hit testing is unchanged.
    private func drawTransformedViews(_ values: LiveValues, scene: Scene, sparing texts: [Rect]) {
        let targets = TransformedTarget.targets(values, scene: scene)
        guard !targets.isEmpty else { return }
        let whole = Rect(x: 0, y: 0, width: scene.size.width, height: scene.size.height)
        for target in targets {
            canvas.withSavedState {
                canvas.clip(to: whole)
                // The view's own words are drawn again in its picture; everyone else's, and
                // its name (the picture has none), stay on top.
                for text in texts where !OverlayLabels.holds(target.rect, text) || Self.isName(text, of: target.rect) {
                    clipOut(text.outset(by: EdgeInsets(all: Self.textClearance)), from: whole)
                }
                drawTransformed(target)
            }
        }
    }

    /// Whether `text`, inside `rect`, is the view's name in its top-left corner
    /// (`ViewRenderer.drawName`).
    static func isName(_ text: Rect, of rect: Rect) -> Bool {
        text.minX - rect.minX < 12 && text.minY - rect.minY < 12
    }

    /// Narrows the clip to `whole` less `hole`: the hole's path runs the other way round, so
    /// under the nonzero rule it is outside. One hole a clip, so overlapping holes stay out.
    private func clipOut(_ hole: Rect, from whole: Rect) {
        canvas.beginPath()
        canvas.move(to: Point(x: whole.minX, y: whole.minY))
        canvas.line(to: Point(x: whole.maxX, y: whole.minY))
        canvas.line(to: Point(x: whole.maxX, y: whole.maxY))
        canvas.line(to: Point(x: whole.minX, y: whole.maxY))
        canvas.closePath()
        canvas.move(to: Point(x: hole.minX, y: hole.minY))
        canvas.line(to: Point(x: hole.minX, y: hole.maxY))
        canvas.line(to: Point(x: hole.maxX, y: hole.maxY))
        canvas.line(to: Point(x: hole.maxX, y: hole.minY))
        canvas.closePath()
        canvas.clip()
    }

    /// The view's place dimmed, the view before the gesture as one faint dashed outline,
    /// and the turned picture drawn as the view itself: two outlines, each named by its tag
    /// (`noteTargets`). The picture is tinted, so where it is cut off at the scene's edges
    /// the part in sight reads as a surface reaching on past the edge, not as lines across
    /// the corners.
    private func drawTransformed(_ target: TransformedTarget) {
        canvas.fill(target.rect, color: LabStyle.canvas.withAlpha(0.4))
        canvas.withSavedState {
            canvas.setDash([4, 3])
            canvas.stroke(target.rect, width: 1.5, color: LabStyle.unvisited)
        }
        // Half see-through, so what it now covers (a label under it) still reads.
        canvas.pushGroup()
        canvas.withSavedState {
            canvas.translate(x: target.center.x, y: target.center.y)
            canvas.concatenate(AffineTransform(rotationAngle: target.degrees * .pi / 180))
            canvas.concatenate(AffineTransform(scaleX: target.scale, y: target.scale))
            canvas.translate(x: -target.rect.width / 2, y: -target.rect.height / 2)
            let showsNames = views.options.showsNames
            views.options.showsNames = false
            views.draw(target.view, in: canvas)
            views.options.showsNames = showsNames
        }
        canvas.popGroup(alpha: 0.55)
        let corners = target.corners
        canvas.move(to: corners[0])
        for corner in corners.dropFirst() { canvas.line(to: corner) }
        canvas.closePath()
        canvas.setColor(LabStyle.gesture.withAlpha(Self.tint))
        canvas.fill(preserve: true)
        canvas.setColor(LabStyle.gesture)
        canvas.setLineWidth(2)
        canvas.stroke()
    }

    /// The picture's tint, the same inside the scene and cut off at its edges: a pinch
    /// growing past the edge keeps its colours, and a deeper tint over the whole scene
    /// leaves an exported GIF's palette short of its shades.
    static let tint = 0.08

    /// Each picture's two tags: the dashed outline is the view before the gesture, and the
    /// picture is the view now, scaled and turned by so much; one cut off at the scene's
    /// edges says so, by where it leaves the scene.
    private func noteTargets(_ values: LiveValues, scene: Scene, labels: OverlayLabels) {
        for target in TransformedTarget.targets(values, scene: scene) {
            let name = target.view.traceName
            let gesture = target.view.gestureRecognizers.contains { $0 is PinchGestureRecognizer && $0.isTraced }
                ? language.pick("pinch", "捏合") : language.pick("rotation", "旋转")
            let before = language.pick("\(name) before the \(gesture)", "\(gesture)前的 \(name)")
            // The view's own box is the box before: its tag is a tab inside its top edge,
            // after its name, rather than one more tag in the crowded rows by it.
            let pieces: [LabelPiece] = [.pill(before, font: style.small, fill: LabStyle.gesture)]
            let size = labels.size(of: pieces), box = target.rect
            let corner = Point(x: box.minX + Self.afterName + size.width / 2, y: box.minY + 4 + size.height / 2)
            if labels.addOnView(pieces, view: target.view, rect: box, target: corner, apart: 0, alone: true) == nil {
                note(before, beside: box, labels: labels)
            }
            let scale = LiveValues.Entry.fixed(target.scale, 2), degrees = LiveValues.Entry.fixed(target.degrees, 0)
            // Only what changed: a pinch alone turns nothing, a rotation alone scales nothing.
            var changes: [String] = []
            if scale != "1.00" || degrees == "0" { changes.append(language.pick("scale \(scale)×", "缩放 \(scale)×")) }
            if degrees != "0" { changes.append(language.pick("rotated \(degrees)°", "旋转 \(degrees)°")) }
            let now = language.pick("\(name) now: ", "现在的 \(name)：") + changes.joined(separator: " · ")
            if target.reachesPast(scene.size), let exit = target.exit(in: scene.size) {
                // Two pieces, so a scene drawn small can stack them inside the picture.
                let pieces: [LabelPiece] = [.pill(now, font: style.small, fill: LabStyle.gesture),
                                            .pill(language.pick("reaches past the scene's edge", "超出场景边缘"),
                                                  font: style.small, fill: LabStyle.gesture)]
                let anchor = Rect(x: exit.x - 4, y: exit.y - 4, width: 8, height: 8)
                let oneRow = labels.size(of: pieces), stacked = labels.size(of: pieces, rows: 2)
                // Inside the picture: on one row where one is free there, else stacked.
                let kept = [anchor] + labels.guarded.filter { !OverlayLabels.holds($0, anchor) }
                func free(_ size: Size) -> Point? {
                    target.tagPlaces(by: exit, size: size, in: scene.size).first { origin in
                        let rect = Rect(origin: origin, size: size)
                        return target.holds(rect) && labels.board.isFree(rect, keepingOff: kept)
                    }
                }
                if let origin = free(oneRow) {
                    _ = labels.add(pieces, anchor: anchor, preferred: [origin])
                } else if let origin = free(stacked) {
                    _ = labels.add(pieces, anchor: anchor, preferred: [origin], stackedFirst: true)
                } else if let origin = target.placesInside(size: stacked, in: scene.size, nearest: exit).first(where: {
                    labels.board.isFree(Rect(origin: $0, size: stacked), keepingOff: kept)
                }) {
                    // None by where it leaves (a scene drawn small): the free place in the
                    // picture nearest it.
                    _ = labels.add(pieces, anchor: anchor, preferred: [origin], stackedFirst: true)
                } else {
                    _ = labels.add(pieces, anchor: anchor, preferred: target.tagPlaces(by: exit, size: oneRow, in: scene.size))
                }
                continue
            }
            let top = target.top(in: scene.size)
            _ = labels.add([.pill(now, font: style.small, fill: LabStyle.gesture)],
                           anchor: Rect(x: top.x - 4, y: top.y - 4, width: 8, height: 8),
                           preferred: [Point(x: top.x + 8, y: top.y + 4), Point(x: top.x + 8, y: top.y - 20),
                                       Point(x: top.x - 200, y: top.y + 4)])
        }
    }

    /// Keeps the labels placed from now on off the edges of each picture cut off at the
    /// scene's edges: those edges run across the scene's corners, where tags go.
    private func keepOffCutEdges(_ values: LiveValues, scene: Scene, labels: OverlayLabels) {
        for target in TransformedTarget.targets(values, scene: scene) where target.reachesPast(scene.size) {
            for mark in target.edgeMarks(in: scene.size) { labels.keepClear(around: mark, by: 0) }
        }
    }

    /// The pan's 10-point circle and the long press's filling bar, for each such recognizer
    /// still possible while the finger that started it is down.
    private func drawThresholds(_ moment: LessonMoment, scene: Scene, labels: OverlayLabels) {
        guard let start = Self.firstTouch(moment), start.isDown else { return }
        let time = moment.traceTime
        for (name, part) in JourneyRecognizers.parts(for: moment) where part == .possible {
            switch scene.gestureRecognizer(named: name) {
            case let pan as PanGestureRecognizer:
                // The circle itself is drawn over the fingers (`TouchOverlay`); its note here.
                let radius = pan.hysteresis
                let circle = Rect(x: start.location.x - radius, y: start.location.y - radius, width: 2 * radius, height: 2 * radius)
                let distance = Quantity.points(radius, in: language)
                note(language.pick("\(name) begins after \(distance)", "\(name) 移动 \(distance) 后才开始"),
                     beside: circle, labels: labels)
            case let press as LongPressGestureRecognizer where press.numberOfTapsRequired == 0:
                let fraction = min(1, max(0, (time - start.time) / press.minimumPressDuration))
                let bar = Rect(x: start.location.x - 30, y: start.location.y + 22, width: 60, height: 7)
                canvas.fill(bar, radius: 3.5, color: LabStyle.paper)
                canvas.fill(Rect(x: bar.minX, y: bar.minY, width: bar.width * fraction, height: bar.height),
                            radius: 3.5, color: LabStyle.gesture)
                canvas.stroke(bar, radius: 3.5, width: 1, color: LabStyle.gesture)
                let held = Quantity.seconds(LiveValues.rounded(fraction * press.minimumPressDuration, 2), in: language)
                let needed = Quantity.seconds(press.minimumPressDuration, in: language)
                note(language.pick("\(name): held \(held) of \(needed)", "\(name)：已按住 \(held)，需要 \(needed)"),
                     beside: bar, labels: labels)
            case let swipe as SwipeGestureRecognizer:
                drawSwipeGoal(swipe, name: name, from: start.location, labels: labels)
            default: break
            }
        }
    }

    /// A swipe's goal: a dashed line as long as its minimum distance from where the finger
    /// came down, in each direction it accepts, a bar across its end, and what it needs in
    /// time: without it a swipe seems to fire at a whim.
    private func drawSwipeGoal(_ swipe: SwipeGestureRecognizer, name: String, from start: Point, labels: OverlayLabels) {
        let directions: [(SwipeGestureRecognizer.Direction, Point, String, String)] = [
            (.right, Point(x: 1, y: 0), "right", "向右"), (.left, Point(x: -1, y: 0), "left", "向左"),
            (.up, Point(x: 0, y: -1), "up", "向上"), (.down, Point(x: 0, y: 1), "down", "向下"),
        ].filter { swipe.direction.contains($0.0) }
        guard !directions.isEmpty else { return }
        let length = swipe.minimumDistance
        var area = Rect(x: start.x, y: start.y, width: 0, height: 0)
        for (_, unit, _, _) in directions {
            let end = Point(x: start.x + unit.x * length, y: start.y + unit.y * length)
            canvas.withSavedState {
                canvas.setDash([5, 4])
                canvas.strokeLine(from: start, to: end, width: 2, color: LabStyle.gesture)
            }
            let across = Point(x: unit.y * 7, y: unit.x * 7)
            canvas.strokeLine(from: Point(x: end.x - across.x, y: end.y - across.y), to: Point(x: end.x + across.x, y: end.y + across.y),
                              width: 2, color: LabStyle.gesture)
            area = area.union(Rect(x: min(start.x, end.x) - 7, y: min(start.y, end.y) - 7,
                                   width: abs(end.x - start.x) + 14, height: abs(end.y - start.y) + 14))
        }
        let distance = Quantity.points(length, in: language)
        let duration = Quantity.seconds(swipe.maximumDuration, in: language)
        let english = directions.map(\.2).joined(separator: " or "), chinese = directions.map(\.3).joined(separator: "或")
        note(language.pick("\(name) needs \(distance) \(english) within \(duration)", "\(name) 需要在 \(duration)内\(chinese)移动 \(distance)"),
             beside: area, labels: labels)
    }

    /// The movement threshold of each pan still possible while the finger that started it
    /// is down, around where that finger came down.
    static func thresholdCircles(_ moment: LessonMoment, scene: Scene) -> [Fingers.ThresholdCircle] {
        guard let start = firstTouch(moment), start.isDown else { return [] }
        return JourneyRecognizers.parts(for: moment).compactMap { name, part in
            guard part == .possible, let pan = scene.gestureRecognizer(named: name) as? PanGestureRecognizer else { return nil }
            return Fingers.ThresholdCircle(recognizer: name, center: start.location, radius: pan.hysteresis)
        }
    }

    /// Whether a long press's bar fills as the step shown plays (its finger down, it still
    /// possible): the scene's still overlays are then drawn again with the step's progress.
    static func fillsWithProgress(_ moment: LessonMoment, scene: Scene) -> Bool {
        guard let start = firstTouch(moment), start.isDown else { return false }
        return JourneyRecognizers.parts(for: moment).contains { name, part in
            part == .possible && (scene.gestureRecognizer(named: name) as? LongPressGestureRecognizer)?.numberOfTapsRequired == 0
        }
    }

    /// Where a tab inside a view's top edge starts: after a short name drawn in its corner.
    static let afterName = 40.0

    /// A small tag beside a threshold's shape, saying what it measures.
    private func note(_ text: String, beside rect: Rect, labels: OverlayLabels) {
        _ = labels.add([.pill(text, font: style.small, fill: LabStyle.gesture)], anchor: rect,
                       preferred: [Point(x: rect.minX, y: rect.maxY + 4), Point(x: rect.maxX + 6, y: rect.minY),
                                   Point(x: rect.minX, y: rect.minY - 20)])
    }

    /// Where and when the lesson's first finger came down, and whether it is still down at
    /// the step shown.
    private static func firstTouch(_ moment: LessonMoment) -> (location: Point, time: Double, isDown: Bool)? {
        var first: (id: Int, location: Point, time: Double)?
        var isDown = false
        for played in moment.played {
            guard case .touch(let id, let phase, let location) = played.kind else { continue }
            if first == nil, phase == .began { first = (id, location, played.time); isDown = true }
            if id == first?.id, phase == .ended || phase == .cancelled { isDown = false }
        }
        return first.map { ($0.location, $0.time, isDown) }
    }

}
