import Foundation
import Testing
@testable import TouchLab

/// The GIF writer on frames made here: an unchanged frame is no new image, a change is the
/// rectangle around it, the frames decode (by ffmpeg, as a player would) to what was added,
/// and a file cut short does not pass the check every export makes.
struct GIFAnimationTests {
    static let width = 40, height = 30
    static let paper: UInt32 = 0xFF_F7_F8_FA, blue: UInt32 = 0xFF_1E_88_E5

    func frame(blueFrom x: Int) -> [UInt32] {
        (0..<(Self.width * Self.height)).map { $0 % Self.width >= x ? Self.blue : Self.paper }
    }

    @Test func equalFramesAreOneImageAndAFileCutShortIsRefused() throws {
        let path = NSTemporaryDirectory() + "touchlab-gif-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).gif"
        defer { unlink(path) }
        let animation = try GIFAnimation(path: path, width: Self.width, height: Self.height, rate: 30)
        for pixels in [frame(blueFrom: 30), frame(blueFrom: 30), frame(blueFrom: 20)] {
            try pixels.withUnsafeBytes { try animation.add($0.baseAddress!, stride: Self.width * 4) }
        }
        animation.repeatFrame()
        try animation.finish()
        #expect(try GIFFile.decodedImages(at: path) == 2, "the second frame, equal to the first, lengthens it")

        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        try Data(bytes.prefix(bytes.count - 12)).write(to: URL(fileURLWithPath: path))
        #expect(throws: CommandLineError.self) { try GIFFile.decodedImages(at: path) }
    }

    /// Six bands of fills of one size, each its own entry (in the order of their colours).
    static let bands: [UInt32] = [0xFF_F7_F8_FA, 0xFF_1E_88_E5, 0xFF_E5_39_35, 0xFF_43_A0_47, 0xFF_FB_8C_00, 0xFF_21_21_21]
    static let bandWidth = 64, bandRows = 8

    /// The bands, with `changes` (pixel, colour) painted over them.
    func banded(_ changes: [Int: UInt32]) -> [UInt32] {
        (0..<(Self.bandWidth * Self.bandRows * Self.bands.count)).map { changes[$0] ?? Self.bands[$0 / (Self.bandWidth * Self.bandRows)] }
    }

    /// Changes of few colours are coded with short indices, each image with its own free
    /// index as the transparent one, unchanged pixels of later entries made transparent:
    /// every frame decodes to exactly its colours.
    @MainActor
    @Test func framesOfFewColoursDecodeToTheirColours() throws {
        let path = NSTemporaryDirectory() + "touchlab-gif-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).gif"
        defer { unlink(path) }
        let width = Self.bandWidth, height = Self.bandRows * Self.bands.count
        let band = width * Self.bandRows
        // Two pixels three apart in the paper band turn blue (the paper between them is a
        // later entry than blue); then a row of the last band takes every band's colour.
        let blue: [Int: UInt32] = [9: Self.bands[1], 12: Self.bands[1]]
        var row = blue
        for (offset, colour) in Self.bands.enumerated() { row[band * 5 + 20 + offset] = colour }
        let frames = [banded([:]), banded(blue), banded(row), banded([:])]
        let animation = try GIFAnimation(path: path, width: width, height: height, rate: 30)
        for pixels in frames {
            try pixels.withUnsafeBytes { try animation.add($0.baseAddress!, stride: width * 4) }
        }
        try animation.finish()
        #expect(try GIFFile.decodedImages(at: path) == 4)

        let decoded = try FrontDoorExportTests.decode(path, frames: [0, 1, 2, 3], width: width, height: height)
        for (index, (picture, expected)) in zip(decoded, frames).enumerated() {
            let colours = stride(from: 0, to: picture.count, by: 4).map { (at: Int) -> UInt32 in
                let red = UInt32(picture[at + 2]), green = UInt32(picture[at + 1]), blue = UInt32(picture[at])
                return 0xFF00_0000 | red << 16 | green << 8 | blue
            }
            let wrong = zip(colours, expected).filter { $0 != $1 }.count
            #expect(wrong == 0, "frame \(index): \(wrong) pixels differ from the frame added")
        }
    }

