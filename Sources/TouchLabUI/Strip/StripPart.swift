import TouchKit
import TouchKitCairo
import TouchLabEngine

/// The journey strip along the right edge; its input is the `JourneyState` it draws.
/// Playback moves on every frame, the strip only when a stage, a detail or the travelling
/// dot does.
@MainActor
package final class StripPart: LabPart {
    package let strip: JourneyStrip
    private let layer = JourneyStripLayer()
    package var region: LabRegion { .strip }

    init(words: StripWords) {
        strip = JourneyStrip(words: words)
    }

    /// The latest state built, and for which session, generation and step: everything but
    /// the dot is read from the scene (the queue, the recognizers) and from the lesson's
    /// steps up to the one shown, which change only as the generation moves on or another
    /// step or lesson is shown.
    private var built: (key: BuiltKey, state: JourneyState)?

    private struct BuiltKey: Equatable {
        let session: Int
        let generation: Int
        let lesson: LessonID?
        let steps: Int?
        let current: Int?
    }

    package func input(_ session: LabSession, shown: ShownLesson, ui: LabUIState, sceneViews: Int) -> JourneyState? {
        let moment = shown.moment
        let key = BuiltKey(session: session.id, generation: session.generation, lesson: moment?.lesson.id,
                           steps: moment?.lesson.steps.count, current: moment?.current)
        if let built, built.key == key {
            return built.state.withDot(moment, playback: shown.playback)
        }
        let state = JourneyState(session: session, shown: shown, words: strip.words)
        built = (key, state)
        return state
    }

    /// Everything but the travelling dot comes from a layer (`JourneyStripLayer`), copied
    /// only where it changed while the window still holds the strip's last drawing.
    package func draw(_ input: JourneyState?, in canvas: Canvas, layout: LabLayout, holdsLast: Bool) -> [Rect]? {
        guard let input else { return nil }
        layer.draw(input, with: strip, in: canvas, rect: layout.strip, canvasHoldsLast: holdsLast)
        return layer.changed
    }
}
