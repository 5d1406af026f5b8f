import FrameSnapshots
import Testing
import TouchKit
import TouchKitCairo
import TouchLabFormats
@testable import TouchLabEngine
@testable import TouchLabUI

/// The delivery timeline as drawn: read back through the frame's description (its region,
/// every line of text in it) and looked at through two references, a tap and a pan.
@MainActor
struct TimelineDrawingTests {
    /// A built-in scene with its replay played to the end, then shown at `step` (the last if nil).
    static func session(_ scene: String, replay: String, step: Int? = nil) throws -> PlayedSession {
        let catalog = SceneCatalog.standard
        let description = try SceneReader.load(path: try catalog.resolve(scene))
        let inputs = try ReplayReader.load(path: BuiltInReplay.directory + "/\(replay).jsonl")
        let session = LabSession(scene: SceneBuilder().build(description))
        let played = PlayedSession(session)
        played.playback = session.run(inputs)
        played.playback.show(step: step ?? Int.max, of: session.lesson)
        return played
    }

    /// The timeline's lines of text, top to bottom, left to right.
    static func timelineText(_ played: PlayedSession) throws -> [FrameDescription.Label] {
        let session = played.session
        let renderer = try LabRenderer(layout: LabLayout(sceneSize: session.scene.size))
        try LabParts.install(on: renderer)
        renderer.render(session, ui: LabUIState(playback: played.playback))
        let description = FrameDescription(renderer: renderer, session: session)
        let region = try #require(description.region(named: "timeline"))
        #expect(region.rect == renderer.layout.timeline)
        return description.labels.filter { $0.region == "timeline" }
            .sorted { ($0.rect.minY, $0.rect.minX) < ($1.rect.minY, $1.rect.minX) }
    }

    /// The labels of the lane named `lane`, left to right, after its name: on its row and
    /// on the rows under it its crowded labels take, down to the next lane's name.
    static func row(_ lane: String, in labels: [FrameDescription.Label]) -> [String] {
        guard let name = labels.first(where: { $0.text == lane && $0.rect.minX < 40 }) else { return [] }
        let next = labels.filter { $0.rect.minX < 40 && $0.rect.midY > name.rect.midY + 2 }.map(\.rect.midY).min() ?? .infinity
        return labels.filter { $0.rect.midY > name.rect.midY - 2 && $0.rect.midY < next - 2 && $0.rect.minX > name.rect.maxX }
            .sorted { $0.rect.minX < $1.rect.minX }.map(\.text)
    }

    @Test func aTapInDReadsAsTheSeedsSequence() throws {
        let labels = try Self.timelineText(try Self.session("seed-a-to-e", replay: "seed-a-to-e-tap-e"))
        #expect(labels.allSatisfy { !$0.isShortened })
        #expect(Self.row("touch 1", in: labels) == ["began", "ended"])
        let hit = try #require(["D", "E"].first { !Self.row($0, in: labels).isEmpty })
        #expect(Self.row(hit, in: labels).first == "touchesBegan")
        #expect(Self.row(hit, in: labels).contains("touchesEnded"))
        // The chain's later lanes are drawn, or scrolled below (the caption takes two rows).
        #expect(labels.contains { $0.text == "AppDelegate" } || labels.contains { $0.text.hasPrefix("\u{25BC}") })
    }

    @Test func theFutureIsNeverShown() throws {
        let labels = try Self.timelineText(try Self.session("seed-a-to-e", replay: "seed-a-to-e-tap-e", step: 0))
        #expect(Self.row("touch 1", in: labels) == ["began"])
        #expect(!labels.contains { $0.text.contains("Ended") || $0.text == "ended" })
    }

