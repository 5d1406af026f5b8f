import FrameSnapshots
import Foundation
import Testing
import TouchKit
import TouchKitCairo
import TouchLabFormats
import TouchLabEngine
@testable import TouchLabUI

/// Inspector changes are visible: a banner lists the changes in force and says the summary
/// tells the scene as written; a lesson run before a change is not drawn over the changed
/// scene (its hit test, answers and chain are cleared), in the frame and in its description.
@MainActor
struct EditsVisibleTests {
    static let tapInD = Point(x: 470, y: 140)

    /// The seed scene after a tap in D, played to its end, drawn by a full lab renderer in
    /// a window of `window` (the default when nil).
    static func tappedSeed(window: Size? = nil) throws -> (LabSession, LabRenderer) {
        let session = LabSession(scene: try LabFixtures.seedScene())
        tap(session, at: tapInD)
        let renderer = try LabRenderer(layout: LabLayout(sceneSize: session.scene.size, windowSize: window))
        try LabParts.install(on: renderer)
        return (session, renderer)
    }

    /// A tap after everything before it, played to its end.
    static func tap(_ session: LabSession, at point: Point) {
        var playback = LabFixtures.tap(session, at: point, time: session.time + 1)
        session.advance(to: session.time + 10, following: &playback)
    }

    /// What the inspector does for a toggle: the change, as an edit of the session.
    static func edit(_ session: LabSession, _ name: String, _ edit: SelectionEdit) throws {
        let view = try #require(session.scene.view(named: name))
        session.edit { SelectionEditor(scene: session.scene, view: view).apply(edit) }
    }

    /// What the window holds after every tap here: the lesson shown played to its end.
    static func playedOut(_ session: LabSession) -> LabUIState {
        LabUIState(playback: .playing(at: session.lesson?.duration ?? 0))
    }

    /// The frame with `ui` open and the lesson shown played to its end.
    static func describe(_ session: LabSession, _ renderer: LabRenderer, ui: LabUIState = LabUIState()) -> FrameDescription {
        var ui = ui
        ui.playback = playedOut(session).playback
        renderer.render(session, ui: ui)
        return FrameDescription(renderer: renderer, session: session)
    }

    static func texts(_ frame: FrameDescription, region: String) -> [String] {
        frame.labels.filter { $0.region == region }.map(\.text)
    }

    /// The panel's lines above the scene's title, but the Reset button's: the banner's.
    static func banner(_ frame: FrameDescription) -> [FrameDescription.Label] {
        guard let title = label("Hit test and responder chain: A to E", in: frame) else { return [] }
        return frame.labels.filter { $0.region == "panel" && $0.rect.maxY <= title.rect.minY && $0.text != Words().edits.reset }
    }

    static func label(_ text: String, in frame: FrameDescription) -> FrameDescription.Label? {
        frame.labels.first { $0.text == text }
    }

    // MARK: The banner

