import Foundation
import Testing
import TouchKit
@testable import TouchKitCairo

@Suite struct ImageSurfaceTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("image-surface-\(UUID().uuidString)").path

    @Test func clearFillsEveryPixelWithThePremultipliedColour() throws {
        let surface = try ImageSurface(width: 3, height: 2)
        surface.clear(to: Color(red: 1, green: 0, blue: 0, alpha: 0.5))
        #expect(surface.pixel(x: 2, y: 1) == 0x8080_0000)
        #expect(surface.stride >= 12)
    }

    @Test func pngRoundTripKeepsOpaquePixels() throws {
        let surface = try ImageSurface(width: 5, height: 4)
        surface.clear(to: Color(red: 0.1, green: 0.5, blue: 0.9))
        surface.setPixel(x: 4, y: 3, to: 0xFF12_3456)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try surface.writePNG(to: folder + "/out.png")
        let loaded = try ImageSurface(contentsOfPNG: folder + "/out.png")
        #expect(loaded.hasSamePixels(as: surface))
        #expect(try ImageSurface(pngData: surface.pngData()).hasSamePixels(as: surface))
    }

    @Test func writingIntoAMissingFolderNamesThePath() throws {
        let path = folder + "/missing/out.png"
        #expect(throws: CairoError.pngWrite(path: path, reason: "error while writing to output stream")) {
            try ImageSurface(width: 1, height: 1).writePNG(to: path)
        }
    }

    @Test func loadingAMissingFileSaysSo() {
        let path = folder + "/nothing.png"
        #expect(throws: CairoError.pngRead(path: path, reason: "no such file")) {
            try ImageSurface(contentsOfPNG: path)
        }
    }

    @Test func rejectsAnEmptySize() {
        #expect(throws: CairoError.self) { try ImageSurface(width: 0, height: 10) }
    }

    @Test func withPixelsWritesAreSeenByCairo() throws {
        let surface = try ImageSurface(width: 2, height: 2)
        surface.withPixels { base, stride in
            base.storeBytes(of: 0xFF00_FF00 as UInt32, toByteOffset: stride + 4, as: UInt32.self)
        }
        #expect(surface.pixel(x: 1, y: 1) == 0xFF00_FF00)
    }
}
