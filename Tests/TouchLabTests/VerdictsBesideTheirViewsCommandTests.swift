import Foundation
import Testing
import TouchKit
import TouchKitCairo
import TouchLabFormats
@testable import TouchLab

/// A verdict reads as the view's it names only beside that view, whole: over a neighbouring
/// button it hides that button and reads as its verdict. The tab bar's third lesson (a touch
/// on Home, the search refusing every other button first) crowds them on one strip; the
/// content area above it is room enough. Read from `--describe` against the views as the
/// scene file places them, and from the screenshot for the held touch's words.
@MainActor
final class VerdictsBesideTheirViewsCommandTests: CommandTestCase {
    init() throws { try super.init(named: "verdicts-beside") }

    typealias Piece = (text: String, rect: Rect)

    /// The lab's labels over the scene at `step`, and the scene's controls (the views with a
    /// kind) as drawn, each with the names of the views holding it.
    func frame(_ scene: String, replay: String, step: String, language: String, size: String?,
               screenshot: Bool = false) throws -> (labels: [Piece], sceneText: [Rect], views: [(name: String, rect: Rect, ancestors: [String])]) {
        let frame = try describeStep(scene, replay: replay, step: step, language: language, size: size, screenshot: screenshot)
        let controls = try frame.views(of: scene).filter { $0.kind != nil }.map { ($0.name, $0.rect, $0.ancestors) }
        return (frame.sceneLabels(layer: "lab"), frame.sceneLabels(layer: "content").map(\.rect), controls)
    }

    /// The probe's readout and answer and every visit's verdict, at each step of the search
    /// that refuses Profile, Inbox, Compose and Search before finding Home: on no button but
    /// the ones they name, with every name and the reason in one piece.
    @Test(arguments: ["3:4", "3:5", "3:6", "3:7", "3:8"], ["en", "zh-Hans"])
    func theTabBarsVerdictsLieBesideTheirButtons(step: String, language: String) throws {
        let frame = try frame("tab-bar-overhang", replay: "tab-bar-overhang-taps", step: step, language: language, size: nil)
        let buttons = ["Home", "Search", "Compose", "Inbox", "Profile"]
        let verdicts = frame.labels.filter { piece in
            piece.text.hasPrefix("\u{2717} ") || piece.text.hasPrefix("\u{2713} ") || piece.text.hasPrefix("point(inside:)")
                || piece.text.contains(" in ") || piece.text.contains("的坐标系")
        }
        #expect(verdicts.count >= 3, "\(frame.labels.map(\.text))")
        for verdict in verdicts {
            #expect(!verdict.text.contains("\u{2026}"), "\"\(verdict.text)\" hides a name")
            #expect(!verdict.text.hasSuffix(":") && !verdict.text.hasSuffix("："), "\"\(verdict.text)\" is split from its reason")
            let named = buttons.filter { verdict.text.contains($0) }
            for view in frame.views where buttons.contains(view.name) && !named.contains(view.name) {
                #expect(verdict.rect.intersection(view.rect) == nil, "\"\(verdict.text)\" \(verdict.rect) lies on \(view.name) \(view.rect)")
            }
        }
    }

    /// While List holds the touch from ListRow2, the finger's words say so on the list's
    /// blue rows: drawn on a fill dark enough for their white text to read (4.5 : 1), and off
    /// the scene's own text (the list's title, the rows' names).
    @Test(arguments: ["en", "zh-Hans"])
    func theHeldTouchsWordsRead(language: String) throws {
        let frame = try frame("scroll-view-buttons", replay: "scroll-view-buttons-drag", step: "1:19", language: language,
                              size: nil, screenshot: true)
        let image = try ImageSurface(contentsOfPNG: path("frame.png"))
        let held = frame.labels.filter { $0.text.contains("List") && ($0.text.contains("held by") || $0.text.contains("扣留")) }
            + frame.labels.filter { $0.text.contains("delaysContentTouches") || $0.text.hasPrefix("ListRow2 ") }
        #expect(held.count == 3, "\(frame.labels.map(\.text))")
        for piece in held {
            for text in frame.sceneText {
                #expect(piece.rect.intersection(text) == nil, "\"\(piece.text)\" \(piece.rect) lies on the scene's text \(text)")
            }
            // The pill's fill, in its padding left of the text, against its white text.
            let fill = image.pixel(x: Int(piece.rect.minX) - 3, y: Int(piece.rect.midY))
            let contrast = FingerOnFillCommandTests.contrast(fill | 0xff00_0000, 0xffff_ffff)
            #expect(contrast >= 4.5, "\"\(piece.text)\": white on \(String(fill, radix: 16)) is \(contrast) : 1")
        }
    }
}
