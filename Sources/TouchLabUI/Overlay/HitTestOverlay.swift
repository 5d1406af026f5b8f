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
    static let unvisitedOutlineLimit = 400
    /// A search visiting more views than this is dense: only the views on the hit path, the
    /// view being visited, and refused views big enough to hold their tag get a badge; every
    /// visit keeps its outline.
    static let denseSearch = 40

    let style: LabStyle
    let canvas: Canvas
    /// The views whose `point(inside:)` override a finger's caption tells
    /// (`OverrideNotes.FingerCaption`): their visit is told by the hit view's label as any
    /// other hit view's is, not by a badge of its own.
    var overridesTold: Set<ObjectIdentifier> = []

    /// Draws the outlines, arrows and probe, and offers the search's labels to `labels`:
    /// the probe's readout first, then the hit view, then each visit in order with what it
    /// returned once the search has unwound past it. `outlinesUnvisited` false: the caller
    /// drew `drawUnvisitedOutlines` already (the renderer keeps them in a layer).
    func draw(_ moment: LessonMoment, scene: Scene, labels: OverlayLabels, outlinesUnvisited: Bool = true) {
        let (visits, returnNumbers) = moment.searchNumbers
        guard !visits.isEmpty || moment.shownHitIndex != nil else { return }
        let ordered = visits.values.sorted { $0.number < $1.number }
        // A view whose own hitTest answered without searching was reached all the same.
        let overrides = moment.overrides
        if outlinesUnvisited { drawUnvisitedOutlines(moment, scene: scene) }
        // Once the touch has moved on, the search is told folded: its outlines faint, and
        // one label by the hit view with the path that found it and a count of refusals.
        if moment.searchIsPast {
            drawOutlines(ordered, alpha: 0.45)
            drawFolded(moment, visits: ordered, labels: labels)
            return
        }
        drawOutlines(ordered)
        if let (view, point, outcome) = moment.probedVisit {
            drawProbe(view: view, point: point, outcome: outcome, progress: moment.progress, labels: labels)
        }
        let answers = Self.answers(moment, numbers: returnNumbers, words: style.words.overlays)
        var discs: [ObjectIdentifier: Point] = [:]
        // The hit view's visit, when its answer is itself with no number of its own, is told
        // by the hit view's label: its number leads that label rather than a second one.
        var toldByHit: ObjectIdentifier?
        if let hitIndex = moment.shownHitIndex, case .hit(let view, _) = moment.lesson.steps[hitIndex].kind {
            let visit = view.flatMap { visits[ObjectIdentifier($0)] }
            let told = visit.flatMap { visit in
                answers[ObjectIdentifier(visit.view)]?.number == nil
                    && (overrides[ObjectIdentifier(visit.view)] == nil || overridesTold.contains(ObjectIdentifier(visit.view)))
                    && visit.outcome == .inside ? visit : nil
            }
            let disc = drawHit(view, number: told?.number,
                               cost: Self.costText(moment.lesson, searchEndingAt: hitIndex, words: style.words.overlays),
                               labels: labels).disc
            if let told {
                toldByHit = ObjectIdentifier(told.view)
                discs[ObjectIdentifier(told.view)] = disc
            }
        }
        let dense = ordered.count > Self.denseSearch
        // While a run of refusals sweeps through a dense search, the probe tells the visit it
        // is at and the outlines the rest; the run's label comes once it is shown whole
        // (placed anew each frame over hundreds of cells, it would cost the frame).
        let sweeping = dense && moment.step.isRefusedRun && moment.probedVisit != nil
        // A dense search badges each lone visit while they are few (a grid's folded runs
        // leave a handful): a badge left out would leave a gap in the numbering.
        let lone = ordered.filter { !$0.inRun }
        let badgesAll = !dense || lone.count <= Self.denseSearch
        let shown = ordered.filter { visit in
            guard ObjectIdentifier(visit.view) != toldByHit else { return false }
            if visit.inRun { return !(sweeping && visit.step == moment.current) }
            return badgesAll || isWorthABadge(visit, current: moment.current)
        }
        let runs = Self.refusedRuns(shown, current: moment.current, overrides: overrides, merging: !dense)
        let ownReturns = Set(answers.compactMap { $0.value.number == nil ? nil : $0.key })
        for group in Self.refusedSubviews(runs, current: moment.current, ownReturns: ownReturns, overrides: Set(overrides.keys)) {
            guard group.count == 1, let run = group.first else {
                let visits = group.flatMap { $0 }
                let disc = drawRefusedSubviews(visits, labels: labels)
                for visit in visits { discs[ObjectIdentifier(visit.view)] = disc }
                continue
            }
            guard run.count == 1, let visit = run.first else {
                let disc = drawRunBadge(run, labels: labels)
                for visit in run { discs[ObjectIdentifier(visit.view)] = disc }
                continue
            }
            // A refused view answers nil at once, shown once the search has moved on.
            let refused = visit.outcome != .inside && visit.step < moment.current
            discs[ObjectIdentifier(visit.view)] = drawBadge(visit, answer: answers[ObjectIdentifier(visit.view)]
                                                                ?? (refused ? (nil, style.words.overlays.returns("nil")) : nil),
                                                            override: overrides[ObjectIdentifier(visit.view)]?.kind,
                                                            labels: labels)
        }
        if moment.shownHitIndex != nil { drawTurnedMiss(ordered, current: moment.current, labels: labels) }
        drawReturns(moment, discs: discs, labels: labels)
    }

    /// What each view returned, once its `returned` step has been shown, with the return's
    /// number in the search's sequence (nil: it shares its visit's number).
    private static func answers(_ moment: LessonMoment, numbers: [ObjectIdentifier: Int],
                                words: OverlayWords) -> [ObjectIdentifier: (number: Int?, text: String)] {
        var answers: [ObjectIdentifier: (number: Int?, text: String)] = [:]
        let visits = moment.visits
        for index in moment.searchSteps {
            guard case .returned(let view, let result) = moment.lesson.steps[index].kind else { continue }
            let key = ObjectIdentifier(view)
            let number = numbers[key].flatMap { $0 == visits[key]?.number ? nil : $0 }
            answers[key] = (number, words.returns(result.name ?? "view"))
        }
        return answers
    }

    /// How many times the search that ended at the `.hit` step `hitIndex` called
    /// `point(inside:)`: every visit that got past the cheap checks (hidden, interaction
    /// disabled, transparent) asked it, whether it answered yes or no.
    static func pointInsideChecks(_ lesson: Lesson, searchEndingAt hitIndex: Int) -> Int {
        searchSteps(lesson, endingAt: hitIndex).reduce(0) { count, step in
            switch step.kind {
            case .visit(_, _, let outcome): count + (outcome.askedPointInside ? 1 : 0)
            case .refusals(let run, let reason): count + (LessonStep.VisitOutcome.rejected(reason).askedPointInside ? run.count : 0)
            default: count
            }
        }
    }

    /// How many views the search that ended at the `.hit` step `hitIndex` visited: the
    /// numbered discs count these and the returns after them, so the cost names both.
    static func visitCount(_ lesson: Lesson, searchEndingAt hitIndex: Int) -> Int {
        searchSteps(lesson, endingAt: hitIndex).reduce(0) { count, step in
            switch step.kind {
            case .visit: count + 1
            case .refusals(let run, _): count + run.count
            default: count
            }
        }
    }

    /// The steps of the search that ended at the `.hit` step `hitIndex`, back to the hit
    /// before it.
    private static func searchSteps(_ lesson: Lesson, endingAt hitIndex: Int) -> ArraySlice<LessonStep> {
        let start = lesson.steps[..<hitIndex].lastIndex { step in
            if case .hit = step.kind { return true }
            return false
        }.map { $0 + 1 } ?? 0
        return lesson.steps[start..<hitIndex]
    }

    /// What the search that ended at `hitIndex` cost, in words: its visits and checks.
    static func costText(_ lesson: Lesson, searchEndingAt hitIndex: Int, words: OverlayWords = Words().overlays) -> String {
        words.checks(pointInsideChecks(lesson, searchEndingAt: hitIndex), visits: visitCount(lesson, searchEndingAt: hitIndex))
    }

    /// The "not visited" tags, offered last: they give way to every other label, and a view
    /// with no free place right beside it goes without (its dashed outline says it too).
    /// The dashed outlines of the views the search never reached, once the hit is shown:
    /// drawn first, straight over the scene, and changed only when a visit is added.
    func drawUnvisitedOutlines(_ moment: LessonMoment, scene: Scene) {
        guard moment.shownHitIndex != nil else { return }
        let overrides = moment.overrides
        drawUnvisited(scene.allViews.filter { overrides[ObjectIdentifier($0)] == nil }, visits: moment.visits)
    }

    func drawUnvisitedTags(_ moment: LessonMoment, scene: Scene, labels: OverlayLabels) {
        guard moment.shownHitIndex != nil, !moment.searchIsPast, scene.allViews.count <= Self.unvisitedOutlineLimit else { return }
        let visits = moment.visits, overrides = moment.overrides
        let pieces: [LabelPiece] = [.pill(style.words.overlays.notVisited, font: style.small, fill: LabStyle.unvisited.withAlpha(0.85))]
        let size = labels.size(of: pieces), width = size.width
        for view in scene.allViews where visits[ObjectIdentifier(view)] == nil && overrides[ObjectIdentifier(view)] == nil {
            // Only where the view is drawn: a row scrolled out of sight gets none.
            guard let rect = ClippedView(view).visible else { continue }
            // A view drawn inside an ancestor the search refused or never reached is told by
            // that ancestor's verdict or tag: one on each of its rows would only repeat it.
            guard !Self.liesInsideUnsearched(view, rect: rect, visits: visits, overrides: Set(overrides.keys)) else { continue }
            // Views at least as large as the tag get one (a small button too).
            guard rect.width >= width + 12, rect.height >= size.height + 12 else { continue }
            // Off the outlines of the views around it too: squeezed against its parent's edge,
            // a tag reads as lying on the parent.
            let outlines = labels.drawnViews.map(\.rect).filter { $0 != rect }
            let places = [Point(x: rect.maxX - width, y: rect.minY - size.height - 2), Point(x: rect.minX, y: rect.maxY + 2)]
            labels.addWhereFree(pieces, anchor: rect, preferred: places.filter { place in
                Self.clears(Rect(origin: place, size: size), outlinesOf: outlines, by: Self.outlineGap)
            })
        }
    }

    /// How far (scene points) a tag keeps from the outline of a view it does not name.
    static let outlineGap = 3.0

    /// Whether `rect` lies at least `gap` from every edge of `views`.
    static func clears(_ rect: Rect, outlinesOf views: [Rect], by gap: Double) -> Bool {
        views.allSatisfy { view in
            [Rect(x: view.minX, y: view.minY, width: view.width, height: 0), Rect(x: view.minX, y: view.maxY, width: view.width, height: 0),
             Rect(x: view.minX, y: view.minY, width: 0, height: view.height), Rect(x: view.maxX, y: view.minY, width: 0, height: view.height)]
                .allSatisfy { OverlayLabels.distance(rect, $0) >= gap }
        }
    }

    /// Whether `view` (drawn at `rect`) lies within an ancestor whose subviews the search
    /// never looked at: one it refused, or one it did not reach (whose own tag says so).
    private static func liesInsideUnsearched(_ view: View, rect: Rect, visits: [ObjectIdentifier: LessonMoment.Visit],
                                             overrides: Set<ObjectIdentifier>) -> Bool {
        var ancestor = view.superview
        // Up to the scene's root view: the window holding it is never searched.
        while let each = ancestor, each.superview != nil {
            // A view whose own hitTest answered was reached: its tag tells why its subviews were not.
            if visits[ObjectIdentifier(each)]?.outcome != .inside, !overrides.contains(ObjectIdentifier(each)),
               let area = ClippedView(each).visible,
               OverlayLabels.holds(area, rect) { return true }
            ancestor = each.superview
        }
        return false
    }

    private func isWorthABadge(_ visit: LessonMoment.Visit, current: Int) -> Bool {
        if visit.outcome == .inside || visit.step == current { return true }
        guard let rect = ClippedView(visit.view).visible else { return false }
        return rect.width >= 200 && rect.height >= 60
    }

    /// The window rectangle holding `view` as drawn (its turned bounds' bounding box); an
    /// empty rectangle at the origin for a view whose transform holds NaN, so label and
    /// badge placement never meet a non-finite number.
    static func windowRect(of view: View) -> Rect {
        let rect = view.convert(view.bounds, to: nil)
        return rect.origin.isFinite && rect.size.width.isFinite && rect.size.height.isFinite ? rect : .zero
    }

    /// Dashed grey outlines for the views the search never reached, stroked as one path
    /// (turned views as a second, plain grey: the stripe tile dashes only straight lines).
    private func drawUnvisited(_ views: [View], visits: [ObjectIdentifier: LessonMoment.Visit]) {
        guard views.count <= Self.unvisitedOutlineLimit else { return }
        let unvisited = views.filter { visits[ObjectIdentifier($0)] == nil }
        let dashes = Self.dashTile()
        ClippedView.stroke(unvisited, inset: 1.5, on: canvas, width: 1) { aligned in
            if canvas.drawsDirectly {
                // The same 4-px dashes as real dashes: a tile would be embedded as a bitmap.
                canvas.setColor(LabStyle.unvisited.withAlpha(0.8))
                canvas.setDash(aligned ? [4, 4] : [])
            } else if aligned, let dashes {
                canvas.setTiledSource(dashes)
            } else {
                canvas.setColor(LabStyle.unvisited)
            }
        }
    }

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

    /// Visited views outlined where they are drawn: blue where `point(inside:)` said yes,
    /// red where refused; one path per colour and clipping area.
    private func drawOutlines(_ visits: [LessonMoment.Visit], alpha: Double = 1) {
        for inside in [true, false] {
            let views = visits.filter { ($0.outcome == .inside) == inside }.map(\.view)
            ClippedView.stroke(views, inset: 1, on: canvas, width: 2) { _ in
                canvas.setColor((inside ? LabStyle.visited : LabStyle.rejected).withAlpha(alpha))
            }
        }
    }

    /// The search folded: the hit view marked as ever, and one label beside it in rows naming
    /// it, the visits on its path with their numbers ("1 Screen › 8 List › 13 ListRow2"), the
    /// count of views refused and of checks; no verdict, answer or arrow of its own.
    private func drawFolded(_ moment: LessonMoment, visits: [LessonMoment.Visit], labels: OverlayLabels) {
        guard let hitIndex = moment.shownHitIndex, case .hit(let view, _) = moment.lesson.steps[hitIndex].kind else { return }
        let refused = visits.filter { $0.outcome != .inside }.count
        // A path of one view (the hit view is the root) would only repeat the hit label.
        let path = view.map { hit in
            let steps = visits.filter { visit in visit.outcome == .inside && hit.ancestry.contains { $0 === visit.view } }
            return steps.count < 2 ? "" : steps.map { "\($0.number) \($0.view.name ?? "view")" }.joined(separator: " › ")
        } ?? ""
        // The count of checks stays: what the search cost is a lesson of its own (a large grid's).
        let checks = Self.costText(moment.lesson, searchEndingAt: hitIndex, words: style.words.overlays)
        guard let view else { return }
        markHit(view)
        // One block, a row each: the hit view, its path, the refusals, the checks. Never
        // apart, so the count reads as the hit view's and needs no leader of its own.
        let pieces: [LabelPiece] = [.pill(style.words.overlays.hitView(view.name ?? "view"), font: style.bold, fill: LabStyle.returned)]
            + (path.isEmpty ? [] : [.pill(path, font: style.small, fill: LabStyle.visited)])
            + (refused > 0 ? [.pill(style.words.overlays.refusedFolded(refused), font: style.small, fill: LabStyle.rejected)] : [])
            + [.pill(checks, font: style.small, fill: LabStyle.ink)]
        let (rect, keepOff) = labelAnchor(of: view, labels: labels)
        // Beside it and on nothing but the views holding it (their background) where there
        // is room, within the root view (not the margin a larger `--size` leaves).
        let ancestors = view.ancestry.filter { !($0 is Window) }.map { ClippedView($0).visible ?? Self.windowRect(of: $0) }
        let root = view.ancestry.last { !($0 is Window) }.map(Self.windowRect(of:)) ?? labels.board.region
        // Near it first; else wherever in the scene there is room, a leader back.
        for reach in [Self.foldedReach, .infinity] where labels.addBlock(pieces, anchor: rect, spared: ancestors, within: root,
                                                                         reach: reach, keepingOff: keepOff) != nil { return }
        // No room beside it (a hit view filling the scene): its name and path as a tab on its
        // edge, the counts under that where they fit off it.
        let named = Array(pieces.prefix(path.isEmpty ? 1 : 2)), counts = Array(pieces.dropFirst(named.count))
        guard let placed = labels.add(named, anchor: rect, preferred: [Point(x: rect.minX, y: rect.maxY + 3)],
                                      inside: [Point(x: rect.minX + 6, y: max(rect.minY + 6, rect.maxY - 26))], keepingOff: keepOff)
        else { return }
        let size = labels.size(of: counts)
        labels.addWhereFree(counts, anchor: placed, preferred: [Point(x: placed.minX, y: placed.maxY + 3),
                                                                Point(x: placed.minX, y: placed.minY - size.height - 3)])
    }

    /// What the hit view's label is placed beside: the inset showing it enlarged where the
    /// frame has one (beside the view itself, it would lie on the neighbours the finger
    /// already hides), else the part of the view drawn.
    private func labelAnchor(of view: View, labels: OverlayLabels) -> (rect: Rect, keepOff: [Rect]) {
        if let inset = labels.inset, inset.view === view { return (inset.rect, []) }
        return ClippedView(view).labelAnchor
    }

    /// How far (scene points) from the hit view a folded search's label may go.
    static let foldedReach = 160.0

    /// The visit's number, its verdict and, once the search unwound past it, its answer;
    /// near the view's top-left corner. Returns the number disc's centre (nil: left out).
    private func drawBadge(_ visit: LessonMoment.Visit, answer: (number: Int?, text: String)?,
                           override: LessonStep.HitTestOverride?,
                           labels: OverlayLabels) -> Point? {
        let color = visit.outcome == .inside ? LabStyle.visited : LabStyle.rejected
        let verdict: String
        switch visit.outcome {
        case .inside: verdict = "✓ " + (visit.view.name ?? "view")
        case .rejected(let reason):
            let words = style.words.overlays
            let why = if case .pointInside = override { words.pointInsideSaidNo } else { words.rejection(reason) }
            verdict = "✗ " + words.refused(visit.view.name ?? "view", because: why)
        }
        var pieces: [LabelPiece] = [.disc(String(visit.number), radius: Self.discRadius(visit.number), font: style.small, fill: color),
                                    .pill(verdict, font: style.small, fill: color)]
        if let answer {
            if let number = answer.number {
                pieces.append(.disc(String(number), radius: Self.discRadius(number), font: style.small, fill: LabStyle.returned))
            }
            pieces.append(.pill(answer.text, font: style.small, fill: LabStyle.returned))
        }
        // Beside the part of the view drawn; a row scrolled out of sight: outside its list,
        // by the edge it lies beyond, or not at all (far off, it would name what is in sight).
        let clipped = ClippedView(visit.view)
        let (rect, keepOff) = touchedPart(of: visit, labels: labels) ?? clipped.labelAnchor
        let reach = clipped.visible == nil ? Self.hiddenReach : nil
        return placeBadge(pieces, beside: rect, keepingOff: keepOff, radius: Self.discRadius(visit.number), within: reach,
                          labels: labels)
    }

    /// Where the badge of a large view the point lies in goes, in a scene of views too many
    /// to outline (a grid of thousands of cells, the screen holding it): beside the part of
    /// it under the finger (the inset's enlarged part, once there is one), by the badges of
    /// the cells the search goes on to, rather than by its own far edge, whence its answer's
    /// arrow would cross the whole scene. Nil for any other visit.
    private func touchedPart(of visit: LessonMoment.Visit, labels: OverlayLabels) -> (rect: Rect, keepOff: [Rect])? {
        guard visit.outcome == .inside, labels.drawnViews.count > Self.unvisitedOutlineLimit,
              let visible = ClippedView(visit.view).visible else { return nil }
        let region = labels.board.region
        guard visible.width * visible.height >= region.width * region.height / 4 else { return nil }
        if let inset = labels.inset, OverlayLabels.holds(visible, inset.sourceFrame),
           inset.view.ancestry.contains(where: { $0 === visit.view }) { return (inset.sourceFrame, []) }
        let location = visit.view.convert(visit.point, to: nil)
        let half = SceneMarkers.fingerSide / 2
        guard location.isFinite, let part = Rect(x: location.x - half, y: location.y - half, width: 2 * half, height: 2 * half)
            .intersection(visible) else { return nil }
        return (part, [])
    }

    /// How far (scene points) from its list's edge the badge of a row scrolled out of
    /// sight may lie.
    static let hiddenReach = 48.0

    /// Places a badge above the view's top-left corner, else under it, else at its
    /// right-hand corners, else at either side; returns its disc's centre.
    private func placeBadge(_ pieces: [LabelPiece], beside rect: Rect, keepingOff keepOff: [Rect], radius: Double,
                            within reach: Double? = nil, labels: OverlayLabels) -> Point? {
        let size = labels.size(of: pieces), width = size.width
        // A card holding a small button's touch area: the button's labels take the row over
        // its top edge, and its badge the row over those rather than its far bottom edge, so
        // the answer coming back from the button stays a short arrow.
        let holdsArea = labels.touchAreas.contains { area in
            rect != area.rect && OverlayLabels.holds(rect, area.rect) && labels.marked.contains(area.rect)
        }
        let higher = holdsArea ? [Point(x: rect.minX, y: rect.minY - 50)] : []
        let placed = labels.add(pieces, anchor: rect, preferred: ClippedView.outsideFirst([
            Point(x: rect.minX, y: rect.minY - 23)] + higher + [Point(x: rect.minX, y: rect.maxY + 2),
            Point(x: rect.maxX - width, y: rect.minY - 23), Point(x: rect.maxX - width, y: rect.maxY + 2),
            Point(x: rect.maxX + 2, y: rect.minY), Point(x: rect.minX - width - 2, y: rect.minY)], size: size, keepOff: keepOff),
                                keepingOff: keepOff, within: reach)
        return placed.map { Point(x: $0.minX + (labels.discRadius(ofLabelAt: $0) ?? radius) + 1.5, y: $0.midY) }
    }

    /// The visits in order, in runs: siblings visited one after another that the search
    /// refused for the same reason and has moved on from (a list's rows above and below the
    /// touch) make one run, told by one label; every other visit is a run of its own.
    /// `merging` false: every visit alone. The visits of a run of refusals told as one step
    /// are one run whatever `merging` says, from the moment that step shows them: its
    /// label is what the step's caption tells.
    static func refusedRuns(_ visits: [LessonMoment.Visit], current: Int,
                            overrides: [ObjectIdentifier: (view: View, kind: LessonStep.HitTestOverride, step: Int)], merging: Bool) -> [[LessonMoment.Visit]] {
        var runs: [[LessonMoment.Visit]] = []
        func joinable(_ visit: LessonMoment.Visit) -> Bool {
            guard merging, case .rejected = visit.outcome, visit.step < current else { return false }
            return overrides[ObjectIdentifier(visit.view)] == nil
        }
        func joins(_ visit: LessonMoment.Visit, _ last: LessonMoment.Visit) -> Bool {
            if visit.inRun || last.inRun { return visit.inRun && last.inRun && visit.step == last.step }
            return joinable(visit) && joinable(last) && last.number + 1 == visit.number
                && last.outcome == visit.outcome && last.view.superview === visit.view.superview
        }
        for visit in visits {
            if let last = runs.last?.last, joins(visit, last) {
                runs[runs.count - 1].append(visit)
            } else {
                runs.append([visit])
            }
        }
        return runs
    }

    /// One label for a run of refused siblings: their numbers' range, their names and the
    /// reason they share, beside the part of them drawn. Returns its disc's centre.
    private func drawRunBadge(_ run: [LessonMoment.Visit], labels: OverlayLabels) -> Point? {
        guard let first = run.first, let last = run.last, case .rejected(let reason) = first.outcome else { return nil }
        let words = style.words.overlays
        let numbers = "\(first.number)–\(last.number)"
        let radius = Self.discRadius(text: numbers)
        let names = run.map { $0.view.name ?? "view" }
        let pieces: [LabelPiece] = [.disc(numbers, radius: radius, font: style.small, fill: LabStyle.rejected),
                                    .pill("✗ " + words.refused(names, because: words.rejections(reason)), font: style.small,
                                          fill: LabStyle.rejected),
                                    .pill(words.eachReturns("nil"), font: style.small, fill: LabStyle.returned)]
        let anchors = run.map { ClippedView($0.view).labelAnchor }
        let rect = anchors.dropFirst().reduce(anchors[0].rect) { $0.union($1.rect) }
        let keepOff = anchors.flatMap(\.keepOff)
        // A row (or column) of views sharing their top and bottom edges is told as the box
        // holding them. Where one sticks out (a raised button in a tab bar) the box's edge is
        // none of theirs: the label goes under (else over) one of the views, off all of
        // them, and its leader ends on that view, not on the empty corner of the box.
        let named = anchors.map(\.rect)
        let aligned = { (low: (Rect) -> Double, high: (Rect) -> Double) in
            named.allSatisfy { abs(low($0) - low(rect)) < 0.5 && abs(high($0) - high(rect)) < 0.5 }
        }
        if aligned(\.minY, \.maxY) || aligned(\.minX, \.maxX) {
            return placeBadge(pieces, beside: rect, keepingOff: keepOff, radius: radius, labels: labels)
        }
        let size = labels.size(of: pieces), region = labels.board.region
        for below in [true, false] {
            for member in Self.edgeMembers(named, of: rect, below: below) {
                for place in Self.runPlaces(beside: member, below: below, size: size, within: region)
                where labels.board.isFree(Rect(origin: place, size: size), keepingOff: named + keepOff) {
                    guard let placed = labels.add(pieces, anchor: member, preferred: [place], keepingOff: named + keepOff) else {
                        return nil
                    }
                    return Point(x: placed.minX + (labels.discRadius(ofLabelAt: placed) ?? radius) + 1.5, y: placed.midY)
                }
            }
        }
        return placeBadge(pieces, beside: rect, keepingOff: keepOff, radius: radius, labels: labels)
    }

    /// The views of a run whose places under (or over) them are worth trying: every one in
    /// a run of up to `denseSearch`; in a longer one (a grid's thousand cells, folded into
    /// one step) those along the run's bottom (or top) edge, since a place beside one
    /// inside the run lies on its neighbours, and trying each would cost the frame a check
    /// of every view against every other.
    static func edgeMembers(_ named: [Rect], of rect: Rect, below: Bool) -> [Rect] {
        guard named.count > denseSearch else { return named }
        return named.filter { below ? abs($0.maxY - rect.maxY) < 0.5 : abs($0.minY - rect.minY) < 0.5 }
    }

    /// A run's label's places under (or over) one view it names, from its left edge and
    /// then its right, slid along to lie within `region`.
    static func runPlaces(beside rect: Rect, below: Bool, size: Size, within region: Rect) -> [Point] {
        let gap = 2.0
        func slid(_ x: Double) -> Double { max(region.minX + gap, min(x, region.maxX - gap - size.width)) }
        let y = below ? rect.maxY + gap : rect.minY - gap - size.height
        return [slid(rect.minX), slid(rect.maxX - size.width)].map { Point(x: $0, y: y) }
    }

    /// A disc holding `text` (a range of numbers): wide enough for its characters.
    static func discRadius(text: String) -> Double { 9 + 3 * Double(max(0, text.count - 2)) }

    /// A number's disc: wide enough for its digits (two fit the smallest), so a long
    /// search's numbers stay inside their discs.
    static func discRadius(_ number: Int) -> Double { 9 + 3 * Double(max(0, String(number).count - 2)) }

    /// Each answer travels from the view's number to its parent's, round every other view
    /// but those holding the two.
    private func drawReturns(_ moment: LessonMoment, discs: [ObjectIdentifier: Point], labels: OverlayLabels) {
        for index in moment.shownSteps.indices {
            guard case .returned(let view, _) = moment.lesson.steps[index].kind,
                  let parent = view.superview, let start = discs[ObjectIdentifier(view)],
                  let end = discs[ObjectIdentifier(parent)] else { continue }
            // It grows along the route it ends on, routed once to its end.
            let progress = index == moment.current && !moment.isPinned ? moment.progress : 1
            guard start.distance(to: end) * progress > 14 else { continue }
            labels.addArrow(from: start, to: end, color: LabStyle.returned, width: 2, bend: 22, kind: .returned,
                            path: [view, parent], progress: progress)
        }
    }

    /// The hit view, and what its search cost (`cost`: its visits and calls of
    /// `point(inside:)`); led by its visit's `number` where given. Returns that number's
    /// disc centre and the label.
    @discardableResult
    private func drawHit(_ view: View?, number: Int? = nil, cost: String,
                         labels: OverlayLabels) -> (disc: Point?, label: Rect?) {
        guard let view else { return (nil, nil) }
        markHit(view)
        let (rect, keepOff) = labelAnchor(of: view, labels: labels)
        let disc = number.map { [LabelPiece.disc(String($0), radius: Self.discRadius($0), font: style.small, fill: LabStyle.visited)] } ?? []
        let pieces: [LabelPiece] = disc + [.pill(style.words.overlays.hitView(view.name ?? "view"), font: style.bold, fill: LabStyle.returned)]
            + [.pill(cost, font: style.small, fill: LabStyle.ink)]
        let width = labels.size(of: pieces).width
        // A small hit view under the finger and its touch area: the label goes right under or
        // over what covers it, not wherever the search finds room.
        let around = labels.markedCluster(around: rect)
        let placed = labels.add(pieces, anchor: rect, preferred: [Point(x: rect.minX, y: rect.maxY + 3),
                                                     Point(x: rect.minX, y: rect.minY - 24),
                                                     Point(x: rect.maxX - width, y: rect.maxY + 3),
                                                     Point(x: rect.maxX - width, y: rect.minY - 24),
                                                     Point(x: rect.maxX + 3, y: rect.maxY - 20),
                                                     Point(x: around.maxX - width, y: around.maxY + 1),
                                                     Point(x: around.minX, y: around.maxY + 1),
                                                     Point(x: around.maxX - width, y: around.minY - 24)],
                   inside: [Point(x: rect.minX + 6, y: max(rect.minY + 6, rect.maxY - 26))], keepingOff: keepOff)
        guard let number, let placed else { return (nil, placed) }
        return (Point(x: placed.minX + Self.discRadius(number) + 1.5, y: placed.midY), placed)
    }

    /// The hit view's border and corner flag, where it is drawn; never a fill: a tint would
    /// read as a pressed button. A hit view scrolled out of sight since keeps its name only.
    private func markHit(_ view: View) {
        let clipped = ClippedView(view)
        let outline = ViewOutline(of: view)
        if let rect = clipped.visible, outline.isAxisAligned {
            Self.drawHitMark(rect, corner: Self.flagSide, line: 3, on: canvas)
        } else if clipped.visible != nil {
            canvas.withSavedState {
                if let clip = clipped.clip { canvas.clip(to: clip) }
                strokeWithFlag(outline, inner: ViewOutline(of: view, inset: 1.5))
            }
        }
    }

    /// The point as the current view sees it, and what `point(inside:)` said (or which
    /// check refused the view before it was asked).
    private func drawProbe(view: View, point: Point, outcome: LessonStep.VisitOutcome, progress: Double,
                           labels: OverlayLabels) {
        let location = view.convert(point, to: nil)
        let rect = Self.windowRect(of: view)
        let color = outcome == .inside ? LabStyle.visited : LabStyle.rejected
        let halo = color.withAlpha(0.35 + 0.3 * progress)
        let outline = ViewOutline(of: view, inset: -2)
        let clipped = ClippedView(view)
        if clipped.visible != nil {
            canvas.withSavedState {
                // Around the part drawn: a row out of its list's sight is not ringed outside it.
                if let clip = clipped.clip { canvas.clip(to: clip.outset(by: EdgeInsets(all: 4))) }
                if outline.isAxisAligned {
                    canvas.stroke(rect.outset(by: EdgeInsets(all: 2)), width: 4, color: halo)
                } else {
                    ViewOutline.stroke([outline], on: canvas, width: 4) { _ in canvas.setColor(halo) }
                }
            }
        }
        guard location.isFinite else { return }  // a singular view: no point maps into it
        drawCrosshair(at: location, view: view, ring: color, labels: labels)
        let answer = style.words.overlays.verdict(outcome)
        let marker = Rect(x: location.x - 6, y: location.y - 6, width: 12, height: 12)
        let readout = labels.add([.pill(style.words.overlays.probe(point, in: view.name ?? "view"), font: style.mono, fill: LabStyle.ink)],
                                 anchor: marker, preferred: [Point(x: location.x + 12, y: location.y + 10),
                                                             Point(x: location.x + 12, y: location.y - 40)])
        let first = readout ?? Rect(x: location.x + 12, y: location.y - 10, width: 0, height: 0)
        labels.add([.pill(answer, font: style.small, fill: color)], anchor: readout ?? marker,
                   preferred: [Point(x: first.minX, y: first.maxY + 3), Point(x: first.minX, y: first.minY - 20)])
    }
}

