import TouchKit

/// Draws buttons, switches and sliders in their states, in the look of iOS's controls.
///
/// Each control is drawn in its own bounds' coordinates; switches keep iOS's 51:31
/// proportions, centred in their bounds, and sliders run across the full width.
@MainActor
struct ControlPainter {
    let canvas: Canvas
    let fonts: ViewRenderer.Fonts
    let fitter: TextFitter
    let shadows: ShadowSprites

    /// A filled rounded button: tinted (the background colour, else system blue) with a
    /// white title; darker while highlighted; a tinted outline with a tinted title when
    /// selected; grey when disabled.
    func drawButton(_ drawn: DrawnProperties, title text: String, state: Control.State) {
        let bounds = drawn.bounds
        let radius = drawn.cornerRadius > 0 ? drawn.cornerRadius : min(10, bounds.height / 2)
        let tint = drawn.backgroundColor ?? RenderPalette.tint
        let (fill, title) = buttonColors(state, tint: tint)
        canvas.fill(bounds, radius: radius, color: fill)
        if state.contains(.selected), !state.contains(.disabled) {
            let ring = Rect(x: bounds.minX + 0.75, y: bounds.minY + 0.75,
                            width: bounds.width - 1.5, height: bounds.height - 1.5)
            canvas.stroke(ring, radius: max(0, radius - 0.75), width: 1.5, color: tint)
        }
        drawTitle(text, in: bounds, color: title)
    }

    /// The button's title alone, as `drawButton` draws it.
    func drawButtonTitle(_ drawn: DrawnProperties, title text: String, state: Control.State) {
        let tint = drawn.backgroundColor ?? RenderPalette.tint
        drawTitle(text, in: drawn.bounds, color: buttonColors(state, tint: tint).title)
    }

    private func buttonColors(_ state: Control.State, tint: Color) -> (fill: Color, title: Color) {
        if state.contains(.disabled) { return (RenderPalette.disabledFill, RenderPalette.disabledText) }
        let highlighted = state.contains(.highlighted)
        if state.contains(.selected) {
            return (tint.withAlpha(highlighted ? 0.3 : 0.14), highlighted ? tint.darkened(by: 0.2) : tint)
        }
        return highlighted ? (tint.darkened(by: 0.22), Color.white.withAlpha(0.8)) : (tint, .white)
    }

    private func drawTitle(_ title: String, in bounds: Rect, color: Color) {
        guard !title.isEmpty else { return }
        let font = Font(face: fonts.bold, size: min(14, max(9, bounds.height * 0.38)))
        // 10 points of margin each side, less on a small button, so a 20-point "×" still
        // shows its title.
        let margin = min(10, bounds.width / 5)
        let line = fitter.fit(title, font: font, maxWidth: bounds.width - 2 * margin, on: canvas)
        canvas.drawText(line.text, centeredIn: bounds, font: font, color: color, metrics: line.metrics)
    }

    /// A pill track (green when on, translucent grey when off) with a white knob and a soft
    /// shadow; the knob stretches while highlighted, as iOS's does under a finger.
    func drawSwitch(_ drawn: DrawnProperties, isOn: Bool, state: Control.State) {
        let bounds = drawn.bounds
        let height = min(bounds.height, bounds.width * 31 / 51)
        let track = Rect(x: (bounds.midX - height * 51 / 62).rounded(), y: (bounds.midY - height / 2).rounded(),
                         width: height * 51 / 31, height: height)
        dimmedIfDisabled(state, area: track) {
            canvas.fill(track, radius: height / 2, color: isOn ? RenderPalette.switchOn : RenderPalette.systemFill)
            drawKnob(in: track, isOn: isOn, stretched: state.contains(.highlighted))
        }
    }

