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
    func seedSession() throws -> LabSession {
        let session = LabSession(scene: try LabFixtures.seedScene())
        LabFixtures.tap(session, at: InspectorPanelTests.tapInD)
        session.advance(to: 10)
        return session
    }

    func render(_ session: LabSession) throws -> ImageSurface {
        let layout = LabLayout(sceneSize: session.scene.size)
        let surface = try ImageSurface(width: Int(layout.strip.width), height: Int(layout.strip.height))
        JourneyStrip().draw(session, in: Canvas(surface: surface),
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
        let session = try seedSession()
        let lesson = try #require(session.lesson)
        let hit = try #require(lesson.steps.firstIndex { if case .hit = $0.kind { true } else { false } })
        session.playback.isPaused = true
        session.playback.jump(to: lesson.starts[hit])
        assertSnapshot(of: try render(session), named: "paused-on-hit")
    }

    @Test func playingTheFirstTouch() throws {
        let session = try seedSession()
        session.replayLesson()
        session.advance(to: session.time + 0.1)
        assertSnapshot(of: try render(session), named: "playing-touch-began")
    }
}
