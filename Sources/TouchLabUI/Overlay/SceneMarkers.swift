import TouchKit
import TouchLabEngine

/// What a frame's lesson is about, which the labels over the scene must leave in sight:
/// each finger down (or fading where it lifted), the hit view once the search found it,
/// and every enlarged touch area (scene keys or a `point(inside:with:)` of its own).
package struct SceneMarker: Equatable, Sendable {
    package enum Kind: String, Sendable {
        case finger, hitView, touchArea
    }

    package let kind: Kind
    /// The view it stands for (none for a finger).
    package let view: String?
    /// Where it is, in scene points.
    package let rect: Rect
}

@MainActor
enum SceneMarkers {
    /// The square kept clear around a finger's point: its contact circle as drawn (22
    /// points across each way from the point, its 2-point stroke included).
    static let fingerSide = 46.0
    /// A hit view or touch area no larger than this on either side is small: labels stay
    /// off it altogether (a large one has room for its labels and stays mostly in sight).
    static let smallSide = 120.0

    static func markers(_ fingers: Fingers, moment: LessonMoment?, hints: [SceneHintOverlay.Hint]) -> [SceneMarker] {
        var markers: [SceneMarker] = []
        for readout in fingers.readouts where readout.location.isFinite {
            let half = fingerSide / 2
            markers.append(SceneMarker(kind: .finger, view: nil, rect: Rect(x: readout.location.x - half,
                                                                           y: readout.location.y - half,
                                                                           width: fingerSide, height: fingerSide)))
        }
        if let moment, let index = moment.shownHitIndex,
           case .hit(let hit, _) = moment.lesson.steps[index].kind, let view = hit {
            let outline = ViewOutline(of: view)
            if outline.isDrawable {
                markers.append(SceneMarker(kind: .hitView, view: view.name ?? "view", rect: outline.boundingBox))
            }
        }
        for hint in hints where hint.isTouchArea && hint.outline.isDrawable {
            markers.append(SceneMarker(kind: .touchArea, view: hint.view.name ?? "view", rect: hint.outline.boundingBox))
        }
        return markers
    }

    /// The rectangles no label may cover: the fingers, and small hit views and touch areas
    /// whole.
    static func obstacles(_ markers: [SceneMarker]) -> [Rect] {
        markers.compactMap { marker in
            switch marker.kind {
            // A margin for labels drawn at full size over a scene shown scaled down, whose
            // pixel boxes are rounded to whole pixels.
            case .finger: marker.rect.outset(by: EdgeInsets(all: 3))
            case .hitView, .touchArea:
                marker.rect.width <= smallSide && marker.rect.height <= smallSide ? marker.rect : nil
            }
        }
    }
}
