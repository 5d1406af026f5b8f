import TouchKit
import TouchLabEngine

/// Where a touch began on content that has scrolled since: its start ring moved with the
/// row it began on (`Fingers.Finger.start`) and a tag naming that row, so a list dragged
/// by the finger does not leave the ring on the row scrolled under the point instead.
@MainActor
struct ScrolledStartNote {
    let style: LabStyle

    /// How far (scene points) the moved ring's square reaches from its centre, its halo
    /// included: labels keep off it as off a finger.
    static let ringHalf = 10.0

    /// The squares of the moved start rings, which labels keep clear.
    static func obstacles(_ fingers: Fingers) -> [Rect] {
        fingers.fingers.compactMap { finger in
            guard finger.scrolledFrom != nil, let start = finger.start else { return nil }
            return Rect(x: start.x - ringHalf, y: start.y - ringHalf, width: 2 * ringHalf, height: 2 * ringHalf)
        }
    }

    /// Each moved ring's tag, beside it: "1 began on ListRow2".
    func addLabels(_ fingers: Fingers, labels: OverlayLabels) {
        for finger in fingers.fingers {
            guard let name = finger.scrolledFrom, let start = finger.start else { continue }
            let ring = Rect(x: start.x - Self.ringHalf, y: start.y - Self.ringHalf,
                            width: 2 * Self.ringHalf, height: 2 * Self.ringHalf)
            let pieces: [LabelPiece] = [.pill(style.words.overlays.beganOn(finger.id, name), font: style.small,
                                              fill: LabStyle.finger(finger.id).withAlpha(0.9))]
            let size = labels.size(of: pieces)
            _ = labels.add(pieces, anchor: ring, preferred: [
                Point(x: ring.maxX + 2, y: start.y - size.height / 2), Point(x: ring.minX - size.width - 2, y: start.y - size.height / 2),
                Point(x: start.x - size.width / 2, y: ring.maxY + 2), Point(x: start.x - size.width / 2, y: ring.minY - size.height - 2),
            ])
        }
    }
}
