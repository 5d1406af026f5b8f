import Foundation
import Testing
import TouchKit
import TouchLabFormats
@testable import TouchLabEngine
@testable import TouchLabUI

/// Every label readable and whole at every moment: for every built-in scene with its
/// replays, and for hostile scenes the layout has never been tuned on, at every step of
/// every lesson, the frame description must show the lab's labels over the scene never
/// overlapping one another nor the views' own text, every line of text inside its region,
/// none shortened and no line over the scene through a label or a name
/// (`ConnectorTests.check`) —
/// the panel's lines too (`PanelTextPropertyTests.check`), with nothing selected. The
/// built-in scenes are walked in every language the lab speaks.
@MainActor
struct LabelLayoutPropertyTests {
    @Test(arguments: BuiltInReplay.names, Language.allCases)
    func builtInReplay(_ replay: String, language: Language) throws {
        let (description, inputs) = try BuiltInReplay.load(replay)
        var frames = 0
        try LessonWalk.forEveryStep(of: { SceneBuilder().build(description) }, inputs: inputs, language: language) { frame in
            frames += 1
            // A scene larger than its area is shown small (the large grid): its labels may be cut.
            Self.check(frame, name: replay, cutAllowed: frame.renderer.layout.scale < 1)
            Self.checkLanesReachable(frame, name: replay)
            Self.checkMarkers(frame, name: replay)
            Self.checkBeside(frame, name: replay)
            Self.checkHitViewInSight(frame, name: replay)
            Self.checkNearestIsOwn(frame, name: replay)
            Self.checkTimelineLabels(frame, name: replay)
            ConnectorTests.check(frame, name: replay, replay: replay)
            SearchNumbering.check(frame, name: replay)
        }
        #expect(frames > 0, "\(replay): no lesson was shown")
    }

    @Test(arguments: HostileScenes.all)
    func hostileScene(_ hostile: HostileScenes.Case) throws {
        var frames = 0
        try LessonWalk.forEveryStep(of: { try LabFixtures.scene(hostile.json) },
                                    inputs: TapScript.inputs(for: hostile.taps)) { frame in
            frames += 1
            // Crowded on purpose: a label may lose parts where a note counts it.
            Self.check(frame, name: hostile.name, cutAllowed: true)
            Self.checkLanesReachable(frame, name: hostile.name)
            Self.checkMarkers(frame, name: hostile.name)
            Self.checkBeside(frame, name: hostile.name)
        }
        #expect(frames > 0, "\(hostile.name): no lesson was shown")
    }

    /// Windows made smaller than the default, down to the smallest the lab lays out: an
    /// 800 × 600 scene shown at 0.67, 0.49 and 0.4 of its size while its labels keep their
    /// pixel size, so they crowd.
    static let smallWindows = [Size(width: 1100, height: 720), Size(width: 960, height: 680), LabLayout.smallestWindow]

    /// In windows made smaller, at every step of every lesson, the labels over the scene
    /// never cover one another nor the views' text, and stay whole inside the scene (where
    /// there is no room they are shortened or left out, and a note says so). The scene
    /// alone is drawn: the panels' properties are the next test's. One test a window size,
    /// so that `make test` can run them side by side.
    @Test(arguments: BuiltInReplay.names, Language.allCases)
    func sceneLabelsInALargerSmallWindow(_ replay: String, language: Language) throws {
        try Self.checkSceneLabels(replay, language: language, in: Self.smallWindows[0])
    }

    @Test(arguments: BuiltInReplay.names, Language.allCases)
    func sceneLabelsInAMiddleSmallWindow(_ replay: String, language: Language) throws {
        try Self.checkSceneLabels(replay, language: language, in: Self.smallWindows[1])
    }

    @Test(arguments: BuiltInReplay.names, Language.allCases)
    func sceneLabelsInTheSmallestWindow(_ replay: String, language: Language) throws {
        try Self.checkSceneLabels(replay, language: language, in: Self.smallWindows[2])
    }

    private static func checkSceneLabels(_ replay: String, language: Language, in windowSize: Size) throws {
        let (description, inputs) = try BuiltInReplay.load(replay)
        var frames = 0
        try LessonWalk.forEveryStep(of: { SceneBuilder().build(description) }, inputs: inputs,
                                    windowSize: windowSize, withParts: false, language: language) { frame in
            frames += 1
            let name = "\(replay) in \(Int(windowSize.width))×\(Int(windowSize.height))"
            check(frame, name: name, wholeFrame: false, cutAllowed: true)
            checkHitViewInSight(frame, name: name)
            ConnectorTests.check(frame, name: name, replay: replay, small: true)
        }
        #expect(frames > 0, "\(replay): no lesson was shown")
    }

