import GeometryTesting
import Testing
import TouchKit
import TouchLabFormats
@testable import TouchLabEngine
@testable import TouchLabUI

/// The chain's hop arrows and the search's answer arrows in the smallest window, where the
/// scene is drawn small and its labels crowd it: each goes round every view off its path
/// where a way round exists. One that starts on a mark lying over such a view leaves the
/// view by the short way.
@MainActor
struct PathLineRoutingTests {
    /// Checks step `step` (from 0) of lesson `lesson` (from 0) of `replay` in the smallest
    /// window in both languages: no chain or answer line runs through one of `views`
    /// farther than from an end lying in it to its nearest edge and 20 pixels, unless no
    /// way keeps clear of those views and every label and name (in a small window, labels
    /// can wall a mark in: a line then crosses a view rather than a label).
    private static func check(_ replay: String, lesson: Int, step: Int, views: [String]) throws {
        let (description, inputs) = try BuiltInReplay.load(replay)
        for language in Language.allCases {
            var frames = 0
            try LessonWalk.forEveryStep(of: { SceneBuilder().build(description) }, inputs: inputs,
                                        steps: { $0.steps.count > step ? [step] : [] },
                                        windowSize: LabLayout.smallestWindow, withParts: false,
                                        language: language) { frame in
                guard frame.lesson == lesson, let labels = frame.renderer.labels else { return }
                frames += 1
                let layout = frame.renderer.layout
                let arrows = frame.description.lines.filter { $0.kind == "chain" || $0.kind == "returned" }
                #expect(!arrows.isEmpty, "\(replay) \(language): no line drawn")
                let rects = try views.map { name in
                    let view = try #require(frame.session.scene.view(named: name))
                    return (name, view.convert(view.bounds, to: nil))
                }
                let (texts, names) = labels.textRects
                let pixel = 1 / layout.scale
                for line in labels.arrowLines {
                    for (name, rect) in rects {
                        let ends = [line.points[0], line.points[line.points.count - 1]].filter { rect.contains($0) }
                        let wayOut = ends.map { min($0.x - rect.minX, rect.maxX - $0.x, $0.y - rect.minY, rect.maxY - $0.y) }.min()
                        let run = LineMeasure.lengthInside(line.points, rect)
                        guard run > (wayOut.map { $0 + 20 * pixel } ?? 0) else { continue }
                        let walls = texts + names + rects.map(\.1)
                        #expect(!ConnectorTests.wayExists(line, avoiding: walls, clearance: 2 + ConnectorTests.spare * pixel,
                                                          cell: pixel, within: labels.board.region),
                                "\(replay) \(language): the \(line.kind) line from \(line.points[0]) runs \(Int(run)) points through \(name) though a way round exists")
                    }
                }
            }
            #expect(frames == 1)
        }
    }

    /// The seeds' tap in D, its last step: the hop from D to C goes round E.
    @Test func theSeedsChainGoesRoundE() throws {
        try Self.check("seed-a-to-e-taps", lesson: 0, step: 18, views: ["B", "E"])
    }

    /// The tour's slider drag, at its action (before the drag moves and the search folds):
    /// the answers go round the two pads beside the card.
    @Test func theToursAnswersGoRoundThePads() throws {
        try Self.check("gestures-touches-controls-tour", lesson: 2, step: 13, views: ["PressPad", "SwipePad", "Play", "CardNote"])
    }
}
