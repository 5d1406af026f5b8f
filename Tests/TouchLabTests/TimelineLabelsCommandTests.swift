#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Testing
import TouchLabFormats
@testable import TouchLab

/// The timeline's labels as `--describe` lists them: each starts at or right of the mark
/// it names (a mark at the axis's end is labelled after it, never before), none runs into
/// another on its row or past the timeline's right edge, and where marks crowd, the labels
/// take rows under their lane instead of being pulled left of their marks.
@MainActor
final class TimelineLabelsCommandTests {
    let path = NSTemporaryDirectory() + "touchlab-timeline-\(getpid())-\(UUID().uuidString).json"

    deinit { try? FileManager.default.removeItem(atPath: path) }

    struct Label {
        let text: String
        let rect: [Double]
        var minX: Double { rect[0] }
        var maxX: Double { rect[0] + rect[2] }
        var midY: Double { rect[1] + rect[3] / 2 }
    }

    struct Mark {
        let lane: String
        let time: Double
        let text: String
    }

    struct Described {
        let labels: [Label]
        let marks: [Mark]
        let timeline: [Double]
        /// The x of a time on the axis, read from its ticks' labels ("0.05 s" written 3 px
        /// right of its tick), on the trace's clock as the marks' times are.
        let x: (Double) -> Double
    }

    private func describe(_ arguments: [String]) throws -> Described {
        var errors: [String] = []
        let console = Console(out: { _ in }, error: { errors.append($0) })
        let status = TouchLabCommand(console: console, environment: [:]).run(["--headless", "--describe", path] + arguments)
        #expect(status == 0, "\(errors)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        let regions = json["regions"] as? [[String: Any]] ?? []
        let timeline = try #require(regions.first { $0["name"] as? String == "timeline" }?["rect"] as? [Double])
        let labels = (json["labels"] as? [[String: Any]] ?? []).filter { $0["region"] as? String == "timeline" }
            .compactMap { label in (label["text"] as? String).flatMap { text in (label["rect"] as? [Double]).map { Label(text: text, rect: $0) } } }
        var marks: [Mark] = []
        for lane in json["timeline"] as? [[String: Any]] ?? [] {
            let name = lane["lane"] as? String ?? ""
            for mark in lane["marks"] as? [[String: Any]] ?? [] {
                marks.append(Mark(lane: name, time: mark["time"] as? Double ?? 0, text: mark["text"] as? String ?? ""))
            }
            for span in lane["spans"] as? [[String: Any]] ?? [] {
                marks.append(Mark(lane: name, time: span["start"] as? Double ?? 0, text: span["text"] as? String ?? ""))
            }
        }
        let ticks = labels.compactMap { label -> (seconds: Double, x: Double)? in
            let parts = label.text.split(separator: " ")
            guard parts.count == 2, parts[1] == "s", let seconds = Double(parts[0]) else { return nil }
            return (seconds, label.minX - 3)
        }.sorted { $0.seconds < $1.seconds }
        let first = try #require(ticks.first), last = try #require(ticks.last)
        #expect(last.seconds > first.seconds, "ticks \(ticks)")
        let x = { (time: Double) in first.x + (time - first.seconds) / (last.seconds - first.seconds) * (last.x - first.x) }
        return Described(labels: labels, marks: marks, timeline: timeline, x: x)
    }

    /// The labels right of the lane names, with the lane each lies in (lane names are drawn
    /// in the name column; a lane's labels lie on its row or the rows under it).
    private func laneLabels(_ described: Described) -> [(lane: String, label: Label)] {
        let lanes = Set(described.marks.map(\.lane))
        let names = described.labels.filter { $0.minX < 40 && lanes.contains($0.text) }.sorted { $0.midY < $1.midY }
        guard let column = names.map(\.maxX).max() else { return [] }
        return described.labels.compactMap { label in
            guard label.minX > column, let name = names.last(where: { $0.midY <= label.midY + 2 }) else { return nil }
            return (name.text, label)
        }
    }

