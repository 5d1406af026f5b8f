import Foundation
import Glibc
import Testing
import TouchKit
import TouchKitCairo
import TouchLabFormats
@testable import TouchLabEngine
@testable import TouchLabUI

/// A frame drawn by a renderer that keeps unchanged regions from earlier frames must have
/// exactly the pixels and text of one drawn afresh. For every built-in scene with its
/// replays: one long-lived renderer follows the session as the window would (after each
/// input, then as playback moves on, then replaying the last lesson slowly, then stepping
/// through it while paused, with the help card shown and hidden once), and each frame is
/// compared with a new renderer's.
@MainActor
struct RegionCacheTests {
    @Test(arguments: BuiltInReplay.names)
    func cachedFramesMatchFreshOnes(_ replay: String) throws {
        let (description, inputs) = try BuiltInReplay.load(replay)
        let session = LabSession(scene: SceneBuilder().build(description))
        let cached = try Self.renderer(for: session)
        let batches = BuiltInReplay.batches(of: inputs)
        // Every few inputs (a long drag would take minutes in a debug build), three frames.
        let stride = max(1, batches.count / 8)
        var playback = Playback()
        for (index, batch) in batches.enumerated() {
            session.deliver(batch, following: &playback)
            guard index % stride == 0 || index == batches.count - 1 else { continue }
            let time = session.time
            for frame in 0..<3 {
                session.advance(to: time + Double(frame) * 0.04, following: &playback)
                try Self.expectSame(cached, session, "\(replay), input \(index + 1), frame \(frame + 1)",
                                    ui: LabUIState(playback: playback))
            }
        }
        try replayLesson(session, cached, replay, &playback)
        try stepThroughLesson(session, cached, replay, &playback)
    }

    /// Steps of the last lesson played again slowly once the trails have faded: frames in
    /// which only the playback position moves.
    private func replayLesson(_ session: LabSession, _ cached: LabRenderer, _ replay: String,
                              _ playback: inout Playback) throws {
        guard let lesson = session.lesson else { return }
        playback.isPaused = true
        session.advance(to: session.time + 2 * LabSession.trailFade, following: &playback)
        playback.setSpeed(index: 0)
        let timed = lesson.steps.indices.filter { lesson.steps[$0].duration > 0 }
        for step in Self.spread(timed, count: 5) {
            playback.jump(to: lesson.starts[step])
            playback.isPaused = false
            for frame in 0..<2 {
                session.advance(to: session.time + lesson.steps[step].duration * 0.3 / playback.speed,
                                following: &playback)
                try Self.expectSame(cached, session, "\(replay), replaying step \(step + 1), frame \(frame + 1)",
                                    ui: LabUIState(playback: playback))
            }
        }
    }

    /// At most `count` of `items`, evenly spread, the first included.
    static func spread(_ items: [Int], count: Int) -> [Int] {
        stride(from: 0, to: items.count, by: max(1, items.count / count)).map { items[$0] }
    }

    /// Paused on a few steps of the last lesson, the help card shown over one and hidden.
    private func stepThroughLesson(_ session: LabSession, _ cached: LabRenderer, _ replay: String,
                                   _ playback: inout Playback) throws {
        guard let lesson = session.lesson else { return }
        for (number, step) in Self.spread(Array(lesson.steps.indices), count: 4).enumerated() {
            playback.pin(step: step, at: lesson.starts[step])
            try Self.expectSame(cached, session, "\(replay), paused on step \(step + 1)",
                                ui: LabUIState(showsHelp: number == 1, playback: playback))
        }
        try Self.expectSame(cached, session, "\(replay), help hidden again", ui: LabUIState(playback: playback))
    }

    static func renderer(for session: LabSession) throws -> LabRenderer {
        let renderer = try LabRenderer(layout: LabLayout(sceneSize: session.scene.size))
        try LabParts.install(on: renderer)
        return renderer
    }

    /// Renders with `cached` and with a new renderer; pixels and logged text must agree.
    static func expectSame(_ cached: LabRenderer, _ session: LabSession, _ place: String,
                           ui: LabUIState = LabUIState()) throws {
        let kept = cached.render(session, ui: ui)
        let fresh = try renderer(for: session)
        let drawn = fresh.render(session, ui: ui)
        let rows = differingRows(kept, drawn)
        if let first = rows.first {
            Issue.record("\(place): the cached frame differs from a fresh one in \(rows.count) rows from y = \(first)")
        }
        #expect(cached.text.entries == fresh.text.entries, "\(place): the frames' text differs")
    }

    /// The rows (y) whose pixels differ between two surfaces of the same size.
    static func differingRows(_ a: ImageSurface, _ b: ImageSurface) -> [Int] {
        guard a.width == b.width, a.height == b.height else { return [0] }
        return a.withPixels { first, firstStride in
            b.withPixels { second, secondStride in
                (0..<a.height).filter { y in
                    memcmp(first + y * firstStride, second + y * secondStride, a.width * 4) != 0
                }
            }
        }
    }
}
