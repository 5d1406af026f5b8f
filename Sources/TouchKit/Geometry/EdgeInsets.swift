/// Distances inward (positive) or outward (negative) from each edge of a rectangle,
/// in UIKit's order: top, left, bottom, right.
public struct EdgeInsets: Hashable, Sendable {
    /// The distance from the top edge.
    public var top: Double
    /// The distance from the left edge.
    public var left: Double
    /// The distance from the bottom edge.
    public var bottom: Double
    /// The distance from the right edge.
    public var right: Double

    /// Insets with a distance for each edge, in UIKit's order.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same distance on all four sides.
    public init(all value: Double) {
        self.init(top: value, left: value, bottom: value, right: value)
    }

    /// No inset on any side.
    public static let zero = EdgeInsets(all: 0)
}
