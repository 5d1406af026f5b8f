import Foundation
import Testing
import TouchKit
import TouchLabFormats
@testable import TouchLabEngine
@testable import TouchLabUI

/// The panel never cuts its text: every line the panel draws is whole (no "…", nothing
/// clipped by its list), inside the panel, and clear of every other line of the panel.
/// `LabelLayoutPropertyTests` checks this at every step of every lesson with nothing
/// selected; here the lesson's hit view is in the inspector (why, geometry, recognizers and
/// their outcomes), at every step where what the inspector says can change.
@MainActor
struct PanelTextPropertyTests {
    @Test(arguments: BuiltInReplay.names, Language.allCases)
    func builtInReplay(_ replay: String, language: Language) throws {
        let (description, inputs) = try BuiltInReplay.load(replay)
        var frames = 0
        try LessonWalk.forEveryStep(of: { SceneBuilder().build(description) }, inputs: inputs, select: Self.hitView,
                                    steps: Self.turningPoints, language: language) { frame in
            frames += 1
            Self.check(frame, name: "\(replay), hit view selected")
        }
        #expect(frames > 0, "\(replay): no lesson was shown")
    }

    @Test(arguments: HostileScenes.all)
    func hostileScene(_ hostile: HostileScenes.Case) throws {
        var frames = 0
        try LessonWalk.forEveryStep(of: { try LabFixtures.scene(hostile.json) }, inputs: TapScript.inputs(for: hostile.taps),
                                    select: Self.hitView, steps: Self.turningPoints) { frame in
            frames += 1
            Self.check(frame, name: "\(hostile.name), hit view selected")
        }
        #expect(frames > 0, "\(hostile.name): no lesson was shown")
    }

    /// A tap that searches a thousand views, every other one hidden, so that no run of
    /// refusals folds into one step: a lesson of over a thousand steps, whose step counter
    /// is the panel's widest ("step 1016 / 1016").
    @Test func aLessonOfAThousandSteps() throws {
        let cells = (0..<1_100).map { index in
            "{ \"name\": \"Cell\(index)\", \"frame\": [\(index % 50 * 20), \(index / 50 * 20), 18, 18], \"color\": \"#dbe7f7\""
                + (index % 2 == 1 ? ", \"hidden\": true }" : " }")
        }
        let json = """
            { "name": "cells", "size": [1000, 440], "root": { "name": "Grid", "frame": [0, 0, 1000, 440],
              "children": [ \(cells.joined(separator: ", ")) ] } }
            """
        var steps = 0
        try LessonWalk.forEveryStep(of: { try LabFixtures.scene(json) },
                                    inputs: TapScript.inputs(for: [Point(x: 9, y: 9)]), select: Self.hitView,
                                    steps: { [0, $0.steps.count - 1] }) { frame in
            steps = max(steps, frame.step + 1)
            Self.check(frame, name: "1,100 cells, tap on the first")
        }
        #expect(steps > 1000)
    }

    /// The lesson's hit view.
    static func hitView(_ session: LabSession) -> View? {
        session.lesson.flatMap(HitTestReport.init(lesson:))?.hitView
    }

    /// The steps where the inspector's text can change (a finger, the hit, a recognizer's
    /// state), the first and the last; the hops between them change the chain and trace
    /// only, which the walk with nothing selected covers.
    static func turningPoints(_ lesson: Lesson) -> [Int] {
        lesson.steps.indices.filter { index in
            switch lesson.steps[index].kind {
            case .touch, .hit, .gesture: true
            default: index == 0 || index == lesson.steps.count - 1
            }
        }
    }

    static func check(_ frame: LessonWalk.Frame, name: String) {
        let description = frame.description
        let panel = description.labels.filter { $0.region == LabRegion.panel.rawValue }
        let region = description.region(named: LabRegion.panel.rawValue)?.rect ?? .zero
        for (index, label) in panel.enumerated() {
            if label.isShortened { Issue.record("\(name), \(frame.place): \"\(label.text)\" is shortened") }
            let inside = label.rect.minX >= region.minX - 0.5 && label.rect.maxX <= region.maxX + 0.5
                && label.rect.minY >= region.minY - 0.5 && label.rect.maxY <= region.maxY + 0.5
            if !inside { Issue.record("\(name), \(frame.place): \"\(label.text)\" \(label.rect) leaves the panel") }
            for other in panel[(index + 1)...] where LabelBoard.overlaps(label.rect, other.rect, gap: -1) {
                Issue.record("\(name), \(frame.place): \"\(label.text)\" \(label.rect) overlaps \"\(other.text)\" \(other.rect)")
            }
        }
        #expect(!panel.isEmpty, "\(name), \(frame.place): the panel drew no text")
    }
}
