import Testing
@testable import TouchLab

/// The GIF's colours as a lesson's frames bring them: fills exact, rare shades drawn with
/// the nearest entry, a full palette still answering for every colour.
struct GIFPaletteTests {
    static let paper: UInt32 = 0xF7_F8_FA, ink: UInt32 = 0x20_22_26, blue: UInt32 = 0x1E_88_E5
    /// An anti-aliased edge between ink and paper, close to the ink.
    static let edge: UInt32 = 0x24_26_2A

    @Test func fillsGetTheirOwnEntryAndRareNearShadesTheNearest() {
        var palette = GIFPalette()
        palette.learn([Self.paper: 90_000, Self.ink: 4_000, Self.edge: 3])
        palette.learn([Self.blue: 300])
        #expect(palette.colours == [Self.paper, Self.ink, Self.blue])
        #expect(palette.index(of: Self.edge) == palette.index(of: Self.ink))
        #expect(palette.index(of: 0x12_34_56) == nil, "a colour not met has no index yet")
    }

    @Test func aFillWithinAFewUnitsOfAnEntryTakesIt() {
        var palette = GIFPalette()
        palette.learn([Self.blue: 5_000])
        palette.learn([Self.blue + 0x02_02_02: 5_000, Self.blue + 0x10_10_10: 5_000])
        #expect(palette.colours == [Self.blue, Self.blue + 0x10_10_10])
        #expect(palette.index(of: Self.blue + 0x02_02_02) == 0)
    }

    @Test func aFullPaletteDrawsNewColoursWithTheNearestEntry() {
        var palette = GIFPalette()
        var counts: [UInt32: Int] = [:]
        // 216 colours 51 units apart on each axis: each a fill far from the others.
        for red in 0..<6 { for green in 0..<6 { for blue in 0..<6 {
            counts[UInt32(red * 51) << 16 | UInt32(green * 51) << 8 | UInt32(blue * 51)] = 1_000
        } } }
        palette.learn(counts)
        #expect(palette.colours.count == GIFPalette.capacity)
        for (rgb, _) in counts {
            let index = palette.index(of: rgb) ?? GIFPalette.transparent
            #expect(Int(index) < GIFPalette.capacity && index != GIFPalette.transparent)
        }
        #expect(palette.tableBytes.count == GIFPalette.tableSize * 3)
    }
}
