/// An axis-aligned rectangle: an origin and a size.
///
/// A rectangle with a negative width or height is not normalised; `contains` treats the
/// edges as `minX..<maxX`, `minY..<maxY` as UIKit's `CGRect.contains` does.
public struct Rect: Hashable, Sendable {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var minX: Double { min(origin.x, origin.x + size.width) }
    public var minY: Double { min(origin.y, origin.y + size.height) }
    public var maxX: Double { max(origin.x, origin.x + size.width) }
    public var maxY: Double { max(origin.y, origin.y + size.height) }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var width: Double { abs(size.width) }
    public var height: Double { abs(size.height) }
    public var center: Point { Point(x: midX, y: midY) }
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
