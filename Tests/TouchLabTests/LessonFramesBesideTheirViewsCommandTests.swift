import Foundation
import GeometryTesting
import Testing
import TouchKit
import TouchKitCairo
import TouchLabEngine
import TouchLabFormats
@testable import TouchLab

/// Frames of built-in lessons as a learner reads them, through `--describe` and
/// `--screenshot`: captions say what happened in one sentence, what the lesson is about stays
/// in sight, every touch shows what became of it, and labels and chain arrows lie beside the
/// views they name, not on others.
@MainActor
final class LessonFramesBesideTheirViewsCommandTests: CommandTestCase {
    init() throws { try super.init(named: "lesson-frames") }

    /// The description of `scene` at `step` of its `-taps` replay (and its screenshot when
    /// `picture` names one), in `language` at `size`.
    func describe(_ scene: String, step: String, language: String = "en", size: String? = nil,
                  picture: String? = nil) throws -> [String: Any] {
        let replay = SceneCatalog.assetsDirectory + "/replays/\(scene)-taps.jsonl"
        var arguments = ["--headless", "--scene", scene, "--replay", replay, "--step", step, "--lang", language,
                         "--describe", path("frame.json")]
        if let size { arguments += ["--size", size] }
        if let picture { arguments += ["--screenshot", path(picture)] }
        #expect(run(arguments) == 0, "\(errors)")
        return try #require(try JSONSerialization.jsonObject(with: bytes("frame.json")) as? [String: Any])
    }

