import Testing
import TouchKit
import TouchLabEngine
import TouchLabFormats
import TouchLabUI
@testable import TouchLab

/// The panel's top box reads whole: at every step of every lesson of every bundled replay,
/// in the default window and in both languages, the lesson's story so far, the scene's
/// description and its instruction show without scrolling, and the box keeps its height
/// from one step to the next, so the sections under it never jump while a lesson plays.
@MainActor
struct SummaryInSightTests {
    @Test(arguments: FrontDoorReplayTests.replays, [Language.english, .simplifiedChinese])
    func theSummaryShowsWholeAtEveryStep(_ replay: String, _ language: Language) throws {
        try Self.expectWholeSummary(replay, language)
    }

    static func expectWholeSummary(_ replay: String, _ language: Language) throws {
        let catalog = SceneCatalog.standard
        let scene = try #require(catalog.names().filter { replay.hasPrefix($0 + "-") }.max { $0.count < $1.count })
        let controller = try LabController(origin: .file(try SceneReader.load(path: catalog.resolve(scene))),
                                           catalog: catalog, console: Console(out: { _ in }, error: { _ in }),
                                           tracing: false, language: language)
        let inputs = try ReplayReader.load(path: SceneCatalog.assetsDirectory + "/replays/\(replay).jsonl")
        _ = SceneEngine.forEachBatch(of: inputs, until: nil) { controller.deliverToScene($0) }
        controller.advance(to: controller.session.time + 30)
        let lessons = controller.session.history.lessons.count
        for _ in 1..<max(1, lessons) { controller.perform(.previousLesson) }
        var heights: Set<Double> = []
        var cut: [String] = []
        for lesson in 1...max(1, lessons) {
            if lesson > 1 { controller.perform(.nextLesson) }
            let steps = controller.session.shown(at: controller.ui.playback).lesson?.steps.count ?? 0
            for step in 0..<steps {
                controller.perform(.showStep(step))
                controller.render()
                let summary = try #require(controller.renderer.parts?.panel.panel.scrollers.last)
                heights.insert(summary.view.superview?.frame.height ?? 0)
                if summary.view.subviews.contains(where: { $0.name == "more-below" }) { cut.append("\(lesson):\(step + 1)") }
            }
        }
        #expect(cut.isEmpty, "\(replay), \(language.rawValue): the summary is cut at \(cut)")
        #expect(heights.count <= 1, "\(replay), \(language.rawValue): the summary's heights \(heights.sorted())")
    }
}
