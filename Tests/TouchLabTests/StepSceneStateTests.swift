import Foundation
import Testing
import TouchKit
import TouchKitCairo
import TouchLabEngine
import TouchLabFormats
import TouchLabUI
@testable import TouchLab

/// A step's frame draws every view as it was at that step — a list's scroll, a switch —
/// not as the whole run left it: in `--step` pictures and descriptions, and in the window
/// stepping back through a lesson.
@MainActor
final class StepSceneStateTests: CommandTestCase {
    init() throws { try super.init(named: "step-state") }

    static let scrollDrag = ["--headless", "--scene", "scroll-view-buttons",
                             "--replay", SceneCatalog.assetsDirectory + "/replays/scroll-view-buttons-drag.jsonl"]
    static let switchTaps = ["--headless", "--scene", "button-in-tapped-view",
                             "--replay", SceneCatalog.assetsDirectory + "/replays/button-in-tapped-view-taps.jsonl"]
    /// Notify, the switch, in window pixels (the scene sits at the window's top left).
    static let switchRect = (x: 520, y: 220, width: 51, height: 31)

    /// Where the scene draws each list's "Row 1" label, from `--describe`.
    func firstRows(_ arguments: [String]) throws -> [[Double]] {
        let file = path("frame.json")
        #expect(run(arguments + ["--describe", file]) == 0, "\(errors)")
        let json = try #require(try JSONSerialization.jsonObject(with: bytes("frame.json")) as? [String: Any])
        let labels = try #require(json["labels"] as? [[String: Any]])
        return labels.filter { $0["region"] as? String == "scene" && $0["text"] as? String == "Row 1" }
            .compactMap { $0["rect"] as? [Double] }
    }

    /// The drag's first step (touch 1 began) shows the List as it was then, Row 1 at the
    /// top as at the run's start; the step holding the drag's moves shows it scrolled.
    @Test func scrollDragStepsShowTheListAsItWasThen() throws {
        let start = try firstRows(Self.scrollDrag + ["--at", "0"])
        let first = try firstRows(Self.scrollDrag + ["--step", "1"])
        let moves = try firstRows(Self.scrollDrag + ["--step", "21"])
        #expect(start.count == 4 && first == start, "step 1 \(first), start \(start)")
        #expect(moves.first?[1] ?? 0 < (first.first?[1] ?? 0) - 60, "the List scrolled by step 21: \(moves) against \(first)")
        // The other lists never scroll.
        #expect(moves.dropFirst().elementsEqual(first.dropFirst()))
    }

    /// An export's frames through the drag's run of moves scroll the List with the
    /// finger: part way at the middle of the step, further near its end.
    @Test func anExportScrollsTheListThroughTheRunOfMoves() throws {
        let catalog = SceneCatalog.standard
        let session = LabSession(scene: SceneBuilder().build(try SceneReader.load(path: catalog.resolve("scroll-view-buttons"))))
        _ = session.run(try ReplayReader.load(path: SceneCatalog.assetsDirectory + "/replays/scroll-view-buttons-drag.jsonl"))
        let lesson = try #require(session.history.lessons.last)
        let list = try #require(session.scene.view(named: "List") as? ScrollView)
        let run = try #require(lesson.steps.indices.last { lesson.steps[$0].isMoveRun })
        let offsets = [0.25, 0.6, 0.95].map { fraction in
            _ = LabFrame.moment(lesson.starts[run] + lesson.steps[run].duration * fraction, of: lesson, session: session)
            return list.contentOffset.y
        }
        _ = LabFrame.moment(0, of: lesson, session: session)
        #expect(list.contentOffset.y == 0, "the lesson's start shows the List unscrolled")
        #expect(offsets[0] > 0 && offsets[0] < offsets[1] && offsets[1] < offsets[2], "\(offsets)")
    }

