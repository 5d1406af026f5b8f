import Testing
import TouchKit
import TouchKitCairo
import TouchLabEngine
import TouchLabFormats
import TouchLabUI
@testable import TouchLab

/// The inspector fits the window: with a view selected every switch, the alpha slider and
/// Reset are on screen and take a click where they are drawn, in the default window and
/// the smallest, in both languages; the switches stay put when the edits banner comes; the
/// view tree collapses to the path to the selection; the code pane shows the hit test with
/// the running line lit; and a second tap after a change says what the change did.
@MainActor
struct InspectorFitTests {
    let controller: LabController
    var session: LabSession { controller.session }
    private var now = 1000.0

    init(scene: String = "seed-a-to-e", language: Language = .english, smallest: Bool = false) throws {
        let catalog = SceneCatalog.standard
        let description = try SceneReader.load(path: catalog.resolve(scene))
        controller = try LabController(origin: .file(description), catalog: catalog,
                                       console: Console(out: { _ in }, error: { _ in }), tracing: false,
                                       language: language)
        if smallest { controller.resizeWindow(to: LabLayout.smallestWindow) }
    }

    init() throws { try self.init(scene: "seed-a-to-e") }

    /// A click at the scene point `point`, then its lesson played to the end.
    mutating func tap(_ point: Point) {
        let window = controller.layout.windowPoint(fromScene: point)
        now += 16
        controller.handle(XI2Input(time: now, kind: .buttonPress, detail: 1, x: window.x, y: window.y))
        now += 80
        controller.handle(XI2Input(time: now, kind: .buttonRelease, detail: 1, x: window.x, y: window.y))
        now += 10_000
        controller.advance(to: now / 1000)
    }

    var panel: InspectorPanel {
        get throws { try #require(controller.renderer.parts?.panel.panel) }
    }

    /// Every switch, slider and button of the inspector and the banner, by name, with its
    /// rectangle in window pixels, as the frame the window draws now shows them.
    func controls() throws -> [String: Rect] {
        controller.render()
        let panel = try self.panel
        let origin = controller.layout.panel.origin
        var found: [String: Rect] = [:]
        panel.window.rootView?.forEachInSubtree { view in
            guard view is Switch || view is Slider || view.name == "reset" || view.name == "banner-reset",
                  let name = view.name, !Self.isHidden(view) else { return }
            found[name] = view.convert(view.bounds, to: nil).offsetBy(dx: origin.x, dy: origin.y)
        }
        return found
    }

    static func isHidden(_ view: View) -> Bool {
        var next: View? = view
        while let current = next {
            if current.isHidden { return true }
            next = current.superview
        }
        return false
    }

    /// The names of the switches the inspector has rows for, shown or scrolled away.
    func switchNames() throws -> [String] {
        try panel.inspectorSwitchNames
    }

    /// Each control lies inside the window, and a click at its centre reaches it.
    func expectReachable(_ controls: [String: Rect], _ place: String) throws {
        let window = Rect(origin: .zero, size: controller.layout.windowSize)
        let panel = try self.panel
        let origin = controller.layout.panel.origin
        for (name, rect) in controls {
            #expect(window.minX <= rect.minX && window.minY <= rect.minY && rect.maxX <= window.maxX && rect.maxY <= window.maxY,
                    "\(place): \(name) at \(rect) lies inside the window")
            let hit = panel.window.hitTest(Point(x: rect.midX - origin.x, y: rect.midY - origin.y), with: nil)
            #expect(hit?.name == name || hit?.superview?.name == name, "\(place): a click on \(name) reaches it, not \(hit?.name ?? "nothing")")
        }
    }

    // MARK: Every control on screen

    @Test(arguments: [("tab-bar-overhang", "TabBar"), ("seed-a-to-e", "D"), ("control-priority", "Buy")],
          [false, true])
    func everyControlIsOnScreenWithTheBannerShown(_ scene: (String, String), smallest: Bool) throws {
        try Self.expectEveryControlOnScreen(scene, smallest: smallest)
    }

    /// A view's recognizers add a row of four switches each, which fit in the default window.
    @Test(arguments: [("double-tap-single-tap", "Photo"), ("pinch-rotate", "Map")])
    func everyRecognizerSwitchIsOnScreenWithTheBannerShown(_ scene: (String, String)) throws {
        try Self.expectEveryControlOnScreen(scene, smallest: false)
    }

