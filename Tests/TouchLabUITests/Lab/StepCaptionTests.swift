import Testing
import TouchKit
import TouchLabFormats
import TouchLabEngine
@testable import TouchLabUI

/// The step captions a teacher would publish: over the built-in replays, every caption
/// about the hit test says what the search record says (a view said to search its subviews
/// has some searched, one said to return itself searched none, a `point(inside:)` said to
/// answer against the bounds did), and no Chinese caption leaves a phase or state in
/// English.
@MainActor
struct StepCaptionTests {
    /// Every lesson of every bundled replay, with its scene.
    static func lessons() throws -> [(replay: String, scene: Scene, lessons: [Lesson])] {
        try BuiltInReplay.names.map { name in
            let (description, inputs) = try BuiltInReplay.load(name)
            let session = LabSession(scene: SceneBuilder().build(description))
            _ = session.run(inputs)
            return (name, session.scene, session.history.lessons)
        }
    }

    /// The search step after `index` that is a visit or a return (overrides say more about
    /// the same step), nil at the search's end.
    static func nextSearchStep(after index: Int, in steps: [LessonStep]) -> LessonStep.Kind? {
        for step in steps[(index + 1)...] {
            switch step.kind {
            case .visit, .returned: return step.kind
            case .override: continue
            default: return nil
            }
        }
        return nil
    }

    @Test func hitTestCaptionsSayWhatTheSearchRecorded() throws {
        var checked = 0
        for (replay, scene, lessons) in try Self.lessons() {
            for lesson in lessons {
                for (index, step) in lesson.steps.enumerated() {
                    let caption = StepCaption.text(at: index, of: lesson, scene: scene)
                    let place = "\(replay), step \(index + 1): \(caption)"
                    switch step.kind {
                    case .visit(let view, _, .inside):
                        var searchedNone = false
                        if case .returned(let returning, _)? = Self.nextSearchStep(after: index, in: lesson.steps) {
                            searchedNone = returning === view
                        }
                        #expect(caption.contains("subviews are searched") == !searchedNone, "\(place)")
                        #expect(caption.contains("returns itself") == searchedNone, "\(place)")
                        checked += 1
                    case .visit(_, _, .rejected):
                        #expect(!caption.contains("is true") && !caption.contains("subviews are searched"), "\(place)")
                    case .override(let view, let point, .pointInside(let inside)):
                        let withinBounds = view.bounds.contains(point)
                        #expect(withinBounds != inside, "the record's override answers against the bounds: \(place)")
                        #expect(caption.contains(withinBounds ? "lies inside its bounds" : "lies outside its bounds"), "\(place)")
                        #expect(caption.contains("answers \(inside)"), "\(place)")
                    default:
                        continue
                    }
                }
            }
        }
        #expect(checked > 20)
    }

