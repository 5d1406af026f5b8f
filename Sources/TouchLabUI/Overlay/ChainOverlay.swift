import TouchKit
import TouchKitCairo
import TouchLabEngine

/// Draws the latest delivery's journey along the responder chain over the scene: each
/// view that received the message gets an orange hop letter in a rounded square (★ where
/// it was handled and stopped): letters, so no hop shares a mark with the hit test's
/// numbered circles. Arrows lead from hop to hop, a view controller appears beside its view, and
/// the responders outside the scene (window, application, app delegate) close the chain in
/// a tag by the last view, ending in "discarded" when nobody handled it. Every label is
/// placed by the frame's label layout, so hop numbers never sit on visit numbers.
@MainActor
package struct ChainOverlay {
    let style: LabStyle
    let canvas: Canvas

    func draw(_ moment: LessonMoment, labels: OverlayLabels) {
        let hops = moment.latestHops
        guard let method = hops.first?.method else { return }
        var centers: [(center: Point, view: View)] = []
        var lastView: Rect?
        var lastTile: Rect?
        var offstage: [String] = [], offstageNames: [String] = []
        // The last hop's label: the responders after the scene continue from it.
        var lastLabel: Rect?
        // A small button with an enlarged touch area has many labels round it: the message's
        // name rides with its hop mark, one label and one leader.
        let headed = (hops.first?.responder as? View).flatMap { view in
            labels.touchAreas.contains { $0.view === view } ? view : nil
        }
        for (number, hop) in hops.enumerated() {
            let mark = hop.verdict == .handled ? "★" : Self.letter(number)
            if let view = hop.responder as? View, !(view is Window) {
                let (rect, keepOff) = ClippedView(view).labelAnchor
                let tile = LabelPiece.tile(mark, side: 20, font: style.bold, fill: LabStyle.chain)
                let header = number == 0 && view === headed
                    ? [LabelPiece.pill(method.messageName, font: style.small, fill: LabStyle.chain.withAlpha(0.9))] : []
                let size = labels.size(of: [tile] + header), side = labels.size(of: [tile]).width
                // On the view it names: by the hop before where this view holds that one's
                // (the arrow between them stays short), else in its top-right corner.
                let target: Point
                if let previous = lastTile, let inner = lastView, OverlayLabels.holds(rect, inner) {
                    target = previous.center
                } else {
                    target = Point(x: rect.maxX - size.width - 3 + side / 2, y: rect.minY + 3 + size.height / 2)
                }
                let placed = keepOff.isEmpty
                    ? labels.addOnView([tile] + header, view: view, rect: rect, target: target, apart: Self.apart) : nil
                let beside = placed ?? placeBeside([tile] + header, rect: rect, keepOff: keepOff, lastTile: lastTile,
                                                   lastView: lastView, labels: labels)
                if let beside { labels.keepClear(around: beside, by: Self.apart) }
                // The tile leads its label: arrows leave from its centre.
                if let placed = beside {
                    centers.append((Point(x: placed.minX + side / 2, y: placed.midY), view))
                    labels.recordHop(mark, names: [view.traceName], label: [tile] + header, at: placed, view: rect)
                }
                lastTile = beside.map { Rect(x: $0.minX, y: $0.minY, width: side, height: $0.height) }
                if let beside { lastLabel = beside }
                lastView = rect
            } else if let controller = hop.responder as? ViewController, let view = controller.view {
                let pieces: [LabelPiece] = [.pill("\(mark) \(controller.traceName)", font: style.small, fill: LabStyle.chain)]
                if let placed = placeController(pieces, view: view, labels: labels) {
                    labels.keepClear(around: placed, by: Self.apart)
                    labels.recordHop(mark, names: [controller.traceName], label: pieces, at: placed, view: nil)
                    lastLabel = placed
                }
            } else {
                offstage.append(hop.responder.traceName + (hop.verdict == .handled ? " ★" : ""))
                offstageNames.append(hop.responder.traceName)
            }
        }
        // A hop's arrow goes round every view but the two it joins and those holding them.
        for (start, end) in zip(centers, centers.dropFirst()) where start.center.distance(to: end.center) > 4 {
            labels.addArrow(from: start.center, to: end.center, color: LabStyle.chain, width: 2, bend: -18, kind: .chain,
                            path: [start.view, end.view])
        }
        if headed == nil { drawHeader(method, first: hops.first?.responder, labels: labels) }
        // The responders after the scene name none of its views: their tag keeps off every
        // view of the chain but the ones holding the others (the root fills the scene), so
        // the first view, where the touch landed, stays in sight.
        let views = hops.compactMap { $0.responder as? View }.filter { !($0 is Window) }.map(HitTestOverlay.windowRect(of:))
        let keepOff = views.filter { view in !views.contains { $0 != view && OverlayLabels.holds(view, $0) } }
        let root = hops.lazy.compactMap { $0.responder as? View }.first { !($0 is Window) }?.ancestry.last { !($0 is Window) }
        drawOffstage(offstage, names: offstageNames, discarded: hops.last?.verdict == .discarded, near: lastView,
                     tile: lastTile, after: lastLabel, root: root, keepingOff: keepOff, labels: labels)
    }

    /// Places a controller's tag as a tab inside its view's top edge, after the view's name
    /// (as the panel's tree pairs them), on that view alone: beside the view's edge it
    /// would lie on the superview and read as that one's. Else beside the view, off every
    /// view but those holding it where it can.
    private func placeController(_ pieces: [LabelPiece], view: View, labels: OverlayLabels) -> Rect? {
        let (rect, keepOff) = ClippedView(view).labelAnchor
        let size = labels.size(of: pieces)
        // The view's name, drawn by the scene in its top-left corner.
        let name = labels.textRects.scene.first { abs($0.minY - rect.minY) < 8 && abs($0.minX - rect.minX) < 12 }
        let start = (name?.maxX ?? rect.minX) + 4
        if keepOff.isEmpty, let placed = labels.addOnView(pieces, view: view, rect: rect,
                                                          target: Point(x: start + size.width / 2,
                                                                        y: (name?.midY ?? rect.minY + 3 + size.height / 2)),
                                                          apart: 0, alone: true) {
            return placed
        }
        let others = labels.drawnViews.filter { other in !view.ancestry.contains { $0 === other.view } }.map(\.rect)
        return labels.add(pieces, anchor: rect, preferred: [Point(x: rect.maxX - size.width, y: rect.minY - 21),
                                                            Point(x: rect.maxX + 4, y: rect.minY),
                                                            Point(x: rect.maxX - size.width, y: rect.maxY + 3)],
                          keepingOff: keepOff + others)
    }

    /// How many window pixels more than two labels' usual gap keep a chain mark clear of
    /// its neighbours: two hops' squares never touch.
    static let apart = 2.0

    /// Places a hop's label beside its view (`rect`) where it has no room on it: by the top
    /// corner, else by the edge nearest the hop before (`lastTile`, on the view inside this
    /// one, `lastView`).
    private func placeBeside(_ pieces: [LabelPiece], rect: Rect, keepOff: [Rect], lastTile: Rect?, lastView: Rect?,
                             labels: OverlayLabels) -> Rect? {
        let width = labels.size(of: pieces).width
        var preferred = [Point(x: rect.maxX - 23, y: rect.minY - 24), Point(x: rect.maxX + 2, y: rect.minY),
                         Point(x: rect.maxX - width, y: rect.minY - 24)]
        // Where the corners by the top are taken, the edges nearest the hop before (a
        // subview's), else the free place nearest the first corner, rather than the far
        // corner: the arrow between them stays short instead of running down across
        // the subview it starts from.
        if let previous = lastTile, let inner = lastView, OverlayLabels.holds(rect, inner) {
            preferred += Self.edgePlaces(of: rect, beside: previous, size: labels.size(of: pieces))
                .sorted { $0.distance(to: previous.origin) < $1.distance(to: previous.origin) }
        } else {
            preferred.append(Point(x: rect.maxX - 23, y: rect.maxY + 2))
        }
        return labels.add(pieces, anchor: rect, preferred: preferred,
                          inside: [Point(x: rect.maxX - 26, y: rect.minY + 3)], keepingOff: keepOff)
    }

    /// The top-left corners of a mark of `size` just outside each edge of `rect`, level with
    /// the mark `previous` where the edge allows, and clear of it where it lies on the edge.
    static func edgePlaces(of rect: Rect, beside previous: Rect, size: Size) -> [Point] {
        let x = min(max(previous.midX - size.width / 2, rect.minX), rect.maxX - size.width)
        let y = min(max(previous.midY - size.height / 2, rect.minY), rect.maxY - size.height)
        return [Point(x: x, y: min(rect.minY - size.height - 1, previous.minY - size.height - 3)),
                Point(x: x, y: max(rect.maxY + 2, previous.maxY + 3)),
                Point(x: min(rect.minX - size.width - 2, previous.minX - size.width - 3), y: y),
                Point(x: max(rect.maxX + 2, previous.maxX + 3), y: y)]
    }

    /// The hop's letter: a … z, then aa, ab, … for a chain longer than the alphabet.
    static func letter(_ index: Int) -> String {
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        return index < 26 ? String(letters[index]) : letter(index / 26 - 1) + String(letters[index % 26])
    }

    /// The message's name above the first view's hop number.
    private func drawHeader(_ method: TouchMethod, first: Responder?, labels: OverlayLabels) {
        guard let view = first as? View, !(view is Window) else { return }
        let (rect, keepOff) = ClippedView(view).labelAnchor
        let pieces: [LabelPiece] = [.pill(method.messageName, font: style.small, fill: LabStyle.chain.withAlpha(0.9))]
        let width = labels.size(of: pieces).width
        labels.add(pieces, anchor: rect, preferred: [Point(x: rect.maxX - width, y: rect.minY - 20),
                                                     Point(x: rect.maxX - width, y: rect.maxY + 3)],
                   inside: [Point(x: rect.maxX - width - 30, y: rect.minY + 4)], keepingOff: keepOff)
    }

    /// The responders after the scene's views, continuing from the last view's hop mark
    /// (`tile`) when it has one, else from the view itself.
    /// Right after the last hop's label (`after`: a controller's tag, say) on the scene's
    /// root view (`root`) and no view inside it: the window's own background, where they
    /// read as no view's.
    private func drawOffstage(_ shown: [String], names: [String], discarded: Bool, near rect: Rect?, tile: Rect?,
                              after previous: Rect?, root: View?, keepingOff keepOff: [Rect], labels: OverlayLabels) {
        guard !shown.isEmpty else { return }
        let text = "→ " + shown.joined(separator: " → ") + (discarded ? "  " + style.words.overlays.discarded : "")
        let pieces: [LabelPiece] = [.pill(text, font: style.small, fill: LabStyle.ink.withAlpha(0.85))]
        let size = labels.size(of: pieces), width = size.width
        var placed: Rect?
        if let previous, let root, ClippedView(root).labelAnchor.keepOff.isEmpty {
            placed = labels.addOnView(pieces, view: root, rect: HitTestOverlay.windowRect(of: root),
                                      target: Point(x: previous.maxX + 4 + width / 2, y: previous.midY), apart: 0, alone: true)
        }
        if placed != nil {
            // After the last hop's label.
        } else if let tile {
            // No room on the root alone (a scene shown small): off every view inside it
            // (the window's background past the root), where they still read as no view's.
            // (Gathered in one buffer: every view of a large scene, a few hundred kB a copy.)
            var keeping = keepOff
            if let root {
                keeping.reserveCapacity(keepOff.count + labels.drawnViews.count)
                for entry in labels.drawnViews where entry.view !== root && entry.view.isDescendant(of: root) { keeping.append(entry.rect) }
            }
            placed = labels.add(pieces, anchor: tile, preferred: [Point(x: tile.maxX + 3, y: tile.minY), Point(x: tile.minX, y: tile.maxY + 3),
                                                                  Point(x: tile.minX - width - 3, y: tile.minY)],
                                keepingOff: keeping)
        } else {
            let anchor = rect ?? Rect(x: 20, y: 20, width: 1, height: 1)
            placed = labels.add(pieces, anchor: anchor, preferred: [Point(x: anchor.maxX - width, y: anchor.maxY + 4),
                                                                    Point(x: anchor.maxX - width, y: anchor.minY - 22)],
                                inside: [Point(x: anchor.maxX - width, y: anchor.minY + 28)], keepingOff: keepOff)
        }
        if let placed { labels.recordHop(text, names: names, label: pieces, at: placed, view: nil) }
    }
}
