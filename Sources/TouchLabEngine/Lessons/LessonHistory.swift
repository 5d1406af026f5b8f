/// The last few lessons, oldest first, and which of them the lab shows: `[` and `]` move
/// through them while new input keeps adding to the latest.
@MainActor
package struct LessonHistory {
    /// How many lessons are kept; the oldest is dropped past this.
    package static let capacity = 10

    package private(set) var lessons: [Lesson] = []
    /// The index in `lessons` of the lesson shown.
    package private(set) var shownIndex = 0

    package init() {}

    /// The lesson shown, nil before the first.
    package var shown: Lesson? { lessons.isEmpty ? nil : lessons[shownIndex] }

    /// The lesson new trace records go to.
    package var latest: Lesson? { lessons.last }

    /// Whether the latest lesson is the one shown.
    package var showsLatest: Bool { shownIndex == lessons.count - 1 }

    /// Adds `lesson` as the latest and shows it.
    package mutating func open(_ lesson: Lesson) {
        lessons.append(lesson)
        if lessons.count > Self.capacity { lessons.removeFirst(lessons.count - Self.capacity) }
        shownIndex = lessons.count - 1
    }

    /// Adds a record's steps to the latest lesson.
    package mutating func appendToLatest(_ record: LessonRecord) {
        guard !lessons.isEmpty else { return }
        lessons[lessons.count - 1].append(record)
    }

    /// Shows the lesson `offset` places away (-1: older); false when there is none.
    package mutating func show(offset: Int) -> Bool {
        let target = shownIndex + offset
        guard lessons.indices.contains(target) else { return false }
        shownIndex = target
        return true
    }
}
