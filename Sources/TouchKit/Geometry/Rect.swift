/// An axis-aligned rectangle: an origin and a size.
///
/// A rectangle with a negative width or height is not normalised; `contains` treats the
/// edges as `minX..<maxX`, `minY..<maxY` as UIKit's `CGRect.contains` does.
public struct Rect: Hashable, Sendable {
    /// The corner the size is measured from: the top-left for a non-negative size.
    public var origin: Point
    /// The extent from the origin; either side may be negative (see the type's note).
    public var size: Size

    /// A rectangle from its origin and size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// A rectangle with its origin at `x`, `y` and the given size.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The smallest x inside, whichever sign the width has.
    public var minX: Double { min(origin.x, origin.x + size.width) }
    /// The smallest y inside, whichever sign the height has.
    public var minY: Double { min(origin.y, origin.y + size.height) }
    /// The largest x, whichever sign the width has (excluded by `contains`).
    public var maxX: Double { max(origin.x, origin.x + size.width) }
    /// The largest y, whichever sign the height has (excluded by `contains`).
    public var maxY: Double { max(origin.y, origin.y + size.height) }
    /// The x of the centre.
    public var midX: Double { origin.x + size.width / 2 }
    /// The y of the centre.
    public var midY: Double { origin.y + size.height / 2 }
    /// The width, never negative.
    public var width: Double { abs(size.width) }
    /// The height, never negative.
    public var height: Double { abs(size.height) }
    /// The centre point (`midX`, `midY`).
    public var center: Point { Point(x: midX, y: midY) }
    /// True when the width or the height is zero; such a rectangle contains no point.
    public var isEmpty: Bool { size.width == 0 || size.height == 0 }

    /// True when `point` lies inside, the maximum edges excluded.
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// This rectangle grown by `insets` on each side (negative insets shrink it).
    public func outset(by insets: EdgeInsets) -> Rect {
        Rect(x: minX - insets.left, y: minY - insets.top,
             width: width + insets.left + insets.right,
             height: height + insets.top + insets.bottom)
    }

    /// This rectangle moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(origin: Point(x: origin.x + dx, y: origin.y + dy), size: size)
    }

    /// The smallest rectangle containing both.
    public func union(_ other: Rect) -> Rect {
        let x0 = Swift.min(minX, other.minX), y0 = Swift.min(minY, other.minY)
        let x1 = Swift.max(maxX, other.maxX), y1 = Swift.max(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The overlap of both, or nil when they do not overlap.
    public func intersection(_ other: Rect) -> Rect? {
        let x0 = Swift.max(minX, other.minX), y0 = Swift.max(minY, other.minY)
        let x1 = Swift.min(maxX, other.maxX), y1 = Swift.min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

extension Rect: CustomStringConvertible {
    public var description: String {
        "(\(formatOneDecimal(origin.x)), \(formatOneDecimal(origin.y)), "
            + "\(formatOneDecimal(size.width)), \(formatOneDecimal(size.height)))"
    }
}
