import TouchKit
import TouchLabEngine

/// The most lines a lesson's story takes in the summary at any step of the session's
/// lessons (or before the first): the summary is sized for it, so the story never scrolls
/// and the sections under it keep their places while a lesson plays and from one lesson
/// to the next. Each lesson is measured once for its number of steps (a lesson still
/// being recorded again as it grows).
@MainActor
package final class LongestStory {
    private struct Key: Hashable {
        let lesson: LessonID
        let steps: Int
        let width: Double
    }

    private var known: [Key: Int] = [:]

    package init() {}

    package func rows(in session: LabSession, text: PanelText, width: Double) -> Int {
        let words = LessonStoryWords(language: text.words.panel.language)
        let rows = { (story: String) in text.wrap(story, size: PanelTheme.bodySize, width: width).count }
        var most = rows(words.beforeFirstLesson)
        for lesson in session.history.lessons {
            let key = Key(lesson: lesson.id, steps: lesson.steps.count, width: width)
            if let count = known[key] {
                most = max(most, count)
                continue
            }
            let count = lesson.steps.indices.reduce(0) { max($0, rows(words.text(of: lesson, through: $1, scene: session.scene))) }
            known[key] = count
            most = max(most, count)
        }
        return most
    }
}
