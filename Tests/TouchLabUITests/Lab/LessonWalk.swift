import Foundation
import TouchKit
import TouchLabFormats
@testable import TouchLabEngine
@testable import TouchLabUI

/// Plays input through a lab session and describes the frame at every step of every
/// lesson it opens: the walk the layout property tests take.
@MainActor
enum LessonWalk {
    /// One frame of the walk: which lesson and step, and what the frame shows.
    @MainActor
    struct Frame {
        let lesson: Int
        let step: Int
        /// What the frame shows, described when first asked (some walks never ask, and
        /// describing a frame of a thousand views costs as much as drawing it).
        var description: FrameDescription { described.value }
        fileprivate let described: Described
        /// The renderer and session that drew it, to draw it again (scrolled, say).
        let renderer: LabRenderer
        let session: LabSession
        /// What the window had open (the selection), to draw it again the same way.
        let ui: LabUIState
        let language: Language

        init(lesson: Int, step: Int, description: @autoclosure @escaping () -> FrameDescription,
             renderer: LabRenderer, session: LabSession, ui: LabUIState, language: Language) {
            (self.lesson, self.step, described) = (lesson, step, Described(description))
            (self.renderer, self.session, self.ui, self.language) = (renderer, session, ui, language)
        }

        var place: String { "lesson \(lesson + 1), step \(step + 1)" + (language == .english ? "" : " (\(language.rawValue))") }
    }

    /// Calls `body` with every step of every lesson `inputs` open in a scene made by `makeScene`.
    /// Each lesson is played in a fresh session up to just before the input that replaces it,
    /// so the timers it started (a held delivery, a double tap's wait) are part of it.
    /// `select` picks the view the inspector shows during a lesson (nil: none); `steps`
    /// which steps of a lesson to describe (by default all of them, or for a long lesson
    /// `sample(of:)`); `windowSize` the
    /// window's size (nil: the scene's default window); `withParts` false draws the scene
    /// and its overlays alone (no panel, timeline or strip); `language` the lab's words.
    static func forEveryStep(of makeScene: () throws -> Scene, inputs: [XI2Input],
                             select: (LabSession) -> View? = { _ in nil },
                             steps: ((Lesson) -> [Int])? = nil, windowSize: Size? = nil, withParts: Bool = true,
                             language: Language = .english, _ body: (Frame) throws -> Void) throws {
        let batches = BuiltInReplay.batches(of: inputs)
        for (number, end) in try lessonEnds(makeScene, batches).enumerated() {
            let scene = try makeScene()
            Words(language).lessons.translateHints(in: scene)
            let session = LabSession(scene: scene)
            var playback = Playback()
            for batch in batches[..<end] { session.deliver(batch, following: &playback) }
            if end < batches.count, let next = batches[end].first {
                session.advance(to: next.time / 1000 - 0.0005, following: &playback)
            } else {
                playback.follow(session.finish(playback: playback), shown: session.lesson)
            }
            guard let lesson = session.lesson else { continue }
            var ui = LabUIState(selectedView: select(session), playback: playback)
            let renderer = try LabRenderer(layout: LabLayout(sceneSize: session.scene.size, windowSize: windowSize),
                                           language: language)
            if withParts { try LabParts.install(on: renderer) }
            for step in steps?(lesson) ?? sample(of: lesson) {
                ui.playback.isPaused = true
                ui.playback.jump(to: lesson.starts[step] + lesson.steps[step].duration / 2)
                renderer.render(session, ui: ui)
                try body(Frame(lesson: number, step: step, description: FrameDescription(renderer: renderer, session: session),
                               renderer: renderer, session: session, ui: ui, language: language))
            }
        }
    }

    /// Lessons up to this many steps are walked whole.
    static let wholeLessonSteps = 150

    /// The steps a walk describes by default: every one of a lesson up to
    /// `wholeLessonSteps`; of a longer one (a search through a thousand views), its first
    /// and last 40 and 70 spread evenly between, each walk taking the same ones. Drawing a
    /// frame in a debug build is what the walks spend their time on, and a long search
    /// repeats the same few layouts at every visit. `TOUCHLAB_EVERY_STEP=1` walks every
    /// step of every lesson (CONTRIBUTING.md).
    static func sample(of lesson: Lesson) -> [Int] {
        let count = lesson.steps.count
        if count <= wholeLessonSteps || ProcessInfo.processInfo.environment["TOUCHLAB_EVERY_STEP"] != nil {
            return Array(0..<count)
        }
        let ends = 40, between = 70
        let middle = stride(from: ends, to: count - ends, by: max(1, (count - 2 * ends) / between))
        return Array(0..<ends) + Array(middle) + Array((count - ends)..<count)
    }

    /// How many batches have been delivered when each lesson is complete: a lesson ends just
    /// before the batch that opens the next one, the last at the end of the input.
    private static func lessonEnds(_ makeScene: () throws -> Scene, _ batches: [ArraySlice<XI2Input>]) throws -> [Int] {
        let probe = LabSession(scene: try makeScene())
        var playback = Playback()
        var ends: [Int] = []
        for (index, batch) in batches.enumerated() {
            let before = probe.lesson?.id
            probe.deliver(batch, following: &playback)
            if let before, probe.lesson?.id != before { ends.append(index) }
        }
        return ends + [batches.count]
    }
}

/// A frame's description, made from the frame as drawn the first time it is read: read it
/// before drawing the frame again.
@MainActor
private final class Described {
    private let make: () -> FrameDescription
    private(set) lazy var value = make()
    init(_ make: @escaping () -> FrameDescription) { self.make = make }
}