    /// In the smallest window (a scene scaled further down, the strip drawn compact) every
    /// region lies inside the window, so nothing is drawn off-screen, and every property
    /// holds. The first, hit, middle and last step of each lesson.
    @Test(arguments: BuiltInReplay.names, Language.allCases)
    func builtInReplayInTheSmallestWindow(_ replay: String, language: Language) throws {
        let (description, inputs) = try BuiltInReplay.load(replay)
        var frames = 0
        let steps: (Lesson) -> [Int] = { lesson in
            let hit = lesson.steps.firstIndex { if case .hit = $0.kind { true } else { false } } ?? 0
            return Array(Set([0, hit, lesson.steps.count / 2, lesson.steps.count - 1])).sorted()
        }
        try LessonWalk.forEveryStep(of: { SceneBuilder().build(description) }, inputs: inputs, steps: steps,
                                    windowSize: LabLayout.smallestWindow, language: language) { frame in
            frames += 1
            #expect(frame.description.size == LabLayout.smallestWindow)
            let window = Rect(origin: .zero, size: LabLayout.smallestWindow)
            for region in frame.description.regions where region.rect.union(window) != window {
                Issue.record("\(replay), \(frame.place): the \(region.name) \(region.rect) leaves the window")
            }
            Self.check(frame, name: replay, cutAllowed: true)
            Self.checkHitViewInSight(frame, name: replay)
            Self.checkNearestIsOwn(frame, name: replay)
        }
        #expect(frames > 0, "\(replay): no lesson was shown")
    }

    /// The properties, each failure naming the frame and the labels at fault; with
    /// `wholeFrame` false, those of the scene's and the timeline's labels only. With
    /// `cutAllowed` (a window smaller than the default), a scene label may be drawn without
    /// its last pieces where a note counts it.
    static func check(_ frame: LessonWalk.Frame, name: String, wholeFrame: Bool = true, cutAllowed: Bool = false) {
        let description = frame.description
        let sceneLabels = description.labels.filter { $0.region == LabRegion.scene.rawValue && $0.layer == LabRegion.labLayer }
        let timelineLabels = description.labels.filter { $0.region == LabRegion.timeline.rawValue }
        let overlay = sceneLabels + timelineLabels
        for (index, label) in overlay.enumerated() {
            for other in overlay[(index + 1)...] where LabelBoard.overlaps(label.rect, other.rect, gap: -0.5) {
                Issue.record("\(name), \(frame.place): \"\(label.text)\" \(label.rect) overlaps \"\(other.text)\" \(other.rect)")
            }
        }
        let viewText = description.labels.filter { $0.region == LabRegion.scene.rawValue && $0.layer == LabRegion.contentLayer }
        for label in sceneLabels {
            for text in viewText where LabelBoard.overlaps(label.rect, text.rect, gap: -0.5) {
                Issue.record("\(name), \(frame.place): \"\(label.text)\" \(label.rect) covers the view's \"\(text.text)\" \(text.rect)")
            }
        }
        for label in description.labels where label.layer == LabRegion.labLayer {
            let region = description.region(named: label.region)?.rect ?? .zero
            let inside = label.rect.minX >= region.minX - 0.5 && label.rect.maxX <= region.maxX + 0.5
                && label.rect.minY >= region.minY - 0.5 && label.rect.maxY <= region.maxY + 0.5
            #expect(inside, "\(name), \(frame.place): \"\(label.text)\" \(label.rect) leaves the \(label.region) \(region)")
        }
        // The step's caption in the band over the timeline is two lines at most, its end
        // shortened with an ellipsis when the sentence is longer (`--describe`'s `caption`
        // and the exports carry it whole); every other line must be whole.
        let timelineTop = description.region(named: LabRegion.timeline.rawValue)?.rect.minY ?? 0
        let outsideCaption = timelineLabels.filter { $0.rect.minY >= timelineTop + TimelineView.captionHeight - 0.5 }
        for label in outsideCaption where label.isShortened {
            Issue.record("\(name), \(frame.place): \"\(label.text)\" is shortened")
        }
        checkCutLabelsNoted(frame, name: name, cutAllowed: cutAllowed)
        guard wholeFrame else { return }
        PanelTextPropertyTests.check(frame, name: name)
        // A strip under the scene scrolls its stages: the ones the step lights must be named.
        let scrolledTo = frame.renderer.layout.stripBelow
            ? JourneyState(session: frame.session, shown: frame.session.shown(at: frame.ui.playback)).activeStages : nil
        checkStrip(description, name: name, place: frame.place, words: frame.renderer.words.strip,
                   stages: scrolledTo.map { Array(JourneyStage.allCases[$0]) } ?? JourneyStage.allCases)
    }

