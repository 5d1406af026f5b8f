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

    /// The transforms lesson's answer (3:12): Card's four subviews, refused for two reasons,
    /// are one label outside Card (on it, seven pills piled over the card), numbered with
    /// the one range their visits took, so no number is told twice; the hit view's label
    /// lies off the finger, and Like, whose corner the finger covers, shows the point in
    /// its own axes.
    @Test(arguments: ["en", "zh-Hans"])
    func cardsRefusedSubviewsAreOneLabelOutsideIt(language: String) throws {
        let json = try describe("transforms-and-bounds", replay: "transforms-and-bounds-taps", step: "3:12", language: language)
        let labels = try sceneLabels(json)
        let card = [52.7, 108.9, 354.6, 262.2]
        let verdicts = labels.filter { $0.about == card && $0.text.hasPrefix("\u{2717} ") }
        for name in ["Photo", "Caption", "Stamp", "Like"] {
            #expect(verdicts.contains { $0.text.contains(name) }, "\(name) is not named by Card's refusals: \(verdicts.map(\.text))")
            #expect(labels.filter { $0.text.hasPrefix("\u{2717} \(name)") }.count <= 1, "\(name) is named twice: \(labels.map(\.text))")
        }
        #expect(verdicts.count <= 2, "\(verdicts.map(\.text))")
        let range = try #require(labels.first { $0.text == "5\u{2013}8" })
        #expect(range.about == card)
        for piece in verdicts + [range] {
            #expect(Self.overlap(piece.rect, card) == 0, "\"\(piece.text)\" \(piece.rect) lies on Card \(card)")
        }
        // One numbering: each visit and return numbered once, 1 to 10 with none missing.
        var numbers: [Int] = []
        for label in labels {
            let bounds = label.text.split(separator: "\u{2013}").compactMap { Int($0) }
            guard !bounds.isEmpty, bounds.count == label.text.split(separator: "\u{2013}").count else { continue }
            numbers += Array(bounds[0]...bounds[bounds.count - 1])
        }
        #expect(numbers.sorted() == Array(1...10), "\(numbers.sorted())")
        let markers = try #require(json["markers"] as? [[String: Any]])
        let finger = try #require(markers.first { $0["kind"] as? String == "finger" }?["rect"] as? [Double])
        for label in labels where label.about == card {
            #expect(Self.overlap(label.rect, finger) == 0, "\"\(label.text)\" \(label.rect) lies on the finger \(finger)")
        }
        let point = language == "en" ? "(111.9, 53.6) in Like" : "（111.9, 53.6），Like 的坐标系"
        #expect(labels.contains { $0.text == point }, "\(labels.map(\.text))")
        #expect(labels.contains { $0.text.contains("100 \u{00D7} 44") }, "\(labels.map(\.text))")
    }

    /// transforms-and-bounds' Feed, scrolled by 200: Row3, its top above Feed's edge, is
    /// named in its part in sight, under Feed's own name and whole; Row1 and Row2, wholly
    /// out of sight, are not named at all. At every tap.
    @Test(arguments: ["1:1", "5:15"], ["en", "zh-Hans"])
    func aRowPartlyInSightIsNamedInThatPart(step: String, language: String) throws {
        let json = try describe("transforms-and-bounds", replay: "transforms-and-bounds-taps", step: step, language: language)
        let content = try #require(json["labels"] as? [[String: Any]]).filter {
            $0["region"] as? String == "scene" && $0["layer"] as? String == "content"
        }
        func rect(_ name: String) -> [Double]? { content.first { $0["text"] as? String == name }?["rect"] as? [Double] }
        let row3 = try #require(content.first { $0["text"] as? String == "Row3" })
        #expect(row3["shortened"] as? Bool == false)
        let name = try #require(rect("Row3")), feed = try #require(rect("Feed"))
        let list = [450.0, 60, 300, 480]
        #expect(name[0] >= list[0] && name[1] >= list[1] && name[0] + name[2] <= list[0] + list[2]
                && name[1] + name[3] <= list[1] + list[3], "Row3's name \(name) lies outside Feed \(list)")
        #expect(Self.overlap(name, feed) == 0, "Row3's name \(name) lies on Feed's \(feed)")
        #expect(rect("Row1") == nil && rect("Row2") == nil, "rows out of sight are named")
    }

    /// The transforms lesson's last tap (5:15) lands inside Feed between two rows: the
    /// finger's ring lies within Feed, off its edge and off the Note under it.
    @Test func theLastTapLiesInsideFeed() throws {
        let json = try describe("transforms-and-bounds", replay: "transforms-and-bounds-taps", step: "5:15")
        let markers = try #require(json["markers"] as? [[String: Any]])
        let finger = try #require(markers.first { $0["kind"] as? String == "finger" }?["rect"] as? [Double])
        #expect(markers.contains { $0["kind"] as? String == "hitView" && $0["view"] as? String == "Feed" })
        let feed = [450.0, 60, 300, 480], note = [40.0, 556, 720, 28]
        #expect(finger[0] > feed[0] + 4 && finger[1] > feed[1] + 4 && finger[0] + finger[2] < feed[0] + feed[2] - 4
                && finger[1] + finger[3] < feed[1] + feed[3] - 4, "the finger \(finger) lies on Feed's edge \(feed)")
        #expect(Self.distance(finger, note) > 4, "the finger \(finger) lies on the Note \(note)")
    }

    /// The probe at Like (1:6): Stamp's frame tag keeps apart from the probe's readout (2
    /// points under it, the grey tag read as the readout's second line). Their texts lie
    /// 12 points apart or more: a few points between their pills.
    @Test(arguments: ["en", "zh-Hans"])
    func aFramesTagKeepsApartFromTheReadout(language: String) throws {
        let json = try describe("transforms-and-bounds", replay: "transforms-and-bounds-taps", step: "1:6", language: language)
        let labels = try sceneLabels(json)
        let readout = try #require(labels.first { $0.text.hasPrefix("(50.1, 22.1)") || $0.text.hasPrefix("（50.1, 22.1）") })
        let tags = labels.filter { $0.text.hasPrefix("Stamp.frame") || $0.text.hasPrefix("Card.frame") }
        #expect(tags.count == 2, "\(labels.map(\.text))")
        for tag in tags {
            #expect(Self.distance(tag.rect, readout.rect) >= 12, "\"\(tag.text)\" \(tag.rect) butts against the readout \(readout.rect)")
        }
    }

    /// A caption wrapped onto two lines (1:6) has the scene's key under it, not after its
    /// last word, where the key's entries read as the sentence's end.
    @Test(arguments: ["en", "zh-Hans"])
    func theKeyLiesUnderAWrappedCaption(language: String) throws {
        let json = try describe("transforms-and-bounds", replay: "transforms-and-bounds-taps", step: "1:6", language: language)
        let caption = try #require(json["caption"] as? String)
        let legend = try #require(json["legend"] as? [[String: Any]]).compactMap { $0["text"] as? String }
        let band = try #require(json["labels"] as? [[String: Any]]).filter { $0["region"] as? String == "timeline" }
        // (Not the key's digit: the caption holds digits too.)
        let lines = band.filter { ($0["text"] as? String).map { $0.count >= 4 && caption.contains($0) && !legend.contains($0) } ?? false }
            .compactMap { $0["rect"] as? [Double] }
        // (In Chinese the caption fits one line; the key then may follow it.)
        guard language == "en" || lines.count >= 2 else { return }
        #expect(lines.count >= 2, "the caption \(caption) is not wrapped")
        let entries = band.filter { ($0["text"] as? String).map(legend.contains) ?? false }.compactMap { $0["rect"] as? [Double] }
        #expect(!entries.isEmpty)
        for entry in entries {
            for line in lines {
                #expect(entry[1] >= line[1] + line[3] || entry[1] + entry[3] <= line[1], "a key entry \(entry) shares the caption's line \(line)")
            }
        }
    }
}
