import Foundation
import Testing
import TouchKit
import TouchLabEngine
import TouchLabFormats
@testable import TouchLab

/// A long run of siblings the hit test refuses one after another, each for the same
/// reason, is one step of the lesson: one caption, one frame with the run's label and
/// every refused outline, one image and one page step; a run of nine stays nine steps.
@MainActor
final class RefusedRunStepCommandTests: CommandTestCase {
    init() throws { try super.init(named: "refused-run-step") }

    static let grid = ["--headless", "--scene", "large-grid",
                       "--replay", SceneCatalog.assetsDirectory + "/replays/large-grid-taps.jsonl"]

    /// The frame `--describe` writes at `moment`.
    func describe(_ arguments: [String]) throws -> [String: Any] {
        #expect(run(arguments + ["--describe", path("frame.json")]) == 0, "\(errors)")
        return try #require(try JSONSerialization.jsonObject(with: bytes("frame.json")) as? [String: Any])
    }

    func texts(_ frame: [String: Any], region: String = "scene") -> [String] {
        (frame["labels"] as? [[String: Any]] ?? []).filter { $0["region"] as? String == region }
            .compactMap { $0["text"] as? String }
    }

    /// The second tap, at the grid's top, asks 1,179 cells before Cell20: step 4 of 27.
    @Test func theLargeGridsSecondSearchIsOneStepOfItsRefusals() throws {
        let frame = try describe(Self.grid + ["--step", "2:4"])
        let lesson = try #require(frame["lesson"] as? [String: Any])
        #expect(lesson["steps"] as? Int == 27, "1,179 refusals and the 26 other steps")
        #expect(frame["caption"] as? String == "hit test visits Cell1199 … Cell21, 1,179 subviews of Grid, last to first: "
                + "the point is outside each one's bounds, so each returns nil without searching")
        let scene = texts(frame)
        #expect(scene.contains("3–1181"), "the run's numbers: \(scene)")
        #expect(scene.contains("✗ Cell1199 … Cell21: outside their bounds") && scene.contains("each returns nil"))
        // Stepped to, the run is shown whole: its label tells every visit, and no probe
        // stands on one of them.
        #expect(!scene.contains { $0.contains(" in Cell") }, "\(scene)")
        let next = try describe(Self.grid + ["--step", "2:5"])
        #expect((next["caption"] as? String)?.hasPrefix("hit test visits Cell20 at (2, 10)") == true)
        let first = try #require(try describe(Self.grid + ["--step", "1:4"])["lesson"] as? [String: Any])
        #expect(first["steps"] as? Int == 24, "the first tap's 19 refusals are one step too")
    }

    @Test func theRunsCaptionInChinese() throws {
        let frame = try describe(Self.grid + ["--step", "2:4", "--lang", "zh-Hans"])
        #expect(frame["caption"] as? String == "命中测试从后往前访问 Grid 的 1,179 个子视图 Cell1199 … Cell21："
                + "点在每一个的 bounds 之外，所以各自直接返回 nil，不再查找")
        #expect(texts(frame).contains("✗ Cell1199 … Cell21：在 bounds 之外"))
    }

    /// The trace is the API's notation: every refusal stays written out.
    @Test func theTraceStillNamesEveryRefusal() throws {
        var lines: [String] = []
        let console = Console(out: { lines.append($0) }, error: { _ in })
        #expect(TouchLabCommand(console: console).run(Self.grid + ["--trace"]) == 0)
        let search = try #require(lines.first { $0.contains("hit-test (650.0, 70.0)") })
        #expect(search.components(separatedBy: "(nil)").count - 1 == 1_179 + 1, "1,179 cells and Dot20")
    }

    /// A scene of `count` + 1 siblings in a row under Root: a tap on V0, the first, makes
    /// the search ask the other `count` first, each refusing.
    func row(refusing count: Int) throws -> String {
        let children = (0...count).map { "{ \"name\": \"V\($0)\", \"frame\": [\($0 * 30), 0, 28, 28], \"color\": \"#dbe7f7\" }" }
        let json = """
            { "name": "row", "title": "Row", "summary": "Siblings.", "size": [400, 100],
              "root": { "name": "Root", "frame": [0, 0, 400, 100], "color": "#ffffff",
                        "children": [ \(children.joined(separator: ", ")) ] } }
            """
        let file = path("row-\(count).json")
        try json.write(toFile: file, atomically: true, encoding: .utf8)
        return file
    }

    @Test func aRunOfNineStaysNineSteps() throws {
        let scene = try row(refusing: 9)
        for (step, cell) in zip(3...11, (1...9).reversed()) {
            let frame = try describe(["--headless", "--scene", scene, "--tap", "10,10", "--step", "\(step)"])
            let caption = frame["caption"] as? String ?? ""
            #expect(caption.hasPrefix("hit test visits V\(cell) at "), "step \(step): \(caption)")
        }
    }

    @Test func aRunOfTenIsOneStep() throws {
        let scene = try row(refusing: 10)
        let tap = ["--headless", "--scene", scene, "--tap", "10,10"]
        let frame = try describe(tap + ["--step", "3"])
        #expect(frame["caption"] as? String == "hit test visits V10 … V1, 10 subviews of Root, last to first: "
                + "the point is outside each one's bounds, so each returns nil without searching")
        #expect(texts(frame).contains("2–11"), "\(texts(frame))")
        let next = try describe(tap + ["--step", "4"])
        #expect((next["caption"] as? String)?.hasPrefix("hit test visits V0 at ") == true)
        // One image, one page step and one caption for the run in every export.
        #expect(run(tap + ["--steps", path("steps")]) == 0, "\(errors)")
        let steps = try #require((next["lesson"] as? [String: Any])?["steps"] as? Int)
        let images = try FileManager.default.contentsOfDirectory(atPath: path("steps")).filter { $0.hasSuffix(".png") }
        #expect(images.count == steps)
        let index = try String(contentsOfFile: path("steps/index.md"), encoding: .utf8)
        #expect(index.components(separatedBy: "V10 … V1, 10 subviews of Root").count - 1 == 1)
        #expect(!index.contains("visits V5 at"))
        #expect(run(tap + ["--export", path("page.html")]) == 0, "\(errors)")
        let page = try String(contentsOfFile: path("page.html"), encoding: .utf8)
        #expect(page.components(separatedBy: "class=\"mark\" data-step=").count - 1 == steps)
    }
}
