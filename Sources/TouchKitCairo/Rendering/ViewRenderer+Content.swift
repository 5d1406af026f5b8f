import TouchKit

/// What each kind of view draws of its own: background, then text or control, or its name.
extension ViewRenderer {
    /// Draws `view`'s background and its kind's content from `drawn` (what it draws), in its
    /// bounds' coordinates; then the view's own `draw(in:)`.
    func drawContent(of view: View, _ drawn: DrawnProperties, on canvas: Canvas) {
        let painter = ControlPainter(canvas: canvas, fonts: fonts, fitter: fitter, shadows: shadows)
        defer { view.draw(in: CanvasDrawingContext(canvas: canvas)) }
        switch drawn.kind {
        case let .button(title, state): return painter.drawButton(drawn, title: title, state: state)
        case let .customControl(state): return painter.drawCustomControl(drawn, state: state)
        default: break
        }
        drawBackground(drawn, on: canvas)
        switch drawn.kind {
        case let .label(text, color, fontSize): drawText(text, color: color, fontSize: fontSize, in: drawn.bounds, on: canvas)
        case let .toggle(isOn, state): painter.drawSwitch(drawn, isOn: isOn, state: state)
        case let .slider(fraction, state): painter.drawSlider(drawn, fraction: fraction, state: state)
        case .plain, .control: if options.showsNames, !Self.namesOverSubviews(drawn) { drawName(of: view, drawn, on: canvas) }
        case .button, .customControl: break
        }
    }

    /// The text `drawContent` draws for `view`, alone: a button's title, a label's text, a
    /// plain view's name.
    func drawText(of view: View, _ drawn: DrawnProperties, on canvas: Canvas) {
        let painter = ControlPainter(canvas: canvas, fonts: fonts, fitter: fitter, shadows: shadows)
        switch drawn.kind {
        case let .button(title, state): painter.drawButtonTitle(drawn, title: title, state: state)
        case let .label(text, color, fontSize): drawText(text, color: color, fontSize: fontSize, in: drawn.bounds, on: canvas)
        case .plain, .control: if options.showsNames, !Self.namesOverSubviews(drawn) { drawName(of: view, drawn, on: canvas) }
        case .toggle, .slider, .customControl: break
        }
    }

    func drawBackground(_ drawn: DrawnProperties, on canvas: Canvas) {
        guard let color = drawn.backgroundColor, color.alpha > 0 else { return }
        canvas.fill(drawn.bounds, radius: drawn.cornerRadius, color: color)
    }

    /// The border lies inside the bounds: a stroke centred half a width in.
    func drawBorder(_ border: TreeWalk.Border, on canvas: Canvas) {
        let color = border.color ?? RenderPalette.defaultBorder
        let inset = border.width / 2
        let bounds = border.bounds
        let rect = Rect(x: bounds.minX + inset, y: bounds.minY + inset,
                        width: bounds.width - border.width,
                        height: bounds.height - border.width)
        canvas.stroke(rect, radius: max(0, border.cornerRadius - inset), width: border.width, color: color)
    }

    /// A label's text, centred: on one line where it fits the bounds' width, else wrapped
    /// onto the lines the bounds' height holds (a label may say a whole setting's name),
    /// else ellipsized to one line.
    func drawText(_ text: String, color: Color, fontSize: Double, in bounds: Rect, on canvas: Canvas) {
        guard !text.isEmpty else { return }
        let font = Font(face: fonts.regular, size: fontSize)
        let line = fitter.fit(text, font: font, maxWidth: bounds.width, on: canvas)
        if line.text != text {
            let height = line.metrics.ascent + line.metrics.descent
            let lines = font.wrapped(text, width: bounds.width)
            if lines.count > 1, Double(lines.count) * height <= bounds.height,
               lines.allSatisfy({ canvas.measure($0, font: font).width <= bounds.width }) {
                let top = bounds.midY - Double(lines.count) * height / 2
                for (index, wrapped) in lines.enumerated() {
                    let row = Rect(x: bounds.minX, y: top + Double(index) * height, width: bounds.width, height: height)
                    canvas.drawText(wrapped, centeredIn: row, font: font, color: color)
                }
                return
            }
        }
        canvas.drawText(line.text, centeredIn: bounds, font: font, color: color, metrics: line.metrics)
    }

    /// Whether the view's name is drawn over its subviews rather than under them: a view
    /// clipping its subviews (a scroll view) has them scrolled across the corner its name
    /// takes, as a list's rows pass under its title, and its name must stay readable.
    static func namesOverSubviews(_ drawn: DrawnProperties) -> Bool {
        guard drawn.clipsToBounds else { return false }
        switch drawn.kind {
        case .plain, .control: return true
        default: return false
        }
    }

