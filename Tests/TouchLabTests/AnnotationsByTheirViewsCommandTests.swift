import Foundation
import Testing
import TouchLabEngine
import TouchLabFormats
@testable import TouchLab

/// A learner reading only the screen takes an annotation for the view it lies on or
/// beside: so each lies by the view it names, off the other views. Read from `--describe`
/// (each label's text rectangle and `about`, the chain's `hops`, the markers) against the
/// views' rectangles worked out from the scene files, at the steps where they strayed.
@MainActor
final class AnnotationsByTheirViewsCommandTests: CommandTestCase {
    init() throws { try super.init(named: "annotations-by-views") }

    typealias Label = (text: String, rect: [Double], about: [Double]?)

    func describe(_ scene: String, replay: String, step: String, language: String = "en") throws -> [String: Any] {
        let file = "\(scene)-\(language).json"
        #expect(run(["--headless", "--scene", scene, "--replay", SceneCatalog.assetsDirectory + "/replays/\(replay).jsonl",
                     "--step", step, "--lang", language, "--describe", path(file)]) == 0, "\(errors)")
        return try #require(try JSONSerialization.jsonObject(with: bytes(file)) as? [String: Any])
    }

    func sceneLabels(_ json: [String: Any]) throws -> [Label] {
        let labels = try #require(json["labels"] as? [[String: Any]])
        return labels.compactMap { label in
            guard label["region"] as? String == "scene", label["layer"] as? String == "lab",
                  let text = label["text"] as? String, let rect = label["rect"] as? [Double] else { return nil }
            return (text, rect, label["about"] as? [Double])
        }
    }

    static func overlap(_ a: [Double], _ b: [Double]) -> Double {
        LabelsBesideTheirViewsTests.overlap(a, b)
    }

    static func distance(_ a: [Double], _ b: [Double]) -> Double {
        LabelsBesideTheirViewsTests.distance(a, b)
    }

    /// The responder-chain lesson's first tap, once the search returned: the root's badge
    /// ("1 ✓ Root") lies in Root's own title strip, after its name, on none of its subviews
    /// (Header, Container) and on no marker.
    @Test func rootsBadgeLiesInItsTitleStrip() throws {
        let json = try describe("responder-chain", replay: "responder-chain-taps", step: "1:11")
        let labels = try sceneLabels(json)
        let root = [0.0, 0, 800, 600], header = [20.0, 20, 760, 80], container = [20.0, 120, 760, 460]
        let badge = try #require(labels.first { $0.text == "✓ Root" })
        #expect(badge.about == root)
        #expect(badge.rect[1] + badge.rect[3] <= header[1], "\(badge.rect) lies below Root's title strip")
        let name = try #require((json["labels"] as? [[String: Any]])?.first { $0["text"] as? String == "Root" }?["rect"] as? [Double])
        #expect(badge.rect[0] >= name[0] + name[2], "\(badge.rect) is not after Root's name \(name)")
        for label in labels where label.about == root {
            #expect(Self.overlap(label.rect, header) == 0 && Self.overlap(label.rect, container) == 0,
                    "\"\(label.text)\" \(label.rect) lies on a subview of Root")
        }
        let markers = try #require(json["markers"] as? [[String: Any]]).compactMap { $0["rect"] as? [Double] }
        for label in labels where label.about == root {
            for marker in markers { #expect(Self.overlap(label.rect, marker) == 0, "\"\(label.text)\" lies on a marker \(marker)") }
        }
    }

    /// The hidden-alpha-disabled lesson's third tap: the hit view's label starts under
    /// BehindDisabled (not a column to its left), and its count of checks lies whole inside
    /// the scene, clear of its right edge.
    @Test func hitViewsLabelStartsUnderItsView() throws {
        let json = try describe("hidden-alpha-disabled", replay: "hidden-alpha-disabled-taps", step: "3:8")
        let labels = try sceneLabels(json)
        let name = try #require(labels.first { $0.text.hasSuffix("BehindDisabled") && $0.text.hasPrefix("hit view") })
        let view = try #require(name.about)
        let disc = try #require(labels.first { $0.about == view && $0.text == "4" })
        #expect(disc.rect[0] >= view[0], "the label starts at \(disc.rect[0]), left of BehindDisabled \(view)")
        #expect(Self.distance(disc.rect, view) < 60, "the label lies \(Self.distance(disc.rect, view)) px from BehindDisabled")
        let count = try #require(labels.first { $0.about == view && $0.text.contains("point(inside:)") })
        // The text's pill reaches 5 px past its text.
        #expect(count.rect[0] + count.rect[2] + 5 <= 800 - 2, "\"\(count.text)\" \(count.rect) runs to the scene's edge")
    }

    /// The gestures tour at the hold's began: the chain's second hop names Screen, so its
    /// mark lies on Screen alone, clear of the pads beside it (touching one, it reads as
    /// that pad's), and near the first hop's.
    @Test func screensHopLiesClearOfThePads() throws {
        let json = try describe("gestures-touches-controls", replay: "gestures-touches-controls-tour", step: "1:16")
        let hops = try #require(json["hops"] as? [[String: Any]])
        let first = try #require(hops.first { $0["mark"] as? String == "a" }?["rect"] as? [Double])
        let hop = try #require(hops.first { $0["mark"] as? String == "b" })
        #expect(hop["names"] as? [String] == ["Screen"])
        let rect = try #require(hop["rect"] as? [Double])
        let scale = 800.0 / 960
        let pads = [[30.0, 60, 280, 420], [340.0, 60, 280, 420], [650.0, 60, 280, 420]].map { $0.map { $0 * scale } }
        for pad in pads {
            #expect(Self.distance(rect, pad) >= 2, "hop b \(rect) touches \(pad)")
        }
        #expect(Self.distance(rect, first) < 30, "hop b \(rect) lies far from hop a \(first)")
    }

    /// A drag's search visiting a row scrolled out of its list's sight: no badge of such a
    /// row (its `about` the list's edge it lies beyond) is drawn far from that edge, at the
    /// scene's top.
    @Test func scrolledOffRowsAreNotNamedFromTheTop() throws {
        let json = try describe("scroll-view-buttons", replay: "scroll-view-buttons-drag", step: "1:10")
        for label in try sceneLabels(json) {
            guard let about = label.about, about[2] <= 1 || about[3] <= 1 else { continue }
            #expect(Self.distance(label.rect, about) <= 48, "\"\(label.text)\" \(label.rect) lies far from \(about)")
        }
    }

    /// The tab bar's third tap, once TabBar returned Home: TabBar's badge and "returns"
    /// chip lie in TabBar's own title strip, not on Content above its top edge (there
    /// they read as Content's).
    @Test(arguments: ["en", "zh-Hans"])
    func tabBarsBadgeLiesInItsTitleStrip(language: String) throws {
        let json = try describe("tab-bar-overhang", replay: "tab-bar-overhang-taps", step: "3:10", language: language)
        let tabBar = [0.0, 520, 800, 80], content = [0.0, 40, 800, 480]
        let badges = try sceneLabels(json).filter { $0.about == tabBar }
        #expect(badges.count >= 2, "\(badges.map(\.text))")
        for badge in badges {
            #expect(Self.overlap(badge.rect, content) == 0, "\"\(badge.text)\" \(badge.rect) lies on Content")
            #expect(Self.overlap(badge.rect, tabBar) > 0, "\"\(badge.text)\" \(badge.rect) lies off TabBar")
        }
    }

    /// The drag's search once it reached List's rows: every label over the scene stops
    /// short of its right edge (touching the panel there, a pill reads as cut off).
    @Test func noLabelTouchesTheScenesRightEdge() throws {
        let json = try describe("scroll-view-buttons", replay: "scroll-view-buttons-drag", step: "1:10")
        let labels = try sceneLabels(json)
        #expect(labels.contains { $0.text.hasPrefix("returns") && $0.rect[0] > 700 }, "\(labels.map(\.text))")
        for label in labels {
            // A tag's pill reaches 5 px past its text.
            #expect(label.rect[0] + label.rect[2] + 5 <= 800 - 2, "\"\(label.text)\" \(label.rect) runs to the scene's edge")
        }
    }
}
