import Testing
import TouchKit
import TouchLabFormats
@testable import TouchLabEngine
@testable import TouchLabUI

/// A scene written in Chinese, Greek and Cyrillic (title, summary, view, recognizer and
/// button names, labels), never used to tune the layout: at every step of every lesson
/// no character of any label is drawn as a missing-glyph box, and the labels hold as in
/// every other scene (whole, inside their regions, not overlapping).
@MainActor
struct ScriptsSceneTests {
    static let json = """
        { "name": "scripts", "title": "视图「卡片」 · Κάρτα · Карточка",
          "summary": "轻点购买按钮：视图「卡片」的手势识别器会失败。Πατήστε το κουμπί. Нажмите на кнопку.",
          "size": [800, 500],
          "root": { "name": "屏幕", "frame": [0, 0, 800, 500], "color": "#f4f1f7",
            "children": [
              { "name": "视图「卡片」", "frame": [60, 60, 680, 380], "color": "#e3dcef",
                "gestures": [ { "kind": "tap", "name": "轻点" } ],
                "children": [
                  { "name": "购买", "kind": "button", "label": "购买", "frame": [60, 140, 160, 50] },
                  { "name": "Κουμπί", "kind": "button", "label": "Αγορά", "frame": [260, 140, 160, 50] },
                  { "name": "Кнопка", "kind": "button", "label": "Купить", "frame": [460, 140, 160, 50] },
                  { "name": "Подпись", "kind": "label", "label": "轻点 · Πατήστε · Нажмите", "frame": [140, 280, 400, 30] } ] } ] } }
        """

    @Test func everyLabelDrawsWithoutMissingGlyphsAndHolds() throws {
        var frames = 0
        var texts = Set<String>()
        try LessonWalk.forEveryStep(of: { try LabFixtures.scene(Self.json) },
                                    inputs: TapScript.inputs(for: [Point(x: 200, y: 225), Point(x: 400, y: 400),
                                                                   Point(x: 600, y: 225)])) { frame in
            frames += 1
            for label in frame.description.labels {
                texts.insert(label.text)
                #expect(label.missingGlyphs == 0, "\(frame.place): \"\(label.text)\" has \(label.missingGlyphs) boxes")
            }
            #expect(!frame.description.json.contains("\"missingGlyphs\": 1"))
            let content = frame.description.labels.filter { $0.layer == LabRegion.contentLayer }
            for label in content {
                #expect(!label.isShortened, "\(frame.place): the scene's \"\(label.text)\" is shortened")
            }
            LabelLayoutPropertyTests.check(frame, name: "scripts")
        }
        #expect(frames > 0)
        // The scripts did reach the frame: the title, a button and a view name each in it.
        for text in ["购买", "Αγορά", "Купить", "轻点 · Πατήστε · Нажмите"] {
            #expect(texts.contains(text), "\(text) never drawn")
        }
        #expect(texts.contains { $0.contains("视图「卡片」") })
    }
}