    static func expectEveryControlOnScreen(_ scene: (String, String), smallest: Bool) throws {
        for language in [Language.english, .simplifiedChinese] {
            var lab = try InspectorFitTests(scene: scene.0, language: language, smallest: smallest)
            let place = "\(scene.1) in \(scene.0), \(language.rawValue)\(smallest ? ", smallest window" : "")"
            let centre = Point(x: lab.session.scene.size.width / 2, y: lab.session.scene.size.height / 2)
            lab.tap(centre)
            lab.controller.select(named: scene.1)
            lab.controller.perform(.edit(.alpha(0.5)))
            let controls = try lab.controls()
            #expect(try lab.bannerShown(), "\(place): the banner is shown")
            let switches = try lab.switchNames()
            #expect(switches.count >= 7, "\(place): \(switches)")
            for name in switches + ["alpha", "reset", "banner-reset"] {
                #expect(controls[name] != nil, "\(place): \(name) shows without scrolling")
            }
            try lab.expectReachable(controls, place)
        }
    }

    static func encloses(_ outer: Rect, _ inner: Rect) -> Bool {
        outer.minX <= inner.minX && outer.minY <= inner.minY && inner.maxX <= outer.maxX && inner.maxY <= outer.maxY
    }

    func bannerShown() throws -> Bool {
        try panel.window.rootView?.descendant(named: "banner-reset") != nil
    }

    @Test(arguments: [false, true])
    func theSwitchesStayPutWhenTheBannerComes(smallest: Bool) throws {
        var lab = try InspectorFitTests(smallest: smallest)
        lab.tap(Point(x: 470, y: 140))
        lab.controller.select(named: "D")
        let before = try lab.controls()
        #expect(try !lab.bannerShown())
        lab.controller.perform(.edit(.alpha(0.5)))
        let after = try lab.controls()
        #expect(try lab.bannerShown())
        for name in try lab.switchNames() + ["alpha", "reset"] {
            #expect(before[name] != nil && before[name] == after[name], "\(name): \(String(describing: before[name])) then \(String(describing: after[name]))")
        }
        lab.controller.perform(.edit(.hidden(true)))
        #expect(try lab.controls()["hidden"] == before["hidden"], "a second change keeps them too")
    }

    // MARK: The tree

    func treeRows() throws -> [String] {
        controller.render()
        return try panel.treeRowNames
    }

    @Test func theTreeCollapsesToThePathToTheSelection() throws {
        let lab = try InspectorFitTests()
        #expect(try lab.treeRows() == ["A", "B", "C", "D", "E"], "nothing selected: every view")
        lab.controller.select(named: "D")
        #expect(try lab.treeRows() == ["A", "C", "D", "E"], "D's ancestors, itself and its sibling")
        lab.controller.perform(.toggleViewTree)
        #expect(try lab.treeRows() == ["A", "B", "C", "D", "E"], "the triangle shows it whole")
        lab.controller.perform(.toggleViewTree)
        #expect(try lab.treeRows() == ["A", "C", "D", "E"])
        lab.controller.perform(.toggleViewTree)
        lab.controller.perform(.moveScene(by: 1))
        #expect(lab.controller.ui.collapsesTree == nil, "a scene switch forgets the choice")
    }

    @Test func aClickOnTheTrianglePerformsTheToggle() throws {
        var lab = try InspectorFitTests()
        lab.controller.select(named: "D")
        lab.controller.render()
        let disclosure = try #require(try lab.panel.window.rootView?.descendant(named: "tree-disclosure"))
        let centre = disclosure.convert(disclosure.bounds, to: nil).center
        let origin = lab.controller.layout.panel.origin
        lab.now += 16
        lab.controller.handle(XI2Input(time: lab.now, kind: .buttonPress, detail: 1, x: centre.x + origin.x, y: centre.y + origin.y))
        lab.controller.handle(XI2Input(time: lab.now + 50, kind: .buttonRelease, detail: 1, x: centre.x + origin.x, y: centre.y + origin.y))
        #expect(lab.controller.ui.collapsesTree == false)
        #expect(try lab.treeRows().contains("B"))
    }

    // MARK: The code pane

    /// The code pane's lines as `--describe` lists them.
    func codeLines() -> [String] {
        controller.render()
        return controller.renderer.text.entries.filter { $0.tag == LabRegion.code }.map(\.text)
    }

