import Glibc
import Testing
import TouchKit
import TouchKitCairo
import TouchLabEngine
import TouchLabFormats
import TouchLabUI
@testable import TouchLab

/// What the window shows after each command, carried out by `LabController.perform` as a
/// key, a button or a click would: the frame the controller keeps drawing must be the one
/// a renderer made afresh draws for the same session and window state (pixels and text),
/// and what it says must be true of the scene at that moment.
@MainActor
struct FrontDoorFrameTests {
    static let tapInD = Point(x: 470, y: 140)
    static let restored = "The scene is back as written"
    let controller: LabController
    var session: LabSession { controller.session }
    private var now = 1000.0

    init(scene: String = "seed-a-to-e", language: Language = .english) throws {
        let catalog = SceneCatalog.standard
        let description = try SceneReader.load(path: catalog.resolve(scene))
        controller = try LabController(origin: .file(description), catalog: catalog,
                                       console: Console(out: { _ in }, error: { _ in }), tracing: false,
                                       language: language)
    }

    init() throws { try self.init(scene: "seed-a-to-e") }

    // MARK: Driving

    /// A click at `point` (window pixels), then the lesson it opens played to its end.
    mutating func tap(_ point: Point) {
        now += 16
        controller.handle(XI2Input(time: now, kind: .buttonPress, detail: 1, x: point.x, y: point.y))
        now += 80
        controller.handle(XI2Input(time: now, kind: .buttonRelease, detail: 1, x: point.x, y: point.y))
        now += 10_000
        controller.advance(to: now / 1000)
    }

    /// Performs `command` and checks the frame the window then draws.
    func perform(_ command: LabCommand, _ place: String) throws {
        controller.perform(command)
        try expectKeptFrameIsFresh(place)
    }

    func index(of name: String) throws -> Int {
        try #require(session.scene.allViews.firstIndex { $0.name == name })
    }

    /// The window's frame against one drawn by a new renderer for the same session and state.
    func expectKeptFrameIsFresh(_ place: String) throws {
        let kept = controller.render()
        let keptText = controller.renderer.text.entries
        let fresh = try LabController.makeRenderer(for: controller.layout.sceneSize,
                                                   windowSize: controller.requestedWindowSize,
                                                   language: controller.language)
        let drawn = fresh.render(session, ui: controller.ui)
        let rows = Self.differingRows(kept, drawn)
        if let first = rows.first {
            Issue.record("\(place): the kept frame differs from a fresh one in \(rows.count) rows from y = \(first)")
        }
        let freshText = fresh.text.entries
        if keptText != freshText {
            let first = zip(keptText, freshText).first { $0 != $1 }
            Issue.record("\(place): the frames' text differs: \(first.map { "\($0.0.text) / \($0.1.text)" } ?? "in length")")
        }
    }

    /// At the first, middle and last step of the lesson shown, the window's frame is the
    /// `--steps` frame of that step: the same pixels and the same `--describe`.
    func expectWindowAgreesWithSteps(_ place: String) throws {
        let lesson = try #require(session.lesson)
        let frames = try LessonFrames(session: session)
        for step in Set([0, lesson.steps.count / 2, lesson.steps.count - 1]).sorted() {
            try perform(.showStep(step), "\(place), step \(step + 1)")
            let window = FrameDescription(renderer: controller.renderer, session: session)
            let windowImage = try ImageSurface(pngData: controller.renderer.surface.pngData())
            let stepImage = frames.frame(of: lesson, step: step)
            #expect(window.json == frames.description.json, "\(place), step \(step + 1): --describe differs from --steps'")
            let rows = Self.differingRows(windowImage, stepImage)
            #expect(rows.isEmpty, "\(place), step \(step + 1): the window's pixels differ from --steps' in \(rows.count) rows")
        }
    }

    /// The panel's text of the frame the window draws now.
    func panelText() -> [String] {
        controller.render()
        return controller.renderer.text.entries.filter { $0.tag == LabRegion.panel.rawValue }.map(\.text)
    }

    /// The banner's first line (nil: no banner).
    func bannerLine() -> String? {
        panelText().first { $0.hasPrefix("You changed:") || $0.hasPrefix(Self.restored) }
    }

    static func differingRows(_ a: ImageSurface, _ b: ImageSurface) -> [Int] {
        guard a.width == b.width, a.height == b.height else { return [0] }
        return a.withPixels { first, firstStride in
            b.withPixels { second, secondStride in
                (0..<a.height).filter { y in memcmp(first + y * firstStride, second + y * secondStride, a.width * 4) != 0 }
            }
        }
    }

    // MARK: The edits banner

