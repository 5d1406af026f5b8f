import TouchKit
import TouchLabEngine

/// The description's `markers`: what the lesson is about — each finger, the hit view and
/// every enlarged touch area — in window pixels, which the labels over the scene leave in
/// sight.
extension FrameDescription {
    static func markers(_ session: LabSession, shown: ShownLesson, layout: LabLayout,
                        under: (Point) -> Rect?) -> [SceneMarker] {
        let scale = layout.scale, origin = layout.scene.origin
        let fingers = Fingers(session, shown: shown, emulatedPointer: nil, under: under)
        return SceneMarkers.markers(fingers, moment: shown.sceneMoment, hints: SceneHintOverlay.hints(in: session.scene)).map { marker in
            let rect = marker.rect
            return SceneMarker(kind: marker.kind, view: marker.view,
                               rect: Rect(x: origin.x + rect.minX * scale, y: origin.y + rect.minY * scale,
                                          width: rect.width * scale, height: rect.height * scale))
        }
    }

    /// `"markers": [ { "kind": "finger", "rect": [...] }, { "kind": "hitView", "view": "D", … } ]`
    var markersJSON: String {
        "  \"markers\": [" + markers.map { marker in
            "\n    { \"kind\": \(Self.quoted(marker.kind.rawValue)), "
                + (marker.view.map { "\"view\": \(Self.quoted($0)), " } ?? "")
                + "\"rect\": \(Self.rect(marker.rect)) }"
        }.joined(separator: ",") + (markers.isEmpty ? "]" : "\n  ]")
    }
}
