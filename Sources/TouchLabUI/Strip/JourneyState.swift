import TouchKit
import TouchLabEngine

/// What the journey strip shows for a session at this moment of playback: the stages lit,
/// the travelling dot, and a short detail under each stage. Every detail is of the step
/// shown: the recognizers listed are those of the hit views and their ancestors, each in
/// the state it had at that step, or marked as never having received the touch.
@MainActor
package struct JourneyState: Equatable {
    /// The stages of the current step (empty with no lesson).
    package let activeStages: ClosedRange<Int>?
    /// Where the dot is, in stages (3.5: halfway from the translator to the queue); nil
    /// when paused, finished or between stages.
    package private(set) var dot: Double?
    package let queueChips: [String]
    private let touchText: String?
    private let hitText: String?
    /// "name: state" for each recognizer of the hit views (`JourneyRecognizers`).
    private let recognizerLines: [String]
    private let responderText: String?
    /// The XInput2 event behind the step shown (never later pointer motion).
    private let input: XI2Input?
    /// The step shown's time, in trace seconds: a timer's step comes after its input, and
    /// the strip tells the time of the step, as the trace and the timeline do.
    private let stepTime: Double?

    /// The words of the strip's details.
    private let words: StripWords

    package init(session: LabSession, shown: ShownLesson, words: StripWords = Words().strip) {
        self.words = words
        queueChips = session.application.pendingEvents.map { Self.chip($0, words: words) }
        var touch: String?, hit: String?, responder: String?
        var active: ClosedRange<Int>?, dot: Double?
        var input: XI2Input?
        var stepTime: Double?
        if let moment = shown.moment {
            let lesson = moment.lesson, current = moment.current
            // Read only at a recognition: the strip is keyed by its state every frame.
            var undelivered: [Int: String]?
            for step in moment.shownSteps {
                if let stepInput = step.input { input = stepInput }
                switch step.kind {
                case let .touch(id, phase, _): touch = words.touch(id, CaptionWords(language: words.language).phase(phase))
                case let .hit(view, _):
                    hit = "\u{2192} " + (view?.traceName ?? "Window")
                    // A new search starts a new delivery: the responders seen so far were
                    // the earlier touch's.
                    responder = nil
                case let .hop(_, _, receiver, _, verdict):
                    responder = verdict == .handled ? "\u{2605} " + receiver.traceName
                        : receiver.traceName + (verdict == .discarded ? " \u{2717}" : "")
                case let .gesture(_, state) where state.state == .began || state.state == .ended:
                    // The withheld touches the recognition dropped (as the timeline marks them).
                    let dropped = undelivered ?? TimelineBuilder.undelivered(in: lesson.steps)
                    undelivered = dropped
                    if let view = dropped.sorted(by: { $0.key < $1.key }).first?.value {
                        responder = view + " " + Words(words.language).timeline.dropped
                    }
                default: break
                }
            }
            active = JourneyStage.stages(for: lesson.steps[current].kind)
            stepTime = lesson.steps[current].traceTime
            dot = Self.dot(lesson: lesson, current: current, playback: shown.playback)
        }
        (touchText, hitText, responderText) = (touch, hit, responder)
        recognizerLines = shown.moment.map { JourneyRecognizers.lines(for: $0, scene: session.scene, words: words) } ?? []
        self.input = input
        self.stepTime = stepTime
        activeStages = active
        self.dot = dot
    }

    /// The same with the dot where playback at `moment` puts it: the one thing that moves
    /// while the session's generation and the step shown stand still.
    func withDot(_ moment: LessonMoment?, playback: Playback) -> JourneyState {
        var state = self
        state.dot = moment.flatMap { Self.dot(lesson: $0.lesson, current: $0.current, playback: playback) }
        return state
    }

    /// The same with no dot: what the strip shows under the dot.
    package var still: JourneyState {
        var state = self
        state.dot = nil
        return state
    }

    package func details(for stage: JourneyStage) -> [String] {
        switch stage {
        case .device: return input.map { ["\(words.device($0.kind)) \u{00B7} \(words.source($0.source))"] } ?? [words.waiting]
        case .xServer:
            guard input != nil, let stepTime else { return [] }
            return ["XI 2.2 \u{00B7} \(words.milliseconds(stepTime * 1000))"]
        case .xi2Event: return input.map(Self.eventLines) ?? []
        case .translator: return touchText.map { [$0] } ?? []
        case .queue: return []
        case .applicationSendEvent: return touchText == nil ? [] : [words.touchesEvent]
        case .windowSendEvent: return touchText == nil ? [] : [words.hitTestAndRoute]
        case .hitTest: return hitText.map { [$0] } ?? []
        case .recognizers: return recognizerLines.isEmpty ? [words.none] : recognizerLines
        case .responders: return responderText.map { [$0] } ?? []
        }
    }

    /// From the previous step's stage to this step's, over the first half of the step.
    private static func dot(lesson: Lesson, current: Int, playback: Playback) -> Double? {
        guard !playback.isPaused, !playback.isFinished(end: lesson.duration) else { return nil }
        let step = lesson.steps[current]
        let range = JourneyStage.stages(for: step.kind)
        let from = current > 0 ? Double(JourneyStage.stages(for: lesson.steps[current - 1].kind).upperBound)
            : Double(JourneyStage.device.rawValue)
        let (start, end) = range.count > 1 ? (Double(JourneyStage.device.rawValue), Double(range.upperBound))
            : (from, Double(range.lowerBound))
        guard start < end, step.duration > 0 else { return nil }
        let progress = min(1, (playback.position - lesson.starts[current]) / (step.duration * 0.5))
        return progress >= 1 ? nil : start + (end - start) * progress
    }

    private static func chip(_ event: InputEvent, words: StripWords) -> String {
        switch event {
        case .touch(let touch): "\(touch.key.detail) \(touch.phase)"
        case .key(let key): key.keyName
        case .motion: words.shake
        case .remoteControl: words.remote
        }
    }

    private static func eventLines(_ input: XI2Input) -> [String] {
        var lines = ["\(input.kind.rawValue) \u{00B7} detail \(input.detail)"]
        let flags = XI2Input.Flags.names.filter { input.flags.contains($0.1) }.map(\.0)
        if let flag = flags.first { lines.append(flag) }
        return lines
    }
}
