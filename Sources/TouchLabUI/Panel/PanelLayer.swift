import TouchKit
import TouchKitCairo

/// The inspector panel's pixels in the frame, drawn again only where its views changed:
/// after an input the panel refreshes every section, mostly to the same text, and drawing
/// (and presenting) all of it was most of the panel's share of the frame that shows the
/// input. The frame itself holds them from one drawing to the next (no layer of the
/// panel's own: 1.1 MiB less); a frame that does not (a new one, a card closed) gets the
/// whole panel.
///
/// Each frame cuts the panel into `PanelUnits`; the units whose keys are new, and the
/// places of those that went, are the damage, grown to take in whole every smooth unit it
/// reaches and rounded out to whole pixels. The damage is cleared and the whole tree drawn
/// clipped to it, leaving out the units that do not reach it, so every pixel is what
/// drawing the whole panel afresh gives (`PanelLayerTests` compares the two). The text it
/// holds is each unit's, kept by key.
@MainActor
final class PanelLayer {
    /// The text the panel's pixels hold, in panel pixels, in drawing order.
    private(set) var text: [TextLog.Entry] = []
    /// The rectangles (panel pixels) the latest `draw` changed; nil when it drew all of it.
    private(set) var changed: [Rect]?
    private var drawn: PanelUnits?
    /// The text each unit drew, by its key.
    private var texts: [Int: [TextLog.Entry]] = [:]
    private let tag: String
    private let bounds: Rect

    init(size: Size, tag: String) {
        bounds = Rect(x: 0, y: 0, width: max(1, size.width.rounded(.up)), height: max(1, size.height.rounded(.up)))
        self.tag = tag
    }

    /// Brings the panel's pixels in `canvas`, at `origin` (whole pixels of the canvas's
    /// device), up to `root` as `renderer` draws it: only where its units changed when the
    /// canvas holds the last drawing (`holdsLast`), else all of it.
    func draw(_ root: View, with renderer: ViewRenderer, on canvas: Canvas, at origin: Point, holdsLast: Bool) {
        var units = PanelUnits(root, renderer: renderer)
        units.finish()
        defer { drawn = units }
        guard holdsLast, let old = drawn, old.isCut, units.isCut, old.skeletonKey == units.skeletonKey else {
            changed = nil
            return redraw(root, units, renderer, on: canvas, at: origin, fresh: Set(units.units.indices), damage: [bounds])
        }
        let oldKeys = Set(old.units.map(\.key)), newKeys = Set(units.units.map(\.key))
        let fresh = units.units.indices.filter { !oldKeys.contains(units.units[$0].key) }
        let damage = old.units.filter { !newKeys.contains($0.key) }.map(\.extent) + fresh.map { units.units[$0].extent }
        let rects = Self.closed(Self.merged(damage.map(Self.wholePixels)), over: units).compactMap { $0.intersection(bounds) }
        changed = rects
        redraw(root, units, renderer, on: canvas, at: origin, fresh: Set(fresh), damage: rects)
    }

    /// Clears `damage` and draws the tree clipped to it: the fresh units and every unit that
    /// reaches the damage, then collects the text.
    private func redraw(_ root: View, _ units: PanelUnits, _ renderer: ViewRenderer, on canvas: Canvas, at origin: Point,
                        fresh: Set<Int>, damage: [Rect]) {
        var starts: [(unit: Int, entry: Int)] = []
        let log = TextLog(tag: tag, layer: LabRegion.labLayer)
        if !damage.isEmpty {
            let frameLog = canvas.textLog
            canvas.withSavedState {
                canvas.translate(x: origin.x, y: origin.y)
                canvas.textLog = log
                for rect in damage { canvas.clear(rect) }
                for rect in damage { canvas.addRect(rect) }
                canvas.clip()
                renderer.draw(root, in: canvas) { view in
                    guard let index = units.index(of: view) else { return false }
                    guard fresh.contains(index) || Self.reaches(units.units[index].extent, damage) else { return true }
                    starts.append((index, log.count))
                    return false
                }
            }
            canvas.textLog = frameLog
        }
        // Logged in the canvas's pixels: kept in the panel's.
        let entries = log.entries.map { entry in
            var entry = entry
            entry.rect = entry.rect.offsetBy(dx: -origin.x, dy: -origin.y)
            return entry
        }
        collectText(units, fresh: fresh, log: entries, starts: starts)
    }

    /// `rect` grown to whole pixels: cleared and clipped there, an edge pixel is drawn
    /// whole, as a fresh drawing has it, not blended with what it held.
    private static func wholePixels(_ rect: Rect) -> Rect {
        let minX = rect.minX.rounded(.down), minY = rect.minY.rounded(.down)
        return Rect(x: minX, y: minY, width: rect.maxX.rounded(.up) - minX, height: rect.maxY.rounded(.up) - minY)
    }

    private static func reaches(_ extent: Rect, _ damage: [Rect]) -> Bool {
        damage.contains { $0.intersection(extent) != nil }
    }

    /// The layer's text in the units' order: a fresh unit's as it was just logged (units
    /// are drawn one after another and the frame draws no text), any other unit's as kept.
    private func collectText(_ units: PanelUnits, fresh: Set<Int>, log: [TextLog.Entry],
                             starts: [(unit: Int, entry: Int)]) {
        var logged: [Int: ArraySlice<TextLog.Entry>] = [:]
        for (number, start) in starts.enumerated() {
            let end = number + 1 < starts.count ? starts[number + 1].entry : log.count
            logged[start.unit] = log[start.entry..<end]
        }
        var kept: [Int: [TextLog.Entry]] = [:]
        text.removeAll(keepingCapacity: true)
        for (index, unit) in units.units.enumerated() {
            let entries = fresh.contains(index) ? Array(logged[index] ?? []) : texts[unit.key] ?? []
            kept[unit.key] = entries
            text += entries
        }
        texts = kept
    }

    /// `damage` grown until no smooth unit straddles its edge: a smooth unit it reaches is
    /// redrawn whole (see `PanelUnits.Unit.isSmooth`).
    private static func closed(_ damage: [Rect], over units: PanelUnits) -> [Rect] {
        var rects = damage
        while true {
            let reached = units.units.filter { $0.isSmooth && reaches($0.extent, rects) }.map(\.extent)
            let grown = merged((rects + reached).map(wholePixels))
            if Set(grown) == Set(rects) { return rects }
            rects = grown
        }
    }

    /// `rects` with every overlapping pair replaced by their union, until none overlap.
    static func merged(_ rects: [Rect]) -> [Rect] {
        var result: [Rect] = []
        for rect in rects {
            var current = rect
            while let index = result.firstIndex(where: { $0.intersection(current) != nil }) {
                current = current.union(result.remove(at: index))
            }
            result.append(current)
        }
        return result
    }
}
