import Foundation
import Testing
import TouchLabEngine
import TouchLabFormats
@testable import TouchLab

/// A label over the scene is read as the label of the view it lies on or beside: so it
/// lies beside the view it names, not on a neighbouring row or list, as the views are
/// drawn at that step (a list scrolled by then shows its rows moved up). Read from
/// `--describe`: each label's rectangle and what it is about, against the rows' rectangles
/// worked out from the scene file and the step's scroll offset.
@MainActor
final class LabelsBesideTheirViewsTests: CommandTestCase {
    init() throws { try super.init(named: "labels-beside") }

    typealias Label = (text: String, rect: [Double], about: [Double])

    func sceneLabels(_ arguments: [String], file: String) throws -> [Label] {
        #expect(run(arguments + ["--describe", path(file)]) == 0, "\(errors)")
        let json = try #require(try JSONSerialization.jsonObject(with: bytes(file)) as? [String: Any])
        let labels = try #require(json["labels"] as? [[String: Any]])
        return labels.compactMap { label in
            guard label["region"] as? String == "scene", label["layer"] as? String == "lab",
                  let text = label["text"] as? String, let rect = label["rect"] as? [Double],
                  let about = label["about"] as? [Double] else { return nil }
            return (text, rect, about)
        }
    }

    /// How deep two rectangles overlap (0 where they do not).
    static func overlap(_ a: [Double], _ b: [Double]) -> Double {
        max(0, min(min(a[0] + a[2], b[0] + b[2]) - max(a[0], b[0]), min(a[1] + a[3], b[1] + b[3]) - max(a[1], b[1])))
    }

    static func distance(_ a: [Double], _ b: [Double]) -> Double {
        let dx = max(0, a[0] - (b[0] + b[2]), b[0] - (a[0] + a[2])), dy = max(0, a[1] - (b[1] + b[3]), b[1] - (a[1] + a[3]))
        return (dx * dx + dy * dy).squareRoot()
    }

    /// In the control-priority lesson of a tap on Dial, at its touchDown (the last step
    /// before the search folds), Dial's verdict lies by Dial, not by Buy (a view the search
    /// never reached).
    @Test func dialsVerdictLiesByDialNotByBuy() throws {
        let labels = try sceneLabels(["--headless", "--scene", "control-priority", "--replay",
                                      SceneCatalog.assetsDirectory + "/replays/control-priority-taps.jsonl", "--step", "2:13"],
                                     file: "control-priority.json")
        let dial = [320.0, 180, 160, 90], buy = [120.0, 200, 160, 50]
        let verdict = try #require(labels.first { $0.text == "✓ Dial" })
        #expect(verdict.about == dial)
        #expect(Self.distance(verdict.rect, dial) < Self.distance(verdict.rect, buy),
                "\(verdict.rect) lies nearer Buy \(buy) than Dial \(dial)")
        for label in labels where label.about != buy {
            #expect(Self.overlap(label.rect, buy) == 0, "\"\(label.text)\" \(label.rect) lies on Buy")
        }
    }

    /// The four lists' rows as drawn in the 1366 × 768 window (the 960 × 540 scene at 5/6),
    /// each list scrolled by `offsets` points and clipped to its area.
    static func rows(offsets: [Double] = [0, 0, 0, 0]) -> [[Double]] {
        let scale = 800.0 / 960
        var rows: [[Double]] = []
        for (list, x) in [20.0, 255, 490, 725].enumerated() {
            for row in 0..<6 {
                let top = 115 + 100 * Double(row) - offsets[list], bottom = min(top + 80, 500)
                guard bottom > max(top, 100) else { continue }
                let y = max(top, 100)
                rows.append([(x + 15) * scale, y * scale, 180 * scale, (bottom - y) * scale])
            }
        }
        return rows
    }

    /// No label about a row lies on another row, nor a scroll view's recognizer's tag on
    /// another list's rows: at the step a quick tap reaches its row, a locked list keeps the touch, a
    /// recognizer fails, and once a drag has scrolled its list by 100 points. A label may
    /// graze a neighbour by the three pixels a row's gap cannot spare at this scale.
    @Test(arguments: [("quick-tap", "1:21", 0.0), ("drag", "1:21", 100)])
    func rowLabelsLieOffTheOtherRows(_ replay: String, step: String, scrolled: Double) throws {
        let labels = try sceneLabels(["--headless", "--scene", "scroll-view-buttons", "--replay",
                                      SceneCatalog.assetsDirectory + "/replays/scroll-view-buttons-\(replay).jsonl", "--step", step],
                                     file: "\(replay).json")
        let rows = Self.rows(offsets: [scrolled, 0, 0, 0])
        // The labels about one row (a recognizer's about its list: on no list's rows).
        let rowWidth = 150.0
        for label in labels where abs(label.about[2] - rowWidth) < 1 && label.about[3] < 70 || label.text.contains(".pan") {
            for row in rows where !ScrolledRowLabelsTests.holds(label.about, row) && !ScrolledRowLabelsTests.holds(row, label.about) {
                #expect(Self.overlap(label.rect, row) <= 4, "\(replay) \(step): \"\(label.text)\" \(label.rect) about \(label.about) lies on the row \(row)")
            }
        }
    }

    /// What would only repeat itself is said once: the List's rows refused one after another
    /// share one label, the hit view's number leads its "hit view" tag rather than a
    /// verdict of its own on the next row, and the rows of the lists the search refused get
    /// no "not visited" tag each. The quick tap at its hit step, in the smallest window, where
    /// each fits whole.
    @Test func repeatedVerdictsAreSaidOnce() throws {
        let labels = try sceneLabels(["--headless", "--scene", "scroll-view-buttons", "--replay",
                                      SceneCatalog.assetsDirectory + "/replays/scroll-view-buttons-quick-tap.jsonl",
                                      "--step", "1:19", "--size", "886x640"], file: "quick-tap-small.json")
        let texts = labels.map(\.text)
        #expect(texts.filter { $0.hasPrefix("✗ ListRow") } == ["✗ ListRow6 … ListRow2: outside their bounds"], "\(texts)")
        #expect(texts.contains("9–13") && texts.contains("each returns nil"), "\(texts)")
        #expect(!texts.contains("✓ ListRow1"), "\(texts)")
        let hit = try #require(labels.firstIndex { $0.text == "hit view: ListRow1" })
        #expect(hit > 0 && labels[hit - 1].text == "14", "\(texts)")
        let refused = try ["Immediate", "Eager", "Locked"].map { name in
            try #require(labels.first { $0.text == "✗ \(name): outside its bounds" }?.about)
        }
        for tag in labels where tag.text == "not visited" {
            #expect(!refused.contains { ScrolledRowLabelsTests.holds($0, tag.about) }, "a tag about \(tag.about) in a refused list")
        }
    }
}