    @Test func rowsKeepTheirPlaceAsLongerNamesArrive() throws {
        // The first step shows only "touch 1"; "AppDelegate", wider, arrives later.
        let first = try Self.timelineText(try Self.session("seed-a-to-e", replay: "seed-a-to-e-tap-e", step: 0))
        let last = try Self.timelineText(try Self.session("seed-a-to-e", replay: "seed-a-to-e-tap-e"))
        #expect(!first.contains { $0.text == "AppDelegate" })
        #expect(last.contains { $0.text == "AppDelegate" && !$0.isShortened })
        func began(_ labels: [FrameDescription.Label]) -> Double? { labels.first { $0.text == "began" }?.rect.minX }
        func zero(_ labels: [FrameDescription.Label]) -> Double? { labels.first { $0.text == "0.0 s" }?.rect.minX }
        #expect(try #require(began(first)) == began(last))
        #expect(try #require(zero(first)) == zero(last))
    }

    @Test func theCaptionKeepsItsPlaceAsTheStepNumberGrows() throws {
        // The step number and the caption's first line beside it.
        func caption(at step: Int?) throws -> (number: String, x: Double) {
            let labels = try Self.timelineText(try Self.session("large-grid", replay: "large-grid-taps", step: step))
            let number = try #require(labels.first { label in
                let parts = label.text.split(separator: "/")
                return parts.count == 2 && parts.allSatisfy { $0.allSatisfy(\.isNumber) }
            })
            let text = try #require(labels.first { abs($0.rect.midY - number.rect.midY) < 3 && $0.rect.minX > number.rect.maxX })
            return (number.text, text.rect.minX)
        }
        let first = try caption(at: 0), last = try caption(at: nil)
        #expect(first.number.count < last.number.count, "\(first.number) and \(last.number)")
        #expect(first.x == last.x)
    }

    @Test func aPanCollapsesItsMovesAndShowsTheCancel() throws {
        let labels = try Self.timelineText(try Self.session("pan-cancels-touches", replay: "pan-cancels-touches-drag"))
        #expect(labels.allSatisfy { !$0.isShortened })
        // The moves before the pan began and those after are two steps, each its own run.
        #expect(Self.row("touch 1", in: labels) == ["began", "moved \u{00D7}4", "moved \u{00D7}8", "ended"])
        #expect(Self.row("drag", in: labels) == ["began + action", "changed \u{00D7}8 + action \u{00D7}8", "ended + action"])
        #expect(Self.row("Canvas", in: labels) == ["touchesBegan", "touchesMoved \u{00D7}3", "touchesCancelled"],
                "the moves and the cancel each labelled, each at its mark")
    }

    func render(_ played: PlayedSession) throws -> ImageSurface {
        let layout = LabLayout(sceneSize: played.session.scene.size)
        let surface = try ImageSurface(width: Int(layout.timeline.width), height: Int(layout.timeline.height))
        TimelineView().draw(played.shown.moment, caption: nil, scene: played.session.scene, firstLane: 0, in: Canvas(surface: surface),
                            rect: Rect(origin: .zero, size: layout.timeline.size))
        return surface
    }

    @Test func looksRightAfterATap() throws {
        assertSnapshot(of: try render(try Self.session("seed-a-to-e", replay: "seed-a-to-e-tap-e")), named: "seed-tap")
    }

    /// A card whose long press holds touchesBegan back: pressed and held, the press begins
    /// and the card never gets the touch. Its lane says what held it, and that it was
    /// dropped with a hollow, dashed mark.
    @Test func looksRightWithATouchWithheldThenDropped() throws {
        let played = PlayedSession(LabSession(scene: try LabFixtures.scene("""
            { "name": "withheld", "size": [400, 300],
              "root": { "name": "Screen", "frame": [0, 0, 400, 300], "handles": ["all"],
                "children": [ { "name": "Card", "frame": [100, 80, 200, 140], "handles": ["all"],
                  "gestures": [ { "kind": "longPress", "name": "cardPress", "delaysTouchesBegan": true } ] } ] } }
            """)))
        played.playback = played.session.run(TimelineTests.finger(1, at: Point(x: 200, y: 150), start: 0, end: 800))
        played.advance(to: 60)
        let labels = try Self.timelineText(played)
        #expect(Self.row("Card", in: labels) == [Words().timeline.held("delaysTouchesBegan"), Words().timeline.dropped])
        assertSnapshot(of: try render(played), named: "withheld-then-dropped")
        #expect(JourneyState(session: played.session, shown: played.shown).details(for: .responders) == ["Card " + Words().timeline.dropped],
                "the strip's last stage says so too")
    }

    @Test func looksRightDuringAPan() throws {
        let played = try Self.session("pan-cancels-touches", replay: "pan-cancels-touches-drag")
        let steps = try #require(played.session.lesson).steps.count
        played.playback.show(step: steps * 2 / 3, of: played.session.lesson)
        assertSnapshot(of: try render(played), named: "pan-two-thirds")
    }

    /// When the lanes outnumber the rows, "▼ scroll down for N more lanes" and "▲ scroll up
    /// for N more lanes" say what to do, and are press targets: a press (a click or a
    /// finger) scrolls the lanes a page, no wheel needed.
    @Test func theMoreWordsScrollTheLanesWhenPressed() throws {
        // Seven tap recognizers on one view: more lanes than the default window's rows, even
        // with the responders that pass the touch on folded.
        let session = LabSession(scene: try LabFixtures.scene("""
            { "name": "many-taps", "size": [800, 600], "root": { "name": "Screen", "frame": [0, 0, 800, 600],
              "children": [ { "name": "Photo", "frame": [150, 60, 500, 380],
                "gestures": [ { "kind": "tap", "name": "tap1" }, { "kind": "tap", "name": "tap2", "taps": 2 },
                              { "kind": "tap", "name": "tap3", "taps": 3 }, { "kind": "tap", "name": "tap4", "taps": 4 },
                              { "kind": "tap", "name": "tap5", "taps": 5 }, { "kind": "tap", "name": "tap6", "taps": 6 },
                              { "kind": "tap", "name": "tap7", "taps": 7 } ] } ] } }
            """))
        var playback = LabFixtures.tap(session, at: Point(x: 400, y: 250))
        // Until the recognizers waiting for more taps have failed.
        session.advance(to: 2, following: &playback)
        var ui = LabUIState(playback: playback)
        ui.playback.show(step: Int.max, of: session.lesson)
        let renderer = try LabRenderer(layout: LabLayout(sceneSize: session.scene.size))
        try LabParts.install(on: renderer)
        let part = try #require(renderer.parts?.timeline)
        func label(_ prefix: String) -> FrameDescription.Label? {
            ui.timeline = part.following(session, shown: session.shown(at: ui.playback), scroll: ui.timeline)
            renderer.render(session, ui: ui)
            return FrameDescription(renderer: renderer, session: session).labels
                .first { $0.region == "timeline" && $0.text.hasPrefix(prefix) }
        }
        func press(_ label: FrameDescription.Label) -> [LabCommand] {
            part.handle(XI2Input(time: 0, kind: .buttonPress, detail: 1, x: label.rect.midX, y: label.rect.midY),
                        session: session, shown: session.shown(at: ui.playback), ui: ui, layout: renderer.layout)
        }
        // At the end the last step's lane is in sight, the first ones scrolled away.
        let above = try #require(label("\u{25B2}"), "the lanes outnumber the rows")
        let up = press(above)
        guard case .scrollTimeline(let rows)? = up.first, up.count == 1, rows < 0 else {
            Issue.record("a press on \(above.text) sent \(up)")
            return
        }
        ui.timeline = ui.timeline.scrolled(by: rows, lanes: part.laneCount(session, shown: session.shown(at: ui.playback)),
                                               rows: part.laneRows)
        let below = try #require(label("\u{25BC}"))
        #expect(above.text == "\u{25B2} scroll up for 3 more lanes" && below.text == "\u{25BC} scroll down for 4 more lanes",
                "a page up shows the top: \(above.text), then \(below.text)")
        #expect(label("\u{25B2}") == nil, "a page up shows the top")
        #expect(press(below) == [.scrollTimeline(by: -rows)])
    }
}
