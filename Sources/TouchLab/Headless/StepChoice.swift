import TouchLabEngine

/// `--step [LESSON:]STEP`: the lesson step a frame shows instead of a time, both counted
/// from 1 as the lab shows them; no lesson: the last.
package struct StepChoice: Equatable, Sendable {
    package var lesson: Int?
    package var step: Int

    package init(lesson: Int? = nil, step: Int) {
        self.lesson = lesson
        self.step = step
    }

    /// Shows the chosen lesson in `session`, after its input has run, and returns playback
    /// paused on the chosen step; throws when the input made no such lesson or the lesson
    /// has no such step.
    @MainActor
    func show(in session: LabSession) throws -> Playback {
        let lessons = session.history.lessons
        guard !lessons.isEmpty else { throw CommandLineError("--step: the input made no lesson to show a step of") }
        let index = (lesson ?? lessons.count) - 1
        guard lessons.indices.contains(index) else {
            throw CommandLineError("--step: there is no lesson \(index + 1); the input made \(Self.count(lessons.count, "lesson"))")
        }
        let steps = lessons[index].steps.count
        guard (1...steps).contains(step) else {
            throw CommandLineError("--step: lesson \(index + 1) has \(Self.count(steps, "step")); there is no step \(step)")
        }
        session.showLesson(offset: index - session.history.shownIndex)
        return .pinned(lessons[index], step: step - 1)
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
