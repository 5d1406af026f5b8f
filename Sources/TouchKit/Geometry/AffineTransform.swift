#if canImport(Glibc)
import Glibc
#endif

/// A 2-D affine transform in UIKit's (Core Graphics') convention: a point (x, y) maps to
/// (a·x + c·y + tx, b·x + d·y + ty).
///
/// `t1.concatenating(t2)` applies `t1` first, then `t2`, as `CGAffineTransform` does. In a
/// y-down space a positive rotation turns clockwise on screen, as in UIKit.
public struct AffineTransform: Hashable, Sendable {
    /// The x scale (and the cosine part of a rotation): how much x feeds the new x.
    public var a: Double
    /// How much x feeds the new y (the sine part of a rotation).
    public var b: Double
    /// How much y feeds the new x (minus the sine part of a rotation).
    public var c: Double
    /// The y scale (and the cosine part of a rotation): how much y feeds the new y.
    public var d: Double
    /// The translation added to x after the linear part.
    public var tx: Double
    /// The translation added to y after the linear part.
    public var ty: Double

    /// A transform from its six entries: (x, y) maps to (a·x + c·y + tx, b·x + d·y + ty).
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The transform that leaves every point where it is.
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation by `tx` horizontally and `ty` vertically.
    public init(translationX tx: Double, y ty: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A scale by `sx` horizontally and `sy` vertically about the origin; a negative factor
    /// mirrors.
    public init(scaleX sx: Double, y sy: Double) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation by `angle` radians about the origin.
    public init(rotationAngle angle: Double) {
        let cosine = Self.cosine(angle), sine = Self.sine(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// True when every entry equals the identity's exactly (no tolerance).
    public var isIdentity: Bool { self == .identity }

    /// a·d − b·c: zero when the transform flattens the plane onto a line or a point.
    public var determinant: Double { a * d - b * c }

    /// Whether every point has exactly one preimage: finite entries and a non-zero
    /// determinant. A view with a singular transform is drawn as nothing and hit by nothing.
    public var isInvertible: Bool {
        let det = determinant
        return det != 0 && det.isFinite && tx.isFinite && ty.isFinite
    }

    /// `self`, then `other`.
    public func concatenating(_ other: AffineTransform) -> AffineTransform {
        AffineTransform(a: a * other.a + b * other.c, b: a * other.b + b * other.d,
                        c: c * other.a + d * other.c, d: c * other.b + d * other.d,
                        tx: tx * other.a + ty * other.c + other.tx,
                        ty: tx * other.b + ty * other.d + other.ty)
    }

    /// The transform that undoes this one, or nil when it is singular. (Core Graphics
    /// returns the matrix unchanged instead; nil makes the caller decide what "no inverse"
    /// means rather than silently using a wrong one.)
    public func inverted() -> AffineTransform? {
        guard isInvertible else { return nil }
        let det = determinant
        let inverse = AffineTransform(a: d / det, b: -b / det, c: -c / det, d: a / det,
                                      tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
        let entries = [inverse.a, inverse.b, inverse.c, inverse.d, inverse.tx, inverse.ty]
        return entries.allSatisfy(\.isFinite) ? inverse : nil
    }

    /// Sine and cosine with the rounding residue of a quarter turn (6e-17 for cos(π/2))
    /// snapped to zero, so a view rotated by 90° maps whole points to whole points.
    static func sine(_ angle: Double) -> Double { snapped(sin(angle)) }
    static func cosine(_ angle: Double) -> Double { snapped(cos(angle)) }

    private static func snapped(_ value: Double) -> Double {
        abs(value) < 1e-15 ? 0 : value
    }
}
