import TouchKit
import TouchLabUI

/// One latency sample's circumstances, for finding which clicks are slow: the input, the
/// part of the window it landed in, how many inputs its frame showed, and what that frame
/// drew and presented (each region's share of the presented pixels).
struct LatencySample {
    let input: XI2Input
    let inFrame: Int
    /// The rectangles the frame presented (nil: the whole window).
    let presented: [Rect]?

    /// The window part under the input's point.
    static func region(of input: XI2Input, in layout: LabLayout) -> String {
        name(of: Point(x: input.x, y: input.y), in: layout)
    }

    private static func name(of point: Point, in layout: LabLayout) -> String {
        if layout.strip.contains(point) { return "strip" }
        if layout.panel.contains(point) { return "panel" }
        if layout.timeline.contains(point) { return "timeline" }
        return "scene"
    }

    /// The regions a frame's dirty rectangles fall in, with their pixels (k), e.g.
    /// "scene:410k panel:12k".
    static func regions(of presented: [Rect]?, in layout: LabLayout) -> String {
        var pixels: [String: Double] = [:]
        for rect in presented ?? [Rect(origin: .zero, size: layout.windowSize)] {
            let centre = Point(x: rect.midX, y: rect.midY)
            pixels[name(of: centre, in: layout), default: 0] += rect.width * rect.height
        }
        return pixels.sorted { $0.key < $1.key }.map { "\($0.key):\(Int($0.value / 1000))k" }.joined(separator: " ")
    }

    static let header = "kind\tx\ty\tregion\tinFrame\ttotal\treading\twaiting\tdrawing\tpresenting\tdrawn"

    func row(total: Double, split: LatencySplit, layout: LabLayout) -> String {
        let times = [total, split.reading, split.waiting, split.drawing, split.presenting]
            .map { String(Int(($0 * 100).rounded())) }.map { "\(Double($0)! / 100)" }
        let region = Self.region(of: input, in: layout), drawn = Self.regions(of: presented, in: layout)
        return ([input.kind.rawValue, "\(Int(input.x))", "\(Int(input.y))", region, "\(inFrame)"] + times + [drawn])
            .joined(separator: "\t")
    }
}