    /// A `touchesCancelled` that a recognizer's beginning caused names it.
    @Test func aCancellationNamesTheRecognizerThatCausedIt() throws {
        let (_, scene, lessons) = try #require(try Self.lessons().first { $0.replay.hasPrefix("tap-vs-view-") })
        let lesson = try #require(lessons.first)
        var checked = 0
        for (index, step) in lesson.steps.enumerated() {
            guard case .hop(.cancelled, let ids, let responder, _, _) = step.kind else { continue }
            let caption = StepCaption.text(at: index, of: lesson, scene: scene)
            // One sentence, the responder first, then why the message came.
            let touches = ids.map(String.init).joined(separator: ", ")
            #expect(caption.hasPrefix("\(responder.traceName) gets touchesCancelled [\(touches)]"), "\(caption)")
            #expect(caption.hasSuffix(": cardTap recognized, and since cardTap.cancelsTouchesInView is true, the touches it took are cancelled along the responder chain"),
                    "\(caption)")
            checked += 1
        }
        #expect(checked > 0)
    }

    /// A timing failure says the limit and what happened.
    /// A touch whose hit-test view never gets it (the view takes one touch at a time and an
    /// earlier touch's end is held back) says so at its hit step, and the record agrees: no
    /// `touchesBegan` carries that touch in the whole lesson.
    @Test func aHitViewThatNeverGetsTheTouchSaysWhy() throws {
        var said: [String] = []
        for (replay, scene, lessons) in try Self.lessons() {
            for lesson in lessons {
                for (index, step) in lesson.steps.enumerated() {
                    guard case .hit = step.kind else { continue }
                    let caption = StepCaption.text(at: index, of: lesson, scene: scene)
                    guard caption.contains("never reaches it") else { continue }
                    let touch = try #require(lesson.steps[..<index].reversed().lazy.compactMap { step -> Int? in
                        if case .touch(let id, .began, _) = step.kind { id } else { nil }
                    }.first)
                    let began = lesson.steps.contains { step in
                        if case .hop(.began, let ids, _, _, _) = step.kind { ids.contains(touch) } else { false }
                    }
                    #expect(!began, "\(replay), step \(index + 1): \(caption)")
                    #expect(caption.contains("never reaches it: Photo takes one touch at a time")
                            || !replay.hasPrefix("double-tap"), "\(caption)")
                    said.append(replay)
                }
            }
        }
        #expect(said.contains { $0.hasPrefix("double-tap") }, "the double tap's second touch is explained")
    }

    @Test func aTimingFailureSaysTheLimitAndWhatHappened() throws {
        let (_, scene, lessons) = try #require(try Self.lessons().first { $0.replay.hasPrefix("double-tap-single-tap-") })
        let captions = lessons.flatMap { lesson in
            lesson.steps.indices.map { StepCaption.text(at: $0, of: lesson, scene: scene) }
        }
        #expect(captions.contains(
            "gesture doubleTap: failed \u{2014} it needs 2 taps, and the next tap did not come within 0.35 s of the last lift (maximumTapInterval)"))
        let press = LongPressGestureRecognizer()
        press.minimumPressDuration = 0.5
        let words = RecognizerCauseWords(language: .english)
        let reason = GestureRecognizer.Reason(.timing, measured: .held(0.3))
        #expect(words.text(for: reason, of: press, in: scene)
                    == "held 0.3 s, needs 0.5 s (minimumPressDuration): the finger lifted too early")
        #expect(RecognizerCauseWords(language: .simplifiedChinese).text(for: reason, of: press, in: scene)
                    == "只按住了 0.3 秒，长按需要 0.5 秒（minimumPressDuration）：手指抬起得太早")
    }

    /// The words a phase or state is in English; API names (touchesBegan) hold them only
    /// inside a longer word.
    static let englishStates = ["began", "moved", "ended", "cancelled", "failed", "possible", "changed", "recognized",
                                "stationary"]

    /// The English sentence words the English captions join names with.
    static let englishGlue = ["gesture", "control", "reaches", "touch", "to", "runs", "scrolls", "returns", "visits",
                              "action"]

    /// The English phase, state and sentence words of a Chinese caption: runs of ASCII
    /// letters, API names such as touchesBegan and touchDragInside being one word each, and
    /// "action 方法" (an action method) a term the Chinese keeps.
    static func englishStateWords(in caption: String) -> [String] {
        caption.replacing("action 方法", with: "").split { !($0.isASCII && $0.isLetter) }.map(String.init)
            .filter { englishStates.contains($0) || englishGlue.contains($0) }
    }

    @Test func chineseCaptionsSayPhasesAndStatesInChinese() throws {
        for (replay, scene, lessons) in try Self.lessons() where !replay.hasPrefix("large-grid") {
            for lesson in lessons {
                for index in lesson.steps.indices {
                    let caption = StepCaption.text(at: index, of: lesson, scene: scene, language: .simplifiedChinese)
                    #expect(Self.englishStateWords(in: caption).isEmpty, "\(replay), step \(index + 1): \(caption)")
                }
            }
        }
    }

    /// Input a teacher types into any scene: drags across it at three heights (their moves
    /// fold into one step with the controls' drag events and the recognizers' changes), a
    /// hold and taps over it.
    static func typedInput(for size: Size) -> [XI2Input] {
        let (width, height) = (size.width, size.height)
        var gestures: [ScriptedGesture] = [0.25, 0.5, 0.75].map { row in
            .drag(from: Point(x: width * 0.1, y: height * row), to: Point(x: width * 0.9, y: height * row), seconds: 0.5)
        }
        gestures.append(.drag(from: Point(x: width * 0.5, y: height * 0.1), to: Point(x: width * 0.5, y: height * 0.9),
                              seconds: 0.5))
        gestures.append(.hold(Point(x: width / 2, y: height / 2), seconds: InputScript.holdSeconds))
        for row in [0.3, 0.6] { for column in [0.3, 0.6] { gestures.append(.tap(Point(x: width * column, y: height * row))) } }
        return InputScript.inputs(for: gestures)
    }

    /// Every built-in scene, with typed drags, a hold and taps: no Chinese caption (move
    /// runs included) says a phase or state in English. A long lesson is sampled as the
    /// layout walks sample it.
    @Test func chineseCaptionsOfTypedInputInEverySceneSayPhasesAndStatesInChinese() throws {
        let catalog = SceneCatalog.standard
        var folded = 0
        for name in catalog.names() {
            let session = LabSession(scene: SceneBuilder().build(try SceneReader.load(path: try catalog.resolve(name))))
            _ = session.run(Self.typedInput(for: session.scene.size))
            for lesson in session.history.lessons {
                for index in LessonWalk.sample(of: lesson) {
                    let caption = StepCaption.text(at: index, of: lesson, scene: session.scene, language: .simplifiedChinese)
                    if lesson.steps[index].foldedParts != nil { folded += 1 }
                    #expect(Self.englishStateWords(in: caption).isEmpty, "\(name), step \(index + 1): \(caption)")
                }
            }
        }
        #expect(folded > 20, "the drags made move runs to check")
    }
}
