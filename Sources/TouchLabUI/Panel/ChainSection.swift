import TouchKit
import TouchLabEngine

/// (f) The responder chain of the latest deliveries as pills joined by arrows (★ on the
/// responder that handled and stopped the touch, + on one that handled it and called super,
/// "(discarded)" when the chain ran out),
/// then, on a line of their own headed as not responders, the gestures, control events and
/// actions as coloured tags, all revealed in step
/// with playback. Lines wrap; when there are more than fit, the newest stay in sight and
/// the rest scroll.
@MainActor
package final class ChainSection: PanelSection {
    /// The lines shown while a view is selected.
    package static let lineCount = 3
    package static let lineHeight = PanelTheme.pillHeight + 4
    package static func height(lines: Int) -> Double { PanelTheme.headerHeight + Double(lines) * lineHeight }

    package let scroller: PanelScroller
    private var lines: [[View]] = []

    package override init(frame: Rect, text: PanelText, actions: PanelActions) {
        scroller = PanelScroller(frame: Rect(x: 0, y: PanelTheme.headerHeight, width: frame.width,
                                             height: frame.height - PanelTheme.headerHeight), anchor: .end,
                                 list: .chain, actions: actions)
        super.init(frame: frame, text: text, actions: actions)
        scroller.words = text.words.panel
        container.addSubview(text.header(text.words.panel.responderChain, x: 0, y: 0, maxWidth: width))
        container.addSubview(scroller.view)
    }

    package override func update(from session: LabSession, shown showing: ShownLesson, selection: View?) {
        let model = ChainModel.make(for: showing, language: text.words.panel.language)
        let hasLesson = showing.lesson != nil
        var flow = Flow(width: width, lineHeight: Self.lineHeight)
        for delivery in model.deliveries { placeHops(delivery, in: &flow, shown: Array(delivery.pills.indices)) }
        placeTags(model.tags, in: &flow)
        if flow.lines.count > Int(scroller.view.bounds.height / Self.lineHeight) {
            // More than the section shows: the deliveries keep to a line each.
            flow = Flow(width: width, lineHeight: Self.lineHeight)
            for delivery in model.deliveries { place(delivery, in: &flow) }
            placeTags(model.tags, in: &flow)
        }
        if model.deliveries.isEmpty && model.tags.isEmpty {
            let hint = !hasLesson ? text.words.panel.chainBeforeTouch : text.words.panel.chainWaiting
            flow.place(text.label(hint, size: PanelTheme.bodySize, color: PanelTheme.tertiaryText, x: 0, y: 0, maxWidth: width))
        }
        lines = flow.lines
        scroller.show(count: lines.count, height: { _ in Self.lineHeight }) { [unowned self] index in
            let row = View(frame: Rect(x: 0, y: 0, width: width, height: Self.lineHeight))
            for view in lines[index] { row.addSubview(view) }
            return row
        }
    }

    private func place(_ delivery: ChainModel.Delivery, in flow: inout Flow) {
        var whole = flow, folded = flow
        placeHops(delivery, in: &whole, shown: Array(delivery.pills.indices))
        placeHops(delivery, in: &folded, shown: Self.tellingHops(delivery.pills))
        // A delivery that wraps keeps the hops that tell it (the first, the current one,
        // every one that handled it, the last) and counts the rest, which only passed it
        // on (the trace names them), where that saves a line: the section's few lines keep
        // every delivery in sight.
        flow = folded.lines.count < whole.lines.count ? folded : whole
    }

    private func placeHops(_ delivery: ChainModel.Delivery, in flow: inout Flow, shown: [Int]) {
        flow.newLine()
        flow.place(caption(delivery.caption))
        flow.startColumn(at: Self.methodColumn)
        var previous = -1
        for index in shown {
            let pill = delivery.pills[index]
            let pillView = makePill(pill)
            if previous >= 0, index > previous + 1 {
                flow.place(caption("\u{2192} " + text.words.panel.passedOn(index - previous - 1)))
            }
            if previous < 0 { flow.place(pillView) } else { flow.place(caption("\u{2192}"), together: pillView) }
            if pill.verdict == .discarded { flow.place(caption(text.words.panel.discarded, color: PanelTheme.rejected)) }
            previous = index
        }
    }

    /// The hops a shortened delivery shows, in order.
    static func tellingHops(_ pills: [ChainModel.Pill]) -> [Int] {
        pills.indices.filter { index in
            index == 0 || index == pills.count - 1 || pills[index].isCurrent || pills[index].verdict != .forwarded
        }
    }

    /// The recognizers, control events and actions apart from the chain, on lines of
    /// their own headed as not responders (wrapping to the full width: the section's few
    /// lines keep the chain's rows in sight).
    private func placeTags(_ tags: [ChainModel.Tag], in flow: inout Flow) {
        guard !tags.isEmpty else { return }
        flow.newLine()
        flow.place(caption(text.words.panel.outsideChain))
        for tag in tags {
            // A control's run of events takes the room left on the line, so the tags keep to
            // few lines; a short tag ("cardTap failed") moves to the next line whole.
            let room = flow.room() - 12
            let splits = tag.text.contains(" \u{00B7} ")
            let parts = text.wrap(tag.text, size: PanelTheme.smallSize, width: width - 12,
                                  firstWidth: splits && room >= 60 ? room : nil)
            for part in parts {
                flow.place(makeTag(part, kind: tag.kind))
            }
        }
    }

    /// Where the pills start, after the method's name.
    package static let methodColumn = 58.0

    private func makePill(_ pill: ChainModel.Pill) -> View {
        let handled = pill.verdict == .handled
        let title = pill.title
        let size = PanelTheme.smallSize
        let textWidth = text.width(of: title, size: size)
        let color = handled ? PanelTheme.handledPill : Self.fill(for: pill.kind)
        let view = box(Rect(x: 0, y: 0, width: (textWidth + 16).rounded(), height: PanelTheme.pillHeight),
                       color: color, radius: PanelTheme.pillHeight / 2)
        if pill.isCurrent {
            view.borderColor = PanelTheme.accent
            view.borderWidth = 1.5
        }
        view.addSubview(text.label(title, size: size, color: handled ? PanelTheme.handledText : PanelTheme.primaryText,
                                   x: 8, y: 0, maxWidth: textWidth, height: PanelTheme.pillHeight))
        return view
    }

    private static func fill(for kind: ChainModel.Pill.Kind) -> Color {
        switch kind {
        case .view: PanelTheme.viewPill
        case .controller: PanelTheme.controllerPill
        case .system: PanelTheme.systemPill
        }
    }

    private func makeTag(_ title: String, kind: ChainModel.Tag.Kind) -> View {
        let (fill, ink): (Color, Color) = switch kind {
        case .gesture: (PanelTheme.gestureTag, PanelTheme.gestureText)
        case .control: (PanelTheme.controlTag, PanelTheme.controlText)
        case .action: (PanelTheme.actionTag, PanelTheme.actionText)
        }
        let size = PanelTheme.smallSize
        let textWidth = text.width(of: title, size: size)
        let view = box(Rect(x: 0, y: 0, width: (textWidth + 12).rounded(), height: PanelTheme.pillHeight - 2),
                       color: fill, radius: 4)
        view.addSubview(text.label(title, size: size, color: ink, x: 6, y: 0, maxWidth: textWidth,
                                   height: PanelTheme.pillHeight - 2))
        return view
    }

    /// A line of small text, as wide as the text.
    private func caption(_ string: String, color: Color = PanelTheme.tertiaryText) -> View {
        text.label(string, size: PanelTheme.smallSize, color: color, x: 0, y: 0,
                   maxWidth: width, height: PanelTheme.pillHeight)
    }
}

