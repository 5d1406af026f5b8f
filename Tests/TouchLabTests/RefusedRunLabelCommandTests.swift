import Foundation
import Testing
import TouchKit
import TouchLabEngine
import TouchLabFormats
@testable import TouchLab

/// A refused run's label (siblings the search refused one after another, told by one label)
/// sits beside one of the views it names, off all of them, and points at that view: not at
/// the box holding them all, which may hold none of them where it points.
@MainActor
final class RefusedRunLabelCommandTests: CommandTestCase {
    init() throws { try super.init(named: "refused-run") }

    /// The tab bar's tap on Home: Profile, Inbox, Compose (sticking up out of the bar) and
    /// Search are refused as a run.
    @Test(arguments: ["en", "zh-Hans"])
    func theTabBarsRunSitsBesideAViewItNames(language: String) throws {
        let replay = SceneCatalog.assetsDirectory + "/replays/tab-bar-overhang-taps.jsonl"
        #expect(run(["--headless", "--scene", "tab-bar-overhang", "--replay", replay, "--step", "3:11", "--lang", language,
                     "--describe", path("frame.json")]) == 0, "\(errors)")
        let json = try #require(try JSONSerialization.jsonObject(with: bytes("frame.json")) as? [String: Any])
        let labels = json["labels"] as? [[String: Any]] ?? []
        let run = try #require(labels.first { ($0["text"] as? String) == "3–6" })
        let about = try #require(run["about"] as? [Double])
        let built = SceneBuilder().build(try SceneReader.load(path: try SceneCatalog.standard.resolve("tab-bar-overhang")))
        let named = try ["Profile", "Inbox", "Compose", "Search"].map { name in
            let view = try #require(built.view(named: name))
            return view.convert(view.bounds, to: nil)
        }
        let anchor = Rect(x: about[0], y: about[1], width: about[2], height: about[3])
        #expect(named.contains(anchor), "the label points at \(anchor), none of the views it names")
        // Its pieces lie beside that view, on none of them.
        let pieces = labels.filter { ($0["about"] as? [Double]) == about }.compactMap { $0["rect"] as? [Double] }
            .map { Rect(x: $0[0], y: $0[1], width: $0[2], height: $0[3]) }
        #expect(pieces.count == 3)
        for piece in pieces {
            #expect(!named.contains { $0.intersection(piece) != nil }, "\(piece) lies on a view it names")
            #expect(piece.minY - anchor.maxY < 30 && anchor.minY - piece.maxY < 30, "\(piece) is far from \(anchor)")
        }
    }
}
