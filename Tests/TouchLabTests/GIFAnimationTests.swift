import Foundation
import Testing
@testable import TouchLab

/// The GIF writer on frames made here: an unchanged frame is no new image, a change is the
/// rectangle around it, and a file cut short does not pass the check every export makes.
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
}
