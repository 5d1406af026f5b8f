import TouchKit
import TouchLabEngine
import TouchLabFormats

/// One sentence for a lesson step, in the lab's words (the overlays' and the trace's) and
/// the run's language: the caption under a step's frame when a lesson leaves the window
/// (`--steps`' index). Names, messages, states and events stay in the API's notation.
@MainActor
package enum StepCaption {
    package static func text(for step: LessonStep, language: Language = .english) -> String {
        if let parts = step.foldedParts { return moveRun(parts, moves: step.touchMoves, language: language) }
        let words = Words(language)
        switch step.kind {
        case let .touch(id, phase, location):
            return language.pick("touch \(id) \(phase.name) at \(location)", "触摸 \(id) 在 \(location) \(phase.name)")
        case let .visit(view, point, outcome):
            switch outcome {
            case .inside:
                return language.pick("hit test visits \(view.traceName) at \(point): inside, its subviews are searched",
                                     "命中测试访问 \(view.traceName)，点 \(point)：在内，接着查找它的子视图")
            case .rejected(let reason):
                return language.pick("hit test visits \(view.traceName) at \(point): \u{2717} \(reason.phrase)",
                                     "命中测试访问 \(view.traceName)，点 \(point)：\u{2717} \(words.overlays.rejection(reason))")
            }
        case let .returned(view, result):
            return language.pick("\(view.traceName) returns \(result.traceName)", "\(view.traceName) 返回 \(result.traceName)")
        case let .override(view, _, .hitTest(result)):
            let answer = result?.traceName ?? "nil"
            return language.pick("\(view.traceName)'s own hitTest(_:with:) answers \(answer)",
                                 "\(view.traceName) 自己的 hitTest(_:with:) 返回 \(answer)")
        case let .override(view, _, .pointInside(inside)):
            return language.pick("\(view.traceName)'s own point(inside:with:) answers \(inside) against its bounds",
                                 "\(view.traceName) 自己的 point(inside:with:) 返回 \(inside)，不按它的 bounds 判断")
        case let .hit(view, _):
            return words.overlays.hitView(view?.traceName ?? "Window")
        case let .hop(method, ids, responder, _, verdict):
            let touches = ids.map(String.init).joined(separator: ", ")
            return language.pick("\(method.messageName) [\(touches)] reaches \(responder.traceName)",
                                 "\(method.messageName) [\(touches)] 传到 \(responder.traceName)")
                + hopSuffix(verdict, language: language)
        case let .gesture(name, state):
            return language.pick("gesture \(name): \(state)", "手势识别器 \(name)：\(state)")
        case let .control(name, event):
            return language.pick("control \(name): \(event)", "控件 \(name)：\(event)")
        case let .action(name):
            return language.pick("action \(name) runs", "执行 action \(name)")
        case let .scroll(name, offset):
            return language.pick("\(name) scrolls: contentOffset \(offset)", "\(name) 滚动：contentOffset \(offset)")
        case let .chain(label, receivers, discarded):
            return "\(label): " + receivers.joined(separator: " \u{2192} ")
                + (discarded ? " " + words.overlays.discarded : "")
        }
    }

    /// `--steps`' index: the heading of lesson `number` of `count`.
    package static func lessonHeading(_ number: Int, of count: Int, language: Language = .english) -> String {
        language.pick("Lesson \(number) of \(count)", "第 \(number) 课（共 \(count) 课）")
    }

    /// `touchesMoved ×60: touch 1 to (400.0, 200.0); gesture drag changed ×59; action
    /// onDrag ×59`: how often the fingers moved, where each ended, and what repeated with them.
    private static func moveRun(_ parts: [LessonStep.FoldedPart], moves: Int, language: Language) -> String {
        var fingers: [Int: Point] = [:]
        var repeats: [(key: String, count: Int)] = []
        for part in parts {
            let key: String
            switch part.kind {
            case let .touch(id, _, location):
                fingers[id] = location
                continue
            case let .hop(_, _, responder, _, _): key = language.pick("reaches \(responder.traceName)", "传到 \(responder.traceName)")
            case let .gesture(name, state): key = language.pick("gesture \(name) \(state)", "手势识别器 \(name) \(state)")
            case let .control(name, event): key = language.pick("control \(name) \(event)", "控件 \(name) \(event)")
            case let .action(name): key = "action \(name)"
            case let .scroll(name, _): key = "\(name) contentOffset"
            default: continue
            }
            if let index = repeats.firstIndex(where: { $0.key == key }) { repeats[index].count += 1 } else { repeats.append((key, 1)) }
        }
        let places = fingers.keys.sorted().map { id in
            language.pick("touch \(id) to \(fingers[id]!)", "触摸 \(id) 移到 \(fingers[id]!)")
        }
        let details = places + repeats.map { "\($0.key) \u{00D7}\($0.count)" }
        let head = "touchesMoved \u{00D7}\(moves)"
        guard !details.isEmpty else { return head }
        return language.pick(head + ": " + details.joined(separator: "; "), head + "：" + details.joined(separator: "；"))
    }

    private static func hopSuffix(_ verdict: LessonStep.HopVerdict, language: Language) -> String {
        switch verdict {
        case .forwarded: language.pick(", which passes it on", "，它继续往上传")
        case .handledAndForwarded: language.pick(", which handles it and calls super", "，它处理后调用 super")
        case .handled: language.pick(", which handles it \u{2605}", "，它处理了 \u{2605}")
        case .discarded: language.pick(", the last responder: discarded", "，已是最后一个响应者：事件被丢弃")
        }
    }
}
