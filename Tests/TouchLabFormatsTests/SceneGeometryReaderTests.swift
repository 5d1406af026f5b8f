import Testing
import TouchKit
@testable import TouchLabFormats

/// The `bounds` and `transform` keys: read as written, malformed values refused with the
/// file, line, column and key path.
struct SceneGeometryReaderTests {
    /// A scene whose root has one child "B" (frame [10, 20, 200, 100]) with `keys` added.
    func scene(child keys: String) -> String {
        "{\"size\": [800, 600], \"root\": {\"name\": \"A\", \"children\": [\n"
            + "{\"name\": \"B\", \"frame\": [10, 20, 200, 100], \(keys)}]}}"
    }

    func child(_ keys: String) throws -> ViewDescription {
        try SceneReader(file: "t.json").read(Array(scene(child: keys).utf8), defaultName: "t").views[1]
    }

    func error(_ keys: String) -> String? {
        do {
            _ = try SceneReader(file: "bad.json").read(Array(scene(child: keys).utf8), defaultName: "bad")
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func readsBoundsAndEveryTransformKey() throws {
        let view = try child("""
            "bounds": [0, 150, 200, 100], "transform": {"translate": [5, -6], "scale": [2, -0.5], "rotate": 30}
            """)
        #expect(view.boundsOrigin == Point(x: 0, y: 150))
        let transform = try #require(view.transform)
        #expect(transform.translation == Point(x: 5, y: -6))
        #expect(transform.scaleX == 2 && transform.scaleY == -0.5 && transform.rotationDegrees == 30)
    }

    @Test func oneScaleServesBothAxesAndMissingPartsAreNeutral() throws {
        let scaled = try #require(try child("\"transform\": {\"scale\": 0.5}").transform)
        #expect(scaled.affineTransform == AffineTransform(scaleX: 0.5, y: 0.5))
        let empty = try #require(try child("\"transform\": {}").transform)
        #expect(empty.affineTransform.isIdentity)
        #expect(try child("\"clipsToBounds\": false").transform == nil)
    }

    /// Scale, then rotate, then translate in the superview's axes: (1, 0) scaled by 2 is
    /// (2, 0), turned 90° clockwise is (0, 2), moved by (10, 0) is (10, 2).
    @Test func theTransformScalesThenRotatesThenTranslates() throws {
        let transform = try #require(try child("""
            "transform": {"translate": [10, 0], "scale": 2, "rotate": 90}
            """).transform)
        #expect(Point(x: 1, y: 0).applying(transform.affineTransform) == Point(x: 10, y: 2))
    }

    @Test func rejectsMalformedBounds() {
        #expect(error("\"bounds\": [0, 0, 200]")
            == "bad.json:2:54: root.children[0].bounds: expected 4 numbers, found 3")
        #expect(error("\"bounds\": [0, 10, 100, 100]")
            == "bad.json:2:54: root.children[0].bounds: the bounds' size must be the frame's, 200×100, found 100×100 (to resize the view on screen use transform's scale)")
        #expect(error("\"bounds\": [\"0\", 0, 200, 100]")
            == "bad.json:2:55: root.children[0].bounds[0]: expected a number, found a string")
        #expect(error("\"bounds\": [1e6, 0, 200, 100]")
            == "bad.json:2:55: root.children[0].bounds[0]: expected a number from -100000 to 100000, found 1000000")
    }

    @Test func rejectsMalformedTransforms() {
        #expect(error("\"transform\": [1, 0, 0, 1, 0, 0]")
            == "bad.json:2:57: root.children[0].transform: expected an object, found an array")
        #expect(error("\"transform\": {\"skew\": 3}")
            == "bad.json:2:58: root.children[0].transform: unknown key \"skew\"")
        #expect(error("\"transform\": {\"translate\": [1, 2, 3]}")
            == "bad.json:2:71: root.children[0].transform.translate: expected 2 numbers, found 3")
        #expect(error("\"transform\": {\"scale\": [1]}")
            == "bad.json:2:67: root.children[0].transform.scale: expected 2 numbers, found 1")
        #expect(error("\"transform\": {\"scale\": \"big\"}")
            == "bad.json:2:67: root.children[0].transform.scale: expected a number or [sx, sy], found a string")
        #expect(error("\"transform\": {\"rotate\": [90]}")
            == "bad.json:2:68: root.children[0].transform.rotate: expected a number, found an array")
        #expect(error("\"transform\": {\"rotate\": 1e999}")
            == "bad.json:2:68: number 1e999 is too large")
        #expect(error("\"transform\": {\"rotate\": 1e9}")
            == "bad.json:2:68: root.children[0].transform.rotate: expected a number from -3600 to 3600, found 1000000000")
    }

    @Test func rejectsScalesThatWouldMakeTheTransformSingularOrAbsurd() {
        #expect(error("\"transform\": {\"scale\": 0}")
            == "bad.json:2:67: root.children[0].transform.scale: a scale of 0 flattens the view to nothing (a singular transform: no touch could ever hit it); use hidden or alpha to hide a view")
        #expect(error("\"transform\": {\"scale\": [1, -0]}")
            == "bad.json:2:71: root.children[0].transform.scale[1]: a scale of 0 flattens the view to nothing (a singular transform: no touch could ever hit it); use hidden or alpha to hide a view")
        #expect(error("\"transform\": {\"scale\": 0.001}")
            == "bad.json:2:67: root.children[0].transform.scale: expected a scale from 0.01 to 100 (negative mirrors), found 0.001")
        #expect(error("\"transform\": {\"scale\": [1, -1000]}")
            == "bad.json:2:71: root.children[0].transform.scale[1]: expected a scale from 0.01 to 100 (negative mirrors), found -1000")
        #expect(error("\"transform\": {\"scale\": -1}") == nil, "a mirror is a valid transform")
    }
}