    /// How many pixels inside the switch are its "on" green (under the step's translucent
    /// overlays, so by hue rather than exactly) in the frame of `step`.
    func switchOnPixels(step: String) throws -> Int {
        let file = path("switch.png")
        #expect(run(Self.switchTaps + ["--step", step, "--screenshot", file]) == 0, "\(errors)")
        let image = try ImageSurface(contentsOfPNG: file)
        let rect = Self.switchRect
        var count = 0
        for y in (rect.y + 4)..<(rect.y + rect.height - 4) {
            for x in (rect.x + 4)..<(rect.x + rect.width - 4) {
                let pixel = image.pixel(x: x, y: y)
                let red = Int(pixel >> 16 & 0xFF), green = Int(pixel >> 8 & 0xFF), blue = Int(pixel & 0xFF)
                if green > red + 60 && green > blue + 60 { count += 1 }
            }
        }
        return count
    }

    /// Notify flips in lesson 3: before it (lesson 1, lesson 3's first step) it is drawn
    /// off, from the step its value changes on it is drawn on.
    @Test func theSwitchIsDrawnOffUntilItsFlip() throws {
        #expect(try switchOnPixels(step: "1:14") == 0)
        #expect(try switchOnPixels(step: "3:1") == 0)
        let on = try switchOnPixels(step: "3:16")
        #expect(on > 200, "\(on) green pixels")
    }

    /// In the window: a tap flips Notify; stepping back to the lesson's start shows it off,
    /// the end on again, and the frame kept is the one a fresh renderer draws. A tap after
    /// stepping back meets the switch as it is (on), so it turns it off.
    @Test func windowSteppingBackShowsTheEarlierState() throws {
        var lab = try FrontDoorFrameTests(scene: "button-in-tapped-view")
        let notify = try #require(lab.session.scene.view(named: "Notify") as? Switch)
        let center = Point(x: 545, y: 235)
        lab.tap(center)
        _ = lab.controller.render()
        #expect(notify.isOn, "the tap flipped the switch")
        try lab.perform(.jumpToStart, "back to the first step")
        #expect(!notify.isOn, "the first step shows the switch as it was before the tap")
        try lab.perform(.jumpToEnd, "the last step")
        #expect(notify.isOn)
        try lab.perform(.jumpToStart, "back again")
        lab.tap(center)
        _ = lab.controller.render()
        #expect(!notify.isOn, "the second tap turned the switch off")
        try lab.perform(.previousLesson, "the first lesson")
        try lab.perform(.jumpToEnd, "the first lesson's end")
        #expect(notify.isOn, "the first lesson ended with the switch on")
    }
    /// R replays the latest lesson in the window: its frames show the switch as it was at
    /// each step played (off until the step that flips it, as stepping there shows), not as
    /// the tap left it.
    @Test func windowReplayShowsEachStepsState() throws {
        var lab = try FrontDoorFrameTests(scene: "button-in-tapped-view")
        let controller = lab.controller
        let notify = try #require(lab.session.scene.view(named: "Notify") as? Switch)
        lab.tap(Point(x: 545, y: 235))
        _ = controller.render()
        #expect(notify.isOn, "the tap flipped the switch")
        let lesson = try #require(lab.session.lesson)
        let flip = try #require(lesson.steps.indices.first { index in
            controller.perform(.showStep(index))
            _ = controller.frame
            return notify.isOn
        })
        #expect(flip > 0)
        try lab.perform(.replay, "replayed")
        #expect(!notify.isOn, "the replay starts before the tap flipped the switch")
        let start = lab.session.time
        controller.advance(to: start + lesson.starts[flip] - 0.01)
        try lab.expectKeptFrameIsFresh("replay before the flip")
        #expect(!notify.isOn, "the step before the flip shows the switch off")
        controller.advance(to: start + lesson.starts[flip] + lesson.steps[flip].duration / 2)
        _ = controller.frame
        #expect(notify.isOn, "the flip's step shows it on")
        #expect(controller.shown.isPlaying, "the replay still plays")
    }
}
