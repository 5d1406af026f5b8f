import Testing
import TouchKit
import TouchKitCairo
import TouchLabEngine
import TouchLabFormats
import TouchLabUI
@testable import TouchLab

/// Each command, from a key, a panel button or the mouse, and what it does to the lesson,
/// the playback, the selection and the scene. Input is given in window coordinates, as
/// the window passes it on.
@MainActor
struct LabControllerTests {
    static let shift = 50, control = 37, alt = 64, superKey = 133, keyA = 38
    static let left = 113, right = 114, escape = 9, help = 43, space = 65, previous = 34, next = 35, tab = 23, legend = 46

    let controller: LabController
    var session: LabSession { controller.session }
    private var clock = Clock()

    init(scene: String = "seed-a-to-e") throws {
        let catalog = SceneCatalog.standard
        let description = try SceneReader.load(path: catalog.resolve(scene))
        controller = try LabController(origin: .file(description), catalog: catalog,
                                       console: Console(out: { _ in }, error: { _ in }), tracing: false)
    }

    init() throws { try self.init(scene: "seed-a-to-e") }

    // MARK: Input helpers

    /// Milliseconds that only go forward, one step per input.
    private struct Clock {
        var now = 1000.0
        mutating func tick(_ milliseconds: Double = 16) -> Double { now += milliseconds; return now }
    }

    mutating func key(_ code: Int) {
        controller.handle(XI2Input(time: clock.tick(), kind: .keyPress, detail: code, x: 0, y: 0))
        controller.handle(XI2Input(time: clock.tick(), kind: .keyRelease, detail: code, x: 0, y: 0))
    }

    mutating func press(_ code: Int) { controller.handle(XI2Input(time: clock.tick(), kind: .keyPress, detail: code, x: 0, y: 0)) }
    mutating func release(_ code: Int) {
        controller.handle(XI2Input(time: clock.tick(), kind: .keyRelease, detail: code, x: 0, y: 0))
    }

    /// A mouse drag from `start` through `points`, then the lesson played to its end.
    mutating func drag(_ start: Point, _ points: [Point] = []) {
        controller.handle(XI2Input(time: clock.tick(), kind: .buttonPress, detail: 1, x: start.x, y: start.y))
        for point in points {
            controller.handle(XI2Input(time: clock.tick(), kind: .motion, detail: 0, x: point.x, y: point.y))
        }
        let end = points.last ?? start
        controller.handle(XI2Input(time: clock.tick(80), kind: .buttonRelease, detail: 1, x: end.x, y: end.y))
        playToTheEnd()
    }

    mutating func playToTheEnd() {
        controller.advance(to: clock.tick(60_000) / 1000)
    }

    /// A click on the panel control named `name`.
    mutating func click(_ name: String) throws {
        let part = try #require(controller.renderer.parts?.panel)
        let panel = part.panel
        let revealed = panel.revealing(control: name, in: controller.ui.panel, session: session,
                                       shown: controller.shown, selection: controller.ui.selectedView)
        #expect(revealed != nil, "\(name) is in the panel")
        // Scrolled there as a person would: the window's state says where the lists are.
        if let revealed { controller.ui.panel = revealed }
        panel.update(from: session, shown: controller.shown, selection: controller.ui.selectedView,
                     scroll: controller.ui.panel)
        let view = try #require(panel.window.descendant(named: name))
        let local = view.convert(view.bounds, to: nil).center
        let point = Point(x: local.x + controller.layout.panel.minX, y: local.y + controller.layout.panel.minY)
        drag(point)
    }

    var shownStep: Int? { controller.shown.moment?.current }

    // MARK: Lessons are safe

    @Test mutating func modifierKeysAloneKeepTheLesson() throws {
        drag(Point(x: 470, y: 140))
        let steps = try #require(session.lesson).steps.count
        for code in [Self.shift, Self.control, Self.alt, Self.superKey] { key(code) }
        #expect(session.history.lessons.count == 1)
        #expect(session.lesson?.steps.count == steps)
        #expect(session.lesson?.isTouchLesson == true)
    }