    /// Every lane label at or right of the first mark it names, none past the right edge,
    /// no two of a row running together.
    private func expectLabelsAtTheirMarks(_ described: Described, _ place: String) {
        let labels = laneLabels(described)
        for (lane, label) in labels {
            let named = described.marks.filter { mark in
                mark.lane == lane && (label.text == mark.text || label.text.hasPrefix(mark.text + " + "))
            }
            guard let mark = named.min(by: { $0.time < $1.time }) else { continue }
            #expect(label.minX >= described.x(mark.time) - 1,
                    "\(place): \(lane)'s \"\(label.text)\" starts at \(label.minX), left of its mark at \(described.x(mark.time)) (\(mark.time) s)")
            #expect(label.maxX <= described.timeline[0] + described.timeline[2] - 2, "\(place): \(label.text) reaches the right edge")
        }
        for (index, (_, a)) in labels.enumerated() {
            for (_, b) in labels.dropFirst(index + 1) where abs(a.midY - b.midY) < 2 {
                let gap = max(b.minX - a.maxX, a.minX - b.maxX)
                #expect(gap >= 8, "\(place): \"\(a.text)\" and \"\(b.text)\" run together")
            }
        }
    }

    /// A later lesson's axis reads on the trace's clock, as the trace lines and the marks'
    /// times do: the seed's second tap, 0.5 s in, starts at "0.5 s", not at "0.0 s".
    @Test func aLaterLessonsAxisReadsTheTracesClock() throws {
        let replay = SceneCatalog.assetsDirectory + "/replays/seed-a-to-e-taps.jsonl"
        let described = try describe(["--scene", "seed-a-to-e", "--replay", replay, "--step", "2:18"])
        let ticks = described.labels.map(\.text).filter { $0.hasSuffix(" s") }
        #expect(ticks.first == "0.5 s", "\(ticks)")
        #expect(!ticks.contains("0.0 s"))
        let began = try #require(described.marks.first { $0.lane == "touch 2" && $0.text == "began" })
        #expect(began.time == 0.5)
        expectLabelsAtTheirMarks(described, "second tap")
    }

    @Test func aDragsCancelledTouchesAreThreeLabelsEachAtItsMark() throws {
        let described = try describe(["--scene", "pan-cancels-touches", "--drag", "200,200:400,200:2"])
        let texts = ["touchesBegan", "touchesMoved ×5", "touchesCancelled"]
        let labels = try texts.map { text in try #require(described.labels.first { $0.text == text }, "no label \(text)") }
        // Their marks lie a few pixels apart: each label takes a row of its own under the lane.
        #expect(Set(labels.map(\.midY)).count == 3, "\(labels.map(\.rect))")
        expectLabelsAtTheirMarks(described, "pan drag")
    }

    @Test func theQuickTapsDelayedBeganIsLabelledAtItsMark() throws {
        let replay = SceneCatalog.assetsDirectory + "/replays/scroll-view-buttons-quick-tap.jsonl"
        let described = try describe(["--scene", "scroll-view-buttons", "--replay", replay, "--step", "1:27"])
        let began = try #require(described.labels.first { $0.text == "touchesBegan + touchDown" })
        // Delivered when the finger lifted, 0.08 s after it came down, with touchesEnded.
        #expect(began.minX >= described.x(0.08) - 1, "began at \(began.minX), 0.08 s at \(described.x(0.08))")
        let ended = try #require(described.labels.first { $0.text.hasPrefix("touchesEnded") })
        #expect(ended.minX >= described.x(0.08) - 1)
        expectLabelsAtTheirMarks(described, "quick tap 1:27")
    }

    /// A switch's release brings four control events and an action at once: the label
    /// keeps the first ones that fit and says more follow, never the bare delivery alone.
    @Test func aSwitchsReleaseKeepsItsControlEventsInTheLabel() throws {
        let replay = SceneCatalog.assetsDirectory + "/replays/button-in-tapped-view-taps.jsonl"
        let described = try describe(["--scene", "button-in-tapped-view", "--replay", replay, "--step", "3:18"])
        let ended = try #require(laneLabels(described).first { $0.lane == "Notify" && $0.label.text.hasPrefix("touchesEnded") }?.label,
                                 "\(laneLabels(described).map(\.label.text))")
        #expect(ended.text.hasPrefix("touchesEnded + touchUpInside + "), "\(ended.text)")
        #expect(ended.text.hasSuffix("primaryActionTriggered") || ended.text.hasSuffix(" more"), "\(ended.text)")
        expectLabelsAtTheirMarks(described, "switch 3:18")
    }

    @Test(arguments: [("double-tap-single-tap", "double-tap-single-tap-taps", nil),
                      ("gestures-touches-controls", "gestures-touches-controls-tour", nil),
                      ("tab-bar-overhang", "tab-bar-overhang-taps", nil),
                      ("control-priority", "control-priority-taps", "2:18"),
                      ("seed-a-to-e", "seed-a-to-e-taps", nil),
                      ("pinch-rotate", "pinch-rotate-two-fingers", nil),
                      ("scroll-view-buttons", "scroll-view-buttons-should-cancel-drag", nil)] as [(String, String, String?)])
    func everyLessonsLabelsSitAtTheirMarks(_ scene: String, _ replay: String, _ step: String?) throws {
        let path = SceneCatalog.assetsDirectory + "/replays/\(replay).jsonl"
        let described = try describe(["--scene", scene, "--replay", path] + (step.map { ["--step", $0] } ?? []))
        expectLabelsAtTheirMarks(described, replay)
    }
}
