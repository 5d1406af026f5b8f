import TouchKit
import TouchLabEngine

/// (f) The responder chain of the latest deliveries as pills joined by arrows (★ on the
/// responder that handled and stopped the touch, "(discarded)" when the chain ran out),
/// then the gestures, control events and actions as coloured tags, all revealed in step
/// with playback.
@MainActor
package final class ChainSection: PanelSection {
    package static let lineCount = 3
    package static let lineHeight = PanelTheme.pillHeight + 4
    package static var height: Double { PanelTheme.headerHeight + Double(lineCount) * lineHeight }

    private let flowView: View
    private var shown: ChainModel?

    package override init(frame: Rect, text: PanelText, actions: PanelActions) {
        flowView = View(frame: Rect(x: 0, y: PanelTheme.headerHeight, width: frame.width,
                                    height: frame.height - PanelTheme.headerHeight))
        super.init(frame: frame, text: text, actions: actions)
        container.addSubview(text.header("Responder chain", x: 0, y: 0, maxWidth: width))
        container.addSubview(flowView)
    }

    package override func update(from session: LabSession) {
        let model = ChainModel.make(for: session)
        guard model != shown else { return }
        shown = model
        var flow = layout(model, deliveries: model.deliveries)
        if flow.overflowed, model.deliveries.count > 1 {
            flow = layout(model, deliveries: Array(model.deliveries.suffix(1)))
        }
        if model.deliveries.isEmpty && model.tags.isEmpty {
            let hint = session.lesson == nil ? "Tap the scene: the chain appears here." : "Waiting for the first delivery\u{2026}"
            flow.place(text.label(hint, size: PanelTheme.bodySize, color: PanelTheme.tertiaryText, x: 0, y: 0, maxWidth: width))
        }
        replaceSubviews(of: flowView, with: flow.views)
    }

    /// The deliveries, then the tags on a line of their own.
    private func layout(_ model: ChainModel, deliveries: [ChainModel.Delivery]) -> Flow {
        var flow = Flow(width: width, lineHeight: Self.lineHeight, maxLines: Self.lineCount)
        for delivery in deliveries { place(delivery, in: &flow) }
        if !model.tags.isEmpty { flow.newLine() }
        for tag in model.tags { flow.place(makeTag(tag)) }
        return flow
    }

    private func place(_ delivery: ChainModel.Delivery, in flow: inout Flow) {
        flow.newLine()
        flow.place(caption(delivery.method))
        flow.startColumn(at: Self.methodColumn)
        for (index, pill) in delivery.pills.enumerated() {
            let pillView = makePill(pill)
            if index == 0 { flow.place(pillView) } else { flow.place(caption("\u{2192}"), together: pillView) }
            if pill.verdict == .discarded { flow.place(caption("(discarded)", color: PanelTheme.rejected)) }
        }
    }

    /// Where the pills start, after the method's name.
    package static let methodColumn = 58.0

    private func makePill(_ pill: ChainModel.Pill) -> View {
        let handled = pill.verdict == .handled
        let title = handled ? "\u{2605} " + pill.name : pill.name
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

    private func makeTag(_ tag: ChainModel.Tag) -> View {
        let (fill, ink): (Color, Color) = switch tag.kind {
        case .gesture: (PanelTheme.gestureTag, PanelTheme.gestureText)
        case .control: (PanelTheme.controlTag, PanelTheme.controlText)
        case .action: (PanelTheme.actionTag, PanelTheme.actionText)
        }
        let size = PanelTheme.smallSize
        let textWidth = min(text.width(of: tag.text, size: size), width - 12)
        let view = box(Rect(x: 0, y: 0, width: (textWidth + 12).rounded(), height: PanelTheme.pillHeight - 2),
                       color: fill, radius: 4)
        view.addSubview(text.label(tag.text, size: size, color: ink, x: 6, y: 0, maxWidth: textWidth,
                                   height: PanelTheme.pillHeight - 2))
        return view
    }

    /// A line of small text, as wide as the text.
    private func caption(_ string: String, color: Color = PanelTheme.tertiaryText) -> View {
        text.label(string, size: PanelTheme.smallSize, color: color, x: 0, y: 0,
                   maxWidth: width, height: PanelTheme.pillHeight)
    }
}

/// Places views left to right in lines, wrapping to the line's column, dropping whatever
/// falls below `maxLines`.
@MainActor
package struct Flow {
    package let width: Double
    package let lineHeight: Double
    package let maxLines: Int
    private(set) var views: [View] = []
    private var x = 0.0
    private var line = -1
    /// Where wrapped lines start.
    private var column = 0.0

    package init(width: Double, lineHeight: Double, maxLines: Int) {
        self.width = width
        self.lineHeight = lineHeight
        self.maxLines = maxLines
    }

    package mutating func newLine() {
        line += 1
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
        if line < 0 { newLine() }
        var left = x > column ? x + gap : x
        if left > column, left + view.frame.width > width {
            line += 1
            left = column
        }
        put(view, at: left)
    }

    /// Places `first` and `second` on one line, wrapping both together.
    package mutating func place(_ first: View, together second: View, gap: Double = 4) {
        if line < 0 { newLine() }
        var left = x > column ? x + gap : x
        if left > column, left + first.frame.width + gap + second.frame.width > width {
            line += 1
            left = column
        }
        put(first, at: left)
        put(second, at: x + gap)
    }

    /// Something fell below the last line and was left out.
    private(set) var overflowed = false

    private mutating func put(_ view: View, at left: Double) {
        x = left + view.frame.width
        guard line < maxLines else { return overflowed = true }
        let y = Double(line) * lineHeight + (lineHeight - view.frame.height) / 2
        view.setFrame(Rect(x: left.rounded(), y: y.rounded(), width: view.frame.width, height: view.frame.height))
        views.append(view)
    }
}
