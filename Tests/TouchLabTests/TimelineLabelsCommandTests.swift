#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Testing
@testable import TouchLab

/// The timeline's labels as `--describe` lists them, for a drag whose first marks lie a few
/// pixels apart on a two-second axis: each message its own label, apart from the others,
/// inside the timeline, none past its right edge.
@MainActor
final class TimelineLabelsCommandTests {
    let path = NSTemporaryDirectory() + "touchlab-timeline-\(getpid())-\(UUID().uuidString).json"

    deinit { try? FileManager.default.removeItem(atPath: path) }

    private func describe(_ arguments: [String]) throws -> (labels: [(text: String, rect: [Double])], timeline: [Double]) {
        var errors: [String] = []
        let console = Console(out: { _ in }, error: { errors.append($0) })
        let status = TouchLabCommand(console: console, environment: [:]).run(["--headless", "--describe", path] + arguments)
        #expect(status == 0, "\(errors)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        let regions = json["regions"] as? [[String: Any]] ?? []
        let timeline = try #require(regions.first { $0["name"] as? String == "timeline" }?["rect"] as? [Double])
        let labels = (json["labels"] as? [[String: Any]] ?? []).filter { $0["region"] as? String == "timeline" }
            .compactMap { label in (label["text"] as? String).flatMap { text in (label["rect"] as? [Double]).map { (text, $0) } } }
        return (labels, timeline)
    }

    @Test func aDragsCancelledTouchesAreThreeLabelsApart() throws {
        let (labels, timeline) = try describe(["--scene", "pan-cancels-touches", "--drag", "200,200:400,200:2"])
        let texts = ["touchesBegan", "touchesMoved ×5", "touchesCancelled"]
        let rects = try texts.map { text in try #require(labels.first { $0.text == text }?.rect, "no label \(text)") }
        #expect(rects.map { $0[1] } == Array(repeating: rects[0][1], count: 3), "one row: \(rects)")
        for (left, right) in zip(rects, rects.dropFirst()) {
            #expect(right[0] - (left[0] + left[2]) >= 14, "\(left) and \(right) run together")
        }
        for (text, rect) in labels where text != "" {
            #expect(rect[0] + rect[2] <= timeline[0] + timeline[2] - 2, "\(text) \(rect) reaches the right edge")
        }
    }
}