    @Test func theBannerListsTheEditsAboveTheSummary() throws {
        let (session, renderer) = try Self.tappedSeed()
        #expect(!Self.texts(Self.describe(session, renderer), region: "panel").contains { $0.hasPrefix(Words().edits.changedHeading) },
                "no edits, no banner")
        try Self.edit(session, "C", .userInteraction(false))
        try Self.edit(session, "D", .hidden(true))
        let frame = Self.describe(session, renderer)
        let banner = Self.banner(frame)
        #expect(banner.map(\.text).joined(separator: " ")
            == "You changed: C userInteractionEnabled off \u{00B7} D hidden The summary below tells the scene as written."
            + " Overlays from before it are cleared: tap again.")
        #expect(banner.allSatisfy { $0.region == "panel" && !$0.isShortened }, "beside the scene, never over it, whole")
    }

    @Test func resetEndsTheListAndANewTapEndsTheBanner() throws {
        let (session, renderer) = try Self.tappedSeed()
        try Self.edit(session, "D", .hidden(true))
        session.edit { session.scene.resetEdits() }
        let reset = Self.describe(session, renderer)
        #expect(session.scene.edits.isEmpty)
        #expect(Self.label(Words().edits.restoredHeading, in: reset) != nil, "the lesson shown is of the changed scene")
        #expect(!Self.texts(reset, region: "panel").contains { $0.hasPrefix(Words().edits.changedHeading) })
        Self.tap(session, at: Self.tapInD)
        let again = Self.describe(session, renderer)
        #expect(!Self.texts(again, region: "panel").contains { $0 == Words().edits.restoredHeading || $0.hasPrefix(Words().edits.changedHeading) })
    }

    /// Many edits: the banner keeps to its lines and says how many more there are.
    @Test func manyEditsKeepTheBannerShort() throws {
        let (session, renderer) = try Self.tappedSeed()
        for name in ["A", "B", "C", "D", "E"] {
            try Self.edit(session, name, .clipsToBounds(true))
            try Self.edit(session, name, .exclusiveTouch(true))
        }
        let frame = Self.describe(session, renderer)
        let title = try #require(Self.label("Hit test and responder chain: A to E", in: frame))
        let list = frame.labels.filter { $0.region == "panel" && $0.rect.maxY <= title.rect.minY && $0.fontSize == PanelTheme.bodySize }
        #expect(list.count == EditsBanner.maximumListLines)
        #expect(list.first?.text.hasPrefix(Words().edits.changedHeading) == true)
        #expect(list.last.map { $0.text.contains("more") } == true)
    }

    // MARK: Stale overlays

    /// Hidden, D is passed over ("✗ D: hidden"); shown again, that answer must not stay
    /// over a visible D, in the frame or in its description.
    @Test func anAnswerOfTheSceneBeforeAnEditIsCleared() throws {
        let (session, renderer) = try Self.tappedSeed()
        try Self.edit(session, "D", .hidden(true))
        Self.tap(session, at: Self.tapInD)
        let hidden = Self.describe(session, renderer)
        #expect(Self.texts(hidden, region: "scene").contains { $0.contains("D: hidden") })
        #expect(hidden.markers.contains { $0.kind == .hitView && $0.view == "C" })
        try Self.edit(session, "D", .hidden(false))
        let shown = Self.describe(session, renderer)
        #expect(!Self.texts(shown, region: "scene").contains { $0.contains("D: hidden") })
        #expect(!shown.markers.contains { $0.kind == .hitView }, "no hit view of the scene as it was")
        #expect(!Self.texts(shown, region: "panel").contains("\u{2717} hidden"), "nor in the view tree")
        #expect(!shown.json.contains("D: hidden"))
        #expect(Self.texts(shown, region: "panel").contains { $0.hasPrefix("Overlays from before it are cleared") }, "the banner says why")
        Self.tap(session, at: Self.tapInD)
        let again = Self.describe(session, renderer)
        #expect(again.markers.contains { $0.kind == .hitView && $0.view == "D" }, "a new lesson is drawn")
        #expect(Self.texts(again, region: "scene").contains("hit view: D"))
    }

    /// The inspector's answer for a view is of the lesson shown: after an edit it says so.
    @Test func theInspectorsAnswerSaysItIsFromBeforeTheChange() throws {
        let (session, renderer) = try Self.tappedSeed()
        try Self.edit(session, "D", .hidden(true))
        Self.tap(session, at: Self.tapInD)
        var ui = Self.playedOut(session)
        ui.selectedView = session.scene.view(named: "D")
        #expect(Self.texts(Self.describe(session, renderer, ui: ui), region: "panel").contains("Why not D?"))
        try Self.edit(session, "D", .hidden(false))
        #expect(Self.texts(Self.describe(session, renderer, ui: ui), region: "panel")
            .contains("Why not D? " + Words().edits.beforeTheChange))
    }

    /// Reset is an edit too: the lesson of the edited scene is cleared from the reset one.
    @Test func resetClearsTheOverlaysOfTheEditedScene() throws {
        let (session, renderer) = try Self.tappedSeed()
        try Self.edit(session, "D", .hidden(true))
        Self.tap(session, at: Self.tapInD)
        session.edit { session.scene.resetEdits() }
        let frame = Self.describe(session, renderer)
        #expect(!Self.texts(frame, region: "scene").contains { $0.contains("D: hidden") })
    }

    /// The cached frame after an edit is the frame a fresh renderer draws.
    @Test func anEditRedrawsTheCachedScene() throws {
        let (session, renderer) = try Self.tappedSeed()
        renderer.render(session, ui: Self.playedOut(session))
        try Self.edit(session, "C", .userInteraction(false))
        try RegionCacheTests.expectSame(renderer, session, "after an edit", ui: Self.playedOut(session))
    }

    // MARK: Pictures

    @Test func looksRightWithTwoEdits() throws {
        let (session, renderer) = try Self.tappedSeed()
        try Self.edit(session, "C", .userInteraction(false))
        try Self.edit(session, "D", .hidden(true))
        Self.tap(session, at: Self.tapInD)
        var ui = Self.playedOut(session)
        ui.selectedView = session.scene.view(named: "D")
        renderer.render(session, ui: ui)
        assertSnapshot(of: renderer.surface, named: "edits-banner")
    }

    @Test func looksRightWithTwoEditsInTheSmallestWindow() throws {
        let (session, renderer) = try Self.tappedSeed(window: LabLayout.smallestWindow)
        try Self.edit(session, "C", .userInteraction(false))
        try Self.edit(session, "D", .hidden(true))
        var ui = Self.playedOut(session)
        ui.selectedView = session.scene.view(named: "C")
        let frame = Self.describe(session, renderer, ui: ui)
        let heading = try #require(frame.labels.first { $0.text.hasPrefix(Words().edits.changedHeading) })
        let panel = try #require(frame.region(named: "panel"))
        #expect(panel.rect.contains(heading.rect.origin))
        #expect(frame.labels.filter { $0.region == "panel" }.allSatisfy { $0.rect.maxY <= panel.rect.maxY },
                "the banner pushes nothing out of the panel")
        assertSnapshot(of: renderer.surface, named: "edits-banner-smallest-window")
    }
}
