import TouchKit
import TouchLabFormats

/// A view tree built in code gets the checks a scene file's geometry gets: every number of
/// a frame, bounds and transform finite, sizes not negative, coordinates within the scene
/// reader's range, and a window no larger than the largest scene TouchLab draws. Without
/// them a NaN frame runs silently and a root 100,000 points wide never finishes drawing.
extension CodeSceneBuilder {
    /// Throws a `CodeSceneError` naming the first view whose geometry cannot be shown.
    static func checkGeometry(_ views: [View], windowSize: Size, sizeGiven: Bool) throws {
        for view in views {
            let name = "view \"\(view.name ?? "?")\""
            try checkRect(view.frame, "frame", of: name)
            try checkRect(view.bounds, "bounds", of: name)
            let t = view.transform
            guard [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) else {
                throw CodeSceneError("\(name): transform has a value that is not a finite number")
            }
        }
        let limit = SceneReader.maximumSceneSide
        guard windowSize.width >= 1, windowSize.height >= 1,
              windowSize.width <= limit, windowSize.height <= limit else {
            let what = sizeGiven ? "the window" : "\(views.first.map { "view \"\($0.name ?? "?")\"" } ?? "the root") (the window)"
            throw CodeSceneError("\(what): \(format(windowSize.width)) × \(format(windowSize.height)) points; "
                                 + "each side must be from 1 to \(format(limit)), the largest scene TouchLab draws")
        }
    }

    private static func checkRect(_ rect: Rect, _ key: String, of name: String) throws {
        let numbers = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height]
        let text = "(\(numbers.map(format).joined(separator: ", ")))"
        guard numbers.allSatisfy(\.isFinite) else {
            throw CodeSceneError("\(name): \(key) \(text) has a value that is not a finite number")
        }
        guard rect.size.width >= 0, rect.size.height >= 0 else {
            throw CodeSceneError("\(name): \(key) \(text) has a negative size")
        }
        let limit = SceneReader.maximumCoordinate
        guard numbers.allSatisfy({ abs($0) <= limit }) else {
            throw CodeSceneError("\(name): \(key) \(text) reaches beyond ±\(format(limit)) points")
        }
    }

    private static func format(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        return value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
