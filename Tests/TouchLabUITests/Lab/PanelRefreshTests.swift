import Testing
import TouchKit
import TouchKitCairo
import TouchLabEngine
import TouchLabFormats
@testable import TouchLabUI

/// The panel refreshes its sections only when the content they read changed
/// (`PanelContent`): a skipped refresh must never leave it showing something else than a
/// panel built afresh would. Every bundled replay is played as the window plays it — input delivered
/// when due, the clock moving on at 30 frames a second through every lesson to its end,
/// timers firing on their own — with the inspector on the lesson's hit view; now and then
/// the person steps back, pauses, plays on or speeds up. Every few frames the panel that
/// skips is compared with a new one, which refreshes everything.
@MainActor
struct PanelRefreshTests {
    @Test(arguments: BuiltInReplay.names)
    func skippingUnchangedRefreshesShowsWhatARefreshShows(_ replay: String) throws {
        let (description, inputs) = try BuiltInReplay.load(replay)
        let session = LabSession(scene: SceneBuilder().build(description))
        let layout = LabLayout(sceneSize: session.scene.size)
        let skipping = InspectorPanel(layout: layout)
        let renderer = try ViewRenderer()
        let batches = BuiltInReplay.batches(of: inputs)
        var next = 0, frame = 0, skipped = 0
        var time = (inputs.first?.time ?? 0) / 1000
        let end = (inputs.last?.time ?? 0) / 1000 + 4
        var playback = Playback()
        while time < end {
            while next < batches.count, let due = batches[next].first?.time, due / 1000 <= time {
                session.advance(to: due / 1000, following: &playback)
                session.deliver(batches[next], following: &playback)
                next += 1
            }
            session.advance(to: time, following: &playback)
            Self.act(on: &playback, in: session, frame: frame)
            let selection = session.lesson.flatMap(HitTestReport.init(lesson:))?.hitView
            let shown = session.shown(at: playback)
            if !skipping.update(from: session, shown: shown, selection: selection) { skipped += 1 }
            if frame % 4 == 0 {
                let fresh = InspectorPanel(layout: layout)
                fresh.update(from: session, shown: shown, selection: selection)
                #expect(renderer.contentFingerprint(of: skipping.window) == renderer.contentFingerprint(of: fresh.window),
                        "\(replay), frame \(frame) at \(time) s: the panel that skips differs from a new one")
            }
            frame += 1
            time += 1.0 / 30
        }
        #expect(skipped > frame / 5, "\(replay): \(skipped) of \(frame) frames skipped the refresh")
    }

    /// Asking where the lists go is a query: the panel keeps the tree it showed (its pixels
    /// stay the frame's), and the answer is the one a panel showing the new content gives.
    @Test func askingWhereTheListsFollowLeavesThePanelAsItWas() throws {
        let (description, inputs) = try BuiltInReplay.load("large-grid-taps")
        let session = LabSession(scene: SceneBuilder().build(description))
        let layout = LabLayout(sceneSize: session.scene.size)
        let panel = InspectorPanel(layout: layout)
        let renderer = try ViewRenderer()
        var playback = Playback()
        panel.update(from: session, shown: session.shown(at: playback), selection: nil)
        let before = renderer.contentFingerprint(of: panel.window)
        for batch in BuiltInReplay.batches(of: inputs).prefix(2) { session.deliver(batch, following: &playback) }
        session.advance(to: session.time + 5, following: &playback)
        let shown = session.shown(at: playback)
        let selection = session.lesson.flatMap(HitTestReport.init(lesson:))?.hitView
        let answer = panel.following(PanelScroll(), session: session, shown: shown, selection: selection)
        #expect(answer == panel.following(PanelScroll(), session: session, shown: shown, selection: selection))
        #expect(renderer.contentFingerprint(of: panel.window) == before, "the panel shows what it showed")
        let fresh = InspectorPanel(layout: layout)
        fresh.update(from: session, shown: shown, selection: selection)
        #expect(answer == fresh.following(PanelScroll(), session: session, shown: shown, selection: selection))
        #expect(answer[.tree] > 0, "the tree follows the lesson's hit view down the rows")
    }

    /// What the person does on some frames: step back, pause, play on, speed up, slow down.
    static func act(on playback: inout Playback, in session: LabSession, frame: Int) {
        switch frame % 45 {
        case 20: playback.step(by: -1, in: session.lesson)
        case 26: playback.togglePause(in: session.lesson)
        case 32: playback.faster()
        case 40: playback.slower()
        default: break
        }
    }
}