    @Test mutating func theBannerFollowsEverySliderStepAtOnce() throws {
        tap(Self.tapInD)
        try perform(.selectView(index: index(of: "D")), "D selected")
        for alpha in [0.75, 0.5, 0.25, 0.0] {
            try perform(.edit(.alpha(alpha)), "D alpha \(alpha)")
            let line = try #require(bannerLine(), "a banner at alpha \(alpha)")
            #expect(line.contains("D alpha " + String(format: "%.2f", alpha)), "\(line)")
        }
    }

    @Test mutating func resetTakesTheBannerAwayAndPutsTheSceneBack() throws {
        tap(Self.tapInD)
        try perform(.selectView(index: index(of: "D")), "D selected")
        try perform(.edit(.alpha(0.5)), "D alpha 0.5")
        try perform(.edit(.hidden(true)), "D hidden")
        #expect(bannerLine() != nil)
        try perform(.edit(.reset), "reset")
        let d = try #require(session.scene.view(named: "D"))
        #expect(!d.isHidden && d.alpha == 1, "the scene is as written")
        let line = bannerLine()
        #expect(line == nil || line == Self.restored, "\(line ?? "")")
        #expect(!(line ?? "").contains("alpha"))
    }

    @Test mutating func anEditAfterResetIsListed() throws {
        tap(Self.tapInD)
        try perform(.selectView(index: index(of: "D")), "D selected")
        try perform(.edit(.alpha(0.5)), "D alpha 0.5")
        try perform(.edit(.reset), "reset")
        try perform(.selectView(index: index(of: "E")), "E selected")
        try perform(.edit(.alpha(0)), "E alpha 0")
        let line = try #require(bannerLine())
        #expect(line.contains("E alpha 0.00"), "\(line)")
    }

    // MARK: The code pane and the tree

    /// The code pane is drawn over the panel's layer: each step that lights another line,
    /// and each change of the panel under it, must leave the kept frame as a fresh one.
    @Test mutating func theCodePaneAndTheTreeKeepTheFrameFresh() throws {
        tap(Self.tapInD)
        try perform(.toggleCode, "code shown")
        try perform(.jumpToStart, "first step")
        for step in 1...8 { try perform(.stepForward, "step \(step) with the code") }
        try perform(.selectView(index: index(of: "E")), "E selected in the tree")
        try perform(.pickView(at: Point(x: 650, y: 100)), "E picked in the scene")
        try perform(.toggleViewTree, "the tree collapsed")
        try perform(.edit(.userInteraction(false)), "E's interaction off")
        tap(Self.tapInD)
        try expectKeptFrameIsFresh("the tap after the change")
        try perform(.toggleViewTree, "the tree whole")
        try perform(.toggleCode, "code hidden")
        try perform(.escape, "nothing selected")
    }

    // MARK: The selection ring

    @Test mutating func selectingInTheTreeMovesTheRing() throws {
        tap(Self.tapInD)
        for name in ["C", "D", "E"] {
            try perform(.selectView(index: index(of: name)), "\(name) selected in the tree")
        }
    }

    @Test mutating func rightClickAndTabDrawTheRingInAFreshlySwitchedScene() throws {
        tap(Self.tapInD)
        try perform(.selectView(index: index(of: "C")), "C selected")
        try perform(.moveScene(by: 1), "next scene")
        try perform(.selectNextView, "Tab")
        try perform(.selectNextView, "Tab again")
        try perform(.moveScene(by: -1), "back")
        try perform(.pickView(at: Self.tapInD), "right-click on D")
    }

    // MARK: Lessons of another scene

    @Test mutating func aNewScenesFirstLessonIsNotTakenForTheOldOnes() throws {
        tap(Self.tapInD)
        let first = try #require(session.lesson)
        try perform(.moveScene(by: 1), "next scene")
        tap(Point(x: 200, y: 200))
        let other = try #require(session.lesson)
        #expect(other.id != first.id, "lessons of two sessions have different identities")
        #expect(other.id.serial == first.id.serial, "both are their session's first lesson")
        try expectKeptFrameIsFresh("the other scene's first lesson")
    }

    @Test mutating func aSceneSwitchStartsEveryListAndLaneAfresh() throws {
        tap(Self.tapInD)
        try perform(.selectView(index: index(of: "D")), "D selected")
        try perform(.stepBack, "paused a step back")
        try perform(.scrollTimeline(by: 3), "lanes scrolled")
        try perform(.scrollPanel(.tree, by: 2), "tree scrolled")
        try perform(.scrollPanel(.trace, by: -2), "trace scrolled")
        try perform(.moveScene(by: 1), "next scene")
        #expect(controller.ui.selectedView == nil)
        #expect(controller.ui.timeline == TimelineScroll())
        #expect(controller.ui.panel == PanelScroll())
        #expect(!controller.ui.playback.isPaused && controller.ui.playback.pinnedStep == nil)
        try perform(.moveScene(by: -1), "back to the first scene")
        tap(Self.tapInD)
        #expect(controller.ui.timeline.firstLane == 0)
        try expectKeptFrameIsFresh("a tap in the scene shown again")
    }