    @Test mutating func aKeyNoSceneResponderReceivesOpensNoLesson() {
        key(Self.keyA)
        #expect(session.lesson == nil)
        #expect(session.recentTrace.count == 2, "the press still reaches the trace")
    }

    @Test mutating func anAltDragPinchSurvivesReleasingAlt() throws {
        let lab = try LabControllerTests(scene: "pinch-rotate")
        var test = lab
        test.press(Self.alt)
        test.drag(Point(x: 500, y: 300), (1...10).map { Point(x: 500 + Double($0) * 8, y: 300 + Double($0) * 4) })
        test.release(Self.alt)
        let lesson = try #require(test.session.lesson)
        #expect(test.session.history.lessons.count == 1)
        #expect(lesson.isTouchLesson)
        #expect(lesson.steps.contains { if case .gesture(_, let state) = $0.kind { state.state == .began } else { false } })
    }

    /// Alt pressed in one scene and still down in the next steers the next scene's drag:
    /// two fingers, not one.
    @Test mutating func altHeldAcrossASceneSwitchStillPutsDownTwoFingers() throws {
        press(Self.alt)
        let names = SceneCatalog.standard.names()
        controller.perform(.showScene(index: try #require(names.firstIndex(of: "pinch-rotate"))))
        #expect(session.scene.name == "pinch-rotate")
        controller.handle(XI2Input(time: clock.tick(), kind: .buttonPress, detail: 1, x: 500, y: 300))
        let touches = session.recentTrace.filter { $0.record.line.contains(" began (") && $0.record.line.contains(" touch ") }
        #expect(touches.count == 2, "\(session.recentTrace.map(\.record.line))")
        release(Self.alt)
    }

    // MARK: Esc

    @Test mutating func escapeClosesTheHelpCardThenTheSelectionThenQuits() {
        key(Self.help)
        controller.perform(.selectNextView)
        #expect(controller.ui.showsHelp && controller.ui.selectedView != nil)
        key(Self.escape)
        #expect(!controller.ui.showsHelp && controller.ui.selectedView != nil && !controller.isFinished)
        key(Self.escape)
        #expect(controller.ui.selectedView == nil && !controller.isFinished)
        key(Self.escape)
        #expect(controller.isFinished)
    }

    @Test mutating func theLegendKeyShowsTheLegendAndEscapeClosesItFirst() {
        key(Self.legend)
        #expect(controller.ui.showsLegend && !controller.ui.showsHelp)
        key(Self.help)
        #expect(controller.ui.showsHelp && !controller.ui.showsLegend, "one card at a time")
        key(Self.legend)
        controller.perform(.selectNextView)
        #expect(controller.ui.showsLegend && controller.ui.selectedView != nil)
        key(Self.escape)
        #expect(!controller.ui.showsLegend && controller.ui.selectedView != nil && !controller.isFinished)
        key(Self.legend)
        key(Self.legend)
        #expect(!controller.ui.showsLegend)
        key(Self.escape)
        #expect(controller.ui.selectedView == nil && !controller.isFinished)
    }

    // MARK: Playback

    @Test mutating func stepsVisitEveryStepOfADragOnceEachWay() throws {
        drag(Point(x: 470, y: 140), (1...12).map { Point(x: 470 - Double($0) * 6, y: 140) })
        let lesson = try #require(session.lesson)
        let count = lesson.steps.count
        // The twelve moves are one step among the hit test's and the deliveries'.
        #expect(count > 10 && lesson.steps.filter(\.isMoveRun).count == 1)
        controller.perform(.jumpToStart)
        var forward = [try #require(shownStep)]
        for _ in 1..<count { key(Self.right); forward.append(try #require(shownStep)) }
        key(Self.right)
        #expect(shownStep == count - 1, "→ at the last step stays there")
        var back: [Int] = []
        for _ in 1..<count { key(Self.left); back.append(try #require(shownStep)) }
        #expect(forward == Array(0..<count))
        #expect(back == Array((0..<count - 1).reversed()))
    }

    /// At instant speed a drag still under the finger shows its latest moves, and the
    /// timeline's axis reaches their time, as the trace does.
    @Test mutating func aLiveDragsTimelineReachesTheTracesTime() throws {
        controller.perform(.instant)
        controller.handle(XI2Input(time: clock.tick(), kind: .buttonPress, detail: 1, x: 470, y: 140))
        for index in 1...75 {
            controller.handle(XI2Input(time: clock.tick(), kind: .motion, detail: 0, x: 470 - Double(index), y: 140))
        }
        controller.advance(to: clock.tick(0) / 1000)
        let lesson = try #require(session.lesson)
        let span = try #require(lesson.steps.last).endTraceTime - lesson.steps[0].traceTime
        #expect(span > 1.1 && shownStep == lesson.steps.count - 1, "1.2 s of moves, the last step shown")
        controller.render()
        let ticks = FrameDescription(renderer: controller.renderer, session: session).labels
            .filter { $0.region == LabRegion.timeline.rawValue && $0.text.hasSuffix(" s") }
            .compactMap { Double($0.text.dropLast(2)) }
        let last = try #require(ticks.max())
        #expect(last <= span && last >= 0.75 * span, "the axis's last tick \(last) s, the moves' \(span) s")
    }

    @Test mutating func theEndButtonsJumpAndPlayPausesAlikeFromKeyAndButton() throws {
        drag(Point(x: 470, y: 140))
        let last = try #require(session.lesson).steps.count - 1
        try click("step-back")
        #expect(shownStep == 0 && controller.ui.playback.isPaused)
        try click("step-forward")
        #expect(shownStep == last && controller.shown.isFinished)
        key(Self.space)
        #expect(!controller.ui.playback.isPaused && controller.ui.playback.position == 0, "play on a finished lesson replays it")
        key(Self.space)
        #expect(controller.ui.playback.isPaused)
        try click("play-pause")
        #expect(!controller.ui.playback.isPaused, "the button means what Space means")
    }

    @Test mutating func aClickOnATimelineMarkShowsItsStep() throws {
        drag(Point(x: 470, y: 140))
        let moment = try #require(controller.shown.moment)
        let lane = try #require(Timeline(moment, scene: session.scene).lanes.first)
        let ended = try #require(lane.marks.last)
        #expect(lane.name == "touch 1" && ended.text == "ended")
        #expect(shownStep != ended.step)
        controller.renderer.render(session, ui: controller.ui)
        let description = FrameDescription(renderer: controller.renderer, session: session)
        let label = try #require(description.labels.first { $0.region == "timeline" && $0.text == "ended" })
        drag(label.rect.center)
        #expect(shownStep == ended.step && controller.ui.playback.isPaused)
    }

    @Test mutating func aNewTouchWhilePausedPlays() {
        drag(Point(x: 470, y: 140))
        key(Self.left)
        #expect(controller.ui.playback.isPaused)
        controller.handle(XI2Input(time: clock.tick(), kind: .buttonPress, detail: 1, x: 200, y: 100))
        #expect(!controller.ui.playback.isPaused)
        #expect(controller.shown.moment?.current == 0)
    }

    /// Drawing reads playback and never moves it: neither the window's frames nor an
    /// export's frames of another lesson change what the window shows.
    @Test mutating func framesAndExportsLeaveTheWindowsPlaybackAndLessonAlone() throws {
        drag(Point(x: 470, y: 140))
        drag(Point(x: 620, y: 140))
        key(Self.left)
        let playback = controller.ui.playback, shown = session.history.shownIndex, generation = session.generation
        let before = Self.pixels(controller.render())
        #expect(controller.ui.playback == playback, "a frame leaves playback where it was")
        let frames = try LessonFrames(session: session)
        let other = session.history.lessons[0]
        _ = frames.frame(of: other, step: 1)
        _ = frames.frame(of: other, at: other.duration / 2)
        #expect(controller.ui.playback == playback)
        #expect(session.history.shownIndex == shown && session.generation == generation)
        #expect(Self.pixels(controller.render()) == before, "the window's frame is as it was")
    }

    static func pixels(_ surface: ImageSurface) -> [UInt8] {
        surface.withPixels { base, stride in Array(UnsafeRawBufferPointer(start: base, count: stride * surface.height)) }
    }

    // MARK: History

    @Test mutating func bracketsMoveThroughTheLastLessons() throws {
        for x in [470.0, 620, 200] { drag(Point(x: x, y: 140)) }
        #expect(controller.shown.position?.index == 3 && controller.shown.position?.count == 3)
        key(Self.previous)
        key(Self.previous)
        #expect(controller.shown.position?.index == 1)
        #expect(PlaybackSection.lessonText(controller.shown) == "lesson 1 of 3")
        key(Self.previous)
        #expect(controller.shown.position?.index == 1, "there is no lesson before the first")
        key(Self.next)
        #expect(controller.shown.position?.index == 2)
        drag(Point(x: 470, y: 140))
        #expect(controller.shown.position?.index == 4, "a new touch shows its own lesson")
    }

    // MARK: The inspector and the scene

    @Test mutating func theHiddenSwitchSendsTheNextTapToTheViewBehind() throws {
        try click("row-D")
        #expect(controller.ui.selectedView === session.scene.view(named: "D"))
        try click("hidden")
        #expect(session.scene.view(named: "D")?.isHidden == true)
        drag(Point(x: 470, y: 140))
        #expect(session.recentTrace.map(\.record.line).contains {
            $0.hasSuffix("hit-test (470.0, 140.0): A -> C -> E(nil) -> D(nil) -> C(C) -> A(C)")
        })
        try click("reset")
        #expect(session.scene.view(named: "D")?.isHidden == false)
    }

    /// The banner's Reset puts back the whole scene with nothing selected, and the lesson
    /// of the edited scene is no longer drawn over it.
    @Test mutating func theBannersResetNeedsNoSelection() throws {
        try click("row-C")
        try click("interaction")
        try click("row-D")
        try click("hidden")
        #expect(session.scene.edits.map(\.view) == ["C", "D"])
        drag(Point(x: 470, y: 140))
        #expect(!session.showsStaleLesson, "a lesson after the edits is of the scene shown")
        key(Self.escape)
        #expect(controller.ui.selectedView == nil)
        try click("banner-reset")
        #expect(session.scene.edits.isEmpty)
        #expect(session.scene.view(named: "D")?.isHidden == false)
        #expect(session.showsStaleLesson && controller.shown.sceneMoment == nil, "its overlays are cleared")
    }

    /// A right-click (button 3) on the scene selects the frontmost view drawn there; again
    /// at the same place, the one behind it, and around. It never reaches the scene.
    @Test mutating func aRightClickSelectsTheViewDrawnThereThenTheOneBehind() throws {
        let inD = Point(x: 470, y: 140)
        var selected: [String?] = []
        for _ in 0..<4 {
            rightClick(inD)
            selected.append(controller.ui.selectedView?.traceName)
        }
        #expect(selected == ["D", "C", "A", "D"])
        rightClick(Point(x: 100, y: 100))
        #expect(controller.ui.selectedView?.traceName == "B")
        #expect(session.recentTrace.isEmpty && session.lesson == nil, "right-clicks never reach the scene")
    }

    /// Reset starts the right-clicks from the front again: the next one selects the view
    /// drawn there, not the one behind the selection. So does a selection made otherwise.
    @Test mutating func aRightClickAfterResetSelectsTheFrontmostView() throws {
        let inD = Point(x: 470, y: 140)
        rightClick(inD)
        try click("hidden")
        try click("hidden")
        try click("reset")
        rightClick(inD)
        #expect(controller.ui.selectedView?.traceName == "D")
        rightClick(inD)
        #expect(controller.ui.selectedView?.traceName == "C", "and behind it on the next")
        controller.perform(.selectNextView)
        #expect(controller.ui.selectedView?.traceName == "D")
        rightClick(inD)
        #expect(controller.ui.selectedView?.traceName == "D", "after a selection by Tab")
    }

    /// The right-click selects a view the hit test would pass over: one that refuses touches.
    @Test mutating func aRightClickSelectsAViewThatRefusesTouches() throws {
        try #require(session.scene.view(named: "D")).isUserInteractionEnabled = false
        rightClick(Point(x: 470, y: 140))
        #expect(controller.ui.selectedView?.traceName == "D")
    }

    /// On a scene drawn scaled down, the right-click picks what is drawn under the pointer:
    /// the window point is mapped to scene points, as a touch there would be.
    @Test func aRightClickOnAScaledScenePicksWhatIsUnderThePointer() throws {
        var lab = try LabControllerTests(scene: "large-grid")
        #expect(lab.controller.layout.scale < 1)
        lab.rightClick(lab.controller.layout.windowPoint(fromScene: Point(x: 100, y: 24)))
        #expect(lab.controller.ui.selectedView?.traceName == "Title")
        // Unmapped, this window point would be on the title too.
        let besideTheTitle = lab.controller.layout.windowPoint(fromScene: Point(x: 250, y: 40))
        #expect(besideTheTitle.x < 216 && besideTheTitle.y < 38)
        lab.rightClick(besideTheTitle)
        #expect(lab.controller.ui.selectedView?.traceName == "Toolbar")
    }

    mutating func rightClick(_ point: Point) {
        controller.handle(XI2Input(time: clock.tick(), kind: .buttonPress, detail: 3, x: point.x, y: point.y))
        controller.handle(XI2Input(time: clock.tick(), kind: .buttonRelease, detail: 3, x: point.x, y: point.y))
    }

    /// The recognizer's switches change the model, and the next lesson shows it: with
    /// cancelsTouchesInView off the pan no longer cancels the canvas's touches.
    @Test func theCancelsTouchesSwitchChangesTheNextDrag() throws {
        var lab = try LabControllerTests(scene: "pan-cancels-touches")
        let path = (1...8).map { Point(x: 300 + Double($0) * 12, y: 250) }
        lab.drag(Point(x: 300, y: 250), path)
        #expect(lab.session.recentTrace.contains { $0.record.line.contains("touchesCancelled") })
        try lab.click("row-Canvas")
        let pan = try #require(lab.session.scene.view(named: "Canvas")?.gestureRecognizers.first)
        #expect(pan.cancelsTouchesInView)
        try lab.click("drag-cancels")
        #expect(!pan.cancelsTouchesInView)
        let before = lab.session.recentTrace.count
        lab.drag(Point(x: 300, y: 250), path)
        let next = lab.session.recentTrace.dropFirst(before).map(\.record.line)
        #expect(next.contains { $0.contains("gesture drag began") })
        #expect(!next.contains { $0.contains("touchesCancelled") })
        #expect(next.contains { $0.contains("touchesEnded") }, "the canvas gets its touchesEnded instead")
        try lab.click("reset")
        #expect(pan.cancelsTouchesInView, "Reset puts back the scene file's value")
    }

    /// 1–9 show the first nine built-in scenes, Shift+1–9 the next nine: every scene of
    /// the catalog has a key, and the key shows that scene.
    @Test mutating func everyBuiltInSceneHasAKey() throws {
        let names = SceneCatalog.standard.names()
        #expect(names.count == 15)
        for (index, name) in names.enumerated() {
            guard index < 18 else {
                Issue.record("scene \(index + 1), \(name), has no key")
                continue
            }
            let digit = 10 + index % 9  // keycodes 10…18 are the digits 1…9
            if index >= 9 { press(Self.shift) }
            key(digit)
            if index >= 9 { release(Self.shift) }
            #expect(session.scene.name == name, "key \(index >= 9 ? "Shift+" : "")\(index % 9 + 1)")
        }
        key(10)
        #expect(session.scene.name == names[0], "with Shift released, 1 is the first scene again")
    }

    /// The help card is the window's and stays; the selection was a view of the old session.
    @Test mutating func switchingSceneSwapsTheSessionAndKeepsTheHelpCard() throws {
        key(Self.help)
        drag(Point(x: 470, y: 140))
        key(Self.tab)
        #expect(controller.ui.selectedView != nil)
        let names = SceneCatalog.standard.names()
        let index = try #require(names.firstIndex(of: "tap-vs-view"))
        controller.perform(.showScene(index: index))
        #expect(session.scene.name == "tap-vs-view")
        #expect(session.lesson == nil && controller.ui.showsHelp && controller.ui.selectedView == nil)
        try click("next-scene")
        #expect(session.scene.name == names[(index + 1) % names.count])
    }
}
