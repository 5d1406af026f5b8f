import CCairo
import TouchKit

/// Every line of text a canvas drew, with where it landed on the surface: what a frame
/// description (`--describe`) lists, and what the lab's layout tests check.
///
/// A canvas with a log records each `drawText` call. A line counts as shortened when it
/// ends in "…" (every fitter in the lab marks a cut that way) or when the canvas's clip cut
/// part of it off.
public final class TextLog {
    /// One drawn line.
    public struct Entry: Equatable, Sendable {
        public let text: String
        /// The line's box in surface pixels (advance × ascent + descent), after the canvas's
        /// transform; the bounding box when the canvas is rotated or scaled.
        public var rect: Rect
        public let isShortened: Bool
        /// Where it was drawn (the lab names its regions here).
        public let tag: String
        /// What drew it within that place (the lab: a scene's own text or the lab's).
        public let layer: String
        /// The font's size in surface pixels (its size times the canvas's vertical scale):
        /// what a reader of the frame can check for legibility.
        public var fontSize: Double
        /// Characters drawn as a missing-glyph box: none of the configured fonts has them.
        public var missingGlyphs: Int

        public init(text: String, rect: Rect, isShortened: Bool, tag: String, layer: String = "", fontSize: Double = 0,
                    missingGlyphs: Int = 0) {
            self.text = text
            self.rect = rect
            self.isShortened = isShortened
            self.tag = tag
            self.layer = layer
            self.fontSize = fontSize
            self.missingGlyphs = missingGlyphs
        }
    }

    /// Every line logged, in order.
    public var entries: [Entry] {
        flush()
        return lines
    }

    /// How many lines are logged (without gathering them).
    public var count: Int { lines.count + pendingCount }

    /// The lines gathered so far; `pending` follow them.
    private var lines: [Entry] = []
    /// Runs of lines appended whole, kept by reference until someone reads `entries`: a
    /// frame that keeps its regions logs their text again every frame, and nobody reads it
    /// unless asked to describe the frame.
    private var pending: [(entries: [Entry], offset: Point)] = []
    private var pendingCount = 0
    /// The tag and layer given to the lines recorded from now on.
    public var tag: String
    public var layer: String

    public init(tag: String = "", layer: String = "") {
        self.tag = tag
        self.layer = layer
    }

    public func append(_ entry: Entry) {
        flush()
        lines.append(entry)
    }

    /// Adds `entries` moved by `offset` (a layer drawn elsewhere and pasted at `offset`).
    public func append(contentsOf other: [Entry], offset: Point) {
        guard !other.isEmpty else { return }
        pending.append((other, offset))
        pendingCount += other.count
    }

    /// Marks the lines logged from the `start`th on as shortened (a label drawn without some
    /// of its parts: its text is not all there, though each line fits).
    public func markShortened(from start: Int) {
        flush()
        guard start < lines.count else { return }
        for index in max(0, start)..<lines.count where !lines[index].isShortened {
            let line = lines[index]
            lines[index] = Entry(text: line.text, rect: line.rect, isShortened: true, tag: line.tag, layer: line.layer,
                                 fontSize: line.fontSize, missingGlyphs: line.missingGlyphs)
        }
    }

    public func removeAll() {
        lines.removeAll(keepingCapacity: true)
        pending.removeAll(keepingCapacity: true)
        pendingCount = 0
    }

    private func flush() {
        guard !pending.isEmpty else { return }
        lines.reserveCapacity(lines.count + pendingCount)
        for (run, offset) in pending {
            if offset == .zero {
                lines.append(contentsOf: run)
                continue
            }
            for var entry in run {
                entry.rect = entry.rect.offsetBy(dx: offset.x, dy: offset.y)
                lines.append(entry)
            }
        }
        pending.removeAll(keepingCapacity: true)
        pendingCount = 0
    }
}

extension Canvas {
    /// Records a line about to be drawn with its baseline at `origin`.
    func log(_ text: String, at origin: Point, metrics: TextMetrics, fontSize: Double, missingGlyphs: Int = 0) {
        guard textLog != nil else { return }
        log(text, box: Rect(x: origin.x, y: origin.y - metrics.ascent, width: metrics.width,
                            height: metrics.ascent + metrics.descent),
            fontSize: fontSize, missingGlyphs: missingGlyphs)
    }

    /// Records a line whose box (advance × ascent + descent) is `local` in the current
    /// coordinates.
    func log(_ text: String, box local: Rect, fontSize: Double, missingGlyphs: Int) {
        guard let textLog else { return }
        let rect = deviceRect(of: local)
        let clip = deviceClip()
        let cut = rect.minX < clip.minX - 0.5 || rect.maxX > clip.maxX + 0.5
            || rect.minY < clip.minY - 0.5 || rect.maxY > clip.maxY + 0.5
        let scale = local.height > 0 ? rect.height / local.height : 1
        textLog.append(TextLog.Entry(text: text, rect: rect, isShortened: cut || text.hasSuffix("…"),
                                     tag: textLog.tag, layer: textLog.layer, fontSize: fontSize * scale,
                                     missingGlyphs: missingGlyphs))
    }

    /// The bounding box of `rect`'s corners in surface pixels.
    func deviceRect(of rect: Rect) -> Rect {
        let corners = [Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
                       Point(x: rect.minX, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY)].map { corner in
            var x = corner.x, y = corner.y
            cairo_user_to_device(handle, &x, &y)
            return Point(x: x, y: y)
        }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let minX = xs.min() ?? 0, minY = ys.min() ?? 0
        return Rect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }

    /// The current clip's bounding box in surface pixels.
    private func deviceClip() -> Rect {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(handle, &x1, &y1, &x2, &y2)
        return deviceRect(of: Rect(x: x1, y: y1, width: x2 - x1, height: y2 - y1))
    }
}
