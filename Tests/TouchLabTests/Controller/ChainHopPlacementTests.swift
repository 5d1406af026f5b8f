import Foundation
import Testing
import TouchKit
import TouchLabEngine
import TouchLabFormats
import TouchLabUI
@testable import TouchLab

/// The responder chain's marks as a learner reads them, at every step of every lesson of
/// every bundled replay, stepped through in the window (`LabController.perform`) and read
/// from what `--describe` reports (`hops`): each hop's letter lies on the view it names,
/// not beside it on another, and no two marks touch.
@MainActor
struct ChainHopPlacementTests {
    /// How far outside its view a hop mark's centre may lie (the view's edge is a line).
    static let edgeSlack = 4.0
    /// The clear gap kept between two marks, window pixels.
    static let gap = 4.0

    /// Every replay in English; in Chinese (other labels' widths change where the marks
    /// find room) the two lessons whose chains are longest.
    nonisolated static let walks: [(String, Language)] = FrontDoorReplayTests.replays.map { ($0, .english) }
        + ["seed-a-to-e-taps", "responder-chain-taps"].map { ($0, .simplifiedChinese) }

    @Test(arguments: walks)
    func everyHopSitsOnItsViewApartFromTheOthers(_ replay: String, language: Language) throws {
        let catalog = SceneCatalog.standard
        let scene = try #require(catalog.names().filter { replay.hasPrefix($0 + "-") }.max { $0.count < $1.count })
        let inputs = try ReplayReader.load(path: SceneCatalog.assetsDirectory + "/replays/\(replay).jsonl")
        let controller = try FrontDoorFrameTests(scene: scene, language: language).controller
        _ = SceneEngine.forEachBatch(of: inputs, until: nil) { controller.deliverToScene($0) }
        controller.advance(to: controller.session.time + 30)
        let lessons = controller.session.history.lessons.count
        for _ in 1..<max(1, lessons) { controller.perform(.previousLesson) }
        for number in 1...max(1, lessons) {
            if number > 1 { controller.perform(.nextLesson) }
            let lesson = try #require(controller.session.lesson)
            for step in lesson.steps.indices {
                controller.perform(.showStep(step))
                _ = controller.render()
                let frame = FrameDescription(renderer: controller.renderer, session: controller.session)
                Self.expectPlaced(frame.hops, keptClear: Self.keptClear(frame), "\(replay) \(language.rawValue) \(number):\(step + 1)")
            }
        }
    }

    /// What labels keep off altogether: a small hit view or touch area (the lesson's
    /// subject, kept in sight), as the frame's markers give them.
    static func keptClear(_ frame: FrameDescription) -> [Rect] {
        frame.markers.filter { $0.kind != .finger && $0.rect.width <= 120 && $0.rect.height <= 120 }.map(\.rect)
    }

    /// No two marks touch; each hop's mark lies on the view it names, where that view has
    /// room for it: not one kept clear (`keptClear` holds it) nor smaller than the mark,
    /// which gets its mark beside it.
    static func expectPlaced(_ hops: [FrameDescription.Hop], keptClear: [Rect], _ place: String) {
        for (index, hop) in hops.enumerated() {
            for other in hops[(index + 1)...] {
                let apart = distance(hop.rect, other.rect)
                #expect(hop.rect.intersection(other.rect) == nil && apart >= gap,
                        "\(place): \(hop.mark) \(hop.rect) and \(other.mark) \(other.rect) are \(apart) px apart")
            }
            guard let view = hop.view, view.width >= hop.rect.width, view.height >= hop.rect.height,
                  !keptClear.contains(where: { holds($0, view) }) else { continue }
            let centre = hop.rect.center
            let outside = max(view.minX - centre.x, centre.x - view.maxX, view.minY - centre.y, centre.y - view.maxY)
            #expect(outside <= edgeSlack, "\(place): \(hop.mark)'s centre lies \(outside) px outside \(hop.names) \(view)")
        }
    }

    static func holds(_ outer: Rect, _ inner: Rect) -> Bool {
        inner.minX >= outer.minX - 0.5 && inner.maxX <= outer.maxX + 0.5 && inner.minY >= outer.minY - 0.5 && inner.maxY <= outer.maxY + 0.5
    }

    /// The gap between two rectangles (0 where they meet or overlap).
    static func distance(_ a: Rect, _ b: Rect) -> Double {
        let dx = max(0, a.minX - b.maxX, b.minX - a.maxX), dy = max(0, a.minY - b.maxY, b.minY - a.maxY)
        return (dx * dx + dy * dy).squareRoot()
    }
}
