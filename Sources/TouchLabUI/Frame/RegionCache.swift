import TouchKit
import TouchKitCairo

/// What the renderer's surface still holds of one region: the input it was last drawn
/// from and the text it drew. Typed by the region's input, so comparing is the input's own
/// equality and nothing is cast back.
@MainActor
final class RegionSlot<Input: Equatable> {
    fileprivate var input: Input?
    fileprivate var text: [TextLog.Entry]?

    /// Whether the surface still holds what the region drew last (it was drawn and not
    /// forgotten since).
    var holds: Bool { text != nil }

    fileprivate func forget() {
        input = nil
        text = nil
    }
}

/// What the renderer's surface still holds from earlier frames: one typed slot per region
/// of the window. A region is drawn again only when its input differs from the one its slot
/// holds (a nil input draws every frame): a region draws nothing but its input, so an equal
/// input means equal pixels. `dirty` lists the rectangles the latest frame drew (all a
/// window needs to present).
@MainActor
final class RegionCache {
    let scene = RegionSlot<SceneInput>()
    let panel = RegionSlot<PanelInput>()
    let strip = RegionSlot<JourneyState>()
    let timeline = RegionSlot<TimelineInput>()
    let help = RegionSlot<Bool>()
    let legend = RegionSlot<Bool>()
    /// The rectangles drawn by the latest frame, in drawing order.
    private(set) var dirty: [Rect] = []

    /// Forgets every region: the next frame draws them all.
    func invalidate() {
        scene.forget()
        panel.forget()
        strip.forget()
        timeline.forget()
        help.forget()
        legend.forget()
    }

    /// Starts a frame with nothing drawn yet.
    func beginFrame() { dirty.removeAll() }

    /// Draws the region of `slot` (over `rect`) with `draw`, unless it was last drawn from an
    /// input equal to `input`: then only its text is logged again, in the same place of
    /// `log`. `draw` returns the rectangles of `rect` it changed (nil: all of it); they are
    /// what `dirty` lists, unless the surface no longer holds the region's earlier pixels.
    func draw<Input>(_ slot: RegionSlot<Input>, rect: Rect, input: Input?, log: TextLog, _ draw: () -> [Rect]?) {
        if let input, let last = slot.input, last == input, let text = slot.text {
            log.append(contentsOf: text, offset: .zero)
            return
        }
        let start = log.count
        let holdsEarlier = slot.holds
        let changed = draw()
        slot.input = input
        slot.text = Array(log.entries[start...])
        dirty.append(contentsOf: holdsEarlier ? changed ?? [rect] : [rect])
    }
}
