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
