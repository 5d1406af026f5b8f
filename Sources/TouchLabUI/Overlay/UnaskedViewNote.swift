import TouchKit
import TouchLabEngine

/// The view the finger lands on, drawn in front, that the search never asked because an
/// ancestor of it was refused first (a disabled parent, one whose bounds the point lies
/// outside): the eye expects the touch to go to what it lands on, so that view says why
/// it did not — "ChildOfDisabled: never asked — its parent DisabledFront refused the
/// touch". While the search is shown; the folded block's "refused" row covers it after.
@MainActor
struct UnaskedViewNote {
    let style: LabStyle
    let words: OverlayWords

    func draw(_ moment: LessonMoment, scene: Scene, labels: OverlayLabels) {
        guard let note = Self.note(moment, scene: scene, words: words) else { return }
        let pieces: [LabelPiece] = note.lines.map { .pill($0, font: style.small, fill: LabStyle.unvisited.withAlpha(0.95)) }
        let size = labels.size(of: pieces), rect = note.rect
        labels.add(pieces, anchor: rect, preferred: [
            Point(x: rect.minX, y: rect.maxY + 3), Point(x: rect.minX, y: rect.minY - size.height - 3),
            Point(x: rect.maxX + 4, y: rect.minY), Point(x: rect.minX - size.width - 4, y: rect.minY),
        ], stackedFirst: true)
    }

    /// The view under the search's point and what it says, where one was never asked.
    static func note(_ moment: LessonMoment, scene: Scene, words: OverlayWords) -> (lines: [String], rect: Rect)? {
        // A scene too large to outline is not walked for it either.
        guard scene.allViews.count <= HitTestOverlay.unvisitedOutlineLimit,
              let index = moment.shownHitIndex, !moment.searchIsPast,
              case .hit(let hit, let location) = moment.lesson.steps[index].kind else { return nil }
        let visits = moment.visits
        // In drawing order the last view holding the point is the one drawn in front there.
        guard let under = scene.allViews.last(where: { view in
                  SceneRegion.isDrawn(view) && ClippedView(view).visible?.contains(location) == true
              }),
              under !== hit, visits[ObjectIdentifier(under)] == nil,
              let rect = ClippedView(under).visible,
              let refused = under.ancestry.dropFirst().first(where: { ancestor in
                  visits[ObjectIdentifier(ancestor)].map { $0.outcome != .inside } ?? false
              })
        else { return nil }
        let lines = words.neverAsked(under.traceName, refusedBy: refused.traceName, isParent: refused === under.superview)
        return (lines, rect)
    }
}