    /// A picture that fills the coder's table (scattered pixels of four colours), then
    /// repeats rows it has coded (the full table kept), then scatters two other colours
    /// among two of those (the table cleared): it decodes to exactly its pixels.
    @MainActor
    @Test func aPictureThatFillsTheCodeTableDecodesToItsPixels() throws {
        let path = NSTemporaryDirectory() + "touchlab-gif-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).gif"
        defer { unlink(path) }
        let side = 256
        var state: UInt64 = 6
        func scattered(from first: Int) -> UInt32 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Self.bands[first + Int(state >> 62)]
        }
        var pixels = [UInt32](repeating: 0, count: side * side)
        for y in 0..<side {
            for x in 0..<side {
                let at = y * side + x
                pixels[at] = y < 128 ? scattered(from: 0) : y < 192 ? pixels[at - 128 * side] : scattered(from: 2)
            }
        }
        let animation = try GIFAnimation(path: path, width: side, height: side, rate: 30)
        try pixels.withUnsafeBytes { try animation.add($0.baseAddress!, stride: side * 4) }
        try animation.finish()

        let decoded = try #require(try FrontDoorExportTests.decode(path, frames: [0], width: side, height: side).first)
        let colours = stride(from: 0, to: decoded.count, by: 4).map { (at: Int) -> UInt32 in
            let red = UInt32(decoded[at + 2]), green = UInt32(decoded[at + 1]), blue = UInt32(decoded[at])
            return 0xFF00_0000 | red << 16 | green << 8 | blue
        }
        #expect(zip(colours, pixels).filter { $0 != $1 }.count == 0)
    }

    /// Thirty-six fills, then a square scattered with the two colours the palette took
    /// last (its highest indices): coded with a colour table of its own, every frame decodes
    /// to exactly its pixels.
    @MainActor
    @Test func aChangeOfLateEntriesDecodesToItsPixels() throws {
        let path = NSTemporaryDirectory() + "touchlab-gif-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).gif"
        defer { unlink(path) }
        let fills = (0..<36).map { (i: UInt32) -> UInt32 in 0xFF00_0000 | (i * 6) << 16 | (255 - i * 6) << 8 | (i * 37) % 256 }
        let width = 64, band = width * 8, height = 8 * fills.count
        let first = (0..<(width * height)).map { fills[$0 / band] }
        let late = Array(fills.sorted().suffix(2))
        var state: UInt64 = 6
        var second = first
        for y in 8..<32 {
            for x in 20..<44 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                second[y * width + x] = late[Int(state >> 63)]
            }
        }
        let animation = try GIFAnimation(path: path, width: width, height: height, rate: 30)
        for pixels in [first, second] {
            try pixels.withUnsafeBytes { try animation.add($0.baseAddress!, stride: width * 4) }
        }
        try animation.finish()

        let decoded = try FrontDoorExportTests.decode(path, frames: [0, 1], width: width, height: height)
        for (index, (picture, expected)) in zip(decoded, [first, second]).enumerated() {
            let colours = stride(from: 0, to: picture.count, by: 4).map { (at: Int) -> UInt32 in
                let red = UInt32(picture[at + 2]), green = UInt32(picture[at + 1]), blue = UInt32(picture[at])
                return 0xFF00_0000 | red << 16 | green << 8 | blue
            }
            #expect(zip(colours, expected).filter { $0 != $1 }.count == 0, "frame \(index)")
        }
    }

    /// A shade met first as a few pixels (drawn with the paper, the only colour then), then
    /// a fill a few units from it, then the shade covering a block: the block decodes to
    /// that near fill, not to the paper it was first drawn with.
    @MainActor
    @Test func aShadeThatComesBackAsAFillTakesTheNearestColour() throws {
        let path = NSTemporaryDirectory() + "touchlab-gif-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).gif"
        defer { unlink(path) }
        let width = 64, height = 48
        let paper: UInt32 = 0xFF_F7_F8_FA, fill: UInt32 = 0xFF_B1_DA_C3, shade: UInt32 = 0xFF_AF_D8_C2
        var first = [UInt32](repeating: paper, count: width * height)
        for x in 10..<14 { first[2 * width + x] = shade }
        var second = first
        for at in (8 * width)..<(16 * width) { second[at] = fill }
        var third = second
        let block = (24 * width)..<(32 * width)
        for at in block { third[at] = shade }
        let animation = try GIFAnimation(path: path, width: width, height: height, rate: 30)
        for pixels in [first, second, third] {
            try pixels.withUnsafeBytes { try animation.add($0.baseAddress!, stride: width * 4) }
        }
        try animation.finish()

        let picture = try FrontDoorExportTests.decode(path, frames: [2], width: width, height: height)[0]
        let off = block.map { at in
            (0..<3).map { channel in abs(Int(picture[at * 4 + channel]) - Int((shade >> (8 * UInt32(channel))) & 0xFF)) }.max()!
        }.max()!
        #expect(off <= 2, "the block is drawn \(off) units from its shade")
    }
}
