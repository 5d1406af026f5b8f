import Foundation
import TouchKit
import TouchKitCairo

/// `scaling.png`: how the hit test and the lab frame grow with the number of views, on
/// log–log axes, drawn with the project's own Cairo canvas (no plotting library: the
/// benchmarks add no dependency).
@MainActor
struct ScalingChart {
    struct Series {
        let name: String
        let color: Color
        /// (number of views, median) pairs.
        var points: [(views: Int, value: Double)] = []
    }

    struct Panel {
        let title: String
        let unit: String
        var series: [Series]
    }

    var panels: [Panel]

    static let panelSize = Size(width: 540, height: 420)
    static let margin = (left: 78.0, right: 16.0, top: 40.0, bottom: 52.0)

    func write(to path: String) throws {
        let surface = try ImageSurface(width: Int(Self.panelSize.width) * panels.count, height: Int(Self.panelSize.height))
        surface.clear(to: .white)
        let canvas = Canvas(surface: surface)
        let fonts = try (title: Font(.sansBold, size: 14), label: Font(.sans, size: 11))
        for (index, panel) in panels.enumerated() where panel.series.contains(where: { !$0.points.isEmpty }) {
            let origin = Point(x: Double(index) * Self.panelSize.width, y: 0)
            PanelDrawing(panel: panel, canvas: canvas, fonts: fonts, area: plotArea(at: origin)).draw()
        }
        surface.flush()
        try surface.writePNG(to: path)
    }

    private func plotArea(at origin: Point) -> Rect {
        Rect(x: origin.x + Self.margin.left, y: origin.y + Self.margin.top,
             width: Self.panelSize.width - Self.margin.left - Self.margin.right,
             height: Self.panelSize.height - Self.margin.top - Self.margin.bottom)
    }
}

/// One panel: decade grid lines on both axes, each series as a line with dots, a legend.
@MainActor
private struct PanelDrawing {
    let panel: ScalingChart.Panel
    let canvas: Canvas
    let fonts: (title: Font, label: Font)
    let area: Rect
    let ink = Color(red: 0.2, green: 0.22, blue: 0.26)
    let grid = Color(red: 0.88, green: 0.9, blue: 0.93)

    var views: [Double] { panel.series.flatMap { $0.points.map { Double($0.views) } } }
    var values: [Double] { panel.series.flatMap { $0.points.map(\.value) } }
    var xDecades: ClosedRange<Int> { Self.decades(views) }
    var yDecades: ClosedRange<Int> { Self.decades(values) }

    static func decades(_ numbers: [Double]) -> ClosedRange<Int> {
        let low = Int(log10(numbers.min() ?? 1).rounded(.down))
        let high = Int(log10(numbers.max() ?? 10).rounded(.up))
        return low...max(high, low + 1)
    }

    func position(views: Double, value: Double) -> Point {
        let x = (log10(views) - Double(xDecades.lowerBound)) / Double(xDecades.count - 1)
        let y = (log10(value) - Double(yDecades.lowerBound)) / Double(yDecades.count - 1)
        return Point(x: area.minX + x * area.width, y: area.maxY - y * area.height)
    }

    func draw() {
        canvas.drawText(panel.title, at: Point(x: area.minX, y: area.minY - 24), font: fonts.title, color: ink)
        drawGrid()
        for series in panel.series where !series.points.isEmpty { drawSeries(series) }
        drawLegend()
    }

    private func drawGrid() {
        for decade in xDecades {
            let x = position(views: pow(10, Double(decade)), value: pow(10, Double(yDecades.lowerBound))).x
            canvas.strokeLine(from: Point(x: x, y: area.minY), to: Point(x: x, y: area.maxY), width: 1, color: grid)
            canvas.drawText(Self.count(decade), centeredIn: Rect(x: x - 40, y: area.maxY + 6, width: 80, height: 16),
                            font: fonts.label, color: ink)
        }
        for decade in yDecades {
            let y = position(views: pow(10, Double(xDecades.lowerBound)), value: pow(10, Double(decade))).y
            canvas.strokeLine(from: Point(x: area.minX, y: y), to: Point(x: area.maxX, y: y), width: 1, color: grid)
            canvas.drawText(Self.amount(decade, unit: panel.unit),
                            centeredIn: Rect(x: area.minX - 76, y: y - 8, width: 70, height: 16),
                            font: fonts.label, color: ink)
        }
        canvas.stroke(area, width: 1, color: ink)
        canvas.drawText("views in the scene (log)", centeredIn: Rect(x: area.minX, y: area.maxY + 26,
                                                                     width: area.width, height: 16),
                        font: fonts.label, color: ink)
    }

    private func drawSeries(_ series: ScalingChart.Series) {
        let points = series.points.map { position(views: Double($0.views), value: $0.value) }
        for (start, end) in zip(points, points.dropFirst()) {
            canvas.strokeLine(from: start, to: end, width: 2, color: series.color)
        }
        for point in points { canvas.fillCircle(center: point, radius: 4, color: series.color) }
    }

    private func drawLegend() {
        var y = area.minY + 10
        for series in panel.series where !series.points.isEmpty {
            canvas.fillCircle(center: Point(x: area.minX + 16, y: y + 7), radius: 4, color: series.color)
            canvas.drawText(series.name, at: Point(x: area.minX + 26, y: y + 11), font: fonts.label, color: ink)
            y += 18
        }
    }

    /// 100, 1k, 10k, …
    static func count(_ decade: Int) -> String {
        switch decade {
        case ..<3: String(Int(pow(10, Double(decade))))
        case 3..<6: "\(Int(pow(10, Double(decade - 3))))k"
        default: "\(Int(pow(10, Double(decade - 6))))M"
        }
    }

    /// A power of ten in `unit` ("ns" or "ms"), written with the largest fitting prefix.
    static func amount(_ decade: Int, unit: String) -> String {
        let nanoseconds = unit == "ms" ? decade + 6 : decade
        let (scale, name) = nanoseconds >= 6 ? (6, "ms") : nanoseconds >= 3 ? (3, "µs") : (0, "ns")
        let value = pow(10, Double(nanoseconds - scale))
        return value >= 1 ? "\(Int(value)) \(name)" : "\(value) \(name)"
    }
}