    /// The view's name, small and bold in its top-left corner, legible on its background.
    /// `backed`: on a patch of its background, over the subviews it is drawn above.
    func drawName(of view: View, _ drawn: DrawnProperties, on canvas: Canvas, backed: Bool = false) {
        guard let name = drawn.name, !name.isEmpty else { return }
        let font = Font(face: fonts.bold, size: 11)
        let inset = 6 + max(drawn.borderWidth, drawn.cornerRadius * 0.3)
        // A row scrolled partly out of its list's sight is named in the part drawn, under
        // the list's edge; one wholly out of sight, not at all.
        guard let (bounds, pinned) = Self.shownPart(of: view, bounds: drawn.bounds) else { return }
        // Where the name goes below its ancestors' reads their geometry and names (theirs);
        // pinned to a list's edge, below the list's own name there.
        let below = Self.nameLineHeight * Double(pinned ? 1 : Self.namesAbove(view))
        guard bounds.height >= 2 * inset + 10 + below else { return }
        let line = fitter.fit(name, font: font, maxWidth: bounds.width - 2 * inset, on: canvas)
        // A view too small for even a few letters shows no name rather than a lone "…".
        guard line.text != "…", !line.text.isEmpty else { return }
        let dark = (drawn.backgroundColor.map { $0.alpha > 0.5 && $0.luminance < 0.5 }) ?? false
        let color = dark ? Color.white.withAlpha(0.85) : Color.black.withAlpha(0.55)
        let origin = Point(x: (bounds.minX + inset).rounded(),
                           y: (bounds.minY + inset - 2 + below + line.metrics.ascent).rounded())
        if backed, let background = drawn.backgroundColor, background.alpha > 0 {
            let patch = Rect(x: origin.x - 3, y: origin.y - line.metrics.ascent - 1, width: line.metrics.width + 6,
                             height: line.metrics.ascent + line.metrics.descent + 2)
            canvas.fill(patch, radius: 3, color: background.withAlpha(max(background.alpha, 0.85)))
        }
        canvas.drawText(line.text, at: origin, font: font, color: color)
    }

    static let nameLineHeight = 14.0

    /// `bounds` (the view's) cut at the top where an ancestor clipping its subviews hides
    /// the view's top; nil where such an ancestor hides all of it. Read from the tree, not
    /// the canvas's clip: a part of the scene drawn again under a clip draws as the whole.
    /// `pinned`: cut by an ancestor that draws its name at that edge.
    static func shownPart(of view: View, bounds: Rect) -> (rect: Rect, pinned: Bool)? {
        var top = bounds.minY, pinned = false
        var ancestor = view.superview
        while let each = ancestor {
            if each.clipsToBounds {
                let area = view.convert(each.bounds, from: each)
                let finite = area.origin.isFinite && area.width.isFinite && area.height.isFinite
                guard finite, area.maxY > bounds.minY, area.minY < bounds.maxY,
                      area.maxX > bounds.minX, area.minX < bounds.maxX else { return finite ? nil : (bounds, false) }
                if area.minY > top {
                    top = area.minY
                    pinned = each.name?.isEmpty == false && abs(area.minX - bounds.minX) < 60
                }
            }
            ancestor = each.superview
        }
        return (Rect(x: bounds.minX, y: top, width: bounds.width, height: bounds.maxY - top), pinned)
    }

    /// How many names of enclosing views sit where this view's would (views sharing a
    /// top-left corner, or nearly): its name goes that many lines lower, so "Root" and a
    /// "Header" at its origin read as two names instead of one smudge.
    static func namesAbove(_ view: View) -> Int {
        let corner = view.convert(view.bounds.origin, to: nil)
        guard corner.isFinite else { return 0 }
        // Each ancestor's map to the root is composed once, from the top down: converting
        // each one on its own costs its depth, cubic over a chain thousands deep.
        var ancestors: [View] = []
        var ancestor = view.superview
        while let current = ancestor, !(current is Window) {
            ancestors.append(current)
            ancestor = current.superview
        }
        var toRoot = [AffineTransform](repeating: .identity, count: ancestors.count)
        var above = ancestor?.transformToRoot ?? .identity
        for index in ancestors.indices.reversed() {
            above = ancestors[index].transformToSuperview.concatenating(above)
            toRoot[index] = above
        }
        var lines = 0
        for (index, current) in ancestors.enumerated() {
            let theirs = current.bounds.origin.applying(toRoot[index])
            let drop = corner.y - theirs.y
            guard theirs.isFinite, abs(theirs.x - corner.x) < 60, drop > -nameLineHeight,
                  drop < nameLineHeight * Double(lines + 1) else { break }
            if current.name?.isEmpty == false { lines += 1 }
        }
        return lines
    }
}
