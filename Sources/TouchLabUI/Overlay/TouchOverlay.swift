import TouchKit
import TouchKitCairo
import TouchLabEngine

/// The fingers: each with its own colour, a contact marker where it is down, a trail that
/// fades over `LabSession.trailFade` seconds, and a small coordinate readout. Where the
/// lesson's touches came down stays marked with a ring so a finished lesson still shows it.
@MainActor
package struct TouchOverlay {
    let style: LabStyle
    let canvas: Canvas

    /// - Parameter emulatedPointer: where the mouse is while Alt is held over the scene.
    func draw(_ session: LabSession, emulatedPointer: Point?, labels: OverlayLabels) {
        if let emulatedPointer { drawEmulation(session, pointer: emulatedPointer) }
        guard let lesson = session.lesson else { return }
        let traceNow = session.traceNow
        let live = Dictionary(session.application.activeTouches.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        for id in lesson.paths.keys.sorted() {
            guard let samples = lesson.paths[id], let first = samples.first, let last = samples.last else { continue }
            let color = LabStyle.finger(id)
            drawTrail(samples, now: traceNow, color: color)
            canvas.strokeCircle(center: first.location, radius: 7, width: 1.5, color: color.withAlpha(0.8))
            if let touch = live[id] {
                drawContact(touch.location(in: nil), id: id, color: color, alpha: 1, labels: labels)
            } else {
                let age = traceNow - last.time
                let alpha = max(0, 1 - age / LabSession.trailFade)
                if alpha > 0 { drawContact(last.location, id: id, color: color, alpha: alpha, labels: labels) }
            }
        }
    }

    /// The two fingers Alt+drag would put down: the pointer and its mirror, joined
    /// through the centre, as the iOS Simulator shows them.
    private func drawEmulation(_ session: LabSession, pointer: Point) {
        guard session.application.activeTouches.isEmpty else { return }
        let center = session.scene.center
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

    private func drawContact(_ location: Point, id: Int, color: Color, alpha: Double, labels: OverlayLabels) {
        canvas.fillCircle(center: location, radius: 22, color: color.withAlpha(0.18 * alpha))
        canvas.strokeCircle(center: location, radius: 22, width: 2, color: color.withAlpha(0.9 * alpha))
        canvas.fillCircle(center: location, radius: 3, color: color.withAlpha(alpha))
        let readout = "\(id)  (\(Int(location.x.rounded())), \(Int(location.y.rounded())))"
        let contact = Rect(x: location.x - 22, y: location.y - 22, width: 44, height: 44)
        labels.add([.pill(readout, font: style.monoSmall, fill: color.withAlpha(0.9 * alpha))], anchor: contact,
                   preferred: [Point(x: location.x + 18, y: location.y - 38), Point(x: location.x + 18, y: location.y + 20),
                               Point(x: location.x - 120, y: location.y - 38)])
    }
}
