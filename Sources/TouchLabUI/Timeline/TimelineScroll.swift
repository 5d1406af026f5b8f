import TouchLabEngine

/// Where the timeline's lanes are scrolled: the first lane shown when the lanes outnumber
/// the rows. Part of the window's state (`LabUIState.timeline`): the wheel and the "more"
/// words change it through a command, and playback reaching a step whose lane is out of
/// sight scrolls it into view (`following`), keeping a scroll by hand until then.
package struct TimelineScroll: Equatable, Sendable {
    /// The first lane shown (clamped to the lanes there are when drawn).
    package private(set) var firstLane = 0
    /// The lesson and step the lanes last followed.
    private var followed: Followed?

    private struct Followed: Equatable, Sendable {
        let lesson: LessonID
        let step: Int
    }

    package init() {}

    /// The scroll once the lanes follow `moment`'s step into view, for a timeline of `rows`
    /// rows; itself when that step was followed already.
    @MainActor
    package func following(_ moment: LessonMoment?, scene: Scene, rows: Int) -> TimelineScroll {
        guard let moment else { return self }
        let step = Followed(lesson: moment.lesson.id, step: moment.current)
        guard step != followed else { return self }
        var next = self
        next.followed = step
        let lanes = Timeline(moment, scene: scene).shownLanes(rows: rows)
        guard let lane = lanes.firstIndex(where: { $0.marks.contains { $0.step == moment.current } }) else { return next }
        let visible = Self.visibleCount(lanes: lanes.count, rows: rows)
        if lane < next.firstLane { next.firstLane = lane }
        if lane >= next.firstLane + visible { next.firstLane = lane - visible + 1 }
        next.firstLane = Self.clamped(next.firstLane, lanes: lanes.count, rows: rows)
        return next
    }

    /// Scrolled by `rows` lanes (the wheel, a "more" word), within the `lanes` there are.
    package func scrolled(by delta: Int, lanes: Int, rows: Int) -> TimelineScroll {
        var next = self
        next.firstLane = Self.clamped(firstLane + delta, lanes: lanes, rows: rows)
        return next
    }

    /// How many lanes fit: all, or one row fewer than the rows when one must say what is hidden.
    static func visibleCount(lanes: Int, rows: Int) -> Int { lanes > rows ? rows - 1 : lanes }

    static func clamped(_ first: Int, lanes: Int, rows: Int) -> Int {
        max(0, min(first, lanes - visibleCount(lanes: lanes, rows: rows)))
    }
}
