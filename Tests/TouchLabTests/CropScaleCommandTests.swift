import Foundation
import Testing
import TouchKit
import TouchKitCairo
import TouchLabUI
@testable import TouchLab

/// `--crop` and `--scale` as a teacher uses them for a picture in an article: the part of
/// the window asked for, at the density asked for, drawn as the window draws it.
@MainActor
final class CropScaleCommandTests: CommandTestCase {
    init() throws { try super.init(named: "crop") }

    /// The seed lesson's tap: its scene sits at the window's top-left, the panels beside it.
    static let tap = ["--headless", "--scene", "seed-a-to-e", "--tap", "470,140"]

    func image(_ arguments: [String], _ name: String = "frame.png") throws -> ImageSurface {
        let path = folder + "/" + name
        #expect(run(Self.tap + arguments + ["--screenshot", path]) == 0, "\(errors)")
        return try ImageSurface(contentsOfPNG: path)
    }

    @Test func sceneAtTwiceTheDensityIsTheSceneRegionAtTwiceThePixels() throws {
        let layout = LabLayout(sceneSize: Size(width: 800, height: 600))
        let picture = try image(["--crop", "scene", "--scale", "2"])
        #expect(picture.width == Int(layout.scene.width.rounded(.up)) * 2)
        #expect(picture.height == Int(layout.scene.height.rounded(.up)) * 2)
        // The scene's labels drawn at the density, not its cached layer enlarged.
        #expect(Self.sharpSteps(picture) > 500, "\(Self.sharpSteps(picture)) sharp steps inside window pixels")
    }

    @Test func rectangleGivesItsSize() throws {
        let picture = try image(["--crop", "10,20,300,200"])
        #expect(picture.width == 300 && picture.height == 200)
        // The same pixels as that part of the full frame.
        let full = try image([], "full.png")
        #expect(picture.pixel(x: 150, y: 100) == full.pixel(x: 160, y: 120))
        #expect(picture.pixel(x: 0, y: 0) == full.pixel(x: 10, y: 20))
    }

    /// At scale 2 every window pixel becomes four, drawn afresh: averaged back, they match
    /// the scale-1 frame except along the edges of text and lines.
    @Test func doubleScaleDownsampledMatchesTheFrame() throws {
        let single = try image([], "single.png"), double = try image(["--scale", "2"], "double.png")
        #expect(double.width == single.width * 2 && double.height == single.height * 2)
        guard double.width == single.width * 2, double.height == single.height * 2 else { return }
        var differing = 0
        for y in 0..<single.height {
            for x in 0..<single.width {
                let quad = [double.pixel(x: 2 * x, y: 2 * y), double.pixel(x: 2 * x + 1, y: 2 * y),
                            double.pixel(x: 2 * x, y: 2 * y + 1), double.pixel(x: 2 * x + 1, y: 2 * y + 1)]
                if Self.distance(Self.average(quad), single.pixel(x: x, y: y)) > 48 { differing += 1 }
            }
        }
        let share = Double(differing) / Double(single.width * single.height)
        #expect(share < 0.03, "\(Int(share * 1000)) ‰ of the pixels differ")
        // Drawn at the density, not enlarged: text and line edges fall inside a window
        // pixel's two columns with full contrast, which an enlargement (repeated or
        // interpolated pixels) never gives.
        #expect(Self.sharpSteps(double) > 2000, "\(Self.sharpSteps(double)) sharp steps inside window pixels")
    }

    /// The measure of sharpness above tells apart a drawing at the density from an
    /// enlargement of the 1× frame.
    @Test func anEnlargedFrameHasNoSharpStepsInsideItsPixels() throws {
        let single = try image([], "single.png")
        let enlarged = try ImageSurface(width: single.width * 2, height: single.height * 2)
        let canvas = Canvas(surface: enlarged)
        canvas.concatenate(AffineTransform(scaleX: 2, y: 2))
        canvas.copyImage(single, at: .zero)
        enlarged.flush()
        #expect(Self.sharpSteps(enlarged) < 200, "\(Self.sharpSteps(enlarged))")
    }

    @Test(arguments: [["--crop", "middle"], ["--crop", "0,0,0,10"], ["--crop", "1300,700,100,100"],
                      ["--crop", "1,2,3"], ["--scale", "4"], ["--scale", "1.5"]])
    func badValuesAreRefusedAndNothingIsWritten(_ bad: [String]) {
        let path = folder + "/bad.png"
        #expect(run(Self.tap + bad + ["--screenshot", path]) == 2)
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(errors.count == 1 && errors.first?.contains(bad[0]) == true, "\(errors)")
    }

    @Test func stepImagesAreCroppedWithTheCaptionBarAtTheirWidth() throws {
        let steps = folder + "/steps"
        #expect(run(Self.tap + ["--crop", "0,0,400,300", "--scale", "2", "--steps", steps]) == 0, "\(errors)")
        let names = try FileManager.default.contentsOfDirectory(atPath: steps).filter { $0.hasSuffix(".png") }.sorted()
        let first = try ImageSurface(contentsOfPNG: steps + "/" + #require(names.first))
        #expect(first.width == 800)
        #expect(first.height > 600, "the caption bar under the picture")
        #expect(run(Self.tap + ["--crop", "0,0,400,300", "--captions", "off", "--steps", folder + "/bare"]) == 0)
        let bare = try ImageSurface(contentsOfPNG: folder + "/bare/" + #require(names.first))
        #expect(bare.width == 400 && bare.height == 300)
    }

    @Test func svgIsSizedByCropAndScale() throws {
        let path = folder + "/scene.svg"
        #expect(run(Self.tap + ["--crop", "0,0,400,300", "--scale", "3", "--screenshot", path]) == 0, "\(errors)")
        let svg = try String(contentsOfFile: path, encoding: .utf8)
        #expect(svg.contains("width=\"1200px\" height=\"900px\""))
    }

    /// How many rows of 2×2 blocks change by more than 160 between their two columns.
    static func sharpSteps(_ image: ImageSurface) -> Int {
        var count = 0
        for y in 0..<image.height {
            for x in stride(from: 0, to: image.width - 1, by: 2)
            where distance(image.pixel(x: x, y: y), image.pixel(x: x + 1, y: y)) > 160 {
                count += 1
            }
        }
        return count
    }

    private static func average(_ pixels: [UInt32]) -> UInt32 {
        var out: UInt32 = 0
        for shift: UInt32 in [0, 8, 16, 24] {
            let sum = pixels.reduce(0) { $0 + Int(($1 >> shift) & 0xFF) }
            out |= UInt32((sum + 2) / 4) << shift
        }
        return out
    }

    static func distance(_ a: UInt32, _ b: UInt32) -> Int {
        max(abs(Int(a & 0xFF) - Int(b & 0xFF)), abs(Int((a >> 8) & 0xFF) - Int((b >> 8) & 0xFF)),
            abs(Int((a >> 16) & 0xFF) - Int((b >> 16) & 0xFF)))
    }
}
