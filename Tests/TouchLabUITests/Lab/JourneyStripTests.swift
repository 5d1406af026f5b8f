import FrameSnapshots
import Testing
import TouchKit
import TouchKitCairo
import TouchLabFormats
import TouchLabEngine
@testable import TouchLabUI

/// The journey strip: which stage lights up for each kind of step, and how it looks.
@MainActor
struct JourneyStripTests {
    func seedSession() throws -> PlayedSession {
        let played = PlayedSession(LabSession(scene: try LabFixtures.seedScene()))
        played.tap(at: InspectorPanelTests.tapInD)
        played.advance(to: 10)
        return played
    }

    func render(_ played: PlayedSession) throws -> ImageSurface {
        let layout = LabLayout(sceneSize: played.session.scene.size)
        let surface = try ImageSurface(width: Int(layout.strip.width), height: Int(layout.strip.height))
        JourneyStrip().draw(played.session, shown: played.shown, in: Canvas(surface: surface),
                            rect: Rect(origin: .zero, size: layout.strip.size))
        return surface
    }

    @Test func eachStepKindLightsItsStage() {
        let point = Point(x: 0, y: 0)
        #expect(JourneyStage.stages(for: .touch(id: 1, phase: .began, location: point)) == 3...6)
        #expect(JourneyStage.stages(for: .gesture(name: "tap", state: TracedGestureState(.ended, isContinuous: false))) == 8...8)
        #expect(JourneyStage.stages(for: .action(name: "B")) == 9...9)
        #expect(JourneyStage.stages(for: .hit(view: nil, location: point)) == 7...7)
    }

    @Test func pausedOnTheHitStep() throws {
        let played = try seedSession()
        let lesson = try #require(played.session.lesson)
        let hit = try #require(lesson.steps.firstIndex { if case .hit = $0.kind { true } else { false } })
        played.playback.isPaused = true
        played.playback.jump(to: lesson.starts[hit])
        assertSnapshot(of: try render(played), named: "paused-on-hit")
    }

    @Test func playingTheFirstTouch() throws {
        let played = try seedSession()
        played.playback.replay()
        played.advance(to: played.session.time + 0.1)
        assertSnapshot(of: try render(played), named: "playing-touch-began")
    }

    /// Screen's pan refuses touches in Card (its delegate's `shouldReceive`), its long press
    /// is disabled; Card has a tap.
    static let refusingScene = """
        { "name": "refusal", "size": [400, 300],
          "root": { "name": "Screen", "frame": [0, 0, 400, 300],
            "gestures": [ { "kind": "pan", "name": "screenPan", "ignoresTouchesIn": ["Card"] },
                          { "kind": "longPress", "name": "screenPress", "enabled": false } ],
            "children": [ { "name": "Card", "frame": [40, 40, 200, 150],
                            "gestures": [ { "kind": "tap", "name": "cardTap" } ] } ] } }
        """

    func recognizerLines(_ played: PlayedSession) -> [String] {
        JourneyState(session: played.session, shown: played.shown).details(for: .recognizers)
    }

    /// Paused on the lesson's hit step.
    func pauseOnHit(_ played: PlayedSession) throws {
        let lesson = try #require(played.session.lesson)
        let hit = try #require(lesson.steps.firstIndex { if case .hit = $0.kind { true } else { false } })
        played.playback.isPaused = true
        played.playback.jump(to: lesson.starts[hit])
    }

    /// A recognizer whose delegate refused the touch never saw it: it is not "possible",
    /// from the hit step on, and its state never changes in the trace.
    @Test func aRecognizerRefusedByItsDelegateNeverSawTheTouch() throws {
        let played = PlayedSession(LabSession(scene: try LabFixtures.scene(Self.refusingScene)))
        var trace: [String] = []
        played.session.onTrace = { trace.append($0.line) }
        played.tap(at: Point(x: 100, y: 100))
        played.advance(to: 10)
        #expect(!trace.contains { $0.contains("screenPan") })
        let refused = "screenPan: refused by shouldReceive"
        let disabled = "screenPress: disabled: never saw the touch"
        #expect(recognizerLines(played) == ["cardTap: recognized", refused, disabled])
        try pauseOnHit(played)
        #expect(recognizerLines(played) == ["cardTap: possible", refused, disabled])
    }

