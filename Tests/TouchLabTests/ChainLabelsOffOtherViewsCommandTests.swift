import Foundation
import Testing
import TouchLabFormats
@testable import TouchLab

/// The responder chain's marks, read from `--describe`'s `hops`, each lie where it reads as
/// the responder it names: a view's mark on no view but that one and those holding it; a
/// view controller's tag on its own view (or beside it mostly on no view, at the root's
/// edge), not beside its view's edge on the superview; the responders after the scene (window,
/// application, app delegate) on the root view alone, never on a view of the scene.
@MainActor
final class ChainLabelsOffOtherViewsCommandTests: CommandTestCase {
    init() throws { try super.init(named: "chain-labels") }

    /// A scene's views: window rectangle (scene points), ancestors' names; its controllers' views.
    struct Views {
        let rects: [String: (rect: [Double], ancestors: [String])]
        let controllers: [String: String]
        let root: String
    }

    /// The views of the built-in scene `name`, from its file.
    static func views(of name: String) throws -> Views {
        let data = try Data(contentsOf: URL(fileURLWithPath: SceneCatalog.assetsDirectory + "/scenes/\(name).json"))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let root = try #require(json["root"] as? [String: Any])
        var rects: [String: (rect: [Double], ancestors: [String])] = [:], controllers: [String: String] = [:]
        func walk(_ view: [String: Any], origin: (Double, Double), ancestors: [String]) {
            guard let name = view["name"] as? String, let frame = view["frame"] as? [Double] else { return }
            let x = origin.0 + frame[0], y = origin.1 + frame[1]
            rects[name] = ([x, y, frame[2], frame[3]], ancestors)
            if let controller = view["controller"] as? String { controllers[controller] = name }
            for child in view["children"] as? [[String: Any]] ?? [] { walk(child, origin: (x, y), ancestors: ancestors + [name]) }
        }
        walk(root, origin: (0, 0), ancestors: [])
        return Views(rects: rects, controllers: controllers, root: root["name"] as? String ?? "")
    }

    /// The area `a` and `b` share.
    static func area(_ a: [Double], _ b: [Double]) -> Double {
        max(0, min(a[0] + a[2], b[0] + b[2]) - max(a[0], b[0])) * max(0, min(a[1] + a[3], b[1] + b[3]) - max(a[1], b[1]))
    }

    static func overlaps(_ a: [Double], _ b: [Double]) -> Bool {
        a[0] < b[0] + b[2] - 0.5 && b[0] < a[0] + a[2] - 0.5 && a[1] < b[1] + b[3] - 0.5 && b[1] < a[1] + a[3] - 0.5
    }

    /// Every chain mark at `step` lying where it should; the marks that do not, described.
    func misplacedMarks(scene: String, replay: String, step: String, language: String, size: String?) throws -> [String] {
        let views = try Self.views(of: scene)
        #expect(run(["--headless", "--scene", scene, "--replay", SceneCatalog.assetsDirectory + "/replays/\(replay).jsonl",
                     "--step", step, "--lang", language, "--describe", path("frame.json")] + (size.map { ["--size", $0] } ?? [])) == 0,
                "\(errors)")
        let json = try #require(try JSONSerialization.jsonObject(with: bytes("frame.json")) as? [String: Any])
        let regions = json["regions"] as? [[String: Any]] ?? []
        let scene = try #require(regions.first { $0["name"] as? String == "scene" }?["rect"] as? [Double])
        // Window pixels per scene point (a `--size` larger than the root draws it scaled down).
        let sceneWidth = size.flatMap { Double($0.split(separator: "x")[0]) } ?? scene[2]
        let scale = scene[2] / sceneWidth
        let window = views.rects.mapValues { view in
            (rect: [scene[0] + view.rect[0] * scale, scene[1] + view.rect[1] * scale, view.rect[2] * scale, view.rect[3] * scale],
             ancestors: view.ancestors)
        }
        var misplaced: [String] = []
        for hop in json["hops"] as? [[String: Any]] ?? [] {
            let names = hop["names"] as? [String] ?? [], rect = try #require(hop["rect"] as? [Double])
            let named: String? = names.count == 1 ? (window[names[0]] != nil ? names[0] : views.controllers[names[0]]) : nil
            let allowed = Set(named.map { [$0] + (window[$0]?.ancestors ?? []) } ?? [views.root])
            let on = window.filter { !allowed.contains($0.key) && Self.overlaps(rect, $0.value.rect) }.keys.sorted()
            // A controller's tag on its view; beside it, mostly off the superview (on no
            // view, at the root's edge): lying on the superview it reads as that one's.
            var detached = false
            if let named, window[names[0]] == nil, let own = window[named], let parent = own.ancestors.last.flatMap({ window[$0] }) {
                let outside = Self.area(rect, parent.rect) - Self.area(rect, own.rect)
                detached = outside > rect[2] * rect[3] / 2
            }
            if !on.isEmpty || detached {
                misplaced.append("\(step) \(language) \(size ?? ""): \(hop["mark"] ?? "") \(names) at \(rect) on \(on)"
                                 + (detached ? ", off its view" : ""))
            }
        }
        return misplaced
    }

    /// Every third step of the three lessons of the responder-chain scene (the chain grows
    /// a hop or two a step), the last steps included.
    @Test(arguments: [("en", nil), ("zh-Hans", nil), ("en", "1366x768"), ("zh-Hans", "1366x768")] as [(String, String?)])
    func responderChainLessons(language: String, size: String?) throws {
        var misplaced: [String] = []
        for (lesson, steps) in [(1, 32), (2, 13), (3, 20)] {
            for step in Set(Array(stride(from: 2, through: steps, by: 3)) + [steps]).sorted() {
                misplaced += try misplacedMarks(scene: "responder-chain", replay: "responder-chain-taps", step: "\(lesson):\(step)",
                                                language: language, size: size)
            }
        }
        #expect(misplaced.isEmpty, "\(misplaced.joined(separator: "\n"))")
    }

    /// The seed scene's tap in D: its chain runs D → C → DetailVC → A, then off the scene.
    @Test(arguments: [("en", nil), ("zh-Hans", nil), ("en", "1366x768"), ("zh-Hans", "1366x768")] as [(String, String?)])
    func seedSceneTapInD(language: String, size: String?) throws {
        let misplaced = try misplacedMarks(scene: "seed-a-to-e", replay: "seed-a-to-e-taps", step: "1:16", language: language, size: size)
        #expect(misplaced.isEmpty, "\(misplaced.joined(separator: "\n"))")
    }
}