    static func rect(_ value: Any?) -> Rect? {
        guard let numbers = value as? [Double], numbers.count == 4 else { return nil }
        return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    static func labels(_ frame: [String: Any]) -> [(text: String, rect: Rect, about: Rect?)] {
        (frame["labels"] as? [[String: Any]] ?? []).compactMap { label -> (text: String, rect: Rect, about: Rect?)? in
            guard label["region"] as? String == "scene", let text = label["text"] as? String,
                  let box = Self.rect(label["rect"]) else { return nil }
            return (text, box, Self.rect(label["about"]))
        }
    }

    static func finger(_ frame: [String: Any]) -> Rect? {
        (frame["markers"] as? [[String: Any]] ?? []).first { $0["kind"] as? String == "finger" }.flatMap { rect($0["rect"]) }
    }

    // MARK: control-priority

    /// A recognizer's cancellation reads as one sentence: who got `touchesCancelled`, what it
    /// did with it, and why (the recognizer recognized; its cancelsTouchesInView), in each
    /// language.
    @Test(arguments: [("en", "Plain gets touchesCancelled [3] and handles it \u{2605}: panelTap recognized, "
                             + "and since panelTap.cancelsTouchesInView is true, the touches it took are cancelled along the responder chain"),
                      ("zh-Hans", "Plain 收到 touchesCancelled [3]，由它处理 \u{2605}，不再向上传：panelTap 识别成功，"
                                  + "panelTap 的 cancelsTouchesInView 为 true，于是它接管的触摸沿响应者链被取消")])
    func aCancellationIsOnePlainSentence(language: String, caption: String) throws {
        let frame = try describe("control-priority", step: "3:15", language: language)
        #expect(frame["caption"] as? String == caption)
    }

    /// A scroll view's pan cancels its button's touches only because the scroll view's
    /// touchesShouldCancel(in:) said yes: the caption gives that answer as the reason.
    @Test(arguments: [("en", "EagerRow2 gets touchesCancelled [1] and handles it \u{2605}: Eager.pan began because "
                             + "Eager's touchesShouldCancel(in: EagerRow2) said yes, and its cancelsTouchesInView cancels the content's touches"),
                      ("zh-Hans", "EagerRow2 收到 touchesCancelled [1]，由它处理 \u{2605}，不再向上传：Eager 的 touchesShouldCancel(in: EagerRow2) "
                                  + "返回 true，Eager.pan 才开始识别，它的 cancelsTouchesInView 取消了内容视图的触摸")])
    func aScrollViewsCancellationSaysTouchesShouldCancelSaidYes(language: String, caption: String) throws {
        let replay = SceneCatalog.assetsDirectory + "/replays/scroll-view-buttons-should-cancel-drag.jsonl"
        #expect(run(["--headless", "--scene", "scroll-view-buttons", "--replay", replay, "--step", "1:19", "--lang", language,
                     "--describe", path("frame.json")]) == 0, "\(errors)")
        let frame = try #require(try JSONSerialization.jsonObject(with: bytes("frame.json")) as? [String: Any])
        #expect(frame["caption"] as? String == caption)
    }

    /// The question is asked about the touch's view: where the cancel travels on up the
    /// chain (Badge passes it to Card), Card's step names Badge, not Card.
    @Test func aCancelUpTheChainNamesTheTouchsView() throws {
        let scene = #"""
            { "name": "feed", "size": [400, 400], "root": { "name": "Screen", "frame": [0, 0, 400, 400], "children": [
              { "name": "Feed", "kind": "scroll", "frame": [0, 0, 400, 400], "contentSize": [400, 1000],
                "delaysContentTouches": false, "children": [
                { "name": "Card", "frame": [20, 20, 360, 200], "handles": ["began", "moved", "ended", "cancelled"],
                  "children": [ { "name": "Badge", "frame": [10, 10, 100, 50] } ] } ] } ] } }
            """#
        try Data(scene.utf8).write(to: URL(fileURLWithPath: path("feed.json")))
        var captions: [String] = []
        for step in 1...40 {
            guard run(["--headless", "--scene", path("feed.json"), "--drag", "50,40:50,200:0.3", "--step", String(step),
                       "--describe", path("frame.json")]) == 0 else { break }
            let frame = try #require(try JSONSerialization.jsonObject(with: bytes("frame.json")) as? [String: Any])
            if let caption = frame["caption"] as? String, caption.contains("gets touchesCancelled [") { captions.append(caption) }
        }
        #expect(captions.count == 2, "\(captions)")
        #expect(captions.allSatisfy { $0.contains("Feed's touchesShouldCancel(in: Badge) said yes") }, "\(captions)")
        #expect(captions.last?.hasPrefix("Card gets touchesCancelled [1] and handles it") == true, "\(captions)")
    }

    /// Once the finger has lifted from Dial, its coordinates are said right beside its ring
    /// or not at all: no readout rows away with a leader back across Dial and its labels.
    @Test(arguments: ["en", "zh-Hans"], [nil, "1366x768"] as [String?])
    func aLiftedFingersReadoutStaysBesideItsRing(language: String, size: String?) throws {
        let frame = try describe("control-priority", step: "2:18", language: language, size: size)
        let finger = try #require(Self.finger(frame))
        for readout in Self.labels(frame) where readout.text.hasPrefix("2  (") {
            let gap = max(0, readout.rect.minX - finger.maxX, finger.minX - readout.rect.maxX,
                          readout.rect.minY - finger.maxY, finger.minY - readout.rect.maxY)
            #expect(gap <= 30, "\(readout.rect) lies \(gap) pixels from the finger \(finger)")
        }
    }

    // MARK: tab-bar-overhang

    /// Screen's badge lies on Screen itself (its strip above Content), on neither Content
    /// nor the tab bar, which it does not name.
    @Test(arguments: ["en", "zh-Hans"])
    func screensBadgeLiesOnScreen(language: String) throws {
        let frame = try describe("tab-bar-overhang", step: "1:11", language: language)
        let badge = try #require(Self.labels(frame).first { $0.text == "\u{2713} Screen" })
        // Content and TabBar as the scene file places them (the scene at scale 1).
        for other in [Rect(x: 0, y: 40, width: 800, height: 480), Rect(x: 0, y: 520, width: 800, height: 80)] {
            #expect(badge.rect.intersection(other) == nil, "\(badge.rect) on \(other)")
        }
    }

    /// The "+" the lesson is about reads whole under the finger pressing Compose: its ring
    /// leaves a gap there, so the glyph's white pixels are those of the frame without a finger.
    @Test(arguments: [nil, "1366x768"] as [String?])
    func theComposeButtonsPlusStaysVisibleUnderTheFinger(size: String?) throws {
        let frame = try describe("tab-bar-overhang", step: "1:11", size: size, picture: "down.png")
        let plus = try #require(Self.labels(frame).first { $0.text == "+" }?.rect)
        let finger = try #require(Self.finger(frame))
        #expect(plus.intersection(finger) != nil, "the finger lies over the +")
        var arguments = ["--headless", "--scene", "tab-bar-overhang", "--replay",
                         SceneCatalog.assetsDirectory + "/replays/tab-bar-overhang-taps.jsonl", "--at", "30",
                         "--screenshot", path("bare.png")]
        if let size { arguments += ["--size", size] }
        #expect(run(arguments) == 0, "\(errors)")
        let down = try ImageSurface(contentsOfPNG: path("down.png")), bare = try ImageSurface(contentsOfPNG: path("bare.png"))
        func white(_ image: ImageSurface, _ x: Int, _ y: Int) -> Bool {
            let word = image.pixel(x: x, y: y)
            return [16, 8, 0].allSatisfy { (word >> UInt32($0)) & 0xff > 200 }
        }
        // Every pixel of the glyph still white, and no white stroke (the ring's rim) across
        // it: a white pixel of one frame only counts where no glyph pixel lies beside it (an
        // edge blended over another tint may tip either way).
        let xs = Int(plus.minX)...Int(plus.maxX), ys = Int(plus.minY)...Int(plus.maxY)
        let glyph = Set(ys.flatMap { y in xs.filter { white(bare, $0, y) }.map { [$0, y] } })
        let covered = glyph.filter { !white(down, $0[0], $0[1]) }.count
        let stray = ys.flatMap { y in xs.map { [$0, y] } }.filter { point in
            white(down, point[0], point[1]) && !glyph.contains(point)
                && !(-1...1).contains { dx in (-1...1).contains { dy in glyph.contains([point[0] + dx, point[1] + dy]) } }
        }.count
        #expect(glyph.count > 4, "the + is drawn")
        #expect(covered == 0 && stray <= 1, "\(covered) of the +'s \(glyph.count) pixels covered, \(stray) stray white pixels")
    }

    // MARK: double-tap-single-tap

    /// Touch 3, which the search gives Photo but which never reaches it, says so beside its
    /// finger: where it landed, the view found, and why Photo does not get it.
    @Test(arguments: [("en", ["3  (402, 251) · lands in Photo, the hit view, but never reaches it", "Photo takes one touch at a time",
                              "touch 2's touchesEnded was still held then"]),
                      ("zh-Hans", ["3  (402, 251) · 落在命中测试视图 Photo 上，却不会传给它", "Photo 一次只接收一个触摸",
                                   "当时触摸 2 的 touchesEnded 仍被扣留"])])
    func anUndeliveredTouchSaysWhatBecameOfIt(language: String, parts: [String]) throws {
        for size in [nil, "1366x768"] {
            let frame = try describe("double-tap-single-tap", step: "2:20", language: language, size: size)
            let labels = Self.labels(frame)
            let fingers = (frame["markers"] as? [[String: Any]] ?? []).filter { $0["kind"] as? String == "finger" }
                .compactMap { Self.rect($0["rect"]) }
            for part in parts {
                let label = try #require(labels.first { $0.text == part }, "\(part) missing at \(size ?? "scene size")")
                // About a finger (touch 3's, down at (402, 251) over touch 2's lifted one).
                #expect(label.about.map { about in fingers.contains { $0 == about } } == true, "\(part): \(String(describing: label.about))")
            }
        }
    }

    // MARK: seed-a-to-e

    /// The chain's arrow from D's hop (on D, by its edge) to C's ★ leaves D the short way
    /// and runs no farther through it: C's mark lies by the edge nearest D's, not across
    /// the scene.
    @Test(arguments: ["en", "zh-Hans"], [nil, "1366x768"] as [String?])
    func theChainArrowRunsBesideD(language: String, size: String?) throws {
        let frame = try describe("seed-a-to-e", step: "1:19", language: language, size: size)
        let hitView = try #require((frame["markers"] as? [[String: Any]] ?? []).first { $0["view"] as? String == "D" }
            .flatMap { Self.rect($0["rect"]) })
        let chains = (frame["lines"] as? [[String: Any]] ?? []).filter { $0["kind"] as? String == "chain" }
        #expect(!chains.isEmpty)
        for line in chains {
            let points = (line["points"] as? [[Double]] ?? []).map { Point(x: $0[0], y: $0[1]) }
            let wayOut = [points.first!, points.last!].filter { hitView.contains($0) }
                .map { min($0.x - hitView.minX, hitView.maxX - $0.x, $0.y - hitView.minY, hitView.maxY - $0.y) }.min() ?? 0
            let run = LineMeasure.lengthInside(points, hitView)
            #expect(run <= wayOut + 20, "a chain line runs \(run) px through D \(hitView), \(wayOut) px from its edge")
        }
    }

    /// D's "not visited" tag keeps off C's outline: beside D, not squeezed onto C's edge.
    /// (At touchesBegan: once the touch ends the search is folded and its tags go.)
    @Test(arguments: ["en", "zh-Hans"])
    func aNotVisitedTagKeepsOffItsParentsEdge(language: String) throws {
        let frame = try describe("seed-a-to-e", step: "2:12", language: language)
        let d = Rect(x: 400, y: 60, width: 160, height: 200), c = Rect(x: 380, y: 40, width: 380, height: 500)
        let tags = Self.labels(frame).filter { $0.about == d }
        let tag = try #require(tags.first, "D's tag is drawn")
        // The text lies 2 points inside its pill: the pill keeps 3 points off C's edges.
        let pill = tag.rect.outset(by: EdgeInsets(all: 2))
        let edges = [pill.minY - c.minY, c.maxY - pill.maxY, pill.minX - c.minX, c.maxX - pill.maxX]
        #expect(edges.allSatisfy { $0 >= 3 }, "\(pill) against C's edges: \(edges)")
    }
}
