import Foundation
import Testing
import TouchKit
import TouchLabFormats
@testable import TouchLabEngine
@testable import TouchLabUI

/// No text ships in one language only. The catalogs written as pairs cannot miss one; these
/// are the two keyed by English text kept elsewhere: the built-in scenes' titles and
/// summaries (in their files) and the help card's and legend's tables (beside their keys).
@MainActor
struct WordsCatalogTests {
    static func isChinese(_ text: String) -> Bool {
        text.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }
    }

    @Test func everyBuiltInSceneHasItsTitleAndSummaryInChinese() throws {
        let catalog = SceneCatalog.standard
        let names = catalog.names()
        #expect(!names.isEmpty)
        for name in names {
            let scene = SceneBuilder().build(try SceneReader.load(path: try catalog.resolve(name)))
            let chinese = Words(.simplifiedChinese).lessons
            let english = Words(.english).lessons
            #expect(Self.isChinese(chinese.title(of: scene)), "\(name): its title \"\(scene.title)\" has no Chinese entry")
            #expect(Self.isChinese(chinese.summary(of: scene)), "\(name): its summary has no Chinese entry (or changed)")
            #expect(english.title(of: scene) == scene.title && english.summary(of: scene) == scene.summary)
        }
    }

    @Test func everyTextOfTheHelpCardAndTheLegendHasItsChinese() {
        var texts = HelpShortcut.Group.allCases.map(\.rawValue)
        for shortcut in HelpCard.shortcuts {
            texts.append(shortcut.action)
            for case .text(let words) in shortcut.keys where words.contains(where: \.isLetter) { texts.append(words) }
        }
        texts += HelpLegend.entries.map(\.text) + LegendCard.timelineRows.map(\.text) + LegendCard.journeyRows.map(\.text)
        for text in texts {
            #expect(Self.isChinese(Words(.simplifiedChinese).help.text(text)), "no Chinese for the help text \"\(text)\"")
        }
    }

    /// The digit keys' lines follow the number of built-in scenes; each count has its Chinese.
    @Test(arguments: [1, 2, 9, 10, 14, 18])
    func theSceneKeysHaveTheirChineseForAnyNumberOfScenes(_ count: Int) {
        for line in HelpCard.sceneKeys(count: count) {
            #expect(Self.isChinese(Words(.simplifiedChinese).help.text(line.action)), "\(line.action)")
            #expect(Words(.english).help.text(line.action) == line.action)
        }
    }

    /// Every recorded cause has its sentence in both languages, for every kind of recognizer.
    @Test func everyCauseIsSaidInBothLanguages() throws {
        let scene = try LabFixtures.scene("""
            { "name": "causes", "size": [300, 200],
              "root": { "name": "Root", "frame": [0, 0, 300, 200], "children": [
                { "name": "Buy", "kind": "button", "label": "Buy", "frame": [10, 10, 80, 40] } ],
                "gestures": [ { "kind": "tap", "name": "tap" }, { "kind": "tap", "name": "double", "taps": 2 },
                              { "kind": "longPress", "name": "press" }, { "kind": "swipe", "name": "swipe" },
                              { "kind": "pan", "name": "pan" }, { "kind": "pinch", "name": "pinch" },
                              { "kind": "rotation", "name": "rotation" } ] } }
            """)
        let recognizers: [GestureRecognizer?] = [nil] + scene.gestureRecognizers.values.map { $0 }
        for cause in GestureRecognizer.Cause.allCases {
            for recognizer in recognizers {
                for party in [nil, "Buy"] {
                    let reason = GestureRecognizer.Reason(cause, party: party)
                    let english = RecognizerCauseWords(language: .english).text(for: reason, of: recognizer, in: scene)
                    let chinese = RecognizerCauseWords(language: .simplifiedChinese).text(for: reason, of: recognizer, in: scene)
                    #expect(!Self.isChinese(english) && Self.isChinese(chinese), "\(cause) \(english) / \(chinese)")
                }
            }
        }
        #expect(Self.isChinese(RecognizerCauseWords(language: .simplifiedChinese).text(for: nil, of: nil, in: scene)))
    }

    /// A scene of the user's that borrows a built-in name keeps its own words.
    @Test func aSceneWithABuiltInNameButItsOwnTitleKeepsIt() throws {
        let scene = try LabFixtures.scene("""
            { "name": "seed-a-to-e", "title": "Mine", "summary": "My own", "size": [200, 100],
              "root": { "name": "A", "frame": [0, 0, 200, 100] } }
            """)
        #expect(Words(.simplifiedChinese).lessons.title(of: scene) == "Mine")
        #expect(Words(.simplifiedChinese).lessons.summary(of: scene) == "My own")
    }
}

extension WordsCatalogTests {
    /// Every translated hint still says, in English, what its scene's label says, and is
    /// put into Chinese: a label edited in its file shows that its translation is stale.
    @Test func everyTranslatedHintMatchesItsScene() throws {
        let catalog = SceneCatalog.standard
        for (name, hints) in LessonWords.hints {
            let scene = SceneBuilder().build(try SceneReader.load(path: try catalog.resolve(name)))
            for (view, text) in hints {
                #expect((scene.view(named: view) as? Label)?.text == text.english, "\(name).\(view) says something else")
            }
            Words(.simplifiedChinese).lessons.translateHints(in: scene)
            for (view, text) in hints {
                #expect((scene.view(named: view) as? Label)?.text == text.chinese, "\(name).\(view) was not translated")
            }
        }
    }
}
