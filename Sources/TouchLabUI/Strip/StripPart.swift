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

    package func input(_ session: LabSession, shown: ShownLesson, ui: LabUIState, sceneViews: Int) -> JourneyState? {
        JourneyState(session: session, shown: shown, words: strip.words)
    }

    /// Everything but the travelling dot comes from a layer (`JourneyStripLayer`), copied
    /// only where it changed while the window still holds the strip's last drawing.
    package func draw(_ input: JourneyState?, in canvas: Canvas, layout: LabLayout, holdsLast: Bool) -> [Rect]? {
        guard let input else { return nil }
        layer.draw(input, with: strip, in: canvas, rect: layout.strip, canvasHoldsLast: holdsLast)
        return layer.changed
    }
}
