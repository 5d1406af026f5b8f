import Foundation
import Testing
import XServerTesting
import TouchKit
import TouchLabFormats
import TouchLabEngine
import TouchLabUI
@testable import TouchLab

/// A scene larger than 800 × 600 (large-grid, 1296 × 860) is shown scaled down, while its
/// input stays in scene points: `--tap` at a scene point hits the view the model's own hit
/// test finds there, and a click in the scaled window hits the view under the cursor.
@MainActor
struct ScaledSceneTests {
    /// The view the scene's own hit test finds at `point` (scene points): what any scale of
    /// the picture must leave unchanged.
    static func viewHit(at point: Point) throws -> String {
        let scene = SceneBuilder().build(try SceneReader.load(path: try SceneCatalog.standard.resolve("large-grid")))
        return try #require(scene.window.hitTest(point, with: nil)?.name)
    }

    /// The hit view a trace's hit-test line names (the root's return value, last).
    static func hitView(in line: String) -> String? {
        guard let open = line.lastIndex(of: "("), line.hasSuffix(")") else { return nil }
        return String(line[line.index(after: open)..<line.index(before: line.endIndex)])
    }

    @Test func aTapAtScenePointsHitsTheSameViewAsUnscaled() throws {
        let layout = LabLayout(sceneSize: Size(width: 1296, height: 860))
        #expect(layout.scale < 1)
        for point in [Point(x: 1000, y: 700), Point(x: 40, y: 20), Point(x: 1290, y: 850)] {
            var out: [String] = []
            let console = Console(out: { out.append($0) }, error: { _ in })
            let tap = "\(Int(point.x)),\(Int(point.y))"
            #expect(TouchLabCommand(console: console).run(["--headless", "--scene", "large-grid", "--tap", tap, "--trace"]) == 0)
            #expect(out.first == "0.000 touch 1 began (\(Int(point.x)).0, \(Int(point.y)).0)")
            let line = try #require(out.first { $0.contains(" hit-test ") })
            #expect(Self.hitView(in: line) == (try Self.viewHit(at: point)), "\(tap): \(line.suffix(80))")
        }
    }

    @Test(.enabled(if: PrivateXvfb.canRun, "needs Xvfb and an X test run (`make test`)"))
    func aClickInTheScaledWindowHitsTheViewUnderTheCursor() throws {
        let server = try PrivateXvfb(size: "1400x900")
        defer { server.stop() }
        let lab = try LiveWindowTests().launch(["--scene", "large-grid", "--trace"], on: server)
        let layout = LabLayout(sceneSize: Size(width: 1296, height: 860))
        let window = Point(x: 370, y: 370)
        let scene = layout.scenePoint(fromWindow: window)
        try server.run("xdotool", ["mousemove", "370", "370", "click", "1"])
        let lines = LiveWindowTests().readLines(lab, count: 2)
        let expected = String(format: "touch 1 began (%.1f, %.1f)", scene.x, scene.y)
        #expect(lines.first?.hasSuffix(expected) == true, "\(lines.first ?? "no trace")")
        #expect(Self.hitView(in: lines.last ?? "") == (try Self.viewHit(at: scene)))
        try server.run("xdotool", ["key", "q"])
        #expect(lab.waitForExit(timeout: 10) == 0)
    }
}