extension HitTestOverlay {
    /// A cross through `location` whose arms follow the view's own x and y axes (turned with
    /// a rotated view), so the converted point reads in the view's axes; upright otherwise.
    /// `namesAxes` false: no arrows naming the axes (they would lie on the hit view).
    func drawCrosshair(at location: Point, view: View, ring: Color, labels: OverlayLabels, namesAxes: Bool = true) {
        let axes = ViewOutline.axes(of: view)
        let (x, y) = axes ?? (Point(x: 1, y: 0), Point(x: 0, y: 1))
        for axis in [x, y] {
            canvas.strokeLine(from: Point(x: location.x - 10 * axis.x, y: location.y - 10 * axis.y),
                              to: Point(x: location.x + 10 * axis.x, y: location.y + 10 * axis.y),
                              width: 1.5, color: LabStyle.ink)
        }
        if namesAxes, abs(x.y) > 1e-9 || x.x < 0 || y.y < 0 {
            drawAxisArrows(at: ViewOutline(of: view).corners[0], x: x, y: y, labels: labels)
        }
        canvas.strokeCircle(center: location, radius: 5, width: 1.5, color: ring)
    }

    /// Arrows along the view's +x and +y from its bounds' top-left corner, labelled x and y:
    /// shown when the view's axes are turned or mirrored on screen, so the converted point
    /// can be read against them.
    private func drawAxisArrows(at corner: Point, x: Point, y: Point, labels: OverlayLabels) {
        guard corner.isFinite else { return }
        for (axis, name) in [(x, "x"), (y, "y")] {
            let tip = Point(x: corner.x + 44 * axis.x, y: corner.y + 44 * axis.y)
            canvas.drawArrow(from: corner, to: tip, color: LabStyle.ink, width: 2, bend: 0)
            let center = Point(x: tip.x + 9 * axis.x, y: tip.y + 9 * axis.y)
            // Taken on the board, so the labels placed after the probe keep clear of the axes'
            // names and the names never cover a label or the scene's text.
            guard let letter = labels.claim(Rect(x: center.x - 6, y: center.y - 7, width: 12, height: 14)) else { continue }
            canvas.drawText(name, centeredIn: letter, font: style.bold, color: LabStyle.ink)
        }
    }

