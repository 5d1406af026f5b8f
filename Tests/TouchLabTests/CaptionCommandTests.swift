import Foundation
import Testing
import TouchKit
import TouchKitCairo
@testable import TouchLab
import TouchLabUI

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

    /// The bar says the caption, so the timeline's caption band above keeps only the step's
    /// number: the picture is the screenshot but for the sentence there, left blank.
    @Test func aCaptionedStepSaysItsCaptionOnce() throws {
        #expect(run(Self.tap + ["--steps", folder + "/on"]) == 0)
        #expect(run(Self.tap + ["--step", "1:3", "--screenshot", folder + "/shot.png"]) == 0)
        let step = try ImageSurface(contentsOfPNG: folder + "/on/lesson-1-step-03.png")
        let shot = try ImageSurface(contentsOfPNG: folder + "/shot.png")
        let band = LabLayout(sceneSize: Size(width: 400, height: 300)).timeline
        // The band: two lines of caption at the timeline's top.
        let bandRows = Int(band.minY)..<Int(band.minY) + 34
        var sentence = 0, elsewhere = 0, drawnInBand = 0
        for y in 0..<shot.height {
            for x in 0..<shot.width where step.pixel(x: x, y: y) != shot.pixel(x: x, y: y) {
                guard bandRows.contains(y) else { elsewhere += 1; continue }
                sentence += 1
                // Blank: the band's own paper (or its edge line) as at the row's far end.
                if step.pixel(x: x, y: y) != step.pixel(x: Int(band.maxX) - 2, y: y) { drawnInBand += 1 }
            }
        }
        #expect(sentence > 200, "the screenshot's band has the sentence")
        #expect(elsewhere == 0 && drawnInBand == 0)
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
