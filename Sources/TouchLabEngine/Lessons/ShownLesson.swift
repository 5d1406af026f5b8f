/// The lesson one frame shows and where its playback is: everything the lab draws about a
/// lesson reads this value, built for each frame from the session and a playback the
/// caller owns (the window's, or one an export builds), so drawing cannot move playback.
@MainActor
package struct ShownLesson {
    /// The lesson shown; nil before the first.
    package let lesson: Lesson?
    package let playback: Playback
    /// Whether the lesson began before the inspector's latest change to the scene.
    package let isStale: Bool
    /// `lesson 3 of 5`, or nil before the first lesson.
    package let position: (index: Int, count: Int)?

    /// The moment of the lesson that every part of the frame draws.
    package var moment: LessonMoment? {
        lesson.flatMap { LessonMoment(lesson: $0, position: playback.position, pinned: playback.pinnedStep) }
    }

    /// The moment whose overlays the scene shows: the lesson's, unless it is stale. The
    /// timeline, the strip and the trace still tell that lesson: they are its history, not
    /// drawings over the scene.
    package var sceneMoment: LessonMoment? { isStale ? nil : moment }

    /// Whether playback reached the lesson's end (false without a lesson).
    package var isFinished: Bool { lesson.map { playback.isFinished(end: $0.duration) } ?? false }

    /// Whether the lesson is playing: there is one, not paused and not finished.
    package var isPlaying: Bool { lesson != nil && !playback.isPaused && !isFinished }
}

extension LabSession {
    /// `lesson` (the history's shown lesson when nil) at `playback`.
    package func shown(_ lesson: Lesson? = nil, at playback: Playback) -> ShownLesson {
        let chosen = lesson ?? self.lesson
        return ShownLesson(lesson: chosen, playback: playback, isStale: chosen.map(isStale) ?? false,
                           position: position(of: lesson))
    }

    /// `lesson 3 of 5` for `lesson` (the shown one when nil or not in the history).
    private func position(of lesson: Lesson?) -> (index: Int, count: Int)? {
        guard !history.lessons.isEmpty else { return nil }
        let index = lesson.flatMap { lesson in history.lessons.firstIndex { $0.id == lesson.id } }
        return ((index ?? history.shownIndex) + 1, history.lessons.count)
    }
}