    /// The hit view's turned shape outlined, flagged at its bounds' bottom-right corner.
    fileprivate func strokeWithFlag(_ outline: ViewOutline, inner: ViewOutline) {
        guard outline.isDrawable else { return }
        ViewOutline.stroke([inner], on: canvas, width: 3) { _ in canvas.setColor(LabStyle.returned) }
        let corners = outline.corners
        guard corners.count == 4, corners.allSatisfy(\.isFinite) else { return }
        let corner = corners[2]
        func toward(_ end: Point) -> Point {
            let length = corner.distance(to: end)
            guard length > 0 else { return corner }
            let share = min(1, Self.flagSide / length)
            return Point(x: corner.x + (end.x - corner.x) * share, y: corner.y + (end.y - corner.y) * share)
        }
        canvas.beginPath()
        canvas.move(to: corner)
        canvas.line(to: toward(corners[1]))
        canvas.line(to: toward(corners[3]))
        canvas.closePath()
        canvas.setColor(LabStyle.returned)
        canvas.fill()
    }

    /// How far along each edge the hit view's corner flag reaches, in scene points.
    static let flagSide = 20.0

    /// The hit view's mark on `rect`: a green border `line` wide and a flag filling its
    /// bottom-right corner `corner` along each edge (where a view's own name, written at its
    /// top-left, is not); the view's own fill shows everywhere else, so a hit view never
    /// looks pressed.
    static func drawHitMark(_ rect: Rect, corner: Double, line: Double, on canvas: Canvas) {
        canvas.stroke(rect.outset(by: EdgeInsets(all: -line / 2)), width: line, color: LabStyle.returned)
        canvas.beginPath()
        canvas.move(to: Point(x: rect.maxX, y: rect.maxY))
        canvas.line(to: Point(x: rect.maxX - corner, y: rect.maxY))
        canvas.line(to: Point(x: rect.maxX, y: rect.maxY - corner))
        canvas.closePath()
        canvas.setColor(LabStyle.returned)
        canvas.fill()
    }
}
