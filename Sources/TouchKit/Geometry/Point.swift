/// A location in a two-dimensional coordinate space, in points.
///
/// Which space a point is in is always the caller's contract: a `View` method says whether it
/// takes its own bounds' coordinates or its superview's.
public struct Point: Hashable, Sendable {
    /// The horizontal coordinate, growing to the right.
    public var x: Double
    /// The vertical coordinate, growing downward (a y-down space, as UIKit's).
    public var y: Double

    /// A point at `x`, `y`.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// The straight-line distance to `other`.
    public func distance(to other: Point) -> Double {
        ((x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)).squareRoot()
    }

    /// Both coordinates are finite numbers (not NaN, not infinite).
    public var isFinite: Bool { x.isFinite && y.isFinite }
}

extension Point: CustomStringConvertible {
    /// `(x, y)` with one decimal, the trace's notation.
    public var description: String { "(\(formatOneDecimal(x)), \(formatOneDecimal(y)))" }
}

/// Formats with exactly one decimal and no locale, e.g. `470.0`, `-3.5`.
func formatOneDecimal(_ value: Double) -> String {
    formatFixed(value, decimals: 1)
}

/// Formats `value` with a fixed number of decimals, rounding half away from zero.
func formatFixed(_ value: Double, decimals: Int) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = (abs(value) * scale).rounded(.toNearestOrAwayFromZero)
    guard scaled < 1e18 else { return String(value) }
    let whole = Int64(scaled)
    let integer = whole / Int64(scale)
    var fraction = String(whole % Int64(scale))
    while fraction.count < decimals { fraction = "0" + fraction }
    let sign = value < 0 && whole != 0 ? "-" : ""
    return decimals == 0 ? "\(sign)\(integer)" : "\(sign)\(integer).\(fraction)"
}
