import Testing
import TouchKit
@testable import TouchLabUI

/// Labels read as the label of the view they name, and leave the hit view in sight:
/// read from `--describe` (each label's `about`, the `hitView` marker, `shortened`) and
/// the leader lines the frame drew.
extension LabelLayoutPropertyTests {
    /// The scene labels of a frame (the lab's, over the scene).
    static func sceneLabels(_ frame: LessonWalk.Frame) -> [FrameDescription.Label] {
        frame.description.labels.filter { $0.region == LabRegion.scene.rawValue && $0.layer == LabRegion.labLayer }
    }

    /// No label lies over the hit view unless it names that view or a view inside it: the
    /// chain's "→ Window → …" tag, a parent's verdict, the omission note all go elsewhere
    /// (over a hit view filling the scene, where there is no elsewhere, they may lie).
    static func checkHitViewInSight(_ frame: LessonWalk.Frame, name: String) {
        let scene = frame.description.region(named: LabRegion.scene.rawValue)?.rect ?? .zero
        for marker in frame.description.markers where marker.kind == .hitView {
            for label in sceneLabels(frame) where LabelBoard.overlaps(label.rect, marker.rect, gap: -0.5) {
                if let about = label.about, OverlayLabels.holds(marker.rect.outset(by: EdgeInsets(all: 1)), about) { continue }
                // A hit view filling the scene leaves no room off it.
                if !hasRoom(for: label.rect.size, beside: marker.rect, in: scene) { continue }
                Issue.record("\(name), \(frame.place): \"\(label.text)\" \(label.rect) lies over the hit view \(marker.view ?? "") \(marker.rect)")
            }
        }
    }

    /// A label outside the view it names lies nearer that view than any other drawn view it
    /// could be taken for (one neither holding nor inside it; of a view a scroll view shows
    /// in part, that part), or a leader line joins it to its view.
    static func checkNearestIsOwn(_ frame: LessonWalk.Frame, name: String) {
        guard let labels = frame.renderer.labels else { return }
        let scale = frame.renderer.layout.scale
        let views = frame.session.scene.allViews.filter(isDrawn).compactMap { ClippedView($0).visible }.map { rect in
            return Rect(x: rect.minX * scale, y: rect.minY * scale, width: rect.width * scale, height: rect.height * scale)
        }
        var seen: Set<[Double]> = []
        for text in sceneLabels(frame) {
            guard let label = labels.placement(ofTextAt: text.rect.center), let anchor = label.anchor, !label.hasLeader,
                  seen.insert([label.rect.minX, label.rect.minY]).inserted else { continue }
            let own = OverlayLabels.distance(label.rect, anchor)
            let grown = anchor.outset(by: EdgeInsets(all: 1))
            for view in views where !OverlayLabels.holds(view.outset(by: EdgeInsets(all: 1)), anchor) && !OverlayLabels.holds(grown, view)
                && OverlayLabels.distance(label.rect, view) < own - 0.5 {
                Issue.record("\(name), \(frame.place): \"\(text.text)\" \(label.rect) lies nearer \(view) than its own \(anchor), with no leader line")
                break
            }
        }
    }

    /// A view drawn on screen: neither it nor an ancestor hidden or transparent.
    private static func isDrawn(_ view: View) -> Bool {
        var current: View? = view
        while let next = current {
            if next.isHidden || next.alpha < 0.01 { return false }
            current = next.superview
        }
        return true
    }

    /// Every label drawn without some of its parts says so (`shortened`), and a note in the
    /// scene counts them; at the default window size no label is cut.
    static func checkCutLabelsNoted(_ frame: LessonWalk.Frame, name: String, cutAllowed: Bool) {
        let labels = sceneLabels(frame)
        let cut = labels.filter(\.isShortened)
        guard !cut.isEmpty else { return }
        if !cutAllowed {
            for label in cut { Issue.record("\(name), \(frame.place): \"\(label.text)\" is shortened") }
        } else if !labels.contains(where: { $0.text.hasPrefix("… ") }) {
            Issue.record("\(name), \(frame.place): \(cut.map(\.text)) are shortened and no note says so")
        }
    }
}

/// The note's count reads as a count in English: one label, two labels.
@Suite struct OmissionNoteWordsTests {
    @Test func oneLabelIsSingular() {
        let words = Words().notices
        #expect(words.labelsCutShort(1) == "… 1 label cut short: enlarge the window")
        #expect(words.labelsCutShort(3) == "… 3 labels cut short: enlarge the window")
    }
}
