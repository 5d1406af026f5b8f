import TouchKit
import TouchLabEngine
import TouchLabFormats

/// One sentence for a lesson step, in the lab's words and the run's language: the caption
/// under the scene in the window, in `--describe`, under exported frames and in `--steps`'
/// index. Names, messages and control events stay in the API's notation; phases and states
/// are said in the caption's language.
///
/// Every claim is the model's record: a view said to search its subviews has some, one said
/// to return itself has none, a cancellation names the recognizer whose beginning caused it.
@MainActor
package enum StepCaption {
    /// The caption of step `index` of `lesson`, reading its neighbours where the record
    /// spreads one fact over several steps (a visit and its override, a cancellation and the
    /// recognizer before it); `scene` names the recognizers' settings in their causes.
    package static func text(at index: Int, of lesson: Lesson, scene: Scene?, language: Language = .english) -> String {
        let steps = lesson.steps
        guard steps.indices.contains(index) else { return "" }
        let context = Context(steps: steps, index: index, scene: scene, lesson: lesson)
        return text(for: steps[index], context: context, language: language)
    }

    /// The caption of `step` on its own (no neighbours: a cancellation's cause and an
    /// override's verdict are left to the steps that carry them).
    package static func text(for step: LessonStep, language: Language = .english) -> String {
        text(for: step, context: nil, language: language)
    }

    /// `--steps`' index: the heading of lesson `number` of `count`.
    package static func lessonHeading(_ number: Int, of count: Int, language: Language = .english) -> String {
        language.pick("Lesson \(number) of \(count)", "第 \(number) 课（共 \(count) 课）")
    }

    /// What a step's caption reads around it.
    @MainActor
    struct Context {
        let steps: [LessonStep]
        let index: Int
        let scene: Scene?
        /// The lesson, for the recognizers its touches were given.
        var lesson: Lesson?

        /// Whether the visit at `index` is followed by its view's own `point(inside:)`
        /// answering against the bounds.
        var pointInsideOverridden: Bool {
            guard index + 1 < steps.count, case .visit(let view, _, _) = steps[index].kind,
                  case .override(let overriding, _, .pointInside) = steps[index + 1].kind else { return false }
            return overriding === view
        }

        /// The recognizer whose beginning (or recognition) cancelled the touches of the
        /// delivery at `index`: the last one to leave `possible` at that same moment.
        var cancellingRecognizer: (name: String, state: TracedGestureState)? {
            let time = steps[index].traceTime
            var at = index - 1
            while at >= 0, steps[at].traceTime == time {
                if case .gesture(let name, let state) = steps[at].kind, state.state == .began || state.state == .ended {
                    return (name, state)
                }
                at -= 1
            }
            return nil
        }

        /// For the hit step at `index`: the earlier touch that keeps this touch from its
        /// view, when the view takes one touch at a time (`isMultipleTouchEnabled` false)
        /// and that touch has reached the view's `touchesBegan` but not yet its end (its
        /// `touchesEnded` still held, say), or reaches it in the same delivery (two fingers
        /// down at once: the view gets one). Nil when the touch is delivered.
        var blockedDelivery: (touch: Int, blockedBy: Int, heldEnd: Bool)? {
            guard case .hit(let view?, _) = steps[index].kind, !view.isMultipleTouchEnabled,
                  let id = touchBeganBefore(index) else { return nil }
            let time = steps[index].traceTime
            var open: [Int] = []
            var delivered = false
            for (at, step) in steps.enumerated() {
                guard case .hop(let method, let ids, let responder, _, _) = step.kind,
                      responder === view else { continue }
                if ids.contains(id), method == .began { delivered = true }
                guard at < index || step.traceTime == time else { continue }
                switch method {
                case .began: open.append(contentsOf: ids.filter { !open.contains($0) })
                case .ended, .cancelled: open.removeAll { ids.contains($0) }
                case .moved: break
                }
            }
            guard !delivered, let blocking = open.first(where: { $0 != id }) else { return nil }
            let lifted = steps[..<index].contains {
                if case .touch(blocking, .ended, _) = $0.kind { true } else { false }
            }
            return (id, blocking, lifted)
        }

        /// For a finger's lift at `index`: the view whose `touchesEnded` for it is held, and
        /// the recognizers still deciding that hold it — those the touch was given, with
        /// `delaysTouchesEnded`, that have not left `possible` by then. Nil when the view
        /// never got the touch's `touchesBegan`, or no such recognizer holds its ending.
        var heldEnding: (view: String, recognizers: [String])? {
            guard case .touch(let id, .ended, _) = steps[index].kind,
                  let hitStep = steps[..<index].lastIndex(where: { if case .hit = $0.kind { true } else { false } }),
                  let began = steps[..<index].firstIndex(where: { step in
                      if case .hop(.began, let ids, _, 0, _) = step.kind { ids.contains(id) } else { false }
                  }),
                  case .hop(_, _, let view as View, _, _) = steps[began].kind else { return nil }
            // The hit test this touch's began follows.
            guard let hit = steps[..<began].lastIndex(where: { if case .hit = $0.kind { true } else { false } }),
                  hit <= hitStep, case .hit(let hitView?, _) = steps[hit].kind, hitView === view else { return nil }
            let ended = steps[began..<index].contains { step in
                guard case .hop(let method, let ids, _, 0, _) = step.kind else { return false }
                return (method == .ended || method == .cancelled) && ids.contains(id)
            }
            guard !ended else { return nil }
            let receivers = lesson.flatMap { JourneyRecognizers.receivers(of: view, after: steps[hit].sequence, in: $0) }
            let settled = Set(steps[hit..<index].compactMap { step -> String? in
                guard case .gesture(let name, let state) = step.kind, state.state != .possible else { return nil }
                return name
            })
            let holding = view.ancestry.flatMap(\.gestureRecognizers).filter { recognizer in
                recognizer.isTraced && recognizer.delaysTouchesEnded && !settled.contains(recognizer.traceName)
                    && (receivers?.contains(recognizer.traceName) ?? recognizer.isEnabled)
            }
            guard !holding.isEmpty else { return nil }
            return (view.traceName, holding.map(\.traceName))
        }

        /// For a recognizer's beginning (or recognition) at `index` while another is
        /// running (began or changed, not yet over): that one, and what lets the two
        /// recognize together, asked in the order the arena asks — the scene's
        /// `simultaneousWith` on either, then either's delegate
        /// (`shouldRecognizeSimultaneouslyWith`). Nil when no running one allowed it.
        var simultaneousWith: (running: String, allowedBy: String, other: String, byDelegate: Bool)? {
            guard case .gesture(let name, let state) = steps[index].kind, state.state == .began || (state.state == .ended && !state.isContinuous),
                  let scene, let recognizer = scene.gestureRecognizer(named: name) else { return nil }
            var running: [String] = []
            for step in steps[..<index] {
                guard case .gesture(let other, let otherState) = step.kind, other != name else { continue }
                running.removeAll { $0 == other }
                if otherState.state == .began || otherState.state == .changed { running.append(other) }
            }
            for other in running {
                guard let partner = scene.gestureRecognizer(named: other) else { continue }
                if partner.simultaneousRecognizers.contains(where: { $0 === recognizer }) { return (other, other, name, false) }
                if recognizer.simultaneousRecognizers.contains(where: { $0 === partner }) { return (other, name, other, false) }
                if partner.delegate?.gestureRecognizer(partner, shouldRecognizeSimultaneouslyWith: recognizer) == true {
                    return (other, other, name, true)
                }
                if recognizer.delegate?.gestureRecognizer(recognizer, shouldRecognizeSimultaneouslyWith: partner) == true {
                    return (other, name, other, true)
                }
            }
            return nil
        }

        /// For a control's touch-up event (`touchUpInside`, `primaryActionTriggered`) at
        /// `index`, or the action it triggered: how far outside the control's bounds the
        /// finger lifted (points, measured the way the control does: the bounds grown on
        /// every side). Nil where it lifted inside them, or where the control's own
        /// `point(inside:)` takes the spot: nothing needs explaining then.
        var liftedOutside: (control: String, distance: Double, slop: Double)? {
            let ups: Control.Event = [.touchUpInside, .primaryActionTriggered]
            var at = index
            if case .action = steps[index].kind {
                let time = steps[index].traceTime
                while at > 0, steps[at].traceTime == time {
                    at -= 1
                    if case .control = steps[at].kind { break }
                }
            }
            guard case .control(let name, let event) = steps[at].kind, !event.isDisjoint(with: ups),
                  let control = scene?.view(named: name) as? Control,
                  let lift = steps[..<at].last(where: { if case .touch(_, .ended, _) = $0.kind { true } else { false } }),
                  case .touch(_, _, let location) = lift.kind else { return nil }
            let point = control.convert(location, from: nil), bounds = control.bounds
            // A lift the control's own point(inside:) takes (an enlarged touch area) is no
            // surprise: only a lift off every part of it needs the slop explained.
            guard !control.point(inside: point, with: nil) else { return nil }
            let distance = max(bounds.minX - point.x, point.x - bounds.maxX, bounds.minY - point.y, point.y - bounds.maxY)
            guard distance > 0, distance <= Control.dragSlop else { return nil }
            return (name, distance, Control.dragSlop)
        }

        /// For a recognizer that began or recognized at `index`: the control the lesson's
        /// latest search found under it, in its view's subtree, whose own handling did not
        /// beat it (`preventsGestureRecognizer(_:)` false), so the recognizer took the touch.
        func controlBeaten(by recognizer: GestureRecognizer) -> Control? {
            // A scroll view's pan takes a touch by touchesShouldCancel(in:) (or by holding it
            // back), not because the control let it.
            guard !(recognizer is ScrollViewPanGestureRecognizer), let host = recognizer.view,
                  let hit = steps[..<index].last(where: { if case .hit = $0.kind { true } else { false } }),
                  case .hit(let view?, _) = hit.kind, let control = view as? Control, control !== host, control.isEnabled,
                  control.ancestry.contains(where: { $0 === host }),
                  !control.preventsGestureRecognizer(recognizer) else { return nil }
            return control
        }

        /// The responder the chain of `method` delivered at `index` started from: its hop 0.
        func firstResponder(of method: TouchMethod) -> Responder? {
            for at in stride(from: index, through: 0, by: -1) {
                if case .hop(method, _, let responder, 0, _) = steps[at].kind { return responder }
            }
            return nil
        }

        /// For the hit step at `index`: the recognizers on the hit view's ancestry the new
        /// touch was not given because each still waits for one that was to fail (a single
        /// tap whose tap is done, waiting on the double tap), with the one each waits for.
        var waitingRecognizers: (touch: Int, waiting: [(name: String, waitsFor: String)])? {
            guard case .hit(let view?, _) = steps[index].kind, let lesson, let id = touchBeganBefore(index),
                  let seen = lesson.touchMoments.first(after: steps[index].sequence, where: { $0.id == id })?
                      .touches.first(where: { $0.id == id })?.gestureRecognizers else { return nil }
            let recognizers = view.ancestry.flatMap(\.gestureRecognizers).filter(\.isTraced)
            let waiting = recognizers.compactMap { recognizer -> (name: String, waitsFor: String)? in
                guard recognizer.isEnabled, !seen.contains(recognizer.traceName),
                      let other = recognizers.first(where: { seen.contains($0.traceName) && recognizer.waitsForFailure(of: $0) })
                else { return nil }
                return (recognizer.traceName, other.traceName)
            }
            return waiting.isEmpty ? nil : (id, waiting)
        }

        /// The touch whose `began` the search before `index` is for.
        /// Fingers that came down together are searched for one after the other: the
        /// search at a hit step is for the touch that began where it looked.
        func touchBeganBefore(_ index: Int) -> Int? {
            var latest: Int?
            for at in stride(from: index - 1, through: 0, by: -1) {
                guard case .touch(let id, .began, let location) = steps[at].kind else { continue }
                if case .hit(_, location) = steps[index].kind { return id }
                latest = latest ?? id
            }
            return latest
        }
    }

    private static func text(for step: LessonStep, context: Context?, language: Language) -> String {
        if let parts = step.foldedParts {
            return moveRun(parts, moves: step.touchMoves, language: language)
                + (context.flatMap { undeliveredMove(parts, context: $0, language: language) } ?? "")
                + (context.flatMap { valuesRun(parts, context: $0, language: language) } ?? "")
        }
        let words = CaptionWords(language: language)
        switch step.kind {
        case let .touch(id, phase, location):
            if let held = context?.heldEnding {
                return words.touch(id, phase, at: location) + words.endingHeld(held.view, by: held.recognizers)
            }
            return words.touch(id, phase, at: location)
        case let .visit(view, point, .inside):
            return words.visitInside(view.traceName, at: point, hasSubviews: !view.subviews.isEmpty)
        case let .refusals(visits, reason):
            return words.refusals(visits.map(\.view.traceName), of: visits.first?.view.superview?.traceName, reason: reason)
        case let .visit(view, point, .rejected(reason)):
            return words.visitRejected(view.traceName, at: point, reason: reason,
                                       byOverride: context?.pointInsideOverridden ?? false)
                + (reason == .outside ? "" : words.neverAsked(subviews(of: view, under: point).map(\.traceName)))
        case let .returned(view, result):
            return words.returned(view.traceName, result: result.traceName, itself: view === result,
                                  to: view.superview?.traceName)
        case let .override(view, _, .hitTest(result)):
            return words.hitTestOverride(view.traceName, answer: result?.traceName ?? "nil")
        case let .override(view, _, .pointInside(inside)):
            return words.pointInsideOverride(view.traceName, inside: inside)
        case let .hit(view, _):
            let name = view?.traceName ?? "Window"
            let waiting = context?.waitingRecognizers.map { found in
                found.waiting.map { words.notGiven($0.name, touch: found.touch, waitingFor: $0.waitsFor) }.joined()
            } ?? ""
            if let blocked = context?.blockedDelivery {
                return words.hitWithoutDelivery(name, touch: blocked.touch, blockedBy: blocked.blockedBy,
                                               heldEnd: blocked.heldEnd) + waiting
            }
            let held = context?.contentHold.map {
                words.heldByScroll($0.scrollView.traceName, limit: ScrollView.contentTouchHoldDuration)
            } ?? ""
            return words.hit(name) + held + waiting
        case let .hop(method, ids, responder, hop, verdict):
            let cause = method == .cancelled ? context?.cancellingRecognizer : nil
            // A scroll view's pan only begins over content holding the touch once the scroll
            // view's touchesShouldCancel(in:) has said yes: that answer is the reason to tell.
            // It is asked about the touch's view, the chain's first responder, whichever
            // responder up the chain this hop reaches.
            let scrolling = cause.flatMap { context?.scene?.gestureRecognizer(named: $0.name)?.view as? ScrollView }
            let content = hop == 0 ? responder : context?.firstResponder(of: method) ?? responder
            return words.hop(method.messageName, ids: ids, responder: responder.traceName, verdict: verdict,
                             cause: cause.map { cause in
                                 scrolling.map { words.cancelledByScroll(cause.name, scrollView: $0.traceName, content: content.traceName) }
                                     ?? words.cancelledBy(cause.name, state: cause.state)
                             })
        case let .gesture(name, state):
            if let together = context?.simultaneousWith {
                return words.gesture(name, state) + words.together(with: together.running, allowedBy: together.allowedBy,
                                                                   other: together.other, byDelegate: together.byDelegate)
            }
            let recognizer = context?.scene?.gestureRecognizer(named: name)
            guard state.state == .failed || state.state == .cancelled else {
                // Said once, when the recognizer takes the touch: a pan's end is not news.
                let won = recognizer?.isContinuous == true ? state.state == .began
                    : state.state == .began || state.state == .ended
                let lost = won ? recognizer.flatMap { context?.controlBeaten(by: $0) } : nil
                return words.gesture(name, state)
                    + (lost.map { words.controlLost($0.traceName, rank: .init($0), to: name) } ?? "")
            }
            let cause = context?.scene.map {
                RecognizerCauseWords(language: language).text(for: state.reason, of: recognizer, in: $0)
            }
            let winner = state.reason?.cause == .control
                ? state.reason?.party.flatMap { context?.scene?.view(named: $0) as? Control } : nil
            return words.gesture(name, state) + (cause.map { words.because($0) } ?? "")
                + (winner.map { words.controlWon(.init($0)) } ?? "")
        case let .control(name, event):
            return words.control(name, event.description) + (context?.liftedOutside.map(words.liftedOutside) ?? "")
        case let .action(name):
            return CaptionWords(language: language).action(name)
                + (context?.liftedOutside.map(words.liftedOutside) ?? "")
        case let .scroll(name, offset):
            return language.pick("\(name) scrolls: contentOffset \(words.point(offset))",
                                 "\(name) 滚动：contentOffset \(words.point(offset))")
        case let .chain(label, receivers, discarded):
            return words.chain(label, receivers: receivers, discarded: discarded)
        }
    }

    /// `touch 1 moved ×60 to (400, 200); touchesMoved reaches Pad ×60; gesture drag
    /// changed ×59; action onDrag ×59`: each count says what it counts, as the timeline's
    /// lanes of the same step do — the finger's moves on its lane, the messages on the
    /// responder's (a run may begin with the delivery of a move made in the step before,
    /// and a recognizer that took the touches leaves moves no message follows).
    /// Chinese words each part as the step of its own does (`控件 Buy 发出 touchDragInside`,
    /// `执行 onDrag 的动作方法`), API names alone in English.
    private static func moveRun(_ parts: [LessonStep.FoldedPart], moves: Int, language: Language) -> String {
        let words = CaptionWords(language: language)
        var fingers: [Int: (count: Int, location: Point)] = [:]
        var repeats: [(key: String, count: Int)] = []
        var scrolled: (name: String, offset: Point)?
        for part in parts {
            let key: String
            switch part.kind {
            case let .touch(id, _, location):
                fingers[id] = ((fingers[id]?.count ?? 0) + 1, location)
                continue
            case let .hop(method, _, responder, _, _):
                key = language.pick("\(method.messageName) reaches \(responder.traceName)",
                                    "\(method.messageName) 传到 \(responder.traceName)")
            case let .gesture(name, state): key = language.pick("gesture \(name) \(state)", "手势识别器 \(name) " + words.state(state))
            case let .control(name, event): key = language.pick("control \(name) \(event)", "控件 \(name) 发出 \(event)")
            case let .action(name): key = words.actionRuns(name)
            case let .scroll(name, offset):
                key = "\(name) contentOffset"
                scrolled = (name, offset)
            default: continue
            }
            if let index = repeats.firstIndex(where: { $0.key == key }) { repeats[index].count += 1 } else { repeats.append((key, 1)) }
        }
        let places = fingers.keys.sorted().map { id in
            let (count, location) = fingers[id]!
            return language.pick("touch \(id) moved\(times(count)) to \(words.point(location))",
                                 "触摸 \(id) 移动\(times(count))，移到\(words.point(location))")
        }
        let details = places + repeats.map { repeated in
            // Where the content got, and why less than the finger moved: a scroll view
            // follows the finger from where its pan began, not from where it came down.
            guard let scrolled, repeated.key == "\(scrolled.name) contentOffset" else { return repeated.key + times(repeated.count) }
            return repeated.key + times(repeated.count)
                + language.pick(" to \(words.point(scrolled.offset)), following the finger from where the pan began",
                                "，到\(words.point(scrolled.offset))：从拖动手势开始处起跟随手指")
        }
        guard !details.isEmpty else { return "touchesMoved" + times(moves) }
        return details.joined(separator: language.pick("; ", "；"))
    }

    /// Why a run has one more move than deliveries, when the record says so: its last move
    /// reached no responder because it made a recognizer begin (or recognize) in the step
    /// that follows, and that touch is cancelled later instead.
    private static func undeliveredMove(_ parts: [LessonStep.FoldedPart], context: Context, language: Language) -> String? {
        guard let last = parts.lastIndex(where: { if case .touch(_, .moved, _) = $0.kind { true } else { false } }),
              case let .touch(id, _, _) = parts[last].kind,
              !parts[(last + 1)...].contains(where: { if case .hop(.moved, _, _, _, _) = $0.kind { true } else { false } }),
              parts.contains(where: { if case .hop(.moved, let ids, _, _, _) = $0.kind { ids.contains(id) } else { false } }),
              context.steps.indices.contains(context.index + 1),
              case let .gesture(name, state) = context.steps[context.index + 1].kind,
              state.state == .began || state.state == .ended,
              context.steps[context.index + 1].traceTime == parts[last].time,
              context.steps[(context.index + 1)...].contains(where: { step in
                  if case .hop(.cancelled, let ids, _, _, _) = step.kind { ids.contains(id) } else { false }
              }) else { return nil }
        let verb = state.state == .began ? language.pick("begin", "开始") : language.pick("recognize", "识别成功")
        return language.pick(" (the last move is not delivered: it made \(name) \(verb), and touch \(id) gets touchesCancelled instead)",
                             "（最后一次移动没有传出：它让 \(name) \(verb)，触摸 \(id) 随后改为收到 touchesCancelled）")
    }

    /// The scale and angle a run's pinch and rotation went through, from the values shown
    /// before the step to its last (`; scale 1.10× → 1.60×, rotation 6° → 35° over 10
    /// updates`): the step draws only the last, so its picture jumps.
    private static func valuesRun(_ parts: [LessonStep.FoldedPart], context: Context, language: Language) -> String? {
        var runs: [(name: String, kind: Int, from: Double?, to: Double, count: Int)] = []
        for part in parts {
            guard case .gesture(let name, _) = part.kind else { continue }
            for (kind, value) in part.gestureValues.compactMap(transformValue) {
                if let index = runs.firstIndex(where: { $0.name == name && $0.kind == kind }) {
                    runs[index].to = value
                    runs[index].count += 1
                } else {
                    runs.append((name, kind, lastValue(of: name, kind: kind, before: context), value, 1))
                }
            }
        }
        let said = runs.compactMap { run -> (text: String, count: Int)? in
            guard let from = run.from else { return nil }
            let (a, b) = run.kind == 0 ? (LiveValues.Entry.fixed(from, 2) + "×", LiveValues.Entry.fixed(run.to, 2) + "×")
                : (LiveValues.Entry.fixed(from, 0) + "°", LiveValues.Entry.fixed(run.to, 0) + "°")
            guard a != b else { return nil }
            let what = run.kind == 0 ? language.pick("scale", "缩放") : language.pick("rotation", "旋转")
            return (text: what + " \(a) → \(b)", count: run.count)
        }
        guard let first = said.first else { return nil }
        let over = { (count: Int) in language.pick(" over \(count) updates", "，经过 \(count) 次更新") }
        let comma = language.pick(", ", "，")
        let text = said.allSatisfy({ $0.count == first.count })
            ? said.map { $0.text }.joined(separator: comma) + over(first.count)
            : said.map { $0.text + over($0.count) }.joined(separator: comma)
        return language.pick("; ", "；") + text
    }

    /// A pinch's scale (kind 0) or a rotation's angle in degrees (kind 1).
    private static func transformValue(_ value: GestureValue) -> (kind: Int, value: Double)? {
        switch value {
        case .scale(let scale): (0, scale)
        case .rotation(let radians): (1, radians * 180 / .pi)
        default: nil
        }
    }

    /// The last scale or angle `name` reported in the steps before the one at `context`.
    private static func lastValue(of name: String, kind: Int, before context: Context) -> Double? {
        for step in context.steps[..<context.index].reversed() {
            let records = step.foldedParts.map { $0.map { ($0.kind, $0.gestureValues) } } ?? [(step.kind, step.gestureValues)]
            for (stepKind, values) in records.reversed() {
                guard case .gesture(let other, _) = stepKind, other == name else { continue }
                if let found = values.compactMap(transformValue).last(where: { $0.kind == kind }) { return found.value }
            }
        }
        return nil
    }

    /// The subviews of `view`, at any depth and front to back, whose bounds hold `point`
    /// (in `view`'s coordinates): those a search refused at `view` never asks.
    private static func subviews(of view: View, under point: Point) -> [View] {
        view.subviews.reversed().flatMap { subview -> [View] in
            let local = subview.convert(point, from: view)
            return (subview.bounds.contains(local) ? [subview] : []) + subviews(of: subview, under: local)
        }
    }

    /// ` ×N` after what happened N times, nothing after what happened once (as the
    /// timeline's runs are labelled).
    private static func times(_ count: Int) -> String { count > 1 ? " \u{00D7}\(count)" : "" }
}
