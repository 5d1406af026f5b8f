import TouchKit
import TouchKitCairo

/// The inspector panel's pixels, kept from frame to frame and drawn again only where its
/// views changed: after an input the panel refreshes every section, mostly to the same
/// text, and drawing (and presenting) all of it was most of the panel's share of the frame
/// that shows the input.
///
/// Each frame cuts the panel into `PanelUnits`; the units whose keys are new, and the
/// places of those that went, are the damage, grown to take in whole every smooth unit it
/// reaches. The layer clears the damage and draws the whole tree clipped to it, leaving
/// out the units that do not reach it, so every pixel is what drawing the whole panel
/// afresh gives (`PanelLayerTests` compares the two). The text it holds is each unit's,
/// kept by key.
@MainActor
final class PanelLayer {
    let surface: ImageSurface
    /// The text the layer holds, in layer pixels, in drawing order.
    private(set) var text: [TextLog.Entry] = []
    /// The rectangles (layer pixels) the latest `draw` changed; nil when it drew all of it.
    private(set) var changed: [Rect]?
    private var drawn: PanelUnits?
    /// The text each unit drew, by its key.
    private var texts: [Int: [TextLog.Entry]] = [:]
    private let tag: String
    private let bounds: Rect

    init(size: Size, tag: String) throws {
        surface = try ImageSurface(width: max(1, Int(size.width.rounded(.up))),
                                   height: max(1, Int(size.height.rounded(.up))))
        bounds = Rect(x: 0, y: 0, width: Double(surface.width), height: Double(surface.height))
        self.tag = tag
    }

    /// Brings the layer up to `root` as `renderer` draws it.
    func draw(_ root: View, with renderer: ViewRenderer) {
        var units = PanelUnits(root, renderer: renderer)
        units.finish()
        defer { drawn = units }
        guard let old = drawn, old.isCut, units.isCut, old.skeletonKey == units.skeletonKey else {
            changed = nil
            surface.clear(to: .clear)
            return redraw(root, units, renderer, fresh: Set(units.units.indices), damage: nil)
        }
        let oldKeys = Set(old.units.map(\.key)), newKeys = Set(units.units.map(\.key))
        let fresh = units.units.indices.filter { !oldKeys.contains(units.units[$0].key) }
        let damage = old.units.filter { !newKeys.contains($0.key) }.map(\.extent) + fresh.map { units.units[$0].extent }
        let rects = Self.closed(Self.merged(damage), over: units).compactMap { $0.intersection(bounds) }
        changed = rects
        redraw(root, units, renderer, fresh: Set(fresh), damage: rects)
    }

    /// Draws the tree clipped to `damage` (everything when nil): the fresh units and every
    /// unit that reaches the damage, then collects the text.
    private func redraw(_ root: View, _ units: PanelUnits, _ renderer: ViewRenderer, fresh: Set<Int>, damage: [Rect]?) {
        var starts: [(unit: Int, entry: Int)] = []
        let log = TextLog(tag: tag, layer: LabRegion.labLayer)
        if damage?.isEmpty != true || !fresh.isEmpty {
            let canvas = Canvas(surface: surface)
            canvas.textLog = log
            if let damage {
                for rect in damage { surface.clear(rect, to: .clear) }
                for rect in damage { canvas.addRect(rect) }
                canvas.clip()
            }
            renderer.draw(root, in: canvas) { view in
                guard let index = units.index(of: view) else { return false }
                guard fresh.contains(index) || damage.map({ Self.reaches(units.units[index].extent, $0) }) ?? true
                else { return true }
                starts.append((index, log.count))
                return false
            }
            surface.flush()
        }
        collectText(units, fresh: fresh, log: log.entries, starts: starts)
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
            let grown = merged(rects + reached)
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