    @Test func cShowsTheCodeAndTheDescriptionNamesItsRegion() throws {
        #expect(LabShortcut.command(forKey: 54) == .toggleCode)
        var lab = try InspectorFitTests()
        lab.tap(Point(x: 470, y: 140))
        #expect(lab.codeLines().isEmpty)
        lab.controller.perform(.toggleCode)
        let lines = lab.codeLines()
        for line in ["func hitTest(_ point: Point, with event: Event?) -> View? {", "    for subview in subviews.reversed() {",
                     "    return self"] {
            #expect(lines.contains(line), "\(line) in \(lines)")
        }
        let description = FrameDescription(renderer: lab.controller.renderer, session: lab.session)
        let region = try #require(description.region(named: LabRegion.code))
        let panel = lab.controller.layout.panel
        #expect(Self.encloses(panel, region.rect), "beside the scene, in the panel's place")
        #expect(description.labels.filter { $0.region == LabRegion.code }.allSatisfy { Self.encloses(region.rect, $0.rect) && !$0.isShortened })
        lab.controller.perform(.toggleCode)
        #expect(lab.codeLines().isEmpty)
    }

    /// Each hit-test step lights its line: E refused by its bounds (point(inside:)), C
    /// searched (the loop), D returning itself, C returning D.
    @Test func eachHitTestStepLightsItsLine() throws {
        var lab = try InspectorFitTests()
        lab.tap(Point(x: 470, y: 140))
        lab.controller.perform(.toggleCode)
        let lesson = try #require(lab.session.lesson)
        var seen: [String] = []
        for index in lesson.steps.indices {
            lab.controller.perform(.showStep(index))
            let listing = CodeListing(shown: lab.controller.shown, selection: nil)
            guard let lit = listing.lit else { continue }
            let text = listing.functions[lit.function].lines.filter { $0.role == lit.role }.map(\.text).joined()
            switch lesson.steps[index].kind {
            case let .visit(view, _, .rejected(.outside)):
                #expect(text.contains("bounds.contains(point)") && lit.verdict == .refused, "\(view.traceName)")
                seen.append("\(view.traceName) outside")
            case let .visit(view, _, .inside):
                #expect(text.contains("for subview in subviews.reversed()") && lit.verdict == .passed)
                seen.append("\(view.traceName) inside")
            case let .returned(view, result):
                #expect(text.contains(result === view ? "return self" : "return hit"))
                seen.append("\(view.traceName) returns \(result.traceName)")
            default:
                Issue.record("step \(index) lit \(text)")
            }
        }
        #expect(seen == ["A inside", "C inside", "E outside", "D inside", "D returns D", "C returns D", "A returns D"])
    }

