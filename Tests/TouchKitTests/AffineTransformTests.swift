import Testing
@testable import TouchKit

@MainActor
struct AffineTransformTests {
    @Test func concatenationAppliesTheReceiverFirst() {
        let scale = AffineTransform(scaleX: 2, y: 3)
        let move = AffineTransform(translationX: 10, y: 20)
        let point = Point(x: 1, y: 1)
        #expect(point.applying(scale.concatenating(move)) == Point(x: 12, y: 23))
        #expect(point.applying(move.concatenating(scale)) == Point(x: 22, y: 63))
    }

    @Test func positiveRotationTurnsClockwiseOnAYDownScreen() {
        let quarter = AffineTransform(rotationAngle: .pi / 2)
        #expect(Point(x: 1, y: 0).applying(quarter) == Point(x: 0, y: 1))
        #expect(Point(x: 0, y: 1).applying(quarter) == Point(x: -1, y: 0))
        #expect(Point(x: 3, y: 4).applying(AffineTransform(rotationAngle: .pi)) == Point(x: -3, y: -4))
    }

    @Test func invertingUndoesTheTransform() throws {
        let transform = AffineTransform(scaleX: 0.5, y: -2)
            .concatenating(AffineTransform(rotationAngle: 0.7))
            .concatenating(AffineTransform(translationX: -40, y: 12.5))
        let inverse = try #require(transform.inverted())
        let back = Point(x: 17, y: -3).applying(transform).applying(inverse)
        #expect(abs(back.x - 17) < 1e-12 && abs(back.y + 3) < 1e-12)
        let product = transform.concatenating(inverse)
        #expect(abs(product.a - 1) < 1e-12 && abs(product.b) < 1e-12 && abs(product.tx) < 1e-12)
        #expect(AffineTransform.identity.inverted() == .identity)
    }

    @Test func singularAndNonFiniteTransformsHaveNoInverse() {
        #expect(AffineTransform(scaleX: 0, y: 1).inverted() == nil)
        #expect(AffineTransform(scaleX: 2, y: 0).isInvertible == false)
        #expect(AffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 0, ty: 0).inverted() == nil)
        #expect(AffineTransform(translationX: .nan, y: 0).inverted() == nil)
        #expect(AffineTransform(scaleX: .infinity, y: 1).inverted() == nil)
        #expect(AffineTransform(scaleX: 1e-300, y: 1e-300).inverted() == nil)  // 1/det overflows
    }

    @Test func aRectangleMapsToItsBoundingBox() {
        let rect = Rect(x: 0, y: 0, width: 200, height: 100)
        #expect(rect.applying(AffineTransform(rotationAngle: .pi / 2)) == Rect(x: -100, y: 0, width: 100, height: 200))
        #expect(rect.applying(AffineTransform(scaleX: -1, y: 1)) == Rect(x: -200, y: 0, width: 200, height: 100))
        let nowhere = rect.applying(AffineTransform(translationX: .nan, y: 0))
        #expect(!nowhere.contains(Point(x: 0, y: 0)))
    }
}
