import Foundation
import Testing
import TouchKit
import TouchLabFormats
@testable import TouchLab

/// A lesson step as `touchlab --headless --describe` tells it, read the way the tests about
/// where labels lie need it: the labels over the scene, the scene's region, and the scene
/// file's views as drawn there.
@MainActor
struct DescribedFrame {
    typealias Label = (text: String, rect: Rect)
    typealias View = (name: String, kind: String?, rect: Rect, ancestors: [String])

    /// The frame description's JSON.
    let json: [String: Any]

    /// The labels drawn over the scene, of `layer` ("lab" or "content") when given.
    func sceneLabels(layer: String? = nil) -> [Label] {
        (json["labels"] as? [[String: Any]] ?? []).compactMap { label in
            guard label["region"] as? String == "scene", layer == nil || label["layer"] as? String == layer,
                  let text = label["text"] as? String, let rect = FingerOnFillCommandTests.rect(label["rect"]) else { return nil }
            return (text, rect)
        }
    }

    /// The scene region's rectangle in the window.
    func sceneRegion() throws -> Rect {
        let regions = json["regions"] as? [[String: Any]] ?? []
        return try #require(regions.first { $0["name"] as? String == "scene" }.flatMap { FingerOnFillCommandTests.rect($0["rect"]) })
    }

    /// The views of `scene` as drawn in the scene region (the scene scaled to it), each with
    /// its kind and the names of the views holding it; a scroll view's rows clipped to it.
    func views(of scene: String) throws -> [View] {
        let file = try SceneCatalog.standard.resolve(scene)
        let sceneJSON = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: file))) as? [String: Any])
        let size = try #require(sceneJSON["size"] as? [Double])
        let area = try sceneRegion()
        let scale = area.width / size[0]
        var views: [View] = []
        func walk(_ view: [String: Any], origin: Point, clip: Rect?, ancestors: [String]) {
            guard let name = view["name"] as? String, let frame = view["frame"] as? [Double] else { return }
            var rect = Rect(x: origin.x + frame[0] * scale, y: origin.y + frame[1] * scale, width: frame[2] * scale, height: frame[3] * scale)
            if let clip {
                guard let clipped = rect.intersection(clip) else { return }
                rect = clipped
            }
            views.append((name, view["kind"] as? String, rect, ancestors))
            let scrolls = view["kind"] as? String == "scroll"
            for child in view["children"] as? [[String: Any]] ?? [] {
                walk(child, origin: Point(x: origin.x + frame[0] * scale, y: origin.y + frame[1] * scale),
                     clip: scrolls ? rect : clip, ancestors: ancestors + [name])
            }
        }
        walk(try #require(sceneJSON["root"] as? [String: Any]), origin: Point(x: area.minX, y: area.minY), clip: nil, ancestors: [])
        return views
    }
}

extension CommandTestCase {
    /// Runs lesson step `step` of `replay` (a file name in the assets' replays, with or
    /// without ".jsonl") over `scene` headless; its description, and with `screenshot` its
    /// frame in "frame.png".
    func describeStep(_ scene: String, replay: String, step: String, language: String = "en", size: String? = nil,
                      screenshot: Bool = false) throws -> DescribedFrame {
        let file = replay.hasSuffix(".jsonl") ? replay : replay + ".jsonl"
        let sized = size.map { ["--size", $0] } ?? []
        let shot = screenshot ? ["--screenshot", path("frame.png")] : []
        #expect(run(["--headless", "--scene", scene, "--replay", SceneCatalog.assetsDirectory + "/replays/" + file,
                     "--step", step, "--lang", language, "--describe", path("frame.json")] + sized + shot) == 0, "\(errors)")
        return DescribedFrame(json: try #require(try JSONSerialization.jsonObject(with: bytes("frame.json")) as? [String: Any]))
    }
}
