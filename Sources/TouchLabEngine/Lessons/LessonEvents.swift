/// What moving a session on did that playback follows: how much lab time passed, and
/// whether a lesson opened. The session reports it; whoever owns the playback applies it
/// (`Playback.follow`), so the session never holds or moves a playback of its own.
package struct LessonEvents: Equatable, Sendable {
    /// Lab seconds that passed.
    package var elapsed = 0.0
    /// Whether a lesson opened: it is now the one shown, and plays from its start.
    package var openedLesson = false

    package init(elapsed: Double = 0, openedLesson: Bool = false) {
        self.elapsed = elapsed
        self.openedLesson = openedLesson
    }
}
