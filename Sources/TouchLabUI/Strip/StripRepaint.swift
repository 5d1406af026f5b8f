import TouchKit
import TouchKitCairo

/// What of the journey strip's layer to draw again when its boxes change: the boxes whose
/// lines, place or light changed, over the background filled back over their old and new
/// areas, and the rail (over its column filled back) when a stop moved or lit.
///
/// Exact only when every part it fills back holds nothing else: each box's area
/// (`BoxSprites.area`) whole pixels and apart from the next box's, before and after, so
/// that no box drew over another; the header ends above the first box's area and the
/// rail's column (from the strip's edge to the boxes' areas) holds only the rail.
@MainActor
struct StripRepaint {
    /// The boxes to draw again, top to bottom.
    let boxes: [Int]
    let drawsRail: Bool
    /// Filled with the strip's background before drawing (window pixels, in the strip).
    let cleared: [Rect]

    /// Nil when the layer must be drawn whole: another number of boxes, or areas that
    /// touch or are not whole pixels.
    init?(from old: [JourneyStrip.Box], active oldActive: ClosedRange<Int>?, to new: [JourneyStrip.Box],
          active: ClosedRange<Int>?, in rect: Rect) {
        guard old.count == new.count, let first = new.first, Self.apart(old), Self.apart(new) else { return nil }
        boxes = new.indices.filter { new[$0] != old[$0] }
        var cleared: [Rect] = []
        for index in boxes {
            let before = BoxSprites.area(of: old[index].rect), after = BoxSprites.area(of: new[index].rect)
            cleared.append(before)
            if after != before { cleared.append(after) }
        }
        drawsRail = oldActive != active || old.map(\.rect) != new.map(\.rect) || old.map(\.isActive) != new.map(\.isActive)
        if drawsRail {
            // From the body's top: a scrolled rail runs up to it.
            let top = JourneyStrip.body(of: rect).minY
            cleared.append(Rect(x: rect.minX + 1, y: top, width: BoxSprites.area(of: first.rect).minX - rect.minX - 1,
                                height: rect.maxY - top))
        }
        self.cleared = cleared
    }

    /// Fills the cleared parts and draws the rail and the boxes again, on `canvas` (as the
    /// strip's layer has it: window coordinates); `record` is given each box's drawing.
    func apply(_ new: [JourneyStrip.Box], active: ClosedRange<Int>?, strip: JourneyStrip, on canvas: Canvas,
               rect: Rect, record: (Int, () -> Void) -> Void) {
        canvas.clip(to: JourneyStrip.body(of: rect))
        for area in cleared { canvas.fill(area, color: JourneyStrip.background) }
        if drawsRail { strip.drawRail(new, active: active, on: canvas) }
        for index in boxes {
            record(index) { strip.drawBox(index, of: new, on: canvas) }
        }
    }

    /// Whether each box's area is whole pixels and apart from the next one's.
    private static func apart(_ boxes: [JourneyStrip.Box]) -> Bool {
        let areas = boxes.map { BoxSprites.area(of: $0.rect) }
        let whole = areas.allSatisfy { area in
            [area.minX, area.minY, area.width, area.height].allSatisfy { $0 == $0.rounded() }
        }
        return whole && zip(areas, areas.dropFirst()).allSatisfy { $0.intersection($1) == nil }
    }
}
