import Testing
import TouchKit
@testable import TouchKitX11

@Suite struct PixelRectTests {
    @Test func coversEveryTouchedPixel() {
        let rect = PixelRect(covering: Rect(x: 10.5, y: 3.2, width: 4, height: 1), width: 100, height: 100)
        #expect(rect == PixelRect(x: 10, y: 3, width: 5, height: 2))
    }

    @Test func clipsToTheFrame() {
        let rect = PixelRect(covering: Rect(x: -5, y: 90, width: 20, height: 50), width: 100, height: 100)
        #expect(rect == PixelRect(x: 0, y: 90, width: 15, height: 10))
    }

    @Test func outsideEmptyOrNotFiniteIsNothing() {
        #expect(PixelRect(covering: Rect(x: 200, y: 0, width: 5, height: 5), width: 100, height: 100) == nil)
        #expect(PixelRect(covering: Rect(x: 5, y: 5, width: 0, height: 5), width: 100, height: 100) == nil)
        #expect(PixelRect(covering: Rect(x: .nan, y: 0, width: 5, height: 5), width: 100, height: 100) == nil)
    }
}