    private func drawKnob(in track: Rect, isOn: Bool, stretched: Bool) {
        let diameter = track.height - 4
        let width = stretched ? diameter * 1.25 : diameter
        let x = isOn ? track.maxX - 2 - width : track.minX + 2
        let knob = Rect(x: x, y: track.minY + 2, width: width, height: diameter)
        shadows.drawShadow(of: knob, radius: diameter / 2, offset: Point(x: 0, y: 2), blur: 5,
                           color: RenderPalette.knobShadow, on: canvas)
        canvas.fill(knob, radius: diameter / 2, color: RenderPalette.knob)
    }

    /// A thin rounded track across the width, tinted up to the value, and a round white
    /// thumb whose edges reach the track's ends at the minimum and maximum.
    func drawSlider(_ drawn: DrawnProperties, fraction: Double, state: Control.State) {
        let bounds = drawn.bounds
        let radius = max(4, min(14, bounds.height / 2 - 2))
        let track = Rect(x: bounds.minX, y: (bounds.midY - 2).rounded(), width: bounds.width, height: 4)
        let thumbX = bounds.minX + radius + fraction * (bounds.width - 2 * radius)
        dimmedIfDisabled(state, area: bounds) {
            canvas.fill(track, radius: 2, color: RenderPalette.systemFill)
            let filled = Rect(x: track.minX, y: track.minY, width: thumbX - track.minX, height: track.height)
            canvas.fill(filled, radius: 2, color: RenderPalette.tint)
            let thumb = Rect(x: thumbX - radius, y: bounds.midY - radius, width: 2 * radius, height: 2 * radius)
            shadows.drawShadow(of: thumb, radius: radius, offset: Point(x: 0, y: 2), blur: 6,
                               color: RenderPalette.knobShadow, on: canvas)
            canvas.fill(thumb, radius: radius, color: RenderPalette.knob)
            canvas.strokeCircle(center: Point(x: thumbX, y: bounds.midY), radius: radius - 0.25,
                                width: 0.5, color: RenderPalette.hairline)
        }
    }

    /// A custom control (a `Control` subclass that is not a button, switch or slider): its
    /// background in a rounded card with a tinted double edge — an outer ring and an inner
    /// hairline, like a bezel — so it reads as something to touch, unlike a plain view, a
    /// filled button, a switch's track or a slider's line. Darker while highlighted (its
    /// touch is down and inside), dimmed when disabled. Its text is its own subviews'.
    func drawCustomControl(_ drawn: DrawnProperties, state: Control.State) {
        let bounds = drawn.bounds
        let radius = drawn.cornerRadius > 0 ? drawn.cornerRadius : min(12, min(bounds.width, bounds.height) / 4)
        let base = drawn.backgroundColor ?? RenderPalette.customControlFill
        let edge = drawn.backgroundColor.map { $0.withAlpha(1).darkened(by: 0.45) } ?? RenderPalette.tint
        dimmedIfDisabled(state, area: bounds) {
            canvas.fill(bounds, radius: radius, color: state.contains(.highlighted) ? base.darkened(by: 0.15) : base)
            let ring = bounds.outset(by: EdgeInsets(all: -1.25))
            canvas.stroke(ring, radius: max(0, radius - 1.25), width: 2.5, color: edge)
            let inner = bounds.outset(by: EdgeInsets(all: -5))
            guard inner.width > 0, inner.height > 0 else { return }
            canvas.stroke(inner, radius: max(0, radius - 5), width: 1, color: edge.withAlpha(0.45))
        }
    }

    /// Runs `draw`, composited at the disabled opacity when `state` says disabled. The
    /// group is clipped to `area` grown by the shadow's reach, to keep it small.
    private func dimmedIfDisabled(_ state: Control.State, area: Rect, draw: () -> Void) {
        guard state.contains(.disabled) else { return draw() }
        canvas.withSavedState {
            canvas.clip(to: area.outset(by: EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)))
            canvas.pushGroup()
            draw()
            canvas.popGroup(alpha: RenderPalette.disabledAlpha)
        }
    }
}
