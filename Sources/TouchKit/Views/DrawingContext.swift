/// What a view's `draw(in:)` draws with: a few shapes in the view's own coordinates.
///
/// The drawing layer (TouchKitCairo) provides it, so the model names no graphics library.
/// Shapes outside the bounds are drawn unless the view clips to its bounds.
@MainActor
public protocol DrawingContext {
    /// Fills `rect` with `color`, corners rounded by `radius`.
    func fill(_ rect: Rect, radius: Double, color: Color)
    /// Fills the circle of `radius` about `center` with `color`.
    func fillCircle(center: Point, radius: Double, color: Color)
    /// A line through `points` in order, round-jointed, `width` points wide.
    func strokeLine(through points: [Point], width: Double, color: Color)
}

extension View {
    /// Asks for the view to be drawn again: call after changing what `draw(in:)` draws.
    public func setNeedsDisplay() {
        displayGeneration &+= 1
    }
}
