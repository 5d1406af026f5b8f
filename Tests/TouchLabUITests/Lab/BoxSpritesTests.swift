import Testing
import TouchKit
import TouchKitCairo
@testable import TouchLabUI

/// A journey-strip box's background copied from a sprite must have exactly the pixels of
/// the same background drawn in place over the strip's colour: active (with its soft
/// shadow) and not, boxes of several sizes at several places, the sprite made once and
/// copied again elsewhere; and a box whose area reaches the previous box's is refused.
@MainActor
struct BoxSpritesTests {
    static let boxes = [Rect(x: 1198, y: 26, width: 162, height: 58), Rect(x: 1198, y: 97, width: 162, height: 58),
                        Rect(x: 20, y: 300, width: 150, height: 44), Rect(x: 1198, y: 700, width: 162, height: 31)]

    @Test(arguments: [false, true])
    func copiedBackgroundIsTheOneDrawnInPlace(isActive: Bool) throws {
        let sprites = BoxSprites()
        for rect in Self.boxes {
            let copied = try surface(), drawn = try surface()
            let paint = { (rect: Rect, isActive: Bool, canvas: Canvas) in
                JourneyStrip.paintBackground(rect, isActive: isActive, on: canvas)
            }
            #expect(sprites.copy(rect, isActive: isActive, after: nil, background: JourneyStrip.background,
                                 on: Canvas(surface: copied), paint: paint))
            paint(rect, isActive, Canvas(surface: drawn))
            let rows = RegionCacheTests.differingRows(copied, drawn)
            #expect(rows.isEmpty, "box \(rect), active \(isActive): \(rows.count) rows differ from y = \(rows.first ?? 0)")
        }
    }

    @Test func aBoxTooCloseToThePreviousOneIsDrawnInPlace() throws {
        let previous = Rect(x: 1198, y: 26, width: 162, height: 58)
        let close = Rect(x: 1198, y: previous.maxY + 3, width: 162, height: 40)
        let copied = BoxSprites().copy(close, isActive: false, after: previous, background: JourneyStrip.background,
                                       on: Canvas(surface: try surface())) { _, _, _ in }
        #expect(!copied)
    }

    private func surface() throws -> ImageSurface {
        let surface = try ImageSurface(width: 1366, height: 768)
        surface.clear(to: JourneyStrip.background)
        return surface
    }
}
