import Testing
import TouchKit
import TouchLabEngine
@testable import TouchLabUI

/// A view that enlarges its touch area in code: yes within 44 × 44 points around its centre.
private final class WideButton: Button {
    override func point(inside point: Point, with event: TouchKit.Event?) -> Bool {
        let dx = max(0, (44 - bounds.width) / 2), dy = max(0, (44 - bounds.height) / 2)
        return bounds.outset(by: EdgeInsets(top: dy, left: dx, bottom: dy, right: dx)).contains(point)
    }
}

/// A view whose area stretches right only, as an overhanging tab might.
private final class RightReach: View {
    override func point(inside point: Point, with event: TouchKit.Event?) -> Bool {
        Rect(x: 0, y: 0, width: bounds.width + 30, height: bounds.height).contains(point)
    }
}

/// What the lesson is about, as the description's `markers` lists it: an area enlarged in
/// code is found by asking its `point(inside:with:)` and drawn from the first frame, like
/// a scene file's `hitOutset`.
@MainActor
struct SceneMarkerTests {
    static func scene() throws -> Scene {
        let root = View(frame: Rect(x: 0, y: 0, width: 480, height: 200), name: "Screen")
        root.addSubview(Button(frame: Rect(x: 100, y: 80, width: 20, height: 20), name: "Plain", title: "×"))
        root.addSubview(WideButton(frame: Rect(x: 300, y: 80, width: 20, height: 20), name: "Wide", title: "×"))
        root.addSubview(RightReach(frame: Rect(x: 40, y: 150, width: 60, height: 30), name: "Reach"))
        return try CodeSceneBuilder(name: "probe", title: "Probe", summary: "").build(root)
    }

    static func describe(_ session: LabSession, playback: Playback = Playback()) throws -> FrameDescription {
        let renderer = try LabRenderer(layout: LabLayout(sceneSize: session.scene.size))
        try LabParts.install(on: renderer)
        renderer.render(session, ui: LabUIState(playback: playback))
        return FrameDescription(renderer: renderer, session: session)
    }

    @Test func anAreaEnlargedInCodeIsATouchAreaBeforeAnyTouch() throws {
        let description = try Self.describe(LabSession(scene: try Self.scene()))
        let areas = description.markers.filter { $0.kind == .touchArea }
        #expect(areas.map(\.view) == ["Wide", "Reach"], "the plain button's area is its bounds")
        #expect(areas.first?.rect == Rect(x: 288, y: 68, width: 44, height: 44))
        #expect(areas.last?.rect == Rect(x: 40, y: 150, width: 90, height: 30))
        #expect(description.labels.contains { $0.text == "touch area 44 × 44" && $0.region == "scene" })
        #expect(description.json.contains("{ \"kind\": \"touchArea\", \"view\": \"Wide\", \"rect\": [288, 68, 44, 44] }"))
    }

    /// A tap four points left of the small button: the finger, the hit view and the area
    /// are markers, and no label lies over the finger or more than half the button.
    @Test func aNearMissMarksTheFingerTheHitViewAndTheArea() throws {
        let session = LabSession(scene: try Self.scene())
        var playback = LabFixtures.tap(session, at: Point(x: 296, y: 90))
        playback.show(step: Int.max, of: session.lesson)
        let description = try Self.describe(session, playback: playback)
        let kinds = description.markers.map { "\($0.kind.rawValue) \($0.view ?? "")" }
        #expect(kinds == ["finger ", "hitView Wide", "touchArea Wide", "touchArea Reach"])
        #expect(description.markers.first?.rect == Rect(x: 273, y: 67, width: 46, height: 46))
        let frame = LessonWalk.Frame(lesson: 0, step: 0, description: description,
                                     renderer: try LabRenderer(layout: LabLayout(sceneSize: session.scene.size)),
                                     session: session, ui: LabUIState(playback: playback), language: .english)
        LabelLayoutPropertyTests.checkMarkers(frame, name: "near miss")
    }

    /// Views sharing a top-left corner (a header at its screen's origin, a title nearly at
    /// the header's) draw their names one under the other, never over each other.
    @Test func namesOfViewsSharingAnOriginDoNotOverlap() throws {
        let scene = try LabFixtures.scene("""
            { "name": "stack", "size": [400, 300], "root": { "name": "Root", "frame": [0, 0, 400, 300],
              "children": [ { "name": "Header", "frame": [0, 0, 400, 120], "color": "#dde4f0",
                "children": [ { "name": "Title", "frame": [2, 3, 200, 60], "color": "#cfd8ea" } ] },
                { "name": "Aside", "frame": [0, 200, 100, 80] } ] } }
            """)
        let names = try Self.describe(LabSession(scene: scene)).labels.filter { $0.layer == LabRegion.contentLayer }
        #expect(Set(names.map(\.text)) == ["Root", "Header", "Title", "Aside"])
        for (index, name) in names.enumerated() {
            for other in names[(index + 1)...] where LabelBoard.overlaps(name.rect, other.rect, gap: -0.5) {
                Issue.record("\"\(name.text)\" \(name.rect) overlaps \"\(other.text)\" \(other.rect)")
            }
        }
        let aside = try #require(names.first { $0.text == "Aside" })
        #expect(aside.rect.minY < 210, "a view whose corner no other name shares keeps its name at the top")
    }

    /// Stepping back through a drag long after it was played (as in the window, where the
    /// clock runs on) shows the finger where it was at that step, with its path so far.
    @Test func aStepShowsItsFingerHoweverLongAgoItWasPlayed() throws {
        let played = try TimelineDrawingTests.session("pan-cancels-touches", replay: "pan-cancels-touches-drag")
        played.advance(to: played.session.time + 30)
        let lesson = try #require(played.session.lesson)
        let step = lesson.steps.count / 2
        played.playback.show(step: step, of: lesson)
        // Paused on a run of moves, the finger is where the run ended.
        let samples = try #require(lesson.paths[1]).filter { $0.time <= lesson.steps[step].endTraceTime + 0.0005 }
        let expected = try #require(samples.last).location
        let finger = try #require(try Self.describe(played.session, playback: played.playback).markers.first { $0.kind == .finger },
                                  "the finger of step \(step + 1) is drawn")
        #expect(finger.rect.center == expected)
        #expect(expected != lesson.paths[1]?.last?.location, "mid-drag, not where the finger lifted")
    }
}
