import TouchKit
import TouchLabEngine

/// A part the renderer may leave as the last frame drew it: `frameKey` hashes everything
/// its drawing reads (`FrameKeys`), nil meaning "draw it now". The conformances live here,
/// beside the keys, so the parts' own drawing code knows nothing of the cache.
@MainActor
protocol KeyedLabPart: LabPart {
    /// - Parameter fingerprint: the scene's views, as `ViewRenderer.fingerprint` hashes them.
    func frameKey(_ session: LabSession, ui: LabUIState, fingerprint: Int) -> Int?
}

extension PanelPart: KeyedLabPart {
    /// The panel's views, once they have caught up with the session: the panel refreshes
    /// its sections when what they read changed (a step, a delivery), often to the same
    /// text, and then it need not be drawn again. What they show is their cut's content key
    /// (the cut is kept for `draw`, one walk of the tree a frame), or their fingerprint when
    /// the panel is not cut; while the panel's views stand still (its revision), the key
    /// worked out for them.
    func frameKey(_ session: LabSession, ui: LabUIState, fingerprint: Int) -> Int? {
        panel.update(from: session, selection: ui.selectedView)
        if let known = keyed, known.revision == panel.revision { return known.key }
        var hasher = Hasher()
        hasher.combine(ObjectIdentifier(session))
        hasher.combine(cutPanel().contentKey ?? views.fingerprint(of: panel.window))
        let key = hasher.finalize()
        keyed = (panel.revision, key)
        return key
    }
}

/// A part that can say which rectangles of its region its latest `draw` changed.
@MainActor
protocol PartlyDrawnLabPart: LabPart {
    /// In window pixels, for the part drawn in `rect`; nil when it may have changed all of it.
    func changedRects(in rect: Rect) -> [Rect]?
}

extension PanelPart: PartlyDrawnLabPart {}

extension StripPart: PartlyDrawnLabPart {}

extension StripPart: KeyedLabPart {
    /// What the strip shows (it draws nothing but its `JourneyState`): playback moves on
    /// every frame, but the strip only when a stage, a detail or the travelling dot does.
    func frameKey(_ session: LabSession, ui: LabUIState, fingerprint: Int) -> Int? {
        var hasher = Hasher()
        hasher.combine(ObjectIdentifier(session))
        hasher.combine(revision(of: JourneyState(session: session, words: strip.words)))
        return hasher.finalize()
    }
}

extension TimelinePart: KeyedLabPart {
    func frameKey(_ session: LabSession, ui: LabUIState, fingerprint: Int) -> Int? {
        view.follow(session)
        var hasher = Hasher()
        hasher.combine(FrameKeys.timeline(session, fingerprint: fingerprint))
        hasher.combine(view.firstLane)
        hasher.combine(ui.notice)
        return hasher.finalize()
    }
}

extension HelpPart: KeyedLabPart {
    /// Nothing to draw while hidden; while shown the renderer draws every region afresh.
    func frameKey(_ session: LabSession, ui: LabUIState, fingerprint: Int) -> Int? { ui.showsHelp ? nil : 0 }
}

extension LegendPart: KeyedLabPart {
    /// As the help card: nothing while hidden, every region afresh while shown.
    func frameKey(_ session: LabSession, ui: LabUIState, fingerprint: Int) -> Int? { ui.showsLegend ? nil : 0 }
}
