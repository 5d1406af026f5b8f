import Foundation
import Testing
import TouchLabEngine
import TouchLabFormats
@testable import TouchLab

/// A learner reading only the screen must see which view a touch hit, however small the
/// scene draws it: a hit view drawn under 20 px both ways is shown enlarged in an inset
/// (`--describe` region `magnifier`, its text tagged with it), and the hit view's tag
/// lies off the finger and the hit view. Read from `--describe` at the large grid's hits.
@MainActor
final class HitViewInsetCommandTests: CommandTestCase {
    init() throws { try super.init(named: "hit-view-inset") }

    func describe(_ scene: String, replay: String, step: String, language: String = "en") throws -> [String: Any] {
        let file = "\(scene)-\(step.replacingOccurrences(of: ":", with: "-"))-\(language).json"
        #expect(run(["--headless", "--scene", scene, "--replay", SceneCatalog.assetsDirectory + "/replays/\(replay).jsonl",
                     "--step", step, "--lang", language, "--describe", path(file)]) == 0,
                "\(errors)")
        return try #require(try JSONSerialization.jsonObject(with: bytes(file)) as? [String: Any])
    }

    func region(_ json: [String: Any], _ name: String) -> [Double]? {
        (json["regions"] as? [[String: Any]])?.first { $0["name"] as? String == name }?["rect"] as? [Double]
    }

    func labels(_ json: [String: Any], region: String) -> [(text: String, rect: [Double])] {
        ((json["labels"] as? [[String: Any]]) ?? []).compactMap { label in
            guard label["region"] as? String == region, let text = label["text"] as? String,
                  let rect = label["rect"] as? [Double] else { return nil }
            return (text, rect)
        }
    }

    func markers(_ json: [String: Any], kind: String) -> [[Double]] {
        ((json["markers"] as? [[String: Any]]) ?? []).filter { $0["kind"] as? String == kind }.compactMap { $0["rect"] as? [Double] }
    }

    static func holds(_ outer: [Double], _ inner: [Double]) -> Bool {
        inner[0] >= outer[0] - 0.5 && inner[1] >= outer[1] - 0.5
            && inner[0] + inner[2] <= outer[0] + outer[2] + 0.5 && inner[1] + inner[3] <= outer[1] + outer[3] + 0.5
    }

    /// The first tap (a cell of the bottom row, drawn 17×14 px) and the second (a thumbnail
    /// of the top row, 15×9 px): the inset lies in the scene, on neither the finger nor the
    /// hit view, names the hit view and a neighbour in whole, and no overlay label lies on it.
    @Test(arguments: [("1:11", "Cell1180", "Cell1179"), ("2:12", "Thumb20", "Cell21")])
    func aSmallHitViewIsShownEnlargedAndNamed(_ step: String, _ hit: String, _ neighbour: String) throws {
        let json = try describe("large-grid", replay: "large-grid-taps", step: step)
        let inset = try #require(region(json, "magnifier"), "no inset at \(step)")
        let scene = try #require(region(json, "scene"))
        #expect(Self.holds(scene, inset), "the inset \(inset) is not inside the scene \(scene)")
        for marker in markers(json, kind: "finger") + markers(json, kind: "hitView") {
            #expect(LabelsBesideTheirViewsTests.overlap(marker, inset) == 0, "the inset \(inset) covers \(marker)")
        }
        let named = labels(json, region: "magnifier")
        for text in [hit, neighbour] {
            let label = try #require(named.first { $0.text == text }, "the inset does not name \(text): \(named.map(\.text))")
            #expect(Self.holds(inset, label.rect), "\(text) \(label.rect) is cut by the inset's edge \(inset)")
        }
        #expect(named.contains { $0.text == "4× enlarged" }, "\(named.map(\.text))")
        for label in labels(json, region: "scene") where LabelsBesideTheirViewsTests.overlap(label.rect, inset) > 0 {
            Issue.record("\"\(label.text)\" \(label.rect) lies on the inset \(inset)")
        }
    }

    /// The hit view's tag and its count of checks lie well off the finger and the hit view
    /// (beside them they covered the neighbours the learner needs to tell the hit one from).
    @Test(arguments: ["1:11", "2:12"])
    func theHitViewsTagLiesOffTheFinger(_ step: String) throws {
        let json = try describe("large-grid", replay: "large-grid-taps", step: step)
        let scene = labels(json, region: "scene")
        let tags = scene.filter { $0.text.hasPrefix("hit view: ") || $0.text.contains("asked point(inside:)") }
        #expect(tags.count == 2, "\(scene.map(\.text))")
        for tag in tags {
            for marker in markers(json, kind: "finger") + markers(json, kind: "hitView") {
                let distance = LabelsBesideTheirViewsTests.distance(tag.rect, marker)
                #expect(distance >= 40, "\"\(tag.text)\" \(tag.rect) lies \(distance) px from \(marker)")
            }
        }
    }

    /// In Chinese the inset is there too, its title in the run's language.
    @Test func theInsetSpeaksTheRunsLanguage() throws {
        let chinese = try describe("large-grid", replay: "large-grid-taps", step: "1:11", language: "zh-Hans")
        #expect(region(chinese, "magnifier") != nil)
        #expect(labels(chinese, region: "magnifier").contains { $0.text == "放大 4 倍" }, "\(labels(chinese, region: "magnifier"))")
    }

    /// The second tap's search, from the grid's answer to the end of the lesson: every
    /// label fits whole at the default window, and no note says one was cut short.
    @Test(arguments: 10...19)
    func theSecondSearchsLabelsFitWhole(_ step: Int) throws {
        let json = try describe("large-grid", replay: "large-grid-taps", step: "2:\(step)")
        let all = (json["labels"] as? [[String: Any]]) ?? []
        let cut = all.filter { $0["region"] as? String == "scene" && $0["shortened"] as? Bool == true }.compactMap { $0["text"] as? String }
        #expect(cut.isEmpty, "at 2:\(step) cut short: \(cut)")
        let texts = labels(json, region: "scene").map(\.text)
        #expect(!texts.contains { $0.contains("cut short") }, "at 2:\(step): \(texts)")
    }

    /// The first tap's hit: the screen's badge lies off the grid's heading (the strip over
    /// its first row of cells, where its name is), and no answer's arrow runs across the
    /// grid from the tapped cell to a badge at the grid's far edge.
    @Test func theScreensAndGridsBadgesLieByTheTouch() throws {
        let json = try describe("large-grid", replay: "large-grid-taps", step: "1:11")
        let scale = 800.0 / 1296
        let heading = [0, 48 * scale, 800, 12 * scale]
        let scene = labels(json, region: "scene")
        for text in ["1", "✓ Screen", "2", "✓ Grid"] {
            let label = try #require(scene.first { $0.text == text }, "\(scene.map(\.text))")
            #expect(LabelsBesideTheirViewsTests.overlap(label.rect, heading) == 0, "\"\(text)\" \(label.rect) lies on the grid's heading")
        }
        let lines = ((json["lines"] as? [[String: Any]]) ?? []).filter { $0["kind"] as? String == "returned" }
        #expect(!lines.isEmpty)
        for line in lines {
            let points = try #require(line["points"] as? [[Double]])
            let length = zip(points, points.dropFirst()).reduce(0.0) { sum, pair in
                sum + ((pair.1[0] - pair.0[0]) * (pair.1[0] - pair.0[0]) + (pair.1[1] - pair.0[1]) * (pair.1[1] - pair.0[1])).squareRoot()
            }
            #expect(length < 200, "an answer's arrow runs \(length) px, from \(points.first ?? []) to \(points.last ?? [])")
        }
    }

    /// A hit view drawn large enough to read gets no inset.
    @Test func aReadableHitViewGetsNone() throws {
        let json = try describe("seed-a-to-e", replay: "seed-a-to-e-taps", step: "1:11")
        #expect(region(json, "magnifier") == nil)
    }

    /// The search's steps inside the cell (1:5-1:10, 2:5-2:11), a few pixels wide: the
    /// inset is there already, where the hit's will be (it does not jump), naming the view
    /// the step is at with its number, so the badge pointing at the finger has something
    /// to read. Before the search enters the cell (its run of refused cells) there is none.
    @Test(arguments: [(1, 5, 11, ["22 Cell1180", "23 Dot1180", "24 Thumb1180", "22 Cell1180", "22 Cell1180", "22 Cell1180"]),
                      (2, 5, 12, ["1182 Cell20", "1183 Dot20", "1184 Thumb20", "1184 Thumb20", "1182 Cell20", "1184 Thumb20", "1184 Thumb20"])])
    func theInsetShowsTheSearchInsideTheCell(_ lesson: Int, _ first: Int, _ hit: Int, _ marked: [String]) throws {
        let before = try describe("large-grid", replay: "large-grid-taps", step: "\(lesson):\(first - 1)")
        #expect(region(before, "magnifier") == nil, "an inset before the search enters the cell")
        let place = try #require(region(try describe("large-grid", replay: "large-grid-taps", step: "\(lesson):\(hit)"), "magnifier"))
        for (step, name) in zip(first..<hit, marked) {
            let json = try describe("large-grid", replay: "large-grid-taps", step: "\(lesson):\(step)")
            let inset = try #require(region(json, "magnifier"), "no inset at \(lesson):\(step)")
            #expect(inset == place, "\(lesson):\(step): the inset at \(inset), at the hit \(place)")
            let named = labels(json, region: "magnifier").map(\.text)
            #expect(named.contains(name), "\(lesson):\(step): the inset names \(named), not \(name)")
        }
    }
}