    /// The labels leave what the lesson is about in sight: none covers a finger, and a small
    /// hit view or enlarged touch area (no more than 120 pixels a side) stays at least half
    /// uncovered.
    static func checkMarkers(_ frame: LessonWalk.Frame, name: String) {
        let description = frame.description
        let labels = description.labels.filter { $0.region == LabRegion.scene.rawValue && $0.layer == LabRegion.labLayer }
        for finger in description.markers where finger.kind == .finger {
            for label in labels where LabelBoard.overlaps(label.rect, finger.rect, gap: -0.5) {
                Issue.record("\(name), \(frame.place): \"\(label.text)\" \(label.rect) covers a finger at \(finger.rect)")
            }
        }
        for marker in description.markers where marker.kind != .finger
            && marker.rect.width <= SceneMarkers.smallSide && marker.rect.height <= SceneMarkers.smallSide {
            let uncovered = uncoveredFraction(of: marker.rect, by: labels.map(\.rect))
            if uncovered < 0.5 {
                let what = "the \(marker.kind.rawValue) \(marker.view ?? "") \(marker.rect)"
                Issue.record("\(name), \(frame.place): \(what) is \(Int(uncovered * 100)) % in sight")
            }
        }
    }

    /// The part of `rect` no rectangle of `covers` lies over, sampled on a 1-pixel grid.
    static func uncoveredFraction(of rect: Rect, by covers: [Rect]) -> Double {
        let near = covers.filter { LabelBoard.overlaps($0, rect, gap: 0) }
        guard !near.isEmpty else { return 1 }
        var free = 0, total = 0
        var y = rect.minY + 0.5
        while y < rect.maxY {
            var x = rect.minX + 0.5
            while x < rect.maxX {
                total += 1
                if !near.contains(where: { $0.contains(Point(x: x, y: y)) }) { free += 1 }
                x += 1
            }
            y += 1
        }
        return total == 0 ? 1 : Double(free) / Double(total)
    }

    /// The journey strip: every stage's text drawn whole, at least 11 pixels, and the lab's
    /// counterpart of each of `stages` (all, but for a scrolled strip) under its iOS name,
    /// whole however its line wraps.
    static func checkStrip(_ description: FrameDescription, name: String, place: String,
                           words: StripWords = Words().strip, stages: [JourneyStage] = JourneyStage.allCases) {
        let strip = description.labels.filter { $0.region == LabRegion.strip.rawValue }
        for label in strip where label.isShortened {
            Issue.record("\(name), \(place): strip text \"\(label.text)\" is shortened")
        }
        for label in strip where label.fontSize < JourneyStrip.minimumFontSize - 1e-9 {
            Issue.record("\(name), \(place): strip text \"\(label.text)\" is \(label.fontSize) px")
        }
        let text = strip.map(\.text).joined().filter { !$0.isWhitespace }
        for stage in stages where !text.contains(words.counterpart(stage).filter { !$0.isWhitespace }) {
            Issue.record("\(name), \(place): the strip does not name \(words.counterpart(stage))")
        }
    }

    /// Every lane of the timeline has its name drawn (in the run's words: a finger's lane
    /// is `touch N` in any language but drawn as the language says it), at once or after
    /// scrolling the lanes.
    static func checkLanesReachable(_ frame: LessonWalk.Frame, name: String) {
        let lanes = frame.description.timeline.map(frame.renderer.words.timeline.title(of:))
        var seen = Set(laneNames(frame.description))
        if let part = frame.renderer.parts?.timeline, !lanes.allSatisfy(seen.contains) {
            var ui = frame.ui
            let shown = frame.session.shown(at: frame.ui.playback)
            let count = part.laneCount(frame.session, shown: shown)
            ui.timeline = part.following(frame.session, shown: shown, scroll: ui.timeline)
                .scrolled(by: -lanes.count, lanes: count, rows: part.laneRows)
            for _ in 0...lanes.count {
                frame.renderer.render(frame.session, ui: ui)
                seen.formUnion(laneNames(FrameDescription(renderer: frame.renderer, session: frame.session)))
                ui.timeline = ui.timeline.scrolled(by: 1, lanes: count, rows: part.laneRows)
            }
        }
        // A lane folded into another (responders that only passed the touch on) is seen
        // where the fold is.
        if let part = frame.renderer.parts?.timeline, let moment = frame.session.shown(at: frame.ui.playback).moment {
            // The caption band may take a row or more of the part's.
            let timeline = Timeline(moment, scene: frame.session.scene)
            for rows in 2...max(2, part.laneRows) {
                for fold in timeline.shownLanes(rows: rows) where seen.contains(fold.name) { seen.formUnion(fold.folds) }
            }
        }
        for lane in lanes where !seen.contains(lane) {
            Issue.record("\(name), \(frame.place): timeline lane \"\(lane)\" can never be seen")
        }
    }

    private static func laneNames(_ description: FrameDescription) -> [String] {
        description.labels.filter { $0.region == LabRegion.timeline.rawValue && !$0.isShortened }.map(\.text)
    }
}
