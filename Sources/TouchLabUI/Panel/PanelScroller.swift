import TouchKit

/// A rectangle of the panel that shows a column of rows, whole rows only, and scrolls by
/// rows when its content is taller: the mouse wheel over it, or a press on its "more
/// above" / "more below" line (a touchscreen has no wheel). Text is never cut to fit: a row
/// either shows whole or is left for scrolling, and the lines say how many are left out.
///
/// Where it is scrolled is not its own: it lays its rows out at the offset it is given
/// (`layOut(at:)`, from `PanelScroll`), and a "more" line sends a command. It holds only its
/// content, and answers where a scroll or a reveal would go for that content.
@MainActor
package final class PanelScroller {
    /// Where the rows are anchored when nobody scrolled.
    package enum Anchor { case top, end }

    package let view: View
    package let anchor: Anchor
    /// The list it shows, for the commands of its "more" lines.
    package let list: PanelScroll.List
    private let actions: PanelActions
    /// The rows shown by the last layout, as indices into the content.
    package private(set) var shown: Range<Int> = 0..<0
    /// The offset the rows are laid out at (nil: not since the content changed).
    private var laidOut: Int?
    private var count = 0
    private var heightOfRow: (Int) -> Double = { _ in 0 }
    /// Each row's height once asked (-1: not yet): laying out and revealing ask for the
    /// same rows' heights many times over (over a thousand asks for a hundred rows).
    private var heights: [Double] = []
    private var make: (Int) -> View = { _ in View() }

    package static let moreHeight = 16.0
    /// Rows moved by one wheel click.
    package static let wheelStep = 3

    /// The "more above / below" lines' words.
    package var words = Words().panel

    package init(frame: Rect, anchor: Anchor, list: PanelScroll.List, actions: PanelActions) {
        view = View(frame: frame)
        view.clipsToBounds = true
        self.anchor = anchor
        self.list = list
        self.actions = actions
    }

    /// Takes `count` rows, row `i` being `height(i)` high and made by `make(i)` (each called
    /// only for the rows it is needed for, `height` once per row; a row's frame's x and
    /// width are kept, its y set here); they are shown at the next `layOut(at:)`.
    package func show(count: Int, height: @escaping (Int) -> Double, make: @escaping (Int) -> View) {
        self.count = count
        heightOfRow = height
        heights = [Double](repeating: -1, count: count)
        self.make = make
        laidOut = nil
    }

    /// Shows the rows from `offset` rows from the anchor; nothing to do when they are shown
    /// there already.
    package func layOut(at offset: Int) {
        guard offset != laidOut else { return }
        laidOut = offset
        layout(offset)
    }

    /// `offset` within the content: a list whose content shrank keeps a row in sight.
    package func clamped(_ offset: Int) -> Int { max(0, min(offset, count - 1)) }

    /// `offset` moved by `rows` (positive: towards the end of the content), as far as
    /// there is content.
    package func offset(_ offset: Int, scrolledBy rows: Int) -> Int {
        limited(offset + (anchor == .top ? rows : -rows))
    }

    /// `offset`, at most as far from the anchor as a scroll goes.
    package func limited(_ offset: Int) -> Int { max(0, min(maximumOffset, offset)) }

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

    /// The offset nearest `start` at which row `index` is shown (top-anchored lists), for
    /// the rows last given to `show`.
    package func offset(revealing index: Int, from start: Int) -> Int {
        guard anchor == .top, index >= 0, index < count else { return start }
        if index <= start || range(fromTop: start).contains(index) { return min(start, index) }
        // From row 1 on, the last row shown never moves up as the first row moves down
        // (the "more above" line is there at every such offset), so the nearest offset
        // showing `index` is found by bisection: a few screenfuls measured, not every row
        // before it.
        var low = max(start + 1, 1), high = index
        while low < high {
            let middle = (low + high) / 2
            if range(fromTop: middle).contains(index) { high = middle } else { low = middle + 1 }
        }
        return low
    }

    // MARK: Layout

    private func height(_ index: Int) -> Double {
        if heights[index] < 0 { heights[index] = heightOfRow(index) }
        return heights[index]
    }

    private func layout(_ offset: Int) {
        for subview in view.subviews { subview.removeFromSuperview() }
        let range = anchor == .top ? range(fromTop: offset) : range(fromEnd: offset)
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

    private func range(fromEnd offset: Int) -> Range<Int> {
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
        let actions = self.actions, list = self.list
        line.addAction(for: .touchUpInside) { _, _ in actions.send(.scrollPanel(list, by: rows)) }
        return line
    }
}
