import TouchKit
import TouchLabEngine
import TouchLabFormats

/// What one lesson does, in a sentence or two for the panel's summary: the scene's own
/// summary tells what the scene is for, often about one lesson only; this tells the lesson
/// shown, read from its steps (the model's record), so a second tap's lesson never reads
/// as the first's. Names, messages and control events stay in the API's notation.
@MainActor
package struct LessonStoryWords {
    let language: Language

    package init(language: Language = .english) {
        self.language = language
    }

    /// The story of `lesson` as far as step `last` (an index; nil: the whole lesson): its
    /// fingers, the views its searches found, how each kind of message ended along the
    /// responder chain, the recognizers' outcomes and the controls' events. Short of the
    /// lesson's end it tells only the steps played, and says so: the panel never tells
    /// what the scene has not shown yet. Empty for a lesson with no steps.
    package func text(of lesson: Lesson, through last: Int? = nil, scene: Scene) -> String {
        let count = lesson.steps.count
        let end = min(count - 1, last ?? count - 1)
        guard end >= 0 else { return "" }
        let story = Story(Array(lesson.steps[...end]))
        let parts = fingers(story) + hits(story) + deliveries(story) + recognizers(story, scene: scene) + controls(story)
        guard !parts.isEmpty else { return "" }
        let opening = end == count - 1 ? language.pick("This lesson: ", "本课：")
            : language.pick("This lesson so far (step \(end + 1) of \(count)): ", "本课到目前为止（第 \(end + 1) 步，共 \(count) 步）：")
        return opening + parts.joined(separator: language.pick("; ", "；")) + language.pick(".", "。")
    }

    /// Where the story goes before the first lesson.
    package var beforeFirstLesson: String {
        language.pick("This lesson: none yet. Touch the scene, and what that touch does is told here.",
                      "本课：还没有。触摸场景后，这里会讲这次触摸经历了什么。")
    }

    /// The facts of a lesson's steps, gathered in order.
    @MainActor
    private struct Story {
        struct Finger {
            let id: Int
            var start: Point
            var end: Point
            let began: Double
            var lifted: Double?
            var moved = false
            var phase: Touch.Phase = .began
        }

        /// How one delivery ended: who handled it, who handled it and called super, and
        /// whether it ran out.
        struct Delivery {
            let method: TouchMethod
            var handledBy: String?
            var calledSuper: [String] = []
            var last: String
            var discarded = false
        }

        var fingers: [Finger] = []
        var hitViews: [String] = []
        var deliveries: [Delivery] = []
        var states: [(name: String, state: TracedGestureState)] = []
        var events: [(control: String, events: [String])] = []

        init(_ steps: [LessonStep]) {
            for step in steps {
                let parts = step.foldedParts?.map { ($0.kind, $0.time) } ?? [(step.kind, step.traceTime)]
                for (kind, time) in parts { add(kind, at: time) }
            }
        }

        mutating func add(_ kind: LessonStep.Kind, at time: Double) {
            switch kind {
            case let .touch(id, phase, location):
                guard let index = fingers.firstIndex(where: { $0.id == id }) else {
                    fingers.append(Finger(id: id, start: location, end: location, began: time))
                    return
                }
                fingers[index].end = location
                if phase == .moved { fingers[index].moved = true } else { fingers[index].phase = phase }
                if phase == .ended || phase == .cancelled { fingers[index].lifted = time }
            case let .hit(view, _):
                let name = view?.traceName ?? "Window"
                if !hitViews.contains(name) { hitViews.append(name) }
            case let .hop(method, _, responder, index, verdict):
                if index == 0 { deliveries.append(Delivery(method: method, last: responder.traceName)) }
                guard !deliveries.isEmpty else { return }
                deliveries[deliveries.count - 1].last = responder.traceName
                switch verdict {
                case .handled: deliveries[deliveries.count - 1].handledBy = responder.traceName
                case .handledAndForwarded: deliveries[deliveries.count - 1].calledSuper.append(responder.traceName)
                case .discarded: deliveries[deliveries.count - 1].discarded = true
                case .forwarded: break
                }
            case let .gesture(name, state):
                if let index = states.firstIndex(where: { $0.name == name }) {
                    states[index].state = state
                } else {
                    states.append((name, state))
                }
            case let .control(name, event):
                guard !event.isSubset(of: .drags) else { return }
                if let index = events.firstIndex(where: { $0.control == name }) {
                    if !events[index].events.contains(event.description) { events[index].events.append(event.description) }
                } else {
                    events.append((name, [event.description]))
                }
            default: break
            }
        }
    }

    /// The longest press the story calls a tap, in seconds.
    static let longestTap = 0.3

    private func point(_ point: Point) -> String { CaptionWords(language: language).point(point) }

    private func fingers(_ story: Story) -> [String] {
        story.fingers.map { finger in
            let id = finger.id
            let how: String
            if finger.moved {
                how = language.pick("touch \(id) drags from \(point(finger.start)) to \(point(finger.end))",
                                    "触摸 \(id) 从\(point(finger.start))拖到\(point(finger.end))")
            } else if finger.phase == .ended, let lifted = finger.lifted, lifted - finger.began > Self.longestTap {
                let held = Quantity.seconds(((lifted - finger.began) * 100).rounded() / 100, in: language)
                how = language.pick("touch \(id) holds at \(point(finger.start)) for \(held)",
                                    "触摸 \(id) 在\(point(finger.start))按住 \(held)")
            } else if finger.phase == .ended {
                how = language.pick("touch \(id) taps at \(point(finger.start))", "触摸 \(id) 在\(point(finger.start))点一下")
            } else {
                how = language.pick("touch \(id) comes down at \(point(finger.start))", "触摸 \(id) 在\(point(finger.start))按下")
            }
            return how + (finger.phase == .cancelled ? language.pick(" and is cancelled", "，随后被取消") : "")
        }
    }

    private func hits(_ story: Story) -> [String] {
        guard !story.hitViews.isEmpty else { return [] }
        let names = story.hitViews.joined(separator: language.pick(", ", "、"))
        return [language.pick("the hit test returns \(names)", "命中测试返回 \(names)")]
    }

    /// Each kind of message once (the first of its kind), moves left to the timeline.
    private func deliveries(_ story: Story) -> [String] {
        var told: Set<TouchMethod> = []
        return story.deliveries.compactMap { delivery in
            guard delivery.method != .moved, told.insert(delivery.method).inserted else { return nil }
            let message = delivery.method.messageName
            var clauses: [String] = []
            for name in delivery.calledSuper {
                clauses.append(language.pick("\(name) handles it and calls super (+)", "\(name) 处理后调用 super（+）"))
            }
            if let handler = delivery.handledBy {
                clauses.append(language.pick("\(handler) handles it (\u{2605})", "\(handler) 处理并截住（\u{2605}）"))
            } else if delivery.discarded {
                clauses.append(language.pick("it climbs to \(delivery.last), unhandled: discarded",
                                             "一路传到 \(delivery.last)，无人处理，被丢弃"))
            }
            guard !clauses.isEmpty else { return nil }
            return message + language.pick(": ", "：") + clauses.joined(separator: language.pick(", then ", "，随后"))
        }
    }

    private func recognizers(_ story: Story, scene: Scene) -> [String] {
        let strip = StripWords(language: language)
        return story.states.map { name, state in
            strip.recognizer(name, state.description, state.state)
                + strip.cause(state.reason, of: scene.gestureRecognizer(named: name))
        }
    }

    private func controls(_ story: Story) -> [String] {
        story.events.map { control, events in
            language.pick("\(control) sends ", "\(control) 发出 ") + events.joined(separator: language.pick(", ", "、"))
        }
    }
}