    /// Outside Card the same pan receives the touch, and fails when it lifts unmoved.
    @Test func theSameRecognizerSeesATouchItsDelegateAccepts() throws {
        let played = PlayedSession(LabSession(scene: try LabFixtures.scene(Self.refusingScene)))
        played.tap(at: Point(x: 300, y: 250))
        played.advance(to: 10)
        #expect(recognizerLines(played) == ["screenPan: failed (ended before moving 10 pt)", "screenPress: disabled: never saw the touch"])
        try pauseOnHit(played)
        #expect(recognizerLines(played) == ["screenPan: possible", "screenPress: disabled: never saw the touch"])
    }

    /// A recorded cause is worded in the strip's language, never the model's identifier,
    /// and the narrow column wraps it between words: the no-delay list's pan fails
    /// because its button kept the touch.
    @Test(arguments: [(Language.english, "Immediate.pan: failed (content kept the touch)", " "),
                      (.simplifiedChinese, "Immediate.pan\u{FF1A}识别失败\u{FF08}内容保留触摸\u{FF09}", "")])
    func aCauseIsWordedAndWrapsBetweenWords(_ language: Language, _ line: String, _ joiner: String) throws {
        let (description, inputs) = try BuiltInReplay.load("scroll-view-buttons-no-delay-drag")
        let session = LabSession(scene: SceneBuilder().build(description))
        let playback = session.run(inputs)
        #expect(JourneyState(session: session, shown: session.shown(at: playback), words: Words(language).strip)
            .details(for: .recognizers) == [line])
        let renderer = try LabRenderer(layout: LabLayout(sceneSize: session.scene.size), language: language)
        try LabParts.install(on: renderer)
        renderer.render(session, ui: LabUIState(playback: playback))
        let drawn = FrameDescription(renderer: renderer, session: session).labels.filter { $0.region == "strip" }.map(\.text)
        let first = try #require(drawn.firstIndex { line.hasPrefix($0) })
        // The line's continuations hang, indented.
        let pieces = [drawn[first]] + drawn[(first + 1)...].prefix { $0.hasPrefix("  ") }.map { String($0.dropFirst(2)) }
        #expect(pieces.count > 1, "the test wants a line that wraps: \(pieces)")
        #expect(pieces.joined(separator: joiner) == line, "\(pieces)")
        let identifiers = GestureRecognizer.Cause.allCases.map(\.rawValue).filter { $0.contains { $0.isUppercase } }
        #expect(!drawn.contains { text in identifiers.contains { text.contains($0) } }, "\(drawn)")
    }

    /// The strip's text in the frame `renderer` draws now, its wrapped (and indented) lines
    /// joined by single spaces.
    func stripText(_ played: PlayedSession, _ renderer: LabRenderer) -> String {
        let session = played.session
        renderer.render(session, ui: LabUIState(playback: played.playback))
        return FrameDescription(renderer: renderer, session: session).labels
            .filter { $0.region == LabRegion.strip.rawValue }.map(\.text).joined(separator: " ")
            .split(separator: " ").joined(separator: " ")
    }

    /// The inspector's switch changes what the strip says of a recognizer that never saw
    /// the touch in the very next frame, on a renderer that keeps unchanged regions.
    @Test func switchingARecognizerOnRedrawsTheStripAtOnce() throws {
        let played = PlayedSession(LabSession(scene: try LabFixtures.scene(Self.refusingScene)))
        let session = played.session
        played.tap(at: Point(x: 100, y: 100))
        played.advance(to: 10)
        let renderer = try LabRenderer(layout: LabLayout(sceneSize: session.scene.size))
        try LabParts.install(on: renderer)
        #expect(stripText(played, renderer).contains("screenPress: disabled: never saw the touch"))
        let screen = try #require(session.scene.view(named: "Screen"))
        session.edit { SelectionEditor(scene: session.scene, view: screen).apply(.recognizer(name: "screenPress", setting: .enabled, on: true)) }
        #expect(stripText(played, renderer).contains("screenPress: was disabled: never saw the touch"))
        session.edit { SelectionEditor(scene: session.scene, view: screen).apply(.recognizer(name: "screenPress", setting: .enabled, on: false)) }
        #expect(stripText(played, renderer).contains("screenPress: disabled: never saw the touch"))
    }
}
