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

    /// The project's fonts draw Latin, Greek, Cyrillic and Chinese in every typeface: none
    /// of their characters is a missing-glyph box. A script no configured font has is.
    @Test(arguments: Typeface.allCases)
    func everyScriptTheLabShowsHasGlyphs(_ typeface: Typeface) throws {
        let font = try Font(typeface, size: 12)
        for text in ["Tap Buy", "视图「卡片」 购买 轻点", "Πατήστε το κουμπί", "Нажмите кнопку", "✗ ✓ → ★ … ×"] {
            #expect(font.missingGlyphs(in: text) == 0, "\(text) in \(typeface)")
        }
        #expect(font.missingGlyphs(in: "𓀀𓀁") == 2)
    }

    /// Bold text stays bold in a fallback face (the CJK face has no bold of its own): it is
    /// emboldened, so its ink is heavier than the regular's.
    @Test func boldChineseIsHeavierThanRegular() throws {
        func ink(_ typeface: Typeface) throws -> Int {
            let surface = try ImageSurface(width: 120, height: 40)
            let canvas = Canvas(surface: surface)
            canvas.setColor(.white)
            canvas.paint()
            canvas.drawText("购买轻点", at: Point(x: 4, y: 30), font: try Font(typeface, size: 24), color: .black)
            var dark = 0
            for y in 0..<40 { for x in 0..<120 where (surface.pixel(x: x, y: y) >> 16) & 0xFF < 128 { dark += 1 } }
            return dark
        }
        #expect(try ink(.sansBold) > ink(.sans) + 50)
    }
}