/// Places views left to right in lines, wrapping to the line's column; each line's views
/// keep their x and are centred in the line's height.
@MainActor
package struct Flow {
    package let width: Double
    package let lineHeight: Double
    package private(set) var lines: [[View]] = []
    private var x = 0.0
    /// Where wrapped lines start.
    private var column = 0.0

    package init(width: Double, lineHeight: Double) {
        self.width = width
        self.lineHeight = lineHeight
    }

    /// The width left on the current line after the usual gap.
    package func room(gap: Double = 4) -> Double { width - (x > column ? x + gap : x) }

    package mutating func newLine() {
        lines.append([])
        x = 0
        column = 0
    }

    /// Continues at `left` (at least), and wraps to it from now on.
    package mutating func startColumn(at left: Double) {
        column = left
        x = max(x, left)
    }

    /// Places `view` after the previous one, `gap` apart, wrapping when it does not fit.
    package mutating func place(_ view: View, gap: Double = 4) {
        if lines.isEmpty { newLine() }
        var left = x > column ? x + gap : x
        if left > column, left + view.frame.width > width {
            lines.append([])
            left = column
        }
        put(view, at: left)
    }

    /// Places `first` and `second` on one line, wrapping both together.
    package mutating func place(_ first: View, together second: View, gap: Double = 4) {
        if lines.isEmpty { newLine() }
        var left = x > column ? x + gap : x
        if left > column, left + first.frame.width + gap + second.frame.width > width {
            lines.append([])
            left = column
        }
        put(first, at: left)
        put(second, at: x + gap)
    }

    private mutating func put(_ view: View, at left: Double) {
        x = left + view.frame.width
        let y = (lineHeight - view.frame.height) / 2
        view.setFrame(Rect(x: left.rounded(), y: y.rounded(), width: view.frame.width, height: view.frame.height))
        lines[lines.count - 1].append(view)
    }
}
