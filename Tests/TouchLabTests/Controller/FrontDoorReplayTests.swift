import Foundation
import Testing
import TouchKit
import TouchKitCairo
import TouchLabEngine
import TouchLabFormats
import TouchLabUI
@testable import TouchLab

/// Every bundled replay through the window's front door (`LabController.deliverToScene`,
/// `advance`, `perform`): at a few inputs the kept frame equals one drawn afresh, and at a
/// few steps of the last lesson the window's frame is the `--steps` frame of that step,
/// pixel for pixel and in what it says.
@MainActor
struct FrontDoorReplayTests {
    nonisolated static let replays: [String] = {
        let directory = SceneCatalog.assetsDirectory + "/replays"
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return files.filter { $0.hasSuffix(".jsonl") }.map { String($0.dropLast(6)) }.sorted()
    }()

    @Test(arguments: replays)
    func windowFramesAreFreshAndAgreeWithSteps(_ replay: String) throws {
        let catalog = SceneCatalog.standard
        let scene = try #require(catalog.names().filter { replay.hasPrefix($0 + "-") }.max { $0.count < $1.count })
        let inputs = try ReplayReader.load(path: SceneCatalog.assetsDirectory + "/replays/\(replay).jsonl")
        let lab = try FrontDoorFrameTests(scene: scene)
        let controller = lab.controller
        var batches: [ArraySlice<XI2Input>] = []
        _ = SceneEngine.forEachBatch(of: inputs, until: nil) { batches.append($0) }
        let stride = max(1, batches.count / 3)
        for (index, batch) in batches.enumerated() {
            controller.deliverToScene(batch)
            guard index % stride == 0 else { continue }
            try lab.expectKeptFrameIsFresh("\(replay), input \(index + 1)")
        }
        controller.advance(to: controller.session.time + 30)
        try lab.expectKeptFrameIsFresh("\(replay), played out")
        let lesson = try #require(controller.session.lesson)
        let frames = try LessonFrames(session: controller.session)
        for step in Set([0, lesson.steps.count / 2, lesson.steps.count - 1]).sorted() {
            try lab.perform(.showStep(step), "\(replay), step \(step + 1)")
            let window = FrameDescription(renderer: controller.renderer, session: controller.session)
            let windowImage = try controller.renderer.surface.pngData()
            let stepImage = frames.frame(of: lesson, step: step)
            let steps = frames.description
            #expect(window.labels == steps.labels, "\(replay), step \(step + 1): the window says what --steps says")
            #expect(window.json == steps.json, "\(replay), step \(step + 1): the window's --describe is --steps'")
            let decoded = try ImageSurface(pngData: windowImage)
            let rows = FrontDoorFrameTests.differingRows(decoded, stepImage)
            #expect(rows.isEmpty, "\(replay), step \(step + 1): the window's pixels differ from --steps' in \(rows.count) rows")
        }
    }
}
