import Foundation
import GeometryTesting
import Testing
import TouchKit
import TouchLabEngine
import TouchLabFormats
import TouchLabUI
@testable import TouchLab

/// The responder chain's arrows and the hit test's answers run between the views they
/// join, round every other view: `--describe`'s `lines` never enter a view off their path
/// (one whose mark a line starts on, it leaves by the short way out).
@MainActor
final class PathLinesCommandTests: CommandTestCase {
    init() throws { try super.init(named: "path-lines") }

    /// A line of the description: its kind and points (window pixels).
    struct Line { let kind: String, points: [Point] }

    /// The `lines` of the frame at `step` of `replay` in `scene`, in `language` (with the
    /// scene's content `size` when given, `--size`), and the window rectangle of every view
    /// named in `views`.
    func lines(_ scene: String, replay: String, step: String, language: String, size: Size? = nil,
               views: [String]) throws -> (lines: [Line], views: [String: Rect]) {
        let file = path("frame.json")
        let replayPath = SceneCatalog.assetsDirectory + "/replays/\(replay).jsonl"
        let sized = size.map { ["--size", "\(Int($0.width))x\(Int($0.height))"] } ?? []
        #expect(run(["--headless", "--scene", scene, "--replay", replayPath, "--step", step, "--lang", language,
                     "--describe", file] + sized) == 0, "\(errors)")
        let json = try #require(try JSONSerialization.jsonObject(with: bytes("frame.json")) as? [String: Any])
        let lines = (json["lines"] as? [[String: Any]] ?? []).map { line in
            Line(kind: line["kind"] as? String ?? "",
                 points: (line["points"] as? [[Double]] ?? []).map { Point(x: $0[0], y: $0[1]) })
        }
        let regions = json["regions"] as? [[String: Any]] ?? []
        let sceneRect = try #require(regions.first { $0["name"] as? String == "scene" }?["rect"] as? [Double])
        let built = SceneBuilder().build(try SceneReader.load(path: try SceneCatalog.standard.resolve(scene)))
        let scale = sceneRect[2] / (size ?? built.size).width
        var rects: [String: Rect] = [:]
        for name in views {
            let view = try #require(built.view(named: name))
            let rect = view.convert(view.bounds, to: nil)
            rects[name] = Rect(x: sceneRect[0] + rect.minX * scale, y: sceneRect[1] + rect.minY * scale,
                               width: rect.width * scale, height: rect.height * scale)
        }
        return (lines, rects)
    }

    /// Records an issue for each chain or answer line running through one of `views`
    /// farther than from an end lying in it to the view's nearest edge (and 20 pixels).
    func expectRoundViews(_ frame: (lines: [Line], views: [String: Rect]), _ what: String) {
        let arrows = frame.lines.filter { $0.kind == "chain" || $0.kind == "returned" }
        #expect(!arrows.isEmpty, "\(what): no line drawn")
        for line in arrows {
            for (name, rect) in frame.views {
                let ends = [line.points.first!, line.points.last!].filter { rect.contains($0) }
                let wayOut = ends.map { min($0.x - rect.minX, rect.maxX - $0.x, $0.y - rect.minY, rect.maxY - $0.y) }.min()
                let allowed = wayOut.map { $0 + 20 } ?? 0
                let run = LineMeasure.lengthInside(line.points, rect)
                #expect(run <= allowed, "\(what): the \(line.kind) line from \(line.points.first!) runs \(Int(run)) px through \(name)")
            }
        }
    }

    /// The seeds' tap in D: the chain's hop from D to C (its ★ outside C's corner) passes
    /// round E, and no line crosses B or E, in the scene's own size and drawn smaller in a
    /// 1366 × 768 one.
    @Test(arguments: ["en", "zh-Hans"], [nil, Size(width: 1366, height: 768)])
    func theSeedsChainGoesRoundE(language: String, size: Size?) throws {
        let frame = try lines("seed-a-to-e", replay: "seed-a-to-e-taps", step: "1:19", language: language, size: size,
                              views: ["B", "E"])
        #expect(frame.lines.contains { $0.kind == "chain" })
        expectRoundViews(frame, "seed 1:19 \(language) \(size.map { "\($0)" } ?? "")")
    }

    /// The tour's slider drag, at its action (the last step before the drag moves and the
    /// search folds): Card's answer to Screen goes round PressPad and SwipePad, and Volume's
    /// answer, whose mark lies over SwipePad, leaves it by the short way.
    @Test(arguments: ["en", "zh-Hans"])
    func theToursAnswersGoRoundTheOtherPads(language: String) throws {
        let frame = try lines("gestures-touches-controls", replay: "gestures-touches-controls-tour", step: "3:14",
                              language: language, views: ["PressPad", "SwipePad", "Play", "CardNote"])
        expectRoundViews(frame, "tour 3:14 \(language)")
    }
}
