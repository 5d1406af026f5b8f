import Foundation
import Testing
@testable import TouchLab

/// `--captions` through the command: step images carry their caption in a bar under the
/// frame (without it, a step image is that step's screenshot), `index.md` embeds each image
/// with its caption, and an MP4 gets its captions as WebVTT beside it.
@MainActor
final class CaptionCommandTests: CommandTestCase {
    init() throws { try super.init(named: "captions") }

    static let tap = ["--headless", "--scene", "seed-a-to-e", "--size", "400x300", "--tap", "100,100"]

    /// PNG width and height from the header.
    func size(_ name: String) throws -> (Int, Int) {
        let data = [UInt8](try bytes(name))
        func word(_ at: Int) -> Int { data[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (word(16), word(20))
    }

    @Test func withoutCaptionsAStepImageIsThatStepsScreenshot() throws {
        #expect(run(Self.tap + ["--steps", folder + "/off", "--captions", "off"]) == 0)
        #expect(run(Self.tap + ["--step", "1:3", "--screenshot", folder + "/shot.png"]) == 0)
        #expect(try bytes("off/lesson-1-step-03.png") == bytes("shot.png"))
        #expect(run(Self.tap + ["--steps", folder + "/on"]) == 0)
        let (width, height) = try size("on/lesson-1-step-03.png"), (shotWidth, shotHeight) = try size("shot.png")
        #expect(width == shotWidth && height > shotHeight + 20, "a bar under the frame")
        #expect(errors.isEmpty)
    }

    @Test func theIndexEmbedsEachImageWithItsCaption() throws {
        #expect(run(Self.tap + ["--steps", folder + "/s"]) == 0)
        let index = try String(contentsOfFile: folder + "/s/index.md", encoding: .utf8)
        #expect(index.contains("## Lesson 1 of 1"))
        #expect(index.contains("![touch 1 began at (100, 100)](lesson-1-step-01.png)"))
        let images = try FileManager.default.contentsOfDirectory(atPath: folder + "/s").filter { $0.hasSuffix(".png") }
        for image in images { #expect(index.contains("](\(image))")) }
    }

    @Test func anMP4GetsWebVTTBesideIt() throws {
        #expect(run(Self.tap + ["--export", folder + "/a.mp4"]) == 0)
        let vtt = try String(contentsOfFile: folder + "/a.vtt", encoding: .utf8)
        #expect(vtt.hasPrefix("WEBVTT\n\n1\n00:00:00.000 --> "))
        #expect(vtt.contains("\ntouch 1 began at (100, 100)\n"))
        #expect(run(Self.tap + ["--export", folder + "/b.mp4", "--captions", "off"]) == 0)
        #expect(!FileManager.default.fileExists(atPath: folder + "/b.vtt"))
    }

    @Test func badCaptionsAndATakenSubtitlesNameWriteNothing() throws {
        #expect(run(Self.tap + ["--export", folder + "/a.mp4", "--captions", "yes"]) == 2)
        #expect(errors.last == "touchlab: --captions: expected on or off, found 'yes'")
        #expect(run(Self.tap + ["--screenshot", folder + "/a.png", "--captions", "on"]) == 2)
        #expect(errors.last == "touchlab: --captions needs --export or --steps: a screenshot has no caption")
        #expect(run(Self.tap + ["--export", folder + "/a.mp4", "--describe", folder + "/a.vtt"]) == 2)
        #expect(errors.last?.hasPrefix("touchlab: --describe and --export's subtitles name the same file") == true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }
}
