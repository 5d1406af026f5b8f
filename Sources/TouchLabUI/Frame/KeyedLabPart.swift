import TouchKit
import TouchLabEngine

/// A part the renderer may leave as the last frame drew it: `frameKey` hashes everything
/// its drawing reads (`FrameKeys`), nil meaning "draw it now". The conformances live here,
/// beside the keys, so the parts' own drawing code knows nothing of the cache.
@MainActor
protocol KeyedLabPart: LabPart {
    /// - Parameter fingerprint: the scene's views, as `ViewRenderer.fingerprint` hashes them.
    func frameKey(_ session: LabSession, fingerprint: Int) -> Int?
}

extension PanelPart: KeyedLabPart {
    /// The panel's own revision, once it has caught up with the session.
    func frameKey(_ session: LabSession, fingerprint: Int) -> Int? {
        panel.update(from: session)
        var hasher = Hasher()
        hasher.combine(ObjectIdentifier(session))
        hasher.combine(panel.revision)
        return hasher.finalize()
    }
}

extension StripPart: KeyedLabPart {
    func frameKey(_ session: LabSession, fingerprint: Int) -> Int? { FrameKeys.strip(session) }
}

extension TimelinePart: KeyedLabPart {
    func frameKey(_ session: LabSession, fingerprint: Int) -> Int? {
        FrameKeys.timeline(session, fingerprint: fingerprint)
    }
}

extension HelpPart: KeyedLabPart {
    /// Nothing to draw while hidden; while shown the renderer draws every region afresh.
    func frameKey(_ session: LabSession, fingerprint: Int) -> Int? { session.showsHelp ? nil : 0 }
}
