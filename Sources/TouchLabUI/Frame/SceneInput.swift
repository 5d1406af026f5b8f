import TouchKit
import TouchLabEngine

/// What the scene region draws: the scene's views, the hints over them (enlarged touch
/// areas, invisible views), the lesson at the moment shown, the fingers, and the view the
/// inspector selected. Built once a frame (`init`); the scene region draws from nothing
/// else.
///
/// Comparing the views or the lesson whole would cost as much as drawing them, so equality
/// compares stand-ins the model guarantees change with them: the scene's identity and its
/// views' fingerprint (`ViewRenderer.fingerprint` hashes everything drawing a view reads,
/// its `setNeedsDisplay` count included), and for a lesson, which only grows at its end,
/// its identity, its step count, its last step's start and time, and its length.
@MainActor
package struct SceneInput: @MainActor Equatable {
    let scene: Scene
    let hints: [SceneHintOverlay.Hint]
    let moment: LessonMoment?
    /// The moment the overlays draw: none while the lesson shown began before an inspector
    /// change (it ran on another scene, `ShownLesson.sceneMoment`).
    let overlaysMoment: LessonMoment?
    let fingers: Fingers
    let selection: View?
    /// The scene's views, as `ViewRenderer.fingerprint` hashes them.
    let views: Int
    private let lesson: LessonExtent?
    private let steps: ShownSteps?

    /// - Parameters:
    ///   - views: the scene's views' fingerprint (`ViewRenderer.fingerprint`).
    ///   - hints: the scene's hints (`SceneHintOverlay.hints`).
    ///   - under: the outline under a point (`TouchOverlay.innermostView`).
    init(_ session: LabSession, shown: ShownLesson, ui: LabUIState, views: Int, hints: [SceneHintOverlay.Hint],
         under: (Point) -> Rect?) {
        scene = session.scene
        self.hints = hints
        moment = shown.moment
        overlaysMoment = shown.sceneMoment
        fingers = Fingers(session, shown: shown, emulatedPointer: ui.emulatedPointer, under: under)
        selection = ui.selectedView
        self.views = views
        lesson = moment.map { LessonExtent($0.lesson) }
        steps = moment.map { ShownSteps($0, progress: true) }
    }

    /// The enlarged touch areas drawn dashed, which a finger lying on one shows through it.
    var touchAreas: [ViewOutline] { hints.filter(\.isTouchArea).map(\.outline) }

    package static func == (a: SceneInput, b: SceneInput) -> Bool {
        a.scene === b.scene && a.views == b.views && a.hints == b.hints && a.lesson == b.lesson && a.steps == b.steps
            && (a.overlaysMoment == nil) == (b.overlaysMoment == nil) && a.fingers == b.fingers
            && a.selection === b.selection
    }

    /// Whether the overlays draw the current step differently as it plays: a visit's probe,
    /// the hit view's fill, an answer travelling back, an override's outline brighten or
    /// move with the step's progress, and a run of moves shows each recognizer's values and
    /// control's event as its records play; every other step is drawn the same throughout.
    static func progressShows(_ moment: LessonMoment) -> Bool {
        if let parts = moment.step.foldedParts {
            // A run's recognizer values and control events follow its moves as they play.
            return parts.contains { part in
                switch part.kind {
                case .gesture, .control: true
                default: false
                }
            }
        }
        return switch moment.step.kind {
        case .visit, .refusals, .hit, .returned, .override: true
        default: false
        }
    }

    var progressShows: Bool {
        moment.map { Self.progressShows($0) || ValuesOverlay.fillsWithProgress($0, scene: scene) } ?? false
    }

    /// What the still overlays draw of it (`StillOverlays`).
    var still: StillInput { StillInput(self) }
}

/// What the scene's overlays other than the fingers' shapes draw, with every label laid
/// out: the views and hints; the lesson's steps up to the one shown (the overlays draw no
/// later one), with the progress within it only when its drawing moves with it; and of
/// the fingers only their readouts' texts and places (a readout's fading alpha is applied
/// as the labels are drawn, `OverlayLabels.fades`). The selection ring is drawn over the
/// layer, not in it, but is compared here too: a frame that redraws only around the
/// fingers must not keep a ring where the selection was.
@MainActor
struct StillInput: @MainActor Equatable {
    private let scene: ObjectIdentifier
    private let views: Int
    private let hints: [SceneHintOverlay.Hint]
    private let steps: ShownSteps?
    private let stale: Bool
    private let readouts: [Readout]
    /// Held, not identified: a freed view's address may be a new scene's view's.
    private let selection: Selected

    private struct Selected: Equatable {
        let view: View?
        static func == (a: Selected, b: Selected) -> Bool { a.view === b.view }
    }

    private struct Readout: Equatable {
        let id: Int
        let location: Point
    }

    @MainActor
    init(_ input: SceneInput) {
        scene = ObjectIdentifier(input.scene)
        views = input.views
        hints = input.hints
        steps = input.moment.map { ShownSteps($0, progress: input.progressShows) }
        stale = input.moment != nil && input.overlaysMoment == nil
        readouts = input.fingers.readouts.map { Readout(id: $0.id, location: $0.location) }
        selection = Selected(view: input.selection)
    }
}

/// A lesson as the scene compares it: it only grows, at its end.
struct LessonExtent: Equatable {
    let lesson: LessonID
    let steps: Int
    let lastStart: Double?
    let lastTime: Double?
    let duration: Double

    @MainActor
    init(_ lesson: Lesson) {
        self.lesson = lesson.id
        steps = lesson.steps.count
        lastStart = lesson.starts.last
        lastTime = lesson.steps.last?.traceTime
        duration = lesson.duration
    }
}
