/// What an inspector change does to the lessons shown: a lesson begun before the scene was
/// changed searched and delivered through views as they were then, so its hit test, answers
/// and chain are not drawn over the scene as it is now (`ShownLesson.sceneMoment`).
extension LabSession {
    /// Whether `lesson` began before the inspector's latest change to the scene.
    package func isStale(_ lesson: Lesson) -> Bool {
        guard let editedAtRecord, let first = lesson.steps.first?.sequence else { return false }
        return first <= editedAtRecord
    }

    /// Whether the lesson shown began before the inspector's latest change.
    package var showsStaleLesson: Bool { lesson.map(isStale) ?? false }
}
