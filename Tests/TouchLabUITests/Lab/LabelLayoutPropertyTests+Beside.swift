import Testing
import TouchKit
@testable import TouchLabUI

/// Labels beside what they describe: read from `--describe`'s `about`, the rectangle of
/// the view or marker each overlay label explains.
extension LabelLayoutPropertyTests {
    /// How far inside its view a label that had to go inside may lie from the view's
    /// edge: two labels' height, so it reads as a tab on that edge.
    static let attachedReach = 48.0

    /// No label over the view (or finger, or shape) it describes (a chain hop's mark aside)
    /// — unless that leaves no room for it anywhere around it in the scene (the root view,
    /// a view filling the scene, a view whose room the hit view takes), and then only
    /// against the view's edge.
    static func checkBeside(_ frame: LessonWalk.Frame, name: String) {
        let description = frame.description
        guard let scene = description.region(named: LabRegion.scene.rawValue)?.rect else { return }
        for label in description.labels where label.region == LabRegion.scene.rawValue && label.layer == LabRegion.labLayer {
            guard let about = label.about, LabelBoard.overlaps(label.rect, about, gap: -0.5) else { continue }
            // A chain hop's letter or ★ is a mark on the responder it names, not a label
            // beside it (its own placement is checked where the hops are).
            if description.hops.contains(where: { $0.mark == label.text }) { continue }
            // A tab on its view's edge (a controller's tag after its view's name, the box
            // before a pinch) names that view from inside, on purpose.
            if frame.renderer.labels?.isTab(ofTextAt: label.rect.center) == true, depthInside(label.rect, about) <= attachedReach {
                continue
            }
            // A view holding the hit view may have its room beside it taken by the hit view,
            // which no label of its covers: its label may go inside, against its edge.
            let hitViews = description.markers.filter { $0.kind == .hitView && !OverlayLabels.holds($0.rect, about) }.map(\.rect)
            let holdsHitView = hitViews.contains { OverlayLabels.holds(about, $0) }
            // The whole label's size (all its pieces), not only this piece's text.
            let size = frame.renderer.labels?.placement(ofTextAt: label.rect.center)?.rect.size ?? label.rect.size
            let hasRoom = !holdsHitView && hasRoom(for: size, beside: about, in: scene, taken: hitViews)
            // Against the hit view's edge, inside the view holding it, reads as on that edge.
            let nearHit = hitViews.map { OverlayLabels.distance(label.rect, $0) }.min() ?? .infinity
            let depth = min(depthInside(label.rect, about), holdsHitView ? nearHit : .infinity)
            if hasRoom || depth > attachedReach {
                let why = hasRoom ? "there is room beside it" : "\(Int(depth)) px from its edge"
                Issue.record("\(name), \(frame.place): \"\(label.text)\" \(label.rect) lies over what it describes \(about): \(why)")
            }
        }
    }

    /// Whether a label of `size` (and a label's height) fits in the scene above, below,
    /// left or right of `rect`.
    /// `taken`: views no label may cover (the hit view), which shrink the room on a side
    /// whose band they cross.
    static func hasRoom(for size: Size, beside rect: Rect, in scene: Rect, taken: [Rect] = []) -> Bool {
        let height = max(size.height, 22)
        var top = scene.minY, bottom = scene.maxY, left = scene.minX, right = scene.maxX
        for view in taken {
            if view.maxX > rect.minX && view.minX < rect.maxX {
                // Two pixels for the gaps a label keeps on either side.
                if view.maxY <= rect.minY { top = max(top, view.maxY + 2) }
                if view.minY >= rect.maxY { bottom = min(bottom, view.minY - 2) }
            }
            if view.maxY > rect.minY && view.minY < rect.maxY {
                if view.maxX <= rect.minX { left = max(left, view.maxX + 2) }
                if view.minX >= rect.maxX { right = min(right, view.minX - 2) }
            }
        }
        return rect.minY - top >= height || bottom - rect.maxY >= height
            || rect.minX - left >= size.width || right - rect.maxX >= size.width
    }

    /// How far `label` lies from the nearest edge of `rect`, inward.
    static func depthInside(_ label: Rect, _ rect: Rect) -> Double {
        max(0, min(label.minY - rect.minY, rect.maxY - label.maxY, label.minX - rect.minX, rect.maxX - label.maxX))
    }
}

extension LabelLayoutPropertyTests {
    /// How far from what it names a timeline label may start or end.
    static let timelineReach = 12.0

    /// The timeline's labels sit at their marks: each lies within `timelineReach` of the
    /// mark, run or span it names, or belongs to a chain (labels pressed together, an arrow
    /// from each to the next) whose first label lies at its mark, or whose last does where
    /// the chain ends the row; none runs past the region's right edge. (Overlaps and the
    /// region are `check`'s.)
    static func checkTimelineLabels(_ frame: LessonWalk.Frame, name: String) {
        guard let view = frame.renderer.parts?.timeline.view,
              let region = frame.description.region(named: LabRegion.timeline.rawValue)?.rect else { return }
        var chains: [[TimelineLabelPlacement]] = []
        for label in view.labelPlacements {
            if label.rect.maxX > region.maxX - 2 {
                Issue.record("\(name), \(frame.place): a timeline label \(label.rect) runs to the right edge \(region.maxX)")
            }
            if label.isChained, !chains.isEmpty { chains[chains.count - 1].append(label) } else { chains.append([label]) }
        }
        func distance(_ label: TimelineLabelPlacement) -> Double {
            max(0, label.rect.minX - label.marks.upperBound, label.marks.lowerBound - label.rect.maxX)
        }
        for chain in chains {
            guard let first = chain.first, let last = chain.last,
                  distance(first) > timelineReach, chain.count == 1 || distance(last) > timelineReach else { continue }
            Issue.record("\(name), \(frame.place): a timeline label \(first.rect) lies \(Int(distance(first))) px from its mark at \(first.marks)")
        }
    }
}