    @Test func theTabBarsOwnPointInsideIsListedAndLit() throws {
        var lab = try InspectorFitTests(scene: "tab-bar-overhang")
        lab.tap(Point(x: 400, y: 500))
        lab.controller.perform(.toggleCode)
        let lesson = try #require(lab.session.lesson)
        let step = try #require(lesson.steps.firstIndex { if case .override = $0.kind { true } else { false } })
        lab.controller.perform(.showStep(step))
        let listing = CodeListing(shown: lab.controller.shown, selection: nil)
        let lit = try #require(listing.lit)
        #expect(listing.functions[lit.function].lines.first?.text == "// TabBar's own point(inside:with:)")
        #expect(listing.functions[lit.function].lines.filter { $0.role == lit.role }.map(\.text).joined()
            .contains("child.point(inside: convert(point, to: child),"))
        #expect(lab.codeLines().contains("    // pointInsideIncludes: Compose"))
    }

    // MARK: Before and after

    @Test(arguments: [(Language.english, "Before: D, now: A \u{2014} C userInteractionEnabled off"),
                      (.simplifiedChinese, "之前：D，现在：A \u{2014} C userInteractionEnabled 关")])
    func aSecondTapAfterAChangeSaysWhatItDid(_ language: Language, _ expected: String) throws {
        var lab = try InspectorFitTests(language: language)
        lab.tap(Point(x: 470, y: 140))
        lab.controller.select(named: "C")
        lab.controller.perform(.edit(.userInteraction(false)))
        #expect(!lab.panelText().contains(expected), "not before the second tap")
        lab.tap(Point(x: 472, y: 138))
        #expect(lab.panelText().contains(expected), "\(lab.panelText())")
        lab.controller.perform(.escape)
        #expect(lab.panelText().contains(expected), "with nothing selected too")
        lab.tap(Point(x: 100, y: 400))
        #expect(!lab.panelText().contains { $0.hasPrefix(String(expected.prefix(7))) }, "a tap elsewhere compares nothing")
    }

    /// The same hit view both times, but the change altered what it received: the box says
    /// how, and wraps between whole names.
    @Test(arguments: [(Language.english, "Card got touchesEnded, before touchesCancelled \u{2014} Card cardTap.cancelsTouchesInView off"),
                      (.simplifiedChinese, "Card 现在收到 touchesEnded，之前收到 touchesCancelled \u{2014} Card cardTap.cancelsTouchesInView 关")])
    func aSecondTapSaysHowTheSameViewsDeliveryChanged(_ language: Language, _ expected: String) throws {
        var lab = try InspectorFitTests(scene: "tap-vs-view", language: language)
        lab.tap(Point(x: 200, y: 150))
        lab.controller.select(named: "Card")
        lab.controller.perform(.edit(.recognizer(name: "cardTap", setting: .cancelsTouchesInView, on: false)))
        lab.tap(Point(x: 203, y: 152))
        let lines = lab.panelText()
        // A break only where a space was (English) or between characters (Chinese).
        let joined = lines.joined(separator: language == .english ? " " : "")
        #expect(joined.contains(expected) || joined.replacing(" ", with: "").contains(expected.replacing(" ", with: "")),
                "\(lines)")
        let first = try #require(lines.firstIndex { expected.hasPrefix($0) }, "\(lines)")
        #expect(lines[first...].contains { $0.contains("cardTap.cancelsTouchesInView") }, "the name kept whole: \(lines)")
    }

    /// The tab bar's setting goes by one name wherever the panel shows it: the summary, the
    /// switch, the hit area's row and the banner once it is switched off.
    @Test(arguments: [(Language.english, "none"), (.simplifiedChinese, "\u{65E0}")])
    func theTabBarsSettingHasOneName(_ language: Language, _ none: String) throws {
        let lab = try InspectorFitTests(scene: "tab-bar-overhang", language: language)
        let separator = language == .english ? " " : ""
        #expect(lab.panelText().joined(separator: separator).contains("pointInsideIncludes"), "the summary")
        lab.controller.select(named: "TabBar")
        #expect(lab.panelText().contains("pointInsideIncludes"), "the switch")
        #expect(try lab.controls()["out-of-bounds"] != nil)
        lab.controller.perform(.edit(.outOfBoundsChildren(false)))
        let lines = lab.panelText()
        #expect(lines.contains("pointInsideIncludes"), "the switch")
        #expect(lines.joined(separator: " ").contains("TabBar pointInsideIncludes \(none)"), "the banner: \(lines)")
        #expect(!lines.contains { $0.lowercased().contains("out-of-bounds") || $0.contains("\u{8D85}\u{51FA}") }, "\(lines)")
    }

    /// The scenes' own settings are said to be theirs, not UIKit's: the tab bar's
    /// pointInsideIncludes and the close button's minimumHitSize are overrides of
    /// point(inside:with:); switching the tab bar's off is left to the learner.
    @Test(arguments: [(Language.english, " ", "not UIKit API"), (.simplifiedChinese, "", "不是 UIKit API")])
    func theScenesOwnSettingsAreNotCalledUIKitAPI(_ language: Language, _ separator: String, _ notAPI: String) throws {
        let tab = try InspectorFitTests(scene: "tab-bar-overhang", language: language).panelText().joined(separator: separator)
        #expect(tab.contains("point(inside:with:)") && tab.contains(notAPI), "\(tab)")
        #expect(tab.contains(language == .english ? "tap the top half again yourself" : "可以自己在检查器里关掉"), "\(tab)")
        let close = try InspectorFitTests(scene: "enlarged-hit-area", language: language).panelText().joined(separator: separator)
        #expect(close.contains("minimumHitSize") && close.contains(notAPI), "\(close)")
    }

    func panelText() -> [String] {
        controller.render()
        return controller.renderer.text.entries.filter { $0.tag == LabRegion.panel.rawValue }.map(\.text)
    }
}
