import Testing
import TouchKit
import TouchKitCairo

@Suite struct FontFaceTests {
    @Test(arguments: Typeface.allCases)
    func everyTypefaceLoadsOnceFromItsFixedFile(_ typeface: Typeface) throws {
        let face = try typeface.face()
        #expect(face === (try typeface.face()))
        #expect(face.path == "/usr/share/fonts/truetype/dejavu/" + typeface.rawValue)
    }

    @Test func aMissingFileNamesThePathAndThePackage() {
        #expect(throws: CairoError.font(path: "/nonexistent/Font.ttf",
                                        reason: "no such file; install the Debian package fonts-dejavu-core")) {
            try FontFace.cached(path: "/nonexistent/Font.ttf")
        }
    }

    @Test func measuresTheSameOnEveryCanvas() throws {
        let font = try Font(.sans, size: 14)
        let first = Canvas(surface: try ImageSurface(width: 1, height: 1)).measure("Hello, TouchLab", font: font)
        let second = Canvas(surface: try ImageSurface(width: 1, height: 1)).measure("Hello, TouchLab", font: font)
        #expect(first == second)
        #expect(first.width > 90 && first.width < 130)
        #expect(first.ascent > 10 && first.descent > 2)
    }

    @Test func monoAdvancesEveryCharacterEqually() throws {
        let canvas = Canvas(surface: try ImageSurface(width: 1, height: 1))
        let font = try Font(.mono, size: 12)
        #expect(canvas.measure("iiii", font: font).width == canvas.measure("WWWW", font: font).width)
    }
}
