import TouchKit
import TouchLabEngine
import TouchLabFormats

/// What the timeline draws: the lesson's steps up to the one shown (it never shows a
/// later one, nor the progress within a step), where its time axis ends, the scene (its
/// views name the lanes), where the lanes are scrolled and the window's notice.
///
/// Equality compares cheap stand-ins for the lesson and the scene, which the model
/// guarantees change whenever what is drawn of them does: a lesson only grows at its end,
/// so its identity, the step shown, whether that is its last step (the last one may
/// still change) and the step's time stand for the steps drawn; the scene's identity and
/// its views' fingerprint stand for its views.
@MainActor
package struct TimelineInput: @MainActor Equatable {
    let moment: LessonMoment?
    let scene: Scene
    let firstLane: Int
    let notice: String?
    /// The step's caption (`StepCaption`), drawn above the axis, and the lesson's steps
    /// so far (its number reads "step of steps").
    let caption: String?
    /// The caption is in a bar under the frame: the band shows the step's number alone.
    let captionInBar: Bool
    /// The kinds of mark over the scene, keyed in the caption band.
    let legend: [SceneKey.Kind]
    private let stepCount: Int?
    private let sceneViews: Int
    private let steps: ShownSteps?
    private let axisEnd: Double?
    /// The lesson's last record: the axis leaves room for the labels of its last step's
    /// marks, which may lie past the step shown.
    private let lessonEnd: Double?

    init(_ session: LabSession, shown: ShownLesson, language: Language, firstLane: Int, notice: String?, sceneViews: Int,
         captionInBar: Bool = false, legend: [SceneKey.Kind] = []) {
        moment = shown.moment
        stepCount = shown.moment?.lesson.steps.count
        caption = shown.moment.map {
            StepCaption.text(at: $0.current, of: $0.lesson, scene: session.scene, language: language)
        }
        scene = session.scene
        self.firstLane = firstLane
        self.notice = notice
        self.sceneViews = sceneViews
        self.captionInBar = captionInBar
        self.legend = legend
        steps = moment.map { ShownSteps($0, progress: false) }
        axisEnd = moment.map { TimelineView.axisEnd($0, scene: session.scene) }
        lessonEnd = moment?.lesson.steps.last?.endTraceTime
    }

    package static func == (a: TimelineInput, b: TimelineInput) -> Bool {
        a.scene === b.scene && a.sceneViews == b.sceneViews && a.steps == b.steps && a.axisEnd == b.axisEnd
            && a.lessonEnd == b.lessonEnd
            && a.firstLane == b.firstLane && a.notice == b.notice && a.caption == b.caption && a.stepCount == b.stepCount
            && a.captionInBar == b.captionInBar && a.legend == b.legend
    }
}

/// A lesson's steps up to the one shown, as regions compare them: a lesson only grows, and
/// only its last step can still change, so the lesson's identity, the step shown, whether
/// it is the last, its time and whether it finished stand for them; with the progress
/// within the step when the drawing moves with it.
struct ShownSteps: Equatable {
    let lesson: LessonID
    let current: Int
    let isLast: Bool
    let time: Double
    let isFinished: Bool
    let progress: Double?
    /// Stepped to: the step's own time is shown, not the way to the next one's.
    let isPinned: Bool

    @MainActor
    init(_ moment: LessonMoment, progress: Bool) {
        lesson = moment.lesson.id
        current = moment.current
        isLast = moment.current == moment.lesson.steps.count - 1
        time = moment.step.traceTime
        isFinished = moment.isFinished
        self.progress = progress ? moment.progress : nil
        isPinned = moment.isPinned
    }
}
