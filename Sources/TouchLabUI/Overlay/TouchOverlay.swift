import TouchKit
import TouchKitCairo
import TouchLabEngine

/// The fingers: each with its own colour, a contact marker where it is down, a trail that
/// fades over `LabSession.trailFade` seconds to `Fingers.keptAlpha`, and a small coordinate
/// readout. Where the
/// lesson's touches came down stays marked with a ring so a finished lesson still shows it.
///
/// The shapes (`drawShapes`) are the last overlay drawn under the labels, and the only one
/// that changes with the clock alone (a trail fading): the renderer draws them on their own
/// over the other overlays kept in a layer, within `shapeBounds`.
@MainActor
package struct TouchOverlay {
    let style: LabStyle
    let canvas: Canvas
    /// Window pixels per scene point: a scene shown scaled down keeps its small shapes'
    /// lines a readable width in pixels.
    var sceneScale = 1.0
    /// The scene's text (scene points), laid again over a finger's tint so the title of the
    /// button it presses reads as the button draws it.
    var ink = SceneInk.none
    /// The enlarged touch areas' dashed outlines (scene points): where a finger lies on one,
    /// its edge and the scene's text are drawn again over the finger's ring, since the finger
    /// is as wide as the area the lesson is about.
    var areas: [ViewOutline] = []

    /// Lines end round here: a trail's segments join smoothly, and a finger that did not move
    /// leaves a dot.
    func drawShapes(_ fingers: Fingers) {
        canvas.withSavedState {
            canvas.setRoundLineEnds(true)
            if let emulation = fingers.emulation { drawEmulation(pointer: emulation.pointer, center: emulation.center) }
            for finger in fingers.fingers {
                let color = LabStyle.finger(finger.id)
                drawTrail(finger.samples, now: fingers.time, color: color)
                // Where it came down, once the contact is not there to show it: a second
                // ring on the contact's dot would only cover more of the view's text.
                let start = finger.start
                let shownByContact = finger.contact.map { contact in
                    contact.alpha >= 1 && start.map { contact.location.distance(to: $0) < 3 } ?? false
                } ?? false
                if let start, !shownByContact {
                    canvas.strokeCircle(center: start, radius: 7, width: Self.haloWidth(1.5), color: Self.halo.withAlpha(0.8))
                    canvas.strokeCircle(center: start, radius: 7, width: 1.5, color: color.withAlpha(0.8))
                }
                if let contact = finger.contact {
                    if contact.hollow {
                        drawRing(contact.location, color: color, alpha: contact.alpha)
                    } else {
                        drawContact(contact.location, color: color, alpha: contact.alpha)
                    }
                }
            }
            for circle in fingers.thresholds { drawThreshold(circle) }
        }
    }

    /// A pan's threshold over the finger's marker (which is wider than it): a dashed ring on
    /// a white halo, so it reads over the marker's tint, the trail and the view alike; in a
    /// scene shown small, a solid ring at least 1.6 pixels wide.
    private func drawThreshold(_ circle: Fingers.ThresholdCircle) {
        let pixel = 1 / min(1, max(sceneScale, 0.05))
        canvas.fillCircle(center: circle.center, radius: circle.radius, color: LabStyle.gesture.withAlpha(0.16))
        canvas.strokeCircle(center: circle.center, radius: circle.radius, width: max(4.5, 3.5 * pixel),
                            color: .white.withAlpha(0.9))
        canvas.withSavedState {
            if circle.radius >= 8 * pixel { canvas.setDash([4, 2.5]) }
            canvas.strokeCircle(center: circle.center, radius: circle.radius, width: max(2, 1.6 * pixel), color: LabStyle.gesture)
        }
    }

    /// Each shown contact's coordinate readout, offered to `labels`; a finger with a
    /// caption (`OverrideNotes.fingerCaptions`) says that instead, out to its side, with the
    /// override's note on the line under it where the two rows find room by the finger (one
    /// label, one leader); a finger whose touch never reached its hit view says why in its
    /// parts (`UndeliveredTouches.fingerCaptions`, in `undelivered`). `captioned`: only the
    /// fingers with an override's caption (true) or only those without (false); nil: all.
    /// Returns the views whose note went with a caption.
    @discardableResult
    func addLabels(_ fingers: Fingers, labels: OverlayLabels, captions: [Int: OverrideNotes.FingerCaption] = [:],
                   undelivered: [Int: [String]] = [:], captioned: Bool? = nil) -> Set<ObjectIdentifier> {
        var told: Set<ObjectIdentifier> = []
        for readout in fingers.readouts where captioned.map({ $0 == (captions[readout.id] != nil) }) ?? true {
            let location = readout.location
            let caption = captions[readout.id]
            let half = SceneMarkers.fingerSide / 2
            let marker = Rect(x: location.x - half, y: location.y - half, width: 2 * half, height: 2 * half)
            // Its fill fades with the contact, applied as the labels are drawn.
            let fill = LabStyle.finger(readout.id).withAlpha(0.9)
            let coordinates = "\(readout.id)  (\(Int(location.x.rounded())), \(Int(location.y.rounded())))"
            let pieces: [LabelPiece] = if let caption {
                [.pill("\(readout.id) · \(caption.text)", font: style.small, fill: fill)]
            } else if let parts = undelivered[readout.id] {
                // Deepened: a finger's colour on a button of much its hue (a list's blue rows)
                // leaves sentences unread; its short readout stays bright. The first part
                // leads with the finger's number and place, as every other finger's readout.
                parts.enumerated().map { index, text in
                    .pill(index == 0 ? "\(coordinates) · \(text)" : text, font: style.small, fill: Self.deepened(fill))
                }
            } else {
                [.pill(coordinates, font: style.monoSmall, fill: fill)]
            }
            func preferred(_ size: Size, rows: Int) -> [Point] {
                var preferred = [Point(x: location.x + 27, y: location.y - 42),
                                 Point(x: location.x + 27, y: location.y + 26),
                                 Point(x: location.x - 120, y: location.y - 42)].map {
                    Self.clearing($0, size: size, edgesOf: readout.under)
                }
                if caption != nil || undelivered[readout.id] != nil {
                    preferred.insert(contentsOf: Self.captionedPlaces(location, size: size, rows: rows), at: 0)
                } else {
                    // Beside the finger at its height where the places over and under it are
                    // taken (a crowded small button): near, rather than rows away.
                    preferred += Self.captionedPlaces(location, size: size)
                }
                return preferred
            }
            if let caption {
                let note = LabelPiece.pill(caption.note, font: style.small, fill: LabStyle.override)
                if labels.addInRows(pieces + [note], anchor: marker, preferred: { preferred($0, rows: 2) }, fading: readout.id) != nil {
                    told.insert(caption.view)
                    continue
                }
            }
            let parts = undelivered[readout.id]
            let said = caption != nil || parts != nil
            // A lifted finger's ring marks where it was; its coordinates are said only right
            // beside it, off the views around: sent farther off, with a leader back across
            // them, they would crowd what the lesson's later steps are about.
            // A finger's stacked parts are tried first, so their places are measured stacked:
            // at its right first, where they read on from the finger, else at its left.
            let stackedPlaces = (parts?.count ?? 0) > 1 ? [4, 3, 2].filter { $0 <= parts?.count ?? 0 }.flatMap { rows in
                let size = labels.size(of: pieces, rows: rows)
                let places = Self.captionedPlaces(location, size: size, rows: rows)
                return places.filter { $0.x > location.x } + places.filter { $0.x <= location.x }
            } : []
            let places = stackedPlaces + preferred(labels.size(of: pieces), rows: 1)
            if readout.lifted, !said {
                guard labels.addWhereFree(pieces, anchor: marker, preferred: places, fading: readout.id,
                                          offOtherViews: true) == nil else { continue }
                // No room off the views around: touching its ring, over a view if need be;
                // else its number alone, so every finger drawn is named.
                let beside = Self.besidePlaces(location, size: labels.size(of: pieces))
                guard labels.addWhereFree(pieces, anchor: marker, preferred: beside, fading: readout.id) == nil else { continue }
                let number: [LabelPiece] = [.pill("\(readout.id)", font: style.monoSmall, fill: fill)]
                let near = Self.besidePlaces(location, size: labels.size(of: number))
                if labels.addWhereFree(number, anchor: marker, preferred: near, fading: readout.id) == nil {
                    labels.add(number, anchor: marker, preferred: near, fading: readout.id)
                }
            } else {
                labels.add(pieces, anchor: marker, preferred: places, fading: readout.id, stackedFirst: (parts?.count ?? 0) > 1)
            }
        }
        return told
    }

    /// `color` darkened to about half its light, its alpha kept: white text on it stands
    /// out from a view filled with the colour itself.
    static func deepened(_ color: Color) -> Color {
        Color(red: color.red * 0.5, green: color.green * 0.5, blue: color.blue * 0.5, alpha: color.alpha)
    }

    /// A captioned readout's places: beside the finger at its height, left then right, where
    /// it reads apart from the small views and areas it speaks of. A caption of two rows
    /// is tried from centred on the finger down to its first row there, as high as is
    /// free: the row under the finger's cluster stays for the hit view's label.
    static func captionedPlaces(_ location: Point, size: Size, rows: Int = 1) -> [Point] {
        let reach = SceneMarkers.fingerSide / 2 + 8
        let heights = rows > 1 ? Array(stride(from: location.y - size.height / 2, through: location.y + 2, by: 2))
            : [location.y + 2]
        return [location.x - reach - size.width, location.x + reach].flatMap { x in heights.map { Point(x: x, y: $0) } }
    }

    /// Places for a readout touching a lifted finger's ring or a few points off it: right,
    /// left, above and below it, then at its corners, each slid along the ring's side.
    static func besidePlaces(_ location: Point, size: Size) -> [Point] {
        var places: [Point] = []
        for reach in [25.0, 33.0] {
            let right = location.x + reach, left = location.x - reach - size.width
            let above = location.y - reach - size.height, below = location.y + reach
            for slide in [0.0, -12, 12] {
                places += [Point(x: right, y: location.y - size.height / 2 + slide),
                           Point(x: left, y: location.y - size.height / 2 + slide),
                           Point(x: location.x - size.width / 2 + slide * 3, y: above),
                           Point(x: location.x - size.width / 2 + slide * 3, y: below)]
            }
            places += [Point(x: location.x + reach * 0.7, y: location.y - reach * 0.7 - size.height),
                       Point(x: location.x + reach * 0.7, y: location.y + reach * 0.7),
                       Point(x: location.x - reach * 0.7 - size.width, y: location.y - reach * 0.7 - size.height),
                       Point(x: location.x - reach * 0.7 - size.width, y: location.y + reach * 0.7)]
        }
        return places
    }

    /// `origin` moved up or down so that a readout of `size` there lies wholly above or
    /// below `box` (the view under the finger) instead of across its top or bottom edge,
    /// where it would hide the view's outline and, on a button of its colour, its corner.
    static func clearing(_ origin: Point, size: Size, edgesOf box: Rect?) -> Point {
        guard let box else { return origin }
        let rect = Rect(origin: origin, size: size)
        guard rect.maxX > box.minX, rect.minX < box.maxX else { return origin }
        let gap = 2.0
        if rect.minY < box.minY, rect.maxY > box.minY - gap { return Point(x: origin.x, y: box.minY - gap - size.height) }
        if rect.minY < box.maxY + gap, rect.maxY > box.maxY { return Point(x: origin.x, y: box.maxY + gap) }
        return origin
    }

    /// The frontmost view drawn at `point` (window coordinates) below `root`, by outline:
    /// a drawing question, not the hit test (which would be traced, and which skips what
    /// does not take touches but still shows).
    static func innermostView(at point: Point, in root: View?) -> Rect? {
        guard let root, !root.isHidden, root.alpha >= 0.01 else { return nil }
        let outline = ViewOutline(of: root)
        guard outline.isDrawable, outline.boundingBox.contains(point) else { return nil }
        for subview in root.subviews.reversed() {
            if let inner = innermostView(at: point, in: subview) { return inner }
        }
        return outline.boundingBox
    }

    /// A rectangle (scene points) holding everything `drawShapes` draws, antialiased edges
    /// included; nil when it draws nothing.
    static func shapeBounds(_ fingers: Fingers) -> Rect? {
        var points: [Point] = []
        if let (pointer, center) = fingers.emulation {
            points += [pointer, Point(x: 2 * center.x - pointer.x, y: 2 * center.y - pointer.y), center]
        }
        for finger in fingers.fingers {
            points += finger.samples.map(\.location)
            if let contact = finger.contact { points.append(contact.location) }
        }
        // A threshold wider than a contact's reach (a scene's own hysteresis) reaches out
        // further: its radius and half its halo, as wide as a scene shown small draws it.
        for circle in fingers.thresholds where circle.radius + 10 > 24 {
            let out = circle.radius + 10 - 24
            points += [Point(x: circle.center.x - out, y: circle.center.y - out), Point(x: circle.center.x + out, y: circle.center.y + out)]
        }
        guard !points.isEmpty else { return nil }
        // Not a point to bound (a NaN reached the input): everything may have been drawn on.
        guard points.allSatisfy(\.isFinite) else { return Rect(x: -1e12, y: -1e12, width: 2e12, height: 2e12) }
        let xs = points.map(\.x), ys = points.map(\.y)
        // The widest shape around a point: a contact's 22-point ring, stroked 2 wide on its
        // 5-wide halo.
        let reach = 25.0
        return Rect(x: xs.min()! - reach, y: ys.min()! - reach,
                    width: xs.max()! - xs.min()! + 2 * reach, height: ys.max()! - ys.min()! + 2 * reach)
    }

    /// The trace time the fingers are drawn at: the moment's (`LessonMoment.traceTime`, the
    /// time its values are taken at), never a later one: stepped to a step, its time (a run
    /// of moves: where it ended); while a lesson plays, the step playing moving on with its
    /// progress. The latest lesson played to its end is drawn now (fingers still down follow
    /// the input, lifted ones fade); an earlier one, or one stepped to its last step, at that
    /// step's time, not at a later lesson's nor at the clock's.
    static func fingerTime(_ session: LabSession, shown: ShownLesson) -> Double {
        let now = session.traceNow
        guard let moment = shown.moment else { return now }
        if moment.isFinished, !moment.isPinned, moment.lesson.id == session.history.latest?.id { return now }
        return min(now, moment.traceTime)
    }

    /// The two fingers Alt+drag would put down: the pointer and its mirror, joined
    /// through the centre, as the iOS Simulator shows them.
    private func drawEmulation(pointer: Point, center: Point) {
        let mirror = Point(x: 2 * center.x - pointer.x, y: 2 * center.y - pointer.y)
        let color = LabStyle.ink.withAlpha(0.45)
        canvas.save()
        canvas.setDash([3, 4])
        canvas.strokeLine(from: pointer, to: mirror, width: 1, color: color)
        canvas.restore()
        for point in [pointer, mirror] {
            canvas.fillCircle(center: point, radius: 20, color: .white.withAlpha(0.35))
            canvas.strokeCircle(center: point, radius: 20, width: 2, color: color)
        }
        canvas.fillCircle(center: center, radius: 2.5, color: color)
    }

    private func drawTrail(_ samples: [TouchSample], now: Double, color: Color) {
        guard samples.count > 1 else { return }
        for index in 1..<samples.count {
            let age = now - samples[index].time
            let alpha = max(Fingers.keptAlpha, 1 - age / LabSession.trailFade)
            canvas.strokeLine(from: samples[index - 1].location, to: samples[index].location,
                              width: 2 + 3 * alpha, color: color.withAlpha(0.75 * alpha))
        }
    }

    /// A lifted finger: the ring and a hollow dot, no tint, so what lies under it (a
    /// switch's knob, a highlight gone) reads through it.
    private func drawRing(_ location: Point, color: Color, alpha: Double) {
        drawHaloedRing(location, color: color.withAlpha(0.9 * alpha), alpha: alpha)
        drawAreaEdges(around: location, alpha: alpha)
        drawCentre(location, hollow: true, color: color, alpha: alpha)
    }

    /// Where the finger is: a dot, or on the scene's text (a button's title) ticks pointing
    /// in from the ring, stopping short of the letters, so the title reads whole.
    private func drawCentre(_ location: Point, hollow: Bool, color: Color, alpha: Double) {
        let text = ink.rects.map { $0.outset(by: EdgeInsets(all: 2)) }
        guard text.contains(where: { $0.contains(location) }) else {
            drawDot(location, hollow: hollow, color: color, alpha: alpha)
            return
        }
        for tick in Self.ticks(location, avoiding: text) {
            canvas.strokeLine(from: tick.outer, to: tick.inner, width: Self.haloWidth(2), color: Self.halo.withAlpha(0.9 * alpha))
            canvas.strokeLine(from: tick.outer, to: tick.inner, width: 2, color: color.withAlpha(alpha))
        }
    }

    /// The ticks aiming at `location` from the ring's inner edge, each as long as it can be
    /// (up to 8 points) without reaching into `text`; a tick with under 3 points left out.
    static func ticks(_ location: Point, avoiding text: [Rect]) -> [(outer: Point, inner: Point)] {
        let outer = 20.0, longest = 8.0, shortest = 3.0
        return [(0.0, -1.0), (0, 1), (-1, 0), (1, 0)].compactMap { (dx, dy) in
            func at(_ distance: Double) -> Point { Point(x: location.x + dx * distance, y: location.y + dy * distance) }
            var inner = outer - longest
            while inner <= outer - shortest {
                let a = at(outer), b = at(inner)
                let span = Rect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(a.x - b.x), height: abs(a.y - b.y))
                if !text.contains(where: { $0.intersection(span.outset(by: EdgeInsets(all: 1))) != nil }) { return (a, b) }
                inner += 1
            }
            return nil
        }
    }

    /// What every finger mark is outlined with: a white rim each side of its stroke, so a
    /// finger's colour reads on a fill of the same hue (a blue button, a highlighted row)
    /// as well as on the light views around it.
    static let halo = Color.white
    /// A stroke of `width` widened by the rim on each side.
    static func haloWidth(_ width: Double) -> Double { width + 3 }

    /// The contact's ring, on its halo, broken where it would cross the scene's text (the
    /// title of a small button the finger presses near its edge), so every letter reads.
    private func drawHaloedRing(_ location: Point, color: Color, alpha: Double) {
        let gaps = Self.ringGaps(location, radius: 22, width: Self.haloWidth(2), text: ink.rects)
        canvas.withSavedState {
            if !gaps.isEmpty {
                let reach = 22 + Self.haloWidth(2)
                canvas.beginPath()
                canvas.addRect(Rect(x: location.x - reach, y: location.y - reach, width: 2 * reach, height: 2 * reach))
                // Each gap wound the other way: a hole in the clip.
                for gap in gaps {
                    canvas.addPolygon([Point(x: gap.minX, y: gap.minY), Point(x: gap.minX, y: gap.maxY),
                                       Point(x: gap.maxX, y: gap.maxY), Point(x: gap.maxX, y: gap.minY)])
                }
                canvas.clip()
            }
            canvas.strokeCircle(center: location, radius: 22, width: Self.haloWidth(2), color: Self.halo.withAlpha(0.9 * alpha))
            canvas.strokeCircle(center: location, radius: 22, width: 2, color: color)
        }
    }

    /// Where a ring of `radius` and stroke `width` about `location` crosses `text` (scene
    /// points): each crossed line of text no wider than the ring, with a margin, overlapping
    /// ones joined (a hole wound twice would not be one). A short title (a "+") the ring
    /// would hide; a longer line reads on past the ring, which then stays whole.
    static func ringGaps(_ location: Point, radius: Double, width: Double, text: [Rect]) -> [Rect] {
        let inner = radius - width / 2, outer = radius + width / 2
        var gaps = text.filter { $0.width <= 2 * outer }.map { $0.outset(by: EdgeInsets(all: 2)) }.filter { rect in
            let near = Point(x: min(max(location.x, rect.minX), rect.maxX), y: min(max(location.y, rect.minY), rect.maxY))
            let far = max(location.x - rect.minX, rect.maxX - location.x) * max(location.x - rect.minX, rect.maxX - location.x)
                + max(location.y - rect.minY, rect.maxY - location.y) * max(location.y - rect.minY, rect.maxY - location.y)
            return near.distance(to: location) <= outer && far.squareRoot() >= inner
        }
        var joined: [Rect] = []
        while let first = gaps.popLast() {
            var gap = first
            while let index = gaps.firstIndex(where: { $0.intersection(gap) != nil }) { gap = gap.union(gaps.remove(at: index)) }
            if let index = joined.firstIndex(where: { $0.intersection(gap) != nil }) {
                gaps.append(gap.union(joined.remove(at: index)))
            } else {
                joined.append(gap)
            }
        }
        return joined
    }

    /// The dot where the finger is, on its halo: filled while down, a thin rim once lifted.
    private func drawDot(_ location: Point, hollow: Bool, color: Color, alpha: Double) {
        if hollow {
            canvas.strokeCircle(center: location, radius: 3, width: 3, color: Self.halo.withAlpha(0.7 * alpha))
            canvas.strokeCircle(center: location, radius: 3, width: 1.5, color: color.withAlpha(alpha))
        } else {
            canvas.fillCircle(center: location, radius: 4.5, color: Self.halo.withAlpha(0.9 * alpha))
            canvas.fillCircle(center: location, radius: 3, color: color.withAlpha(alpha))
        }
    }

    /// The dashed edges of the touch areas the contact at `location` lies on, stroked again
    /// over its ring on a white rim (as the ring is), and the scene's text there over both:
    /// the area's edge and the button's title read through the finger. Nothing where no
    /// area is near, so any other finger draws as before.
    private func drawAreaEdges(around location: Point, alpha: Double) {
        let reach = 22 + Self.haloWidth(2) / 2
        let near = areas.filter { $0.isDrawable && $0.boundingBox.outset(by: EdgeInsets(all: reach)).contains(location) }
        guard !near.isEmpty else { return }
        canvas.withSavedState {
            canvas.beginPath()
            canvas.addCircle(center: location, radius: reach + 1)
            canvas.clip()
            canvas.setDash(SceneHintOverlay.dash)
            for (width, color) in [(Self.haloWidth(SceneHintOverlay.lineWidth), Self.halo.withAlpha(0.9 * alpha)),
                                   (SceneHintOverlay.lineWidth, SceneHintOverlay.areaStroke.withAlpha(alpha))] {
                canvas.beginPath()
                for outline in near { outline.add(to: canvas) }
                canvas.setLineWidth(width)
                canvas.setColor(color)
                canvas.stroke()
            }
        }
        let disc = Rect(x: location.x - reach, y: location.y - reach, width: 2 * reach, height: 2 * reach)
        ink.redraw(within: disc, on: canvas) { $0.addCircle(center: location, radius: reach) }
    }

    /// A ring with a light tint inside it, the views' text laid again over the tint, and a
    /// dot where the finger is, or ticks over text, so no letter is covered.
    private func drawContact(_ location: Point, color: Color, alpha: Double) {
        let disc = Rect(x: location.x - 22, y: location.y - 22, width: 44, height: 44)
        canvas.fillCircle(center: location, radius: 22, color: color.withAlpha(0.18 * alpha))
        ink.redraw(within: disc, on: canvas) { $0.addCircle(center: location, radius: 22) }
        drawHaloedRing(location, color: color.withAlpha(0.9 * alpha), alpha: alpha)
        drawAreaEdges(around: location, alpha: alpha)
        drawCentre(location, hollow: false, color: color, alpha: alpha)
    }
}
