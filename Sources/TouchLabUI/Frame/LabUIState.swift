import TouchKit
import TouchLabEngine

/// What the window shows over or beside the scene's session that is the window's own: the
/// help card, the inspector's selection, the mouse while Alt is held, and playback. `LabController`
/// keeps it across scene switches (the help card stays open; the selection, a view of the
/// old scene, is dropped), and the frame draws a session with it; a headless run draws
/// with nothing open and nothing selected.
package struct LabUIState {
    package var showsHelp = false
    /// The legend card (L): what the overlays' colours and the timeline's marks mean.
    package var showsLegend = false
    /// A card (help or legend) is drawn over every region.
    package var showsCard: Bool { showsHelp || showsLegend }
    /// While Alt is held over the scene: where the mouse is, so the two fingers a drag would
    /// put down (the pointer and its mirror around the scene's centre) can be drawn.
    package var emulatedPointer: Point?
    /// The view the inspector shows: one of the current session's scene.
    package var selectedView: View?
    /// The view the last right-click picked, while it is still the one selected: a
    /// right-click where it is drawn picks the view behind it. Any other way of selecting,
    /// and Reset, start the next right-click from the front again.
    package var pickedView: View?
    /// A short notice drawn in the window (where a screenshot or an export went); nil: none.
    package var notice: String?
    /// Where the timeline's lanes are scrolled.
    package var timeline = TimelineScroll()
    /// Where the panel's lists are scrolled.
    package var panel = PanelScroll()
    /// Where the lesson shown is played to, how fast, whether paused. Commands change it,
    /// and the controller makes it follow what the session reports (`LessonEvents`);
    /// drawing only reads it.
    package var playback = Playback()
    /// The view tree shows only the path to the selected view (its ancestors, itself and
    /// its siblings): nil follows the selection (collapsed while a view is selected); a
    /// click on the tree's disclosure triangle decides until the scene changes, and so does
    /// choosing a row of the tree (the rows stay under the pointer).
    package var collapsesTree: Bool?
    /// The code pane (C): `hitTest(_:with:)` and `point(inside:with:)` beside the scene,
    /// the line the step shown runs lit. Kept across scene switches, as the cards are.
    package var showsCode = false
    /// The step's caption is shown in a bar under the frame (an export's frames and step
    /// images with captions): the timeline's caption band keeps its place and the step's
    /// number but leaves the sentence to the bar, so a frame says it once (and an
    /// animation's step changes stay small).
    package var captionInBar = false

    /// What the panel lays out from this state: whether the tree is collapsed and the
    /// code pane shown.
    package var panelOptions: PanelOptions {
        PanelOptions(collapsesTree: collapsesTree ?? (selectedView != nil), showsCode: showsCode)
    }

    /// The state for a scene just shown: the cards, the code pane and the notice stay, and playback keeps
    /// its speed; everything about the old scene's views and lessons (the selection, where
    /// the lists and lanes are scrolled, playback's place) starts afresh.
    package func forNewScene() -> LabUIState {
        var next = LabUIState(showsHelp: showsHelp, emulatedPointer: emulatedPointer)
        next.showsLegend = showsLegend
        next.notice = notice
        next.showsCode = showsCode
        next.playback.setSpeed(index: playback.speedIndex)
        return next
    }

    package init(showsHelp: Bool = false, emulatedPointer: Point? = nil, selectedView: View? = nil,
                 playback: Playback = Playback()) {
        self.showsHelp = showsHelp
        self.emulatedPointer = emulatedPointer
        self.selectedView = selectedView
        self.playback = playback
    }
}
