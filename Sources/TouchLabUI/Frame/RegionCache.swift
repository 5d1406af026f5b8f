import TouchKit
import TouchKitCairo

/// What the renderer's surface still holds from earlier frames: each region of the window
/// with the input value it was last drawn from and the text it drew. A region is drawn
/// again only when its input differs from that one (a nil input draws every frame): a
/// region draws nothing but its input, so an equal input means equal pixels. `dirty` lists
/// the rectangles the latest frame drew (all a window needs to present).
@MainActor
final class RegionCache {
    private var inputs: [LabRegion: Any] = [:]
    private var texts: [LabRegion: [TextLog.Entry]] = [:]
    /// The rectangles drawn by the latest frame, in drawing order.
    private(set) var dirty: [Rect] = []

    /// Forgets every region: the next frame draws them all.
    func invalidate() {
        inputs.removeAll()
        texts.removeAll()
    }

    /// Whether the surface still holds what `region` drew last (it was drawn and not
    /// invalidated since).
    func holds(_ region: LabRegion) -> Bool { texts[region] != nil }

    /// Starts a frame with nothing drawn yet.
    func beginFrame() { dirty.removeAll() }

    /// Draws `region` (over `rect`) with `draw`, unless it was last drawn from an input equal
    /// to `input`: then only its text is logged again, in the same place of `log`. `draw`
    /// returns the rectangles of `rect` it changed (nil: all of it); they are what `dirty`
    /// lists, unless the surface no longer holds the region's earlier pixels.
    func draw<Input: Equatable>(_ region: LabRegion, rect: Rect, input: Input?, log: TextLog, _ draw: () -> [Rect]?) {
        if let input, let last = inputs[region] as? Input, last == input, let text = texts[region] {
            log.append(contentsOf: text, offset: .zero)
            return
        }
        let start = log.count
        let holdsEarlier = texts[region] != nil
        let changed = draw()
        inputs[region] = input
        texts[region] = Array(log.entries[start...])
        dirty.append(contentsOf: holdsEarlier ? changed ?? [rect] : [rect])
    }
}
