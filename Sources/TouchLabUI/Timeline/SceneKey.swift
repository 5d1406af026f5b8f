import TouchKit
import TouchKitCairo
import TouchLabEngine

/// The key to the marks over the scene that the frame shows, drawn in the timeline's
/// caption band under the scene (never over a view or a label): one swatch and a few
/// words per kind of mark present — the search's numbered discs, the chain's lettered
/// hops, the dashed outlines of views never visited, the finger, the hit view — and the
/// responder chain panel's `+`, whose `★` the chain hop's words explain.
@MainActor
package enum SceneKey {
    /// A kind of mark the scene's overlays draw, named as `--describe` lists it.
    package enum Kind: String, CaseIterable, Sendable {
        case search, chainHop, calledSuper, notVisited, finger, hitView
    }

    /// The kinds of mark the scene region draws for `shown` in `session`, in key order.
    static func kinds(_ session: LabSession, shown: ShownLesson, ui: LabUIState) -> [Kind] {
        let fingers = Fingers(session, shown: shown, emulatedPointer: ui.emulatedPointer, under: { _ in nil })
        var kinds = kinds(shown.sceneMoment, scene: session.scene, fingerShown: fingers.fingers.contains { $0.contact != nil })
        let calledSuper = ChainModel.make(for: shown).deliveries.contains { delivery in
            delivery.pills.contains { $0.verdict == .handledAndForwarded }
        }
        if calledSuper { kinds.insert(.calledSuper, at: kinds.firstIndex(of: .chainHop).map { $0 + 1 } ?? 0) }
        return kinds
    }

    static func kinds(_ moment: LessonMoment?, scene: Scene, fingerShown: Bool) -> [Kind] {
        var kinds: [Kind] = []
        if let moment {
            // A folded search draws no numbered discs and no dashed outlines: nothing to key.
            let visits = moment.searchIsPast ? [:] : moment.visits
            if !visits.isEmpty { kinds.append(.search) }
            if moment.latestHops.contains(where: { ($0.responder is View && !($0.responder is Window)) || $0.responder is ViewController }) {
                kinds.append(.chainHop)
            }
            // The dashed outlines stay once the search folds (only their tags go).
            if hasUnvisited(moment, scene: scene) { kinds.append(.notVisited) }
        }
        if fingerShown { kinds.append(.finger) }
        if let moment, let index = moment.shownHitIndex, case .hit(let view?, _) = moment.lesson.steps[index].kind,
           ClippedView(view).visible != nil {
            kinds.append(.hitView)
        }
        return kinds
    }

    /// Whether the search left a view drawn in dashes (`HitTestOverlay.drawUnvisitedOutlines`).
    private static func hasUnvisited(_ moment: LessonMoment, scene: Scene) -> Bool {
        guard moment.shownHitIndex != nil else { return false }
        let visits = moment.visits
        let views = scene.allViews
        guard views.count <= HitTestOverlay.unvisitedOutlineLimit else { return false }
        let overrides = moment.overrides
        return views.contains { view in
            visits[ObjectIdentifier(view)] == nil && overrides[ObjectIdentifier(view)] == nil && ClippedView(view).visible != nil
        }
    }

    /// The words beside `kind`'s swatch.
    static func text(_ kind: Kind, words: TimelineWords) -> String {
        switch kind {
        case .search: words.language.pick("hit-test steps, in order", "命中测试的步骤顺序")
        case .chainHop: words.language.pick("responder chain hop (★ handled)", "响应者链的一跳（★ 处理了）")
        case .calledSuper: words.language.pick("handled, then called super", "处理后调用了 super")
        case .notVisited: words.language.pick("not visited by the search", "命中测试没有访问到")
        case .finger: words.language.pick("finger", "手指")
        case .hitView: words.language.pick("hit view", "命中测试视图")
        }
    }

    static let swatchWidth = 18.0
    /// Between a swatch and its words, and between one entry and the next.
    static let innerGap = 5.0, entryGap = 14.0

    /// Each entry's width (swatch and words) in `font`.
    static func widths(_ kinds: [Kind], words: TimelineWords, font: Font, canvas: Canvas) -> [Double] {
        kinds.map { (swatchWidth + innerGap + canvas.measure(text($0, words: words), font: font).width).rounded(.up) }
    }

    /// Draws one entry with its swatch's left edge at `x`, its words on `baseline`.
    static func draw(_ kind: Kind, x: Double, baseline: Double, words: TimelineWords, font: Font, small: Font,
                     on canvas: Canvas) {
        let middle = baseline - 4
        let box = Rect(x: x, y: middle - 6, width: swatchWidth, height: 12)
        switch kind {
        case .search:
            canvas.fillCircle(center: Point(x: x + 6, y: middle), radius: 6, color: LabStyle.visited)
            canvas.drawText("1", centeredIn: Rect(x: x, y: middle - 6, width: 12, height: 12), font: small, color: .white)
            canvas.fillCircle(center: Point(x: x + 14, y: middle), radius: 4, color: LabStyle.rejected)
        case .chainHop:
            let tile = Rect(x: x + 2, y: middle - 7, width: 14, height: 14)
            canvas.fill(tile, radius: 3, color: LabStyle.chain)
            canvas.drawText("a", centeredIn: tile, font: small, color: .white)
        case .calledSuper:
            // The mark itself, bold, as the chain's pills end with it (`Header +`).
            let centre = Point(x: x + 9, y: middle)
            canvas.strokeLine(from: Point(x: centre.x - 5, y: centre.y), to: Point(x: centre.x + 5, y: centre.y), width: 2,
                              color: TimelineView.ink)
            canvas.strokeLine(from: Point(x: centre.x, y: centre.y - 5), to: Point(x: centre.x, y: centre.y + 5), width: 2,
                              color: TimelineView.ink)
        case .notVisited:
            canvas.withSavedState {
                canvas.setDash([3, 2])
                canvas.stroke(box.outset(by: EdgeInsets(all: -1.5)), width: 1, color: LabStyle.unvisited)
            }
        case .finger:
            canvas.strokeCircle(center: Point(x: x + 9, y: middle), radius: 5.5, width: 2, color: LabStyle.finger(1))
            canvas.fillCircle(center: Point(x: x + 9, y: middle), radius: 1.5, color: LabStyle.finger(1))
        case .hitView:
            HitTestOverlay.drawHitMark(box.outset(by: EdgeInsets(all: -1)), corner: 8, line: 2, on: canvas)
        }
        canvas.drawText(text(kind, words: words), at: Point(x: x + swatchWidth + innerGap, y: baseline), font: font,
                        color: TimelineView.muted)
    }
}
