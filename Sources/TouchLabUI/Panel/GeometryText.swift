#if canImport(Glibc)
import Glibc
#endif
import TouchKit
import TouchLabFormats

/// The inspector's words for a view's bounds origin and transform, e.g.
/// "bounds origin (0, 200)" or "rotate -12°, scale 0.8": nil for a plain view.
///
/// Scene views are described as their file wrote them; a view built in code (no
/// description) has its matrix read back as scale, rotate and translate.
@MainActor
package enum GeometryText {
    package static func summary(of view: View, described: ViewDescription?) -> String? {
        var parts: [String] = []
        let origin = view.bounds.origin
        if origin != .zero { parts.append("bounds origin (\(short(origin.x)), \(short(origin.y)))") }
        if view.isTransformed {
            let transform = described?.transform ?? decomposed(view.transform)
            parts.append(contentsOf: words(for: transform))
        }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// "rotate …°", "scale …", "translate (…, …)", leaving out the neutral parts.
    static func words(for transform: TransformDescription) -> [String] {
        var words: [String] = []
        if transform.rotationDegrees != 0 { words.append("rotate \(short(transform.rotationDegrees))°") }
        if transform.scaleX != 1 || transform.scaleY != 1 {
            words.append(transform.scaleX == transform.scaleY
                         ? "scale \(short(transform.scaleX))"
                         : "scale \(short(transform.scaleX)) × \(short(transform.scaleY))")
        }
        if transform.translation != .zero {
            words.append("translate (\(short(transform.translation.x)), \(short(transform.translation.y)))")
        }
        return words
    }

    /// Reads a matrix as the scene's scale-then-rotate-then-translate (skews are not
    /// expressible that way and come out as the nearest rotation and scales).
    static func decomposed(_ transform: AffineTransform) -> TransformDescription {
        var result = TransformDescription()
        let scaleX = (transform.a * transform.a + transform.b * transform.b).squareRoot()
        result.scaleX = scaleX
        result.scaleY = scaleX == 0 ? 0 : transform.determinant / scaleX
        result.rotationDegrees = atan2(transform.b, transform.a) * 180 / .pi
        result.translation = Point(x: transform.tx, y: transform.ty)
        return result
    }

    /// One decimal at most: `-12`, `0.8`, `200`.
    static func short(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        if rounded == 0 { return "0" }
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        return String(rounded)
    }
}
