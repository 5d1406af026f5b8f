import TouchKit
import TouchKitCairo
import TouchLabEngine

/// The delivery timeline under the scene; a press on one of its marks shows that step.
@MainActor
package final class TimelinePart: @MainActor LabInputPart {
    package let view: TimelineView
    /// The font of the window's notice, drawn over the timeline (`SaveNotice`).
    private let noticeFont = try? Font(.sansBold, size: 12)
    private let rows: Int
    /// The latest `following` worked out, for the frames that ask it again.
    private var followed: (scroll: TimelineScroll, lesson: LessonID, step: Int, result: TimelineScroll)?

    init(layout: LabLayout, words: TimelineWords) {
        view = TimelineView(words: words)
        rows = TimelineView.rows(forHeight: layout.timeline.height)
    }

    package var region: LabRegion { .timeline }

    package func input(_ session: LabSession, shown: ShownLesson, ui: LabUIState, sceneViews: Int) -> TimelineInput? {
        TimelineInput(session, shown: shown, language: view.words.language, firstLane: following(session, shown: shown, scroll: ui.timeline).firstLane,
                      notice: ui.notice ?? leftOutNote(shown), sceneViews: sceneViews, captionInBar: ui.captionInBar,
                      legend: SceneKey.kinds(session, shown: shown, ui: ui))
    }

    /// What a lesson cut by its length limit leaves out, said over the timeline (nil: none).
    private func leftOutNote(_ shown: ShownLesson) -> String? {
        guard let lesson = shown.lesson, lesson.leftOut > 0 else { return nil }
        return view.words.stepsLeftOut(lesson.leftOut, kept: lesson.steps.count)
    }

    /// `scroll` once the lanes follow the step shown into view (`TimelineScroll.following`).
    package func following(_ session: LabSession, shown: ShownLesson, scroll: TimelineScroll) -> TimelineScroll {
        guard let moment = shown.moment else { return scroll }
        if let followed, followed.scroll == scroll, followed.lesson == moment.lesson.id,
           followed.step == moment.current {
            return followed.result
        }
        let result = scroll.following(moment, scene: session.scene, rows: rows)
        followed = (scroll, moment.lesson.id, moment.current, result)
        return result
    }

    /// The lanes there are for the step shown, for scrolling them.
    package func laneCount(_ session: LabSession, shown: ShownLesson) -> Int {
        shown.moment.map { Timeline($0, scene: session.scene).shownLanes(rows: rows).count } ?? 0
    }

    /// The rows of lanes the timeline holds.
    package var laneRows: Int { rows }

    package func draw(_ input: TimelineInput?, in canvas: Canvas, layout: LabLayout, holdsLast: Bool) -> [Rect]? {
        guard let input else { return nil }
        view.draw(input.moment, caption: input.caption, writesCaption: !input.captionInBar, legend: input.legend, scene: input.scene,
                  firstLane: input.firstLane, in: canvas, rect: layout.timeline)
        if let notice = input.notice, let noticeFont {
            SaveNotice.draw(notice, in: canvas, rect: layout.timeline, font: noticeFont)
        }
        return nil
    }

    package func handle(_ input: XI2Input, session: LabSession, shown: ShownLesson, ui: LabUIState,
                        layout: LabLayout) -> [LabCommand] {
        // The wheel comes as buttons 4 (up) and 5 (down).
        if input.kind == .buttonPress, input.detail == 4 || input.detail == 5 {
            return [.scrollTimeline(by: input.detail == 4 ? -1 : 1)]
        }
        guard input.kind == .buttonPress || input.kind == .touchBegin else { return [] }
        let point = Point(x: input.x, y: input.y)
        if let rows = view.scrollRows(at: point) { return [.scrollTimeline(by: rows)] }
        guard let step = view.step(at: point) else { return [] }
        return [.showStep(step)]
    }
}
