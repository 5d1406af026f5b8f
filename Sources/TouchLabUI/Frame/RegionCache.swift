import TouchKit
import TouchKitCairo

/// What the renderer's surface still holds from earlier frames: each region of the window
/// with the key it was drawn for and the text it drew. A region is drawn again only when
/// its key changed; `dirty` lists the rectangles the latest frame drew (all a window needs
/// to present). Keys come from `FrameKeys`: a hash of everything the region's drawing
/// reads, so a frame drawn from the cache has exactly the pixels of one drawn afresh.
@MainActor
final class RegionCache {
    private var keys: [LabRegion: Int] = [:]
    private var texts: [LabRegion: [TextLog.Entry]] = [:]
    /// The rectangles drawn by the latest frame, in drawing order.
    private(set) var dirty: [Rect] = []

    /// Forgets every region: the next frame draws them all.
    func invalidate() {
        keys.removeAll()
        texts.removeAll()
    }

    /// Whether the surface still holds what `region` drew last (it was drawn and not
    /// invalidated since).
    func holds(_ region: LabRegion) -> Bool { texts[region] != nil }

    /// Starts a frame with nothing drawn yet.
    func beginFrame() { dirty.removeAll() }

    /// Draws `region` (over `rect`) with `draw`, unless it already holds `key`: then only
    /// its text is logged again, in the same place of `log`. A nil key always draws.
    func draw(_ region: LabRegion, rect: Rect, key: Int?, log: TextLog, _ draw: () -> Void) {
        drawPartly(region, rect: rect, key: key, log: log) {
            draw()
            return nil
        }
    }

    /// As `draw`, for a region whose drawing can tell which rectangles of `rect` it changed
    /// (`draw` returns them; nil: all of it). They are what `dirty` lists, unless the surface
    /// no longer holds the region's earlier pixels (never drawn, or invalidated).
    func drawPartly(_ region: LabRegion, rect: Rect, key: Int?, log: TextLog, _ draw: () -> [Rect]?) {
        if let key, keys[region] == key, let text = texts[region] {
            log.append(contentsOf: text, offset: .zero)
            return
        }
        let start = log.entries.count
        let holdsEarlier = texts[region] != nil
        let changed = draw()
        keys[region] = key
        texts[region] = Array(log.entries[start...])
        dirty.append(contentsOf: holdsEarlier ? changed ?? [rect] : [rect])
    }
}
