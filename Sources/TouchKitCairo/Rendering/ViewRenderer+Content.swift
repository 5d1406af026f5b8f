import TouchKit

/// What each kind of view draws of its own: background, then text or control, or its name.
extension ViewRenderer {
    /// Draws `view`'s background and its kind's content, in its bounds' coordinates.
    func drawContent(of view: View, on canvas: Canvas) {
        let painter = ControlPainter(canvas: canvas, fonts: fonts, fitter: fitter, shadows: shadows)
        defer { view.draw(in: CanvasDrawingContext(canvas: canvas)) }
        if let button = view as? Button { return painter.drawButton(button) }
        // A custom control is a `Control` subclass of the app's own; a bare `Control` draws
        // nothing of its own (the inspector's rows use one as an invisible touch target).
        if let control = view as? Control, type(of: control) != Control.self, !(control is Switch),
           !(control is Slider) {
            return painter.drawCustomControl(control)
        }
        drawBackground(of: view, on: canvas)
        switch view {
        case let label as Label: drawText(of: label, on: canvas)
        case let toggle as Switch: painter.drawSwitch(toggle)
        case let slider as Slider: painter.drawSlider(slider)
        default: if options.showsNames { drawName(of: view, on: canvas) }
        }
    }

    func drawBackground(of view: View, on canvas: Canvas) {
        guard let color = view.backgroundColor, color.alpha > 0 else { return }
        canvas.fill(view.bounds, radius: view.cornerRadius, color: color)
    }

    /// The border lies inside the bounds: a stroke centred half a width in.
    func drawBorder(of view: View, on canvas: Canvas) {
        guard view.borderWidth > 0, !(view is Button) else { return }
        let color = view.borderColor ?? RenderPalette.defaultBorder
        let inset = view.borderWidth / 2
        let rect = Rect(x: view.bounds.minX + inset, y: view.bounds.minY + inset,
                        width: view.bounds.width - view.borderWidth,
                        height: view.bounds.height - view.borderWidth)
        canvas.stroke(rect, radius: max(0, view.cornerRadius - inset), width: view.borderWidth, color: color)
    }

    /// The label's text, centred, ellipsized to the bounds' width.
    func drawText(of label: Label, on canvas: Canvas) {
        guard !label.text.isEmpty else { return }
        let font = Font(face: fonts.regular, size: label.fontSize)
        let line = fitter.fit(label.text, font: font, maxWidth: label.bounds.width, on: canvas)
        canvas.drawText(line.text, centeredIn: label.bounds, font: font, color: label.textColor,
                        metrics: line.metrics)
    }

    /// The view's name, small and bold in its top-left corner, legible on its background.
    func drawName(of view: View, on canvas: Canvas) {
        guard let name = view.name, !name.isEmpty else { return }
        let font = Font(face: fonts.bold, size: 11)
        let inset = 6 + max(view.borderWidth, view.cornerRadius * 0.3)
        let below = Self.nameLineHeight * Double(Self.namesAbove(view))
        guard view.bounds.height >= 2 * inset + 10 + below else { return }
        let line = fitter.fit(name, font: font, maxWidth: view.bounds.width - 2 * inset, on: canvas)
        // A view too small for even a few letters shows no name rather than a lone "…".
        guard line.text != "…", !line.text.isEmpty else { return }
        let dark = (view.backgroundColor.map { $0.alpha > 0.5 && $0.luminance < 0.5 }) ?? false
        let color = dark ? Color.white.withAlpha(0.85) : Color.black.withAlpha(0.55)
        let origin = Point(x: (view.bounds.minX + inset).rounded(),
                           y: (view.bounds.minY + inset - 2 + below + line.metrics.ascent).rounded())
        canvas.drawText(line.text, at: origin, font: font, color: color)
    }

    static let nameLineHeight = 14.0

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
