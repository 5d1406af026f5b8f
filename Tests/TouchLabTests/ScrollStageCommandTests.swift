import Foundation
import Testing
import TouchLabFormats
@testable import TouchLab

/// The scroll views' stage read from its frames: a drag that scrolls a list carries the
/// row the touch began on away from the point the finger came down, so the start mark
/// moves with that row and names it; the pan's translation says what came before it
/// began; the headers say their settings whole; the lab's tags leave the scene's words
/// readable.
@MainActor
final class ScrollStageCommandTests: CommandTestCase {
    init() throws { try super.init(named: "scroll-stage") }

    func describe(_ replay: String, step: String, language: String = "en") throws -> [String: Any] {
        let path = SceneCatalog.assetsDirectory + "/replays/\(replay).jsonl"
        #expect(run(["--headless", "--scene", "scroll-view-buttons", "--replay", path, "--step", step, "--lang", language,
                     "--describe", self.path("frame.json")]) == 0, "\(errors)")
        return try #require(try JSONSerialization.jsonObject(with: bytes("frame.json")) as? [String: Any])
    }

    @Test(arguments: [("en", "1 began on ListRow2, scrolled since"), ("zh-Hans", "1 在 ListRow2 上开始，内容随后滚动了")])
    func theStartMarkStaysOnTheRowTheTouchBeganOn(language: String, text: String) throws {
        // Step 23: the finger came down at (125, 270) on ListRow2; List has scrolled by 100
        // since, which puts ListRow3 under that point.
        let json = try describe("scroll-view-buttons-drag", step: "1:23", language: language)
        let markers = json["markers"] as? [[String: Any]] ?? []
        let row = try #require(markers.first { $0["view"] as? String == "ListRow2" }?["rect"] as? [Double])
        let labels = json["labels"] as? [[String: Any]] ?? []
        let note = try #require(labels.first { $0["text"] as? String == text }, "\(labels.compactMap { $0["text"] })")
        let ring = try #require(note["about"] as? [Double])
        let center = (ring[0] + ring[2] / 2, ring[1] + ring[3] / 2)
        #expect(center.0 > row[0] && center.0 < row[0] + row[2] && center.1 > row[1] && center.1 < row[1] + row[3],
                "the start mark \(ring) is off ListRow2 \(row)")
    }

    @Test func aListThatDidNotScrollNamesNoStart() throws {
        // A quick tap scrolls nothing: the ring stays where the finger came down, untold.
        let json = try describe("scroll-view-buttons-quick-tap", step: "1:21")
        let labels = (json["labels"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }
        #expect(!labels.contains { $0.contains("began on") }, "\(labels)")
    }

    /// The pan's translation counts from where the finger came down, the scroll from where
    /// the pan began: 120 against 100, told beside the pan's values.
    @Test(arguments: [("en", "20 pt of it before the pan began, which scrolled nothing"), ("zh-Hans", "其中 20 点在 pan 开始之前，没有滚动")])
    func thePansTranslationSaysWhatCameBeforeItBegan(language: String, text: String) throws {
        let ended = try describe("scroll-view-buttons-drag", step: "1:23", language: language)
        let labels = (ended["labels"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }
        #expect(labels.contains(text), "\(labels)")
        #expect(labels.contains { $0.hasPrefix("List.pan: ") && $0.contains("(0.0, -120.0)") }, "\(labels)")
        // As it begins, nothing has scrolled yet and nothing needs saying.
        let began = try describe("scroll-view-buttons-should-cancel-drag", step: "1:19", language: language)
        let beganLabels = (began["labels"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }
        #expect(!beganLabels.contains(text), "\(beganLabels)")
    }

    /// Eager's header names both settings it changes, whole, on two lines of its box, and
    /// no label of the search covers them.
    @Test(arguments: [("en", "delaysContentTouches off + touchesShouldCancel yes"),
                      ("zh-Hans", "delaysContentTouches 关 + touchesShouldCancel 是")])
    func eagersHeaderSaysBothSettings(language: String, header: String) throws {
        let json = try describe("scroll-view-buttons-should-cancel-drag", step: "1:15", language: language)
        let labels = (json["labels"] as? [[String: Any]] ?? []).filter { $0["region"] as? String == "scene" }
        let content = labels.filter { $0["layer"] as? String == "content" }
        let lines = content.filter { label in
            let text = label["text"] as? String ?? ""
            return !text.isEmpty && header.contains(text) && (text.contains("touchesShouldCancel") || text.hasSuffix(" +"))
        }
        #expect(lines.compactMap { $0["text"] as? String }.joined(separator: " ") == header, "\(lines)")
        #expect(lines.allSatisfy { $0["shortened"] as? Bool == false })
        for line in lines {
            let rect = try #require(line["rect"] as? [Double])
            for label in labels where label["layer"] as? String == "lab" {
                let other = try #require(label["rect"] as? [Double])
                let overlaps = other[0] < rect[0] + rect[2] && rect[0] < other[0] + other[2]
                    && other[1] < rect[1] + rect[3] && rect[1] < other[1] + other[3]
                #expect(!overlaps, "\(label["text"] ?? "") covers \(line["text"] ?? "")")
            }
        }
    }

    /// While a finger is held by List and when a quick tap ends, the finger's and the hit
    /// view's tags lie off the headers' boxes, the lists' names and the rows' titles.
    @Test(arguments: ["en", "zh-Hans"])
    func theTagsLeaveTheScenesWordsReadable(language: String) throws {
        for (replay, step) in [("scroll-view-buttons-drag", "1:19"), ("scroll-view-buttons-quick-tap", "1:21"),
                               ("scroll-view-buttons-drag", "1:23")] {
            let json = try describe(replay, step: step, language: language)
            let labels = (json["labels"] as? [[String: Any]] ?? []).filter { $0["region"] as? String == "scene" }
            let words = try labels.filter { $0["layer"] as? String == "content" }.map { word in
                (text: word["text"] as? String ?? "", rect: try #require(word["rect"] as? [Double]))
            }
            // The four headers' boxes (scene points [x, 56, 210, 40], shown at 800 / 960).
            let scale = 800.0 / 960
            let headers = [20.0, 255, 490, 725].map { (text: "the header at x \($0)", rect: [$0 * scale, 56 * scale, 210 * scale, 40 * scale]) }
            for tag in labels where tag["layer"] as? String == "lab" {
                let rect = try #require(tag["rect"] as? [Double])
                for word in words + headers {
                    let other = word.rect
                    let overlaps = other[0] < rect[0] + rect[2] && rect[0] < other[0] + other[2]
                        && other[1] < rect[1] + rect[3] && rect[1] < other[1] + other[3]
                    #expect(!overlaps, "\(replay) \(step): \(tag["text"] ?? "") covers \(word.text)")
                }
            }
        }
    }
}
