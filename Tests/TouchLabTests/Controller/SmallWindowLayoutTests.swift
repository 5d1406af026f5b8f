import Testing
import TouchKit
import TouchLabEngine
import TouchLabFormats
import TouchLabUI
@testable import TouchLab

/// Small windows as a learner resizes to them: in a narrower one the scene gets the width
/// the panel can give, and in the smallest (886 × 640) the step's caption under the scene
/// is shown whole, however many lines it takes.
@MainActor
struct SmallWindowLayoutTests {
    static func controller(_ scene: String, language: Language) throws -> LabController {
        let catalog = SceneCatalog.standard
        let description = try SceneReader.load(path: catalog.resolve(scene))
        let controller = try LabController(origin: .file(description), catalog: catalog,
                                           console: Console(out: { _ in }, error: { _ in }), tracing: false,
                                           language: language)
        controller.resizeWindow(to: LabLayout.smallestWindow)
        return controller
    }

    /// A click at the scene point `point`, then its lesson played to the end.
    static func tap(_ point: Point, in controller: LabController) {
        let window = controller.layout.windowPoint(fromScene: point)
        controller.handle(XI2Input(time: 1016, kind: .buttonPress, detail: 1, x: window.x, y: window.y))
        controller.handle(XI2Input(time: 1096, kind: .buttonRelease, detail: 1, x: window.x, y: window.y))
        controller.advance(to: 20)
    }

    /// A 1024 × 768 window, narrower than the default: the panel yields width, so the scene
    /// is drawn larger than in a column the panel left at its default width.
    @Test(arguments: ["double-tap-single-tap", "enlarged-hit-area", "seed-a-to-e"])
    func theSceneTakesMoreOfANarrowWindow(_ scene: String) throws {
        let controller = try Self.controller(scene, language: .simplifiedChinese)
        controller.resizeWindow(to: Size(width: 1024, height: 768))
        let layout = controller.layout
        let window = layout.windowSize
        let area = layout.scene.width * layout.scene.height
        // These scenes are bound by the column's width: 800 points wide, 500 to 600 tall.
        let panelKeptWhole = (window.width - LabLayout.panelWidth - LabLayout.stripWidth) / layout.sceneSize.width
        #expect(area >= 0.2 * window.width * window.height, "\(scene): the scene is \(layout.scene.size)")
        #expect(area >= 1.25 * panelKeptWhole * panelKeptWhole * layout.sceneSize.width * layout.sceneSize.height,
                "\(scene): the scene is \(layout.scene.size)")
        // The panel's sections and the strip still lie side by side within the window.
        #expect(layout.panel.width >= LabLayout.smallestPanelWidth)
        #expect(layout.timeline.maxX == layout.panel.minX && layout.panel.maxX == layout.strip.minX)
        #expect(layout.strip.maxX == window.width)
    }

    /// In the smallest window the scene takes the strip's width too: the strip lies under
    /// it, right of the timeline, inside the window and over no other region, and it shows
    /// the stage the lesson ends on whole, the scene at least 1.4 times the area it had
    /// beside the strip (320 px wide: 800 × 600 drawn 320 × 240).
    @Test(arguments: [("double-tap-single-tap", Language.english), ("enlarged-hit-area", .simplifiedChinese),
                      ("seed-a-to-e", .english), ("tab-bar-overhang", .simplifiedChinese)])
    func theSmallestWindowGivesTheStripsWidthToTheScene(_ scene: String, _ language: Language) throws {
        let controller = try Self.controller(scene, language: language)
        let size = controller.layout.sceneSize
        let center = Point(x: size.width / 2, y: size.height / 2)
        Self.tap(center, in: controller)
        controller.render()
        let frame = FrameDescription(controller.frame, drawnBy: controller.renderer)
        let window = Rect(origin: .zero, size: LabLayout.smallestWindow)
        let rect = { (name: String) in try #require(frame.region(named: name)).rect }
        let sceneRect = try rect("scene"), strip = try rect("strip")
        let besideStrip = LabLayout.smallestColumnWidth / size.width
        #expect(sceneRect.width >= 500, "\(scene): \(sceneRect)")
        #expect(sceneRect.width * sceneRect.height >= 1.4 * besideStrip * besideStrip * size.width * size.height,
                "\(scene): \(sceneRect)")
        #expect(window.contains(strip.origin) && strip.maxX <= window.maxX && strip.maxY <= window.maxY, "\(strip)")
        for other in ["scene", "timeline", "panel"] {
            let part = try rect(other)
            #expect(part.intersection(strip).map { $0.width < 1e-6 || $0.height < 1e-6 } ?? true,
                    "\(scene): the strip \(strip) overlaps the \(other) \(part)")
        }
        #expect(strip.height >= LabLayout.minimumStripHeight - 1)
        // The lesson ends at the responders: that stage's name is in the strip, whole.
        let responders = Words(language).strip.title(.responders)
        let label = try #require(frame.labels.first { $0.region == LabRegion.strip.rawValue && $0.text == responders })
        #expect(strip.contains(label.rect.origin) && label.rect.maxY <= strip.maxY && !label.isShortened, "\(label.rect)")
    }

    /// Every sampled step's caption is in the timeline's labels, wrapped but whole: no line
    /// shortened, none missing, in both languages.
    @Test(arguments: [Language.english, .simplifiedChinese])
    func aLongCaptionIsWrappedNotCut(_ language: Language) throws {
        let controller = try Self.controller("double-tap-single-tap", language: language)
        Self.tap(Point(x: 400, y: 250), in: controller)
        let steps = try #require(controller.session.lesson).steps.count
        var longest = 0
        for step in stride(from: 0, to: steps, by: 3) {
            controller.perform(.showStep(step))
            controller.render()
            let description = FrameDescription(controller.frame, drawnBy: controller.renderer)
            let caption = try #require(description.lessonFacts.caption)
            let lines = description.labels.filter { $0.region == LabRegion.timeline.rawValue }
            #expect(lines.allSatisfy { !$0.isShortened && !$0.text.contains("\u{2026}") }, "step \(step + 1)")
            let shown = lines.map(\.text).joined().filter { !$0.isWhitespace }
            #expect(shown.contains(caption.filter { !$0.isWhitespace }), "step \(step + 1): \(caption)")
            longest = max(longest, caption.count)
        }
        // The sample holds a caption longer than two lines of the narrow timeline.
        #expect(longest > (language == .english ? 110 : 60))
    }
}
