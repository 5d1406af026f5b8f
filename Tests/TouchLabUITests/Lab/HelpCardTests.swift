import FrameSnapshots
import Testing
import TouchKit
import TouchKitCairo
import TouchLabFormats
import TouchLabEngine
@testable import TouchLabUI

@MainActor
struct HelpCardTests {
    /// The card is the keyboard's table: every keyboard line carries its keys, and no key
    /// stands in two lines (the card would promise one thing and the key do another).
    @Test func everyKeyboardLineOwnsItsKeysAndNoKeyIsListedTwice() {
        let lines = HelpCard.shortcuts
        #expect(lines.filter { $0.group == .keyboard }.allSatisfy { !$0.commands.isEmpty || !$0.shiftedCommands.isEmpty })
        #expect(lines.filter { $0.group == .mouse }.allSatisfy { $0.commands.isEmpty && $0.shiftedCommands.isEmpty })
        let codes = lines.flatMap { $0.commands.keys }
        #expect(Set(codes).count == codes.count)
        let shiftedCodes = lines.flatMap { $0.shiftedCommands.keys }
        #expect(Set(shiftedCodes).count == shiftedCodes.count)
        #expect(Set(lines.map(\.keys)).count == lines.count)
    }

    /// The digit lines name the scenes there are: with 14 built-in scenes, Shift+1–5 are
    /// scenes 10 to 14, not a promise of scenes that do not exist.
    @Test func theSceneKeysNameTheCatalogsScenes() {
        let count = SceneCatalog.standard.names().count
        let scenes = HelpCard.shortcuts.filter { $0.action.hasPrefix("Scene") }.map(\.action)
        #expect(scenes == ["Scenes 1 to 9 (--list-scenes order)", "Scenes 10 to \(count)"])
        let shifted = HelpCard.shortcuts.first { $0.action.hasPrefix("Scenes 10") }
        #expect(shifted?.keys.last == .key(String(count - 9)))
        #expect(HelpCard.sceneKeys(count: 10).map(\.action) == ["Scenes 1 to 9 (--list-scenes order)", "Scene 10"])
        #expect(HelpCard.sceneKeys(count: 4).map(\.action) == ["Scenes 1 to 4 (--list-scenes order)"])
    }

    @Test func drawsOverTheSeedWindow() throws {
        let layout = LabLayout(sceneSize: Size(width: 800, height: 600))
        let surface = try ImageSurface(width: Int(layout.windowSize.width), height: Int(layout.windowSize.height))
        surface.clear(to: Color(hex: "#e8eef7")!)
        HelpCard().draw(in: Canvas(surface: surface), size: layout.windowSize)
        assertSnapshot(of: surface, named: "seed-window")
    }

    /// The text of the card `ui` opens over the seed scene's window, as the frame describes
    /// it, with the card's rectangle.
    func cardLabels(_ ui: LabUIState, region: LabRegion, window: Size? = nil) throws -> [FrameDescription.Label] {
        let session = LabSession(scene: try LabFixtures.seedScene())
        let renderer = try LabRenderer(layout: LabLayout(sceneSize: session.scene.size, windowSize: window))
        try LabParts.install(on: renderer)
        renderer.render(session, ui: ui)
        return FrameDescription(renderer: renderer, session: session).labels.filter { $0.region == region.rawValue }
    }

    /// Every label whole and inside `card` less its 28-pixel margins, none over another.
    func expectWholeAndInside(_ labels: [FrameDescription.Label], card: Rect) {
        let inner = Rect(x: card.minX + 28, y: card.minY, width: card.width - 56, height: card.height)
        for label in labels {
            #expect(!label.isShortened, "\(label.text)")
            #expect(inner.minX <= label.rect.minX && label.rect.maxX <= inner.maxX
                    && inner.minY <= label.rect.minY && label.rect.maxY <= inner.maxY, "\(label.text) at \(label.rect)")
        }
        for (index, label) in labels.enumerated() {
            for other in labels[(index + 1)...] {
                #expect(label.rect.intersection(other.rect)?.isEmpty ?? true, "\(label.text) over \(other.text)")
            }
        }
    }

    /// The legend says what the two hints drawn from the first frame are: ghosts and an
    /// enlarged touch area, each beside a sample drawn as the scene draws it.
    @Test func theLegendExplainsGhostsAndEnlargedTouchAreas() throws {
        var ui = LabUIState()
        ui.showsLegend = true
        let labels = try cardLabels(ui, region: .legend)
        let texts = labels.map(\.text)
        #expect(texts.contains("ghost: a hidden or alpha < 0.01 view"))
        #expect(texts.contains("touch area: hitOutset, minimumHitSize"))
        expectWholeAndInside(labels, card: LegendCard.cardRect(in: LabLayout(sceneSize: Size(width: 800, height: 600)).windowSize))
    }

    /// The help card's colour column has the same rows, and room for them.
    @Test func theHelpCardsColourColumnHasRoomForEveryRow() throws {
        let labels = try cardLabels(LabUIState(showsHelp: true), region: .help)
        #expect(HelpLegend.entries.allSatisfy { entry in labels.contains { $0.text == entry.text } })
        expectWholeAndInside(labels, card: HelpCard.cardRect(in: LabLayout(sceneSize: Size(width: 800, height: 600)).windowSize))
    }

    /// In the smallest window both cards lie inside the window, their text whole (the help
    /// card's rows close up to fit).
    @Test func bothCardsFitTheSmallestWindow() throws {
        let window = LabLayout.smallestWindow
        let help = try cardLabels(LabUIState(showsHelp: true), region: .help, window: window)
        expectWholeAndInside(help, card: HelpCard.cardRect(in: window))
        var ui = LabUIState()
        ui.showsLegend = true
        let legend = try cardLabels(ui, region: .legend, window: window)
        expectWholeAndInside(legend, card: LegendCard.cardRect(in: window))
        for card in [HelpCard.cardRect(in: window), LegendCard.cardRect(in: window)] {
            #expect(card.minX >= 0 && card.minY >= 0 && card.maxX <= window.width && card.maxY <= window.height, "\(card)")
        }
        #expect(help.count > HelpCard.shortcuts.count)
    }

    @Test func legendOverTheSeedWindow() throws {
        let layout = LabLayout(sceneSize: Size(width: 800, height: 600))
        let surface = try ImageSurface(width: Int(layout.windowSize.width), height: Int(layout.windowSize.height))
        surface.clear(to: Color(hex: "#e8eef7")!)
        LegendCard().draw(in: Canvas(surface: surface), size: layout.windowSize)
        assertSnapshot(of: surface, named: "legend-seed-window")
    }
}

extension HelpCardTests {
    /// `?` (Shift and the slash key) and F1 are help, as H is: lab keys, so the scene never
    /// gets them; the plain slash is the scene's.
    @Test func questionMarkAndF1ShowTheHelp() {
        let help = HelpCard.shortcuts.first { $0.commands[43] != nil }
        #expect(help?.commands[67] == .toggleHelp)
        #expect(help?.shiftedCommands[61] == .toggleHelp)
        #expect(!HelpCard.shortcuts.contains { $0.commands[61] != nil })
    }
}
