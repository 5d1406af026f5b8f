import TouchKit
import TouchKitCairo
import TouchLabEngine

/// A view's refused subviews told by one label outside it. Each refused subview's own
/// badge goes by its top-left corner, inside the view holding it: where a card's subviews
/// are refused for different reasons (so they make several runs), their badges pile over
/// the card and its leaders cross it. Joined, they read as one verdict on the card's
/// subviews, numbered with the one range their visits took.
extension HitTestOverlay {
    /// `runs` (as `refusedRuns` makes them, in visiting order) with the runs of one view's
    /// refused subviews joined, where two or more follow one another: each group is one
    /// run, or several to be told as one label. Joined are runs whose visits the search has
    /// moved on from, refused, with no override, no number of their own for their answer,
    /// numbered one after another, of the same superview other than the scene's root (its
    /// subviews spread over the scene: their badges lie beside each).
    static func refusedSubviews(_ runs: [[LessonMoment.Visit]], current: Int,
                                ownReturns: Set<ObjectIdentifier>,
                                overrides: Set<ObjectIdentifier>) -> [[[LessonMoment.Visit]]] {
        func joinable(_ run: [LessonMoment.Visit]) -> Bool {
            guard let parent = run.first?.view.superview, let grand = parent.superview, !(grand is Window) else { return false }
            return run.allSatisfy { visit in
                guard case .rejected = visit.outcome, visit.step < current, !visit.inRun else { return false }
                let key = ObjectIdentifier(visit.view)
                return visit.view.superview === parent && !overrides.contains(key) && !ownReturns.contains(key)
            }
        }
        var groups: [[[LessonMoment.Visit]]] = []
        for run in runs {
            if let group = groups.last, let last = group.last?.last, let first = run.first,
               joinable(run), joinable(group[group.count - 1]),
               last.view.superview === first.view.superview, last.number + 1 == first.number {
                groups[groups.count - 1].append(run)
            } else {
                groups.append([run])
            }
        }
        return groups
    }

    /// One label for `visits`, the refused subviews of one view: their numbers' range,
    /// each reason with the views it refused, and their answer; outside the view holding
    /// them, so it covers none of its subviews. Returns its disc's centre.
    func drawRefusedSubviews(_ visits: [LessonMoment.Visit], labels: OverlayLabels) -> Point? {
        guard let first = visits.first, let last = visits.last, let parent = first.view.superview else { return nil }
        let words = style.words.overlays
        var reasons: [(reason: View.HitTestRejection, names: [String])] = []
        for visit in visits {
            guard case .rejected(let reason) = visit.outcome else { continue }
            let name = visit.view.name ?? "view"
            if let index = reasons.firstIndex(where: { $0.reason == reason }) {
                reasons[index].names.append(name)
            } else {
                reasons.append((reason, [name]))
            }
        }
        let verdicts = reasons.map { reason in
            "✗ " + (reason.names.count == 1 ? words.refused(reason.names[0], because: words.rejection(reason.reason))
                : words.refused(reason.names, because: words.rejections(reason.reason)))
        }
        let numbers = "\(first.number)–\(last.number)"
        let radius = Self.discRadius(text: numbers)
        let pieces: [LabelPiece] = [.disc(numbers, radius: radius, font: style.small, fill: LabStyle.rejected)]
            + verdicts.map { .pill($0, font: style.small, fill: LabStyle.rejected) }
            + [.pill(words.eachReturns("nil"), font: style.small, fill: LabStyle.returned)]
        let (rect, keepOff) = ClippedView(parent).labelAnchor
        // Over the view's top edge (where its own badge is) or under it, then at its sides:
        // never inside it, among the subviews it names.
        let size = labels.size(of: pieces), width = size.width
        let placed = labels.add(pieces, anchor: rect, preferred: [
            Point(x: rect.minX, y: rect.minY - size.height - 2), Point(x: rect.maxX - width, y: rect.minY - size.height - 2),
            Point(x: rect.minX, y: rect.maxY + 2), Point(x: rect.maxX - width, y: rect.maxY + 2),
            Point(x: rect.maxX + 2, y: rect.minY), Point(x: rect.minX - width - 2, y: rect.minY)], keepingOff: keepOff)
        return placed.map { Point(x: $0.minX + (labels.discRadius(ofLabelAt: $0) ?? radius) + 1.5, y: $0.midY) }
    }

    /// How near (scene points) the finger's point may lie to a turned view's drawn box for
    /// the finger to look as if it were on it: the finger's ring's radius.
    static let fingerReach = 23.0

    /// A turned view the search refused though the finger looks to lie on it (its corner
    /// under the finger's ring): the point in its own axes, with its bounds' size, so the
    /// miss reads as the hit test sees it. Once the search has moved on from it; the one
    /// nearest the point.
    func drawTurnedMiss(_ visits: [LessonMoment.Visit], current: Int, labels: OverlayLabels) {
        let missed = visits.compactMap { visit -> (visit: LessonMoment.Visit, location: Point, distance: Double)? in
            guard visit.outcome == .rejected(.outside), visit.step < current, !visit.inRun,
                  !ViewOutline(of: visit.view).isAxisAligned, let rect = ClippedView(visit.view).visible else { return nil }
            let location = visit.view.convert(visit.point, to: nil)
            guard location.isFinite else { return nil }
            let distance = OverlayLabels.distance(rect, Rect(origin: location, size: .zero))
            return distance <= Self.fingerReach ? (visit, location, distance) : nil
        }
        guard let nearest = missed.min(by: { $0.distance < $1.distance }) else { return }
        let view = nearest.visit.view, location = nearest.location
        // (Its arms turned with the view; no named axes: the search is over, and they would
        // lie on the hit view holding it.)
        drawCrosshair(at: location, view: view, ring: LabStyle.rejected, labels: labels, namesAxes: false)
        let words = style.words.overlays
        let size = view.bounds.size
        let pieces: [LabelPiece] = [.pill(words.probe(nearest.visit.point, in: view.name ?? "view"), font: style.mono, fill: LabStyle.ink),
                                    .pill(words.outsideBounds(SceneHintOverlay.number(size.width), SceneHintOverlay.number(size.height)),
                                          font: style.small, fill: LabStyle.rejected)]
        let marker = Rect(x: location.x - 6, y: location.y - 6, width: 12, height: 12)
        labels.add(pieces, anchor: marker, preferred: [Point(x: location.x + 26, y: location.y - 8),
                                                       Point(x: location.x + 12, y: location.y + 26),
                                                       Point(x: location.x + 12, y: location.y - 44)])
    }
}
