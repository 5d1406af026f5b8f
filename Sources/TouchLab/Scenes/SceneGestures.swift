import TouchKit

/// Creates the gesture recognizers a scene file describes and attaches them to their views.
@MainActor
enum SceneGestures {
    /// Installs every gesture of `description` on `views` (indexed as the description's
    /// views) and returns the recognizers by gesture name.
    static func install(_ description: SceneDescription, on views: [View]) -> [String: GestureRecognizer] {
        [:]
    }
}
