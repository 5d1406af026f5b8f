import TouchKit
import TouchKitCairo
import TouchLabEngine

/// What the frame works out from the scene's views alone — their fingerprint, the hints
/// over them, the outline under a finger's contact — kept while the session's `generation`
/// stands still. The views change only as the model moves it (an input, a timer, a trace
/// record, an inspector change), never as time or playback moves on, so a frame in which
/// nothing happened to the scene builds its inputs without walking the views.
///
/// The values it returns are the ones a fresh walk would give; only the work is saved. It
/// holds the session weakly, so a new session at a freed one's address starts afresh.
@MainActor
final class SceneViewsMemo {
    private weak var session: LabSession?
    private var generation = 0
    private var fingerprint: (showsNames: Bool, value: Int)?
    private var hints: [SceneHintOverlay.Hint]?
    /// The outline under each point asked about (`TouchOverlay.innermostView`).
    private var under: [Point: Rect?] = [:]

    /// `ViewRenderer.fingerprint` of the session's scene, with `views`' options.
    func fingerprint(_ session: LabSession, views: ViewRenderer) -> Int {
        sync(session)
        if let fingerprint, fingerprint.showsNames == views.options.showsNames { return fingerprint.value }
        let value = views.fingerprint(of: session.scene.window)
        fingerprint = (views.options.showsNames, value)
        return value
    }

    /// `SceneHintOverlay.hints` of the session's scene; `words` must be the same at every
    /// call (one renderer's).
    func hints(_ session: LabSession, words: OverlayWords) -> [SceneHintOverlay.Hint] {
        sync(session)
        if let hints { return hints }
        let made = SceneHintOverlay.hints(in: session.scene, words: words)
        hints = made
        return made
    }

    /// `TouchOverlay.innermostView(at:in:)` of the session's scene.
    func innermostView(at point: Point, in session: LabSession) -> Rect? {
        sync(session)
        if let known = under[point] { return known }
        let found = TouchOverlay.innermostView(at: point, in: session.scene.window)
        // A finger moving leaves a point a frame; keep the few of the latest frames.
        if under.count >= 16 { under.removeAll(keepingCapacity: true) }
        under[point] = found
        return found
    }

    /// Forgets everything unless it was worked out for `session` at its generation now.
    private func sync(_ session: LabSession) {
        guard session !== self.session || session.generation != generation else { return }
        self.session = session
        generation = session.generation
        fingerprint = nil
        hints = nil
        under.removeAll(keepingCapacity: true)
    }
}
