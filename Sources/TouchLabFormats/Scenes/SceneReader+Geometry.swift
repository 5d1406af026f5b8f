import TouchKit

/// Reading a view's `bounds` and `transform` keys.
extension SceneReader {
    /// The smallest and largest scale magnitude a scene may give. Zero would make the
    /// transform singular (the view drawn as nothing, hit by nothing); far outside this
    /// range a view is a dot or covers the world, which is a typo rather than a scene.
    package static let scaleMagnitudes = 0.01...100.0
    /// Rotations beyond ten turns either way are mistakes (degrees typed as something else).
    package static let maximumRotationDegrees = 3600.0

    /// Reads `bounds` (its size must be the frame's) and `transform` into `view`.
    package func readGeometry(_ view: inout ViewDescription, _ fields: inout JSONFields) throws {
        if let bounds = fields.optional("bounds") {
            view.boundsOrigin = try readBounds(bounds, frame: view.frame, path: fields.path(of: "bounds"))
        }
        if let transform = fields.optional("transform") {
            view.transform = try readTransform(transform, path: fields.path(of: "transform"))
        }
    }

    /// [x, y, w, h]: the origin scrolls the subviews; the size is the frame's (UIKit keeps
    /// them equal, and a scene that disagreed with itself would have no clear meaning).
    private func readBounds(_ value: JSONValue, frame: Rect, path: String) throws -> Point {
        let limit = Self.maximumCoordinate
        let numbers = try value.numbers(count: 4, in: -limit...limit, path: path)
        guard numbers[2] == frame.size.width, numbers[3] == frame.size.height else {
            let found = "\(JSONValue.format(numbers[2]))×\(JSONValue.format(numbers[3]))"
            let expected = "\(JSONValue.format(frame.size.width))×\(JSONValue.format(frame.size.height))"
            throw value.fail("the bounds' size must be the frame's, \(expected), found \(found) "
                             + "(to resize the view on screen use transform's scale)", path: path)
        }
        return Point(x: numbers[0], y: numbers[1])
    }

    private func readTransform(_ value: JSONValue, path: String) throws -> TransformDescription {
        var fields = try JSONFields(value, path: path)
        var transform = TransformDescription()
        if let translate = fields.optional("translate") {
            let limit = Self.maximumCoordinate
            let numbers = try translate.numbers(count: 2, in: -limit...limit, path: fields.path(of: "translate"))
            transform.translation = Point(x: numbers[0], y: numbers[1])
        }
        if let scale = fields.optional("scale") {
            (transform.scaleX, transform.scaleY) = try readScale(scale, path: fields.path(of: "scale"))
        }
        if let rotate = fields.optional("rotate") {
            let limit = Self.maximumRotationDegrees
            transform.rotationDegrees = try rotate.number(in: -limit...limit, path: fields.path(of: "rotate"))
        }
        try fields.finish()
        return transform
    }

    /// A number for both axes or [sx, sy]; each non-zero, its magnitude in `scaleMagnitudes`.
    private func readScale(_ value: JSONValue, path: String) throws -> (Double, Double) {
        if case .number = value.content {
            let scale = try checkedScale(value, path: path)
            return (scale, scale)
        }
        guard case .array = value.content else {
            throw value.fail("expected a number or [sx, sy], found \(value.typeName)", path: path)
        }
        let items = try value.array(path: path)
        guard items.count == 2 else { throw value.fail("expected 2 numbers, found \(items.count)", path: path) }
        return (try checkedScale(items[0], path: JSONPath.element(0, of: path)),
                try checkedScale(items[1], path: JSONPath.element(1, of: path)))
    }

    private func checkedScale(_ value: JSONValue, path: String) throws -> Double {
        let scale = try value.number(path: path)
        guard scale != 0 else {
            throw value.fail("a scale of 0 flattens the view to nothing (a singular transform: "
                             + "no touch could ever hit it); use hidden or alpha to hide a view", path: path)
        }
        guard Self.scaleMagnitudes.contains(abs(scale)) else {
            throw value.fail("expected a scale from 0.01 to 100 (negative mirrors), found \(JSONValue.format(scale))", path: path)
        }
        return scale
    }
}
