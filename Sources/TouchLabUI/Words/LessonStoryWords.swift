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
        let story = LessonStory(lesson, through: end)
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

    /// The longest press the story calls a tap, in seconds.
    static let longestTap = 0.3

    private func point(_ point: Point) -> String { CaptionWords(language: language).point(point) }

    private func fingers(_ story: LessonStory) -> [String] {
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

    /// The views the searches returned; with several fingers, each with the touches it was
    /// returned for.
    private func hits(_ story: LessonStory) -> [String] {
        var views: [(name: String, touches: [Int])] = []
        for hit in story.hits {
            let index = views.firstIndex { $0.name == hit.view } ?? {
                views.append((hit.view, []))
                return views.count - 1
            }()
            if let touch = hit.touch, !views[index].touches.contains(touch) { views[index].touches.append(touch) }
        }
        guard !views.isEmpty else { return [] }
        // One view for every finger down says it all; else each view says for which.
        let searched = Set(views.flatMap(\.touches))
        guard story.manyFingers, views.count > 1 || searched.count < story.fingers.count else {
            let names = views.map(\.name).joined(separator: language.pick(", ", "、"))
            return [language.pick("the hit test returns \(names)", "命中测试返回 \(names)")]
        }
        let english = views.map { "\($0.name) for \(touches($0.touches))" }.joined(separator: ", ")
        let chinese = views.map { "\(touches($0.touches)) 的命中测试返回 \($0.name)" }.joined(separator: "，")
        return [language.pick("the hit test returns \(english)", chinese)]
    }

    /// `touch 2`, `touches 2 and 3`, `touches 1, 2 and 3`.
    private func touches(_ ids: [Int]) -> String {
        language.pick(ids.count > 1 ? "touches " : "touch ", "触摸 ") + list(ids.map(String.init))
    }

    /// `a`, `a and b`, `a, b and c`.
    private func list(_ items: [String]) -> String {
        guard let last = items.last, items.count > 1 else { return items.first ?? "" }
        let rest = items.dropLast()
        return language.pick("\(rest.joined(separator: ", ")) and \(last)", "\(rest.joined(separator: "、")) 和 \(last)")
    }

    /// Each kind of message once (the first of its kind for its touches), moves left to the
    /// timeline. With several fingers each says whose it is, and a touch's messages in a row
    /// that went the same way are told together. A `touchesBegan` held from its view says by
    /// what; a touch its view never gets says so.
    private func deliveries(_ story: LessonStory) -> [String] {
        struct Told: Hashable {
            let method: TouchMethod
            let touches: [Int]
        }
        var told: Set<Told> = []
        var entries: [(touches: [Int], messages: [String], outcome: String)] = []
        // Told after the messages that did reach a view, which they would split. Why is on
        // the canvas beside the finger and in the caption of its search.
        var neverReached: [String] = []
        for delivery in story.deliveries where delivery.method != .moved {
            guard told.insert(Told(method: delivery.method, touches: delivery.touches)).inserted else { continue }
            if delivery.oneTouchAtATime, let view = delivery.view {
                neverReached.append(language.pick("\(view) never gets \(touches(delivery.touches))",
                                                  "\(touches(delivery.touches)) 不会传给 \(view)"))
                continue
            }
            let clauses = clauses(of: delivery)
            guard !clauses.isEmpty else { continue }
            let outcome = joined(clauses), message = delivery.method.messageName
            if story.manyFingers, let last = entries.last, last.touches == delivery.touches, last.outcome == outcome {
                entries[entries.count - 1].messages.append(message)
                continue
            }
            entries.append((delivery.touches, [message], outcome))
        }
        return entries.map { entry in
            let messages = list(entry.messages)
            let subject = story.manyFingers
                ? language.pick(entry.touches.count == 1 ? "\(touches(entry.touches))'s \(messages)"
                                    : "\(messages) for \(touches(entry.touches))",
                                "\(touches(entry.touches)) 的 \(messages)")
                : messages
            return subject + language.pick(": ", "：") + entry.outcome
        } + neverReached
    }

    /// How `delivery` went, in order.
    private func clauses(of delivery: LessonStory.Delivery) -> [String] {
        var clauses: [String] = []
        // Told while it is the news: held, or dropped so the view never gets it. Once it
        // reaches the view the timeline's bar keeps the hold. The view it is held from is
        // the search's, told just before.
        if let held = delivery.heldBy, delivery.last == nil {
            clauses.append(language.pick("held by \(held.scrollView) (delaysContentTouches)",
                                         "先被 \(held.scrollView) 扣留（delaysContentTouches）"))
            if delivery.dropped {
                clauses.append(language.pick("dropped when \(held.pan) began", "在 \(held.pan) 开始识别时被丢弃"))
            }
        }
        for name in delivery.calledSuper {
            clauses.append(language.pick("\(name) handles it and calls super (+)", "\(name) 处理后调用 super（+）"))
        }
        if let handler = delivery.handledBy {
            clauses.append(language.pick("\(handler) handles it (\u{2605})", "\(handler) 处理并截住（\u{2605}）"))
        } else if delivery.discarded, let last = delivery.last {
            clauses.append(language.pick("it climbs to \(last), unhandled: discarded", "一路传到 \(last)，无人处理，被丢弃"))
        }
        return clauses
    }

    /// Clauses one after another; in Chinese a space parts `随后` from a name after it.
    private func joined(_ clauses: [String]) -> String {
        clauses.dropFirst().reduce(clauses.first ?? "") { text, clause in
            let latin = clause.first.map { $0.isASCII && $0.isLetter } ?? false
            return text + language.pick(", then ", latin ? "，随后 " : "，随后") + clause
        }
    }

    private func recognizers(_ story: LessonStory, scene: Scene) -> [String] {
        let strip = StripWords(language: language)
        return story.states.map { name, state in
            strip.recognizer(name, state.description, state.state)
                + strip.cause(state.reason, of: scene.gestureRecognizer(named: name))
        }
    }

    private func controls(_ story: LessonStory) -> [String] {
        story.events.map { control, events in
            language.pick("\(control) sends ", "\(control) 发出 ") + events.joined(separator: language.pick(", ", "、"))
        }
    }
}
