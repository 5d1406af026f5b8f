import TouchKit

/// A rectangle of the panel that shows a column of rows, whole rows only, and scrolls by
/// rows when its content is taller: the mouse wheel over it, or a press on its "more
/// above" / "more below" line (a touchscreen has no wheel). Text is never cut to fit: a row
/// either shows whole or is left for scrolling, and the lines say how many are left out.
///
/// It moves only when asked: by the person (wheel, a "more" line), or by its section
/// (`restore`, `reveal`); an end-anchored list keeps its newest line in sight until
/// scrolled back.
@MainActor
package final class PanelScroller {
    /// Where the rows are anchored when nobody scrolled.
    package enum Anchor { case top, end }

    package let view: View
    package let anchor: Anchor
    /// Rows hidden before the first one shown (top) or after the last one shown (end).
    package private(set) var offset = 0
    /// Called when the person scrolled it (wheel or a "more" line).
    package var onScroll: () -> Void = {}
    /// The rows shown by the last layout, as indices into the content.
    package private(set) var shown: Range<Int> = 0..<0
    private var count = 0
    private var heightOfRow: (Int) -> Double = { _ in 0 }
    /// Each row's height once asked (-1: not yet): laying out and revealing ask for the
    /// same rows' heights many times over (over a thousand asks for a hundred rows).
    @exclusivity(unchecked) private var heights: [Double] = []
    private var make: (Int) -> View = { _ in View() }
    /// A scroll asked for by a "more" line, applied after the click's delivery.
    private var pending: Int?

    package static let moreHeight = 16.0
    /// Rows moved by one wheel click.
    package static let wheelStep = 3

    /// The "more above / below" lines' words.
    package var words = Words().panel

    package init(frame: Rect, anchor: Anchor) {
        view = View(frame: frame)
        view.clipsToBounds = true
        self.anchor = anchor
    }

    /// Shows `count` rows, row `i` being `height(i)` high and made by `make(i)` (each called
    /// only for the rows it is needed for, `height` once per row; a row's frame's x and
    /// width are kept, its y set here).
    package func show(count: Int, height: @escaping (Int) -> Double, make: @escaping (Int) -> View) {
        self.count = count
        heightOfRow = height
        heights = [Double](repeating: -1, count: count)
        self.make = make
        offset = min(offset, max(0, count - 1))
        layout()
    }

    /// Moves by `rows` (positive: towards the end of the content), as far as there is content.
    package func scroll(by rows: Int) {
        let step = anchor == .top ? rows : -rows
        offset = max(0, min(maximumOffset, offset + step))
        layout()
    }

    /// The farthest from the anchor a scroll goes: the last screenful stays full.
    private var maximumOffset: Int {
        let room = view.bounds.height - Self.moreHeight
        var used = 0.0, fitting = 0
        while fitting < count, used + height(count - 1 - fitting) <= room + 0.01 {
            used += height(count - 1 - fitting)
            fitting += 1
        }
        return max(0, count - max(1, fitting))
    }

    /// Starts at `offset` rows from the anchor (a list laid out anew keeps its place).
    package func restore(offset: Int) { self.offset = max(0, offset) }

    /// Shows the rows from `offset` on (as far as there is content).
    package func scroll(to offset: Int) {
        self.offset = max(0, min(maximumOffset, offset))
        layout()
    }

    /// Back to the anchor: the first rows (top) or the newest (end).
    package func scrollToAnchor() { offset = 0 }

    /// Scrolls as little as possible so that row `index` is shown (top-anchored lists).
    package func reveal(_ index: Int) {
        guard anchor == .top else { return }
        offset = offset(revealing: index, from: offset)
        layout()
    }

    /// The offset nearest `start` at which row `index` is shown (top-anchored lists), for
    /// the rows last given to `show`.
    package func offset(revealing index: Int, from start: Int) -> Int {
        guard index >= 0, index < count else { return start }
        if index < start { return index }
        var candidate = start
        while candidate < index, !range(fromTop: candidate).contains(index) { candidate += 1 }
        return candidate
    }

    /// Applies a scroll a "more" line asked for; true when something moved.
    package func applyPendingScroll() -> Bool {
        guard let rows = pending else { return false }
        pending = nil
        scroll(by: rows)
        onScroll()
        return true
    }

    // MARK: Layout

    private func height(_ index: Int) -> Double {
        if heights[index] < 0 { heights[index] = heightOfRow(index) }
        return heights[index]
    }

    private func layout() {
        for subview in view.subviews { subview.removeFromSuperview() }
        let range = anchor == .top ? rangeFromTop() : rangeFromEnd()
        shown = range
        var y = 0.0
        if range.lowerBound > 0 {
            view.addSubview(moreLine(words.moreAbove(range.lowerBound), y: y, rows: -pageRows))
            y += Self.moreHeight
        }
        for index in range {
            let row = make(index)
            row.setFrame(Rect(x: row.frame.minX, y: y, width: row.frame.width, height: height(index)))
            view.addSubview(row)
            y += height(index)
        }
        if range.upperBound < count {
            view.addSubview(moreLine(words.moreBelow(count - range.upperBound), y: view.bounds.height - Self.moreHeight,
                                     rows: pageRows))
        }
    }

    /// About a screenful of rows, for a press on a "more" line.
    private var pageRows: Int {
        let shownHeight = shown.reduce(0.0) { $0 + height($1) }
        return max(1, shown.count - 1 + (shownHeight < view.bounds.height / 2 ? 1 : 0))
    }

    private func rangeFromTop() -> Range<Int> { range(fromTop: offset) }

    private func range(fromTop offset: Int) -> Range<Int> {
        let first = min(offset, max(0, count - 1))
        let room = view.bounds.height - (first > 0 ? Self.moreHeight : 0)
        var end = fill(from: first, room: room)
        if end < count { end = max(first + 1, fill(from: first, room: room - Self.moreHeight)) }
        return first..<min(end, count)
    }

    /// The rows from `first` on that fit in `room`, as the end of their range (at least one).
    private func fill(from first: Int, room: Double) -> Int {
        var used = 0.0, end = first
        while end < count, used + height(end) <= room + 0.01 {
            used += height(end)
            end += 1
        }
        return end
    }

    private func rangeFromEnd() -> Range<Int> {
        let last = max(0, count - offset)
        let room = view.bounds.height - (last < count ? Self.moreHeight : 0)
        var start = last, used = 0.0
        while start > 0, used + height(start - 1) <= room + 0.01 {
            used += height(start - 1)
            start -= 1
        }
        while start > 0, start < last, used > room - Self.moreHeight + 0.01 {
            used -= height(start)
            start += 1
        }
        return start..<last
    }

    private func moreLine(_ title: String, y: Double, rows: Int) -> View {
        let line = Control(frame: Rect(x: 0, y: y, width: view.bounds.width, height: Self.moreHeight),
                           name: rows < 0 ? "more-above" : "more-below")
        let label = Label(frame: Rect(x: 0, y: 0, width: view.bounds.width, height: Self.moreHeight), text: title)
        label.fontSize = PanelTheme.smallSize
        label.textColor = PanelTheme.accent
        line.addSubview(label)
        line.addAction(for: .touchUpInside) { [weak self] _, _ in self?.pending = rows }
        return line
    }
}
