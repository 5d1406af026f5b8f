import TouchKit
import TouchKitCairo
import TouchLabEngine

/// The fingers: each with its own colour, a contact marker where it is down, a trail that
/// fades over `LabSession.trailFade` seconds, and a small coordinate readout. Where the
/// lesson's touches came down stays marked with a ring so a finished lesson still shows it.
///
/// The shapes (`drawShapes`) are the last overlay drawn under the labels, and the only one
/// that changes with the clock alone (a trail fading): the renderer draws them on their own
/// over the other overlays kept in a layer, within `shapeBounds`.
@MainActor
package struct TouchOverlay {
    let style: LabStyle
    let canvas: Canvas

    /// Lines end round here: a trail's segments join smoothly, and a finger that did not move
    /// leaves a dot.
    func drawShapes(_ fingers: Fingers) {
        canvas.withSavedState {
            canvas.setRoundLineEnds(true)
            if let emulation = fingers.emulation { drawEmulation(pointer: emulation.pointer, center: emulation.center) }
            for finger in fingers.fingers {
                let color = LabStyle.finger(finger.id)
                drawTrail(finger.samples, now: fingers.time, color: color)
                canvas.strokeCircle(center: finger.samples[0].location, radius: 7, width: 1.5, color: color.withAlpha(0.8))
                if let contact = finger.contact { drawContact(contact.location, color: color, alpha: contact.alpha) }
            }
        }
    }

    /// Each shown contact's coordinate readout, offered to `labels`.
    func addLabels(_ fingers: Fingers, labels: OverlayLabels) {
        for readout in fingers.readouts {
            let location = readout.location
            let readoutText = "\(readout.id)  (\(Int(location.x.rounded())), \(Int(location.y.rounded())))"
            let half = SceneMarkers.fingerSide / 2
            let marker = Rect(x: location.x - half, y: location.y - half, width: 2 * half, height: 2 * half)
            // Its fill fades with the contact, applied as the labels are drawn.
            let fill = LabStyle.finger(readout.id).withAlpha(0.9)
            let pieces: [LabelPiece] = [.pill(readoutText, font: style.monoSmall, fill: fill)]
            let size = labels.size(of: pieces)
            labels.add(pieces, anchor: marker,
                       preferred: [Point(x: location.x + 27, y: location.y - 42),
                                   Point(x: location.x + 27, y: location.y + 26),
                                   Point(x: location.x - 120, y: location.y - 42)].map {
                                       Self.clearing($0, size: size, edgesOf: readout.under)
                                   }, fading: readout.id)
        }
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
        guard !points.isEmpty else { return nil }
        // Not a point to bound (a NaN reached the input): everything may have been drawn on.
        guard points.allSatisfy(\.isFinite) else { return Rect(x: -1e12, y: -1e12, width: 2e12, height: 2e12) }
        let xs = points.map(\.x), ys = points.map(\.y)
        // The widest shape around a point: a contact's 22-point ring, stroked 2 wide.
        let reach = 24.0
        return Rect(x: xs.min()! - reach, y: ys.min()! - reach,
                    width: xs.max()! - xs.min()! + 2 * reach, height: ys.max()! - ys.min()! + 2 * reach)
    }

    /// The trace time the fingers are drawn at: the moment's (`LessonMoment.traceTime`, the
    /// time its values are taken at), never a later one: stepped to a step, its time (a run
    /// of moves: where it ended); while a lesson plays, the step playing moving on with its
    /// progress; once it has played to its end, now (fingers still down follow the input,
    /// lifted ones fade).
    static func fingerTime(_ session: LabSession, shown: ShownLesson) -> Double {
        let now = session.traceNow
        guard let moment = shown.moment else { return now }
        if moment.isFinished { return now }
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
            let alpha = max(0, 1 - age / LabSession.trailFade)
            guard alpha > 0 else { continue }
            canvas.strokeLine(from: samples[index - 1].location, to: samples[index].location,
                              width: 2 + 3 * alpha, color: color.withAlpha(0.75 * alpha))
        }
    }

    private func drawContact(_ location: Point, color: Color, alpha: Double) {
        canvas.fillCircle(center: location, radius: 22, color: color.withAlpha(0.18 * alpha))
        canvas.strokeCircle(center: location, radius: 22, width: 2, color: color.withAlpha(0.9 * alpha))
        canvas.fillCircle(center: location, radius: 3, color: color.withAlpha(alpha))
    }
}
