import Foundation
import Testing
import TouchKitCairo
import TouchLabUI
@testable import TouchLab

/// `--screenshot FILE.svg` as a teacher puts it in an article: vector shapes and glyphs, no
/// bitmap of the frame, sized in pixels, every line of text the frame shows present as
/// text, and drawn by another program much as the PNG of the same moment.
@MainActor
final class VectorScreenshotTests: CommandTestCase {
    init() throws { try super.init(named: "vector") }

    /// The tab bar's protruding button tapped: a lesson no other test draws as SVG.
    static let lesson = ["--headless", "--scene", "tab-bar-overhang", "--tap", "400,560"]

    @Test(arguments: ["en", "zh-Hans"])
    func svgIsVectorInPixelsWithEveryLabelAsText(language: String) throws {
        let svgPath = folder + "/frame-\(language).svg", jsonPath = folder + "/frame-\(language).json"
        #expect(run(Self.lesson + ["--lang", language, "--screenshot", svgPath, "--describe", jsonPath]) == 0)
        let svg = try String(contentsOfFile: svgPath, encoding: .utf8)
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: jsonPath))) as? [String: Any]
        let size = try #require(json?["size"] as? [Double]).map { Int($0) }
        #expect(svg.contains("width=\"\(size[0])px\" height=\"\(size[1])px\""))
        #expect(!svg.contains("<image"), "no embedded bitmap")
        #expect(svg.components(separatedBy: "<path").count > 100, "shapes and glyphs as paths")
        let labels = try #require(json?["labels"] as? [[String: Any]]).compactMap { $0["text"] as? String }
        #expect(labels.count > 50)
        for label in labels {
            #expect(svg.contains(">\(MarkupText.escaped(label))</text>"), "\(label) is text in the SVG")
        }
        #expect(errors.isEmpty)
    }

    /// librsvg's rendering of the SVG against the PNG of the same moment: text is
    /// antialiased differently, so a few per cent of the pixels may differ, not more.
    @Test func svgDrawsAsThePNG() throws {
        let svgPath = folder + "/frame.svg", pngPath = folder + "/frame.png", drawnPath = folder + "/drawn.png"
        #expect(run(Self.lesson + ["--screenshot", svgPath]) == 0)
        #expect(run(Self.lesson + ["--screenshot", pngPath]) == 0)
        let convert = Process()
        convert.executableURL = URL(fileURLWithPath: "/usr/bin/rsvg-convert")
        convert.arguments = [svgPath, "-o", drawnPath]
        try convert.run()
        convert.waitUntilExit()
        #expect(convert.terminationStatus == 0)
        let png = try ImageSurface(contentsOfPNG: pngPath), drawn = try ImageSurface(contentsOfPNG: drawnPath)
        #expect(drawn.width == png.width && drawn.height == png.height)
        guard drawn.width == png.width, drawn.height == png.height else { return }
        let differing = png.withPixels { expected, rowBytes in
            drawn.withPixels { actual, _ in
                var count = 0
                for offset in stride(from: 0, to: rowBytes * png.height, by: 4) {
                    let a = expected.load(fromByteOffset: offset, as: UInt32.self)
                    let b = actual.load(fromByteOffset: offset, as: UInt32.self)
                    if a != b, Self.distance(a, b) > 64 { count += 1 }
                }
                return count
            }
        }
        let share = Double(differing) / Double(png.width * png.height)
        #expect(share < 0.03, "\(Int(share * 1000)) ‰ of the pixels differ")
    }

    private static func distance(_ a: UInt32, _ b: UInt32) -> Int {
        max(abs(Int(a & 0xFF) - Int(b & 0xFF)), abs(Int((a >> 8) & 0xFF) - Int((b >> 8) & 0xFF)),
            abs(Int((a >> 16) & 0xFF) - Int((b >> 16) & 0xFF)))
    }
}