    // MARK: Resizing and language

    @Test mutating func aResizedWindowKeepsEveryFrameFresh() throws {
        tap(Self.tapInD)
        try perform(.selectView(index: index(of: "D")), "D selected")
        for size in [Size(width: 1600, height: 900), Size(width: 1100, height: 700), Size(width: 1366, height: 768)] {
            controller.resizeWindow(to: size)
            try expectKeptFrameIsFresh("resized to \(size.width)×\(size.height)")
            try perform(.edit(.alpha(0.5)), "an edit at \(size.width)×\(size.height)")
            tap(Self.tapInD)
            try expectKeptFrameIsFresh("a tap at \(size.width)×\(size.height)")
        }
    }

    @Test mutating func anotherLanguageKeepsEveryFrameFresh() throws {
        var lab = try FrontDoorFrameTests(scene: "seed-a-to-e", language: .simplifiedChinese)
        lab.tap(Self.tapInD)
        for command: LabCommand in [.selectView(index: try lab.index(of: "E")), .edit(.hidden(true)), .stepBack,
                                    .toggleHelp, .toggleHelp, .edit(.reset), .moveScene(by: 1)] {
            try lab.perform(command, "zh-Hans, \(command)")
        }
    }

    // MARK: Command sequences

    @Test mutating func aSequenceOfCommandsKeepsEveryFrameFresh() throws {
        tap(Self.tapInD)
        let sequence: [LabCommand] = [
            .selectNextView, .edit(.userInteraction(false)), .stepBack, .stepBack, .selectNextView,
            .edit(.alpha(0.3)), .edit(.alpha(0.0)), .jumpToStart, .edit(.reset), .toggleLegend, .toggleLegend,
            .pickView(at: Self.tapInD), .edit(.hidden(true)), .replay, .escape, .moveScene(by: 2), .selectNextView,
            .jumpToEnd, .moveScene(by: -2),
        ]
        for (number, command) in sequence.enumerated() {
            try perform(command, "command \(number + 1), \(command)")
        }
        tap(Self.tapInD)
        try expectKeptFrameIsFresh("a tap after them")
        try expectWindowAgreesWithSteps("a tap after them")
    }

    // MARK: Small truths

    @Test func aTimestampThatRoundsToZeroHasNoSign() {
        #expect(Quantity.seconds(-0.0002) == "0 s")
        #expect(Quantity.seconds(-0.0006) == "-0.001 s")
    }

    @Test mutating func theHitViewWhoseTouchesWereCancelledIsNotSaidToHaveGotThem() throws {
        var lab = try FrontDoorFrameTests(scene: "tap-vs-view")
        lab.tap(Point(x: 150, y: 150))
        try lab.perform(.selectView(index: lab.index(of: "Card")), "Card selected")
        let panel = lab.panelText().joined(separator: " ")
        #expect(!panel.contains("Card got it"), "\(panel)")
        #expect(panel.contains("cancelled"), "\(panel)")
    }

    @Test mutating func composeIsTaggedNotVisitedOnceTheOverrideIsOff() throws {
        var lab = try FrontDoorFrameTests(scene: "tab-bar-overhang")
        try lab.perform(.selectView(index: lab.index(of: "TabBar")), "TabBar selected")
        try lab.perform(.edit(.outOfBoundsChildren(false)), "override off")
        lab.tap(Point(x: 400, y: 500))
        // At the hit step: once the tap has ended the search is folded and its tags go.
        let lesson = try #require(lab.session.lesson)
        let hit = try #require(lesson.steps.lastIndex { if case .hit = $0.kind { true } else { false } })
        try lab.perform(.showStep(hit), "the hit step")
        let compose = try #require(lab.session.scene.view(named: "Compose"))
        let rect = compose.convert(compose.bounds, to: nil)
        lab.controller.render()
        // The finger lands on Compose, so its tag says why the search never asked it.
        let tags = lab.controller.renderer.text.entries.filter {
            $0.tag == LabRegion.scene.rawValue && ($0.text == "not visited" || $0.text == "Compose: never asked")
        }
        #expect(tags.contains { $0.text == "Compose: never asked" }, "\(tags.map(\.text))")
        // Beside Compose (labels keep off what they describe): its text within a pill's margin.
        let beside = rect.outset(by: EdgeInsets(all: 8))
        #expect(tags.contains { beside.intersection($0.rect) != nil && !rect.contains($0.rect.center) },
                "a not-visited tag beside Compose: \(tags.map(\.rect)), Compose \(rect)")
    }
}
