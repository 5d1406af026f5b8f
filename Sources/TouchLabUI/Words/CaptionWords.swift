import TouchKit
import TouchLabEngine
import TouchLabFormats

/// The step captions' sentences (`StepCaption` picks one per step). Chinese says phases
/// and states in Chinese (开始, 识别失败, …) and keeps only API names in English; points are
/// written `(70, 80)`, in Chinese `（70, 80）`.
package struct CaptionWords: Sendable, Equatable {
    let language: Language

    /// A point with no needless decimals.
    func point(_ point: Point) -> String {
        let inner = "\(Self.number(point.x)), \(Self.number(point.y))"
        return language.pick("(\(inner))", "（\(inner)）")
    }

    /// One decimal at most, none for a whole number.
    static func number(_ value: Double) -> String {
        guard value.isFinite, abs(value) < 1e15 else { return "\(value)" }
        let tenths = Int64((value * 10).rounded())
        let sign = tenths < 0 ? "-" : ""
        let whole = String(abs(tenths) / 10)
        return sign + (tenths % 10 == 0 ? whole : whole + "." + String(abs(tenths % 10)))
    }

    /// A finger's phase in Chinese; English keeps the trace's word.
    func phase(_ phase: Touch.Phase) -> String {
        switch phase {
        case .began: language.pick("began", "开始")
        case .moved: language.pick("moved", "移动")
        case .stationary: language.pick("stationary", "静止")
        case .ended: language.pick("ended", "结束")
        case .cancelled: language.pick("cancelled", "被取消")
        }
    }

    /// A recognizer's state in Chinese; English keeps the trace's word.
    func state(_ state: TracedGestureState) -> String {
        switch state.state {
        case .possible: language.pick("possible", "待定")
        case .began: language.pick("began", "开始")
        case .changed: language.pick("changed", "变化")
        case .ended: state.isContinuous ? language.pick("ended", "结束") : language.pick("recognized", "识别成功")
        case .cancelled: language.pick("cancelled", "被取消")
        case .failed: language.pick("failed", "识别失败")
        }
    }

    func touch(_ id: Int, _ phase: Touch.Phase, at location: Point) -> String {
        language.pick("touch \(id) \(phase.name) at \(point(location))", "触摸 \(id) 在\(point(location))\(self.phase(phase))")
    }

    private func visited(_ name: String, at location: Point) -> String {
        language.pick("hit test visits \(name) at \(point(location)) in \(name)'s coordinates",
                      "命中测试访问 \(name)：点\(point(location))，\(name) 的坐标系")
    }

    func visitInside(_ name: String, at location: Point, hasSubviews: Bool) -> String {
        visited(name, at: location) + (hasSubviews
            ? language.pick(": point(inside:) is true, so its subviews are searched, last to first",
                            "；point(inside:) 返回 true，于是从后往前查找它的子视图")
            : language.pick(": point(inside:) is true, and it has no subviews, so it returns itself",
                            "；point(inside:) 返回 true，它没有子视图，所以返回它自己"))
    }

    func visitRejected(_ name: String, at location: Point, reason: View.HitTestRejection, byOverride: Bool) -> String {
        let why = byOverride ? language.pick("its own point(inside:) says false", "它重写的 point(inside:) 返回 false")
            : language.pick(reason.phrase, OverlayWords(language: language).rejection(reason))
        return visited(name, at: location) + language.pick(": \u{2717} \(why), so it returns nil without searching",
                                                           "；\u{2717} \(why)，直接返回 nil，不再查找")
    }

    /// After a refusal that skips the subviews: those under the point, which are never
    /// asked (nothing when there are none).
    func neverAsked(_ names: [String]) -> String {
        guard !names.isEmpty else { return "" }
        let english = names.count == 1 ? "\(names[0]), under the finger, is never asked"
            : names.dropLast().joined(separator: ", ") + " and \(names.last!), under the finger, are never asked"
        return language.pick(" its subviews: \(english)", "它的子视图：手指下的 \(names.joined(separator: "、")) 根本不会被询问")
    }

    /// A run of siblings refused for one reason, told as one step: the first and last asked,
    /// how many, and the verdict they share.
    func refusals(_ names: [String], of parent: String?, reason: View.HitTestRejection) -> String {
        let count = Self.count(names.count)
        let which = "\(names.first ?? "") … \(names.last ?? "")"
        let english: String = switch reason {
        case .outside: "the point is outside each one's bounds"
        case .hidden: "each is hidden"
        case .userInteractionDisabled: "each has interaction disabled"
        case .transparent: "each has alpha < 0.01"
        }
        let chinese = reason == .outside ? "点在每一个的 bounds 之外"
            : "每一个都" + OverlayWords(language: language).rejection(reason)
        let siblings = parent.map { language.pick("\(count) subviews of \($0)", "\($0) 的 \(count) 个子视图") }
            ?? language.pick("\(count) siblings", "\(count) 个同级视图")
        return language.pick("hit test visits \(which), \(siblings), last to first: \(english), so each returns nil without searching",
                             "命中测试从后往前访问 \(siblings) \(which)：\(chinese)，所以各自直接返回 nil，不再查找")
    }

    /// A count with its thousands grouped (1,179), as a caption says it in either language.
    static func count(_ value: Int) -> String {
        let digits = String(value.magnitude)
        let grouped = digits.enumerated().map { index, digit in
            index > 0 && (digits.count - index) % 3 == 0 ? ",\(digit)" : String(digit)
        }.joined()
        return (value < 0 ? "-" : "") + grouped
    }

    func returned(_ name: String, result: String, itself: Bool, to parent: String?) -> String {
        let caller = parent ?? "Window"
        if itself {
            return language.pick("\(name) returns itself to \(caller)", "\(name) 把它自己返回给 \(caller)")
        }
        return language.pick("\(name) returns \(result), found among its subviews, to \(caller)",
                             "\(name) 把在子视图中找到的 \(result) 返回给 \(caller)")
    }

    func hitTestOverride(_ name: String, answer: String) -> String {
        language.pick("\(name)'s own hitTest(_:with:) answers \(answer)", "\(name) 重写的 hitTest(_:with:) 返回 \(answer)")
    }

    func pointInsideOverride(_ name: String, inside: Bool) -> String {
        inside
            ? language.pick("\(name)'s own point(inside:with:) answers true although the point lies outside its bounds",
                            "\(name) 重写的 point(inside:with:) 返回 true，尽管这个点在它的 bounds 之外")
            : language.pick("\(name)'s own point(inside:with:) answers false although the point lies inside its bounds",
                            "\(name) 重写的 point(inside:with:) 返回 false，尽管这个点在它的 bounds 之内")
    }

    func hit(_ name: String) -> String {
        language.pick("hit-test view: \(name), the touch's view until it ends",
                      "命中测试视图：\(name)，这次触摸此后一直归它")
    }

    /// After a hit: the scroll view that holds the touch's `touchesBegan` from its hit view
    /// while it waits to see whether the finger scrolls (`delaysContentTouches`), at most
    /// `limit` seconds.
    func heldByScroll(_ scroll: String, limit: Double) -> String {
        let most = Quantity.seconds(limit, in: language)
        return language.pick("; \(scroll) holds its touchesBegan back (delaysContentTouches) for up to \(most), "
                             + "to see whether the finger scrolls",
                             "；\(scroll) 先扣留发给它的 touchesBegan（delaysContentTouches），最多 \(most)，看手指是否要滚动")
    }

    /// After a hit: a recognizer the new touch was not given, as it still waits for another.
    func notGiven(_ recognizer: String, touch: Int, waitingFor other: String) -> String {
        language.pick("; \(recognizer) is not given touch \(touch): it still waits for \(other) to fail",
                      "；\(recognizer) 收不到触摸 \(touch)：它仍在等 \(other) 识别失败")
    }

    /// The hit-test view of a touch it never receives: it takes one touch at a time and an
    /// earlier touch has not ended for it; `heldEnd`: that finger has lifted, but its
    /// `touchesEnded` is held back by a recognizer.
    func hitWithoutDelivery(_ name: String, touch: Int, blockedBy earlier: Int, heldEnd: Bool) -> String {
        let why = heldEnd
            ? language.pick("touch \(earlier)'s touchesEnded is still held back", "触摸 \(earlier) 的 touchesEnded 仍被扣留")
            : language.pick("touch \(earlier) has not ended for it yet", "触摸 \(earlier) 对它来说还没有结束")
        return language.pick("hit-test view: \(name), but touch \(touch) never reaches it: \(name) takes one touch at a time "
                             + "(multipleTouchEnabled off) and \(why)",
                             "命中测试视图：\(name)，但触摸 \(touch) 不会传给它：\(name) 一次只接收一个触摸"
                             + "（multipleTouchEnabled 关闭），而\(why)")
    }

    /// After a finger's lift: its view's `touchesEnded` waits while `recognizers` decide.
    func endingHeld(_ view: String, by recognizers: [String]) -> String {
        let english = recognizers.count > 1
            ? recognizers.dropLast().joined(separator: ", ") + " and " + recognizers[recognizers.count - 1] + " decide"
            : (recognizers.first ?? "") + " decides"
        return language.pick(": \(view)'s touchesEnded is held (delaysTouchesEnded) while \(english)",
                             "：\(view) 的 touchesEnded 被扣留（delaysTouchesEnded），等待 "
                             + recognizers.joined(separator: "、") + " 做出判断")
    }

    /// A message reaching a responder. With a `cause` (`cancelledBy`: why the touches were
    /// cancelled) it is one plain sentence, the responder first: who got the message, what
    /// it did with it, then why it came.
    func hop(_ message: String, ids: [Int], responder: String, verdict: LessonStep.HopVerdict, cause: String? = nil) -> String {
        let touches = ids.map(String.init).joined(separator: ", ")
        if let cause {
            let gets = language.pick("\(responder) gets \(message) [\(touches)]", "\(responder) 收到 \(message) [\(touches)]")
            return gets + received(verdict) + language.pick(": \(cause)", "：\(cause)")
        }
        let reaches = language.pick("\(message) [\(touches)] reaches \(responder)", "\(message) [\(touches)] 传到 \(responder)")
        switch verdict {
        case .forwarded:
            return reaches + language.pick(", which passes it on", "，\(responder) 不处理，沿响应者链继续向上传")
        case .handledAndForwarded:
            return reaches + language.pick(", which handles it and calls super", "，\(responder) 处理后调用 super，继续向上传")
        case .handled:
            return reaches + language.pick(", which handles it \u{2605}", "，由 \(responder) 处理 \u{2605}，不再向上传")
        case .discarded:
            return reaches + language.pick(", the last responder: discarded", "，它是响应者链的最后一个：事件被丢弃")
        }
    }

    /// What a responder named first in its sentence did with the message.
    private func received(_ verdict: LessonStep.HopVerdict) -> String {
        switch verdict {
        case .forwarded: language.pick(" and passes it on", "，不处理，沿响应者链继续向上传")
        case .handledAndForwarded: language.pick(" and handles it, calling super", "，处理后调用 super，继续向上传")
        case .handled: language.pick(" and handles it \u{2605}", "，由它处理 \u{2605}，不再向上传")
        case .discarded: language.pick(", the last responder, so it is discarded", "，它是响应者链的最后一个，事件被丢弃")
        }
    }

    /// Why a `touchesCancelled` came: the recognizer whose beginning (or recognition)
    /// cancelled the touches, as a clause of its own.
    func cancelledBy(_ name: String, state: TracedGestureState) -> String {
        // Named, not "its": the responder the sentence opens with (Window, say) has no such
        // property, and the touches are cancelled for every responder they climbed to.
        state.state == .began
            ? language.pick("\(name) began, and since \(name).cancelsTouchesInView is true, the touches it took are cancelled along the responder chain",
                            "\(name) 开始识别，\(name) 的 cancelsTouchesInView 为 true，于是它接管的触摸沿响应者链被取消")
            : language.pick("\(name) recognized, and since \(name).cancelsTouchesInView is true, the touches it took are cancelled along the responder chain",
                            "\(name) 识别成功，\(name) 的 cancelsTouchesInView 为 true，于是它接管的触摸沿响应者链被取消")
    }

    /// Why a scroll view's pan cancelled its content's touches: it began only because the
    /// scroll view's `touchesShouldCancel(in:)` answered yes for `content`.
    func cancelledByScroll(_ name: String, scrollView: String, content: String) -> String {
        language.pick("\(name) began because \(scrollView)'s touchesShouldCancel(in: \(content)) said yes, and its cancelsTouchesInView cancels the content's touches",
                      "\(scrollView) 的 touchesShouldCancel(in: \(content)) 返回 true，\(name) 才开始识别，它的 cancelsTouchesInView 取消了内容视图的触摸")
    }

    func gesture(_ name: String, _ state: TracedGestureState) -> String {
        language.pick("gesture \(name): \(state)", "手势识别器 \(name)：\(self.state(state))")
    }

    /// After a recognizer's beginning: `running` goes on beside it, since `allowedBy`
    /// lets itself recognize with `other` — through the scene's `simultaneousWith` list, or
    /// (`byDelegate`) its delegate's answer.
    func together(with running: String, allowedBy: String, other: String, byDelegate: Bool) -> String {
        let english = byDelegate
            ? "\(allowedBy)'s delegate answers true to gestureRecognizer(_:shouldRecognizeSimultaneouslyWith: \(other))"
            : "\(allowedBy)'s simultaneousWith lists \(other) (what a delegate's shouldRecognizeSimultaneouslyWith saying true does)"
        let chinese = byDelegate
            ? "\(allowedBy) 的 delegate 对 gestureRecognizer(_:shouldRecognizeSimultaneouslyWith: \(other)) 返回 true"
            : "\(allowedBy) 的 simultaneousWith 列出了 \(other)（相当于 delegate 的 shouldRecognizeSimultaneouslyWith 返回 true）"
        return language.pick(", while \(running) keeps running: both recognize at once because \(english)",
                             "，\(running) 仍在继续：两者同时识别，因为 \(chinese)")
    }

    /// A failure's or cancellation's cause after the state.
    func because(_ cause: String) -> String {
        // Chinese sets a Latin name off from the characters before it by a space.
        language.pick(" \u{2014} \(cause)", "，因为" + (cause.first?.isASCII == true ? " " : "") + cause)
    }

    /// How UIKit ranks a control's own handling of a touch against a recognizer on one of
    /// its superviews (`Control.preventsGestureRecognizer(_:)`): a button's or switch's tap
    /// beats a one-finger single tap, a slider's drag a pan or swipe, a custom control nothing.
    enum ControlRank: Equatable {
        case tap, drag, custom

        @MainActor
        init(_ control: Control) {
            self = switch control {
            case is Button, is Switch: .tap
            case is Slider: .drag
            default: .custom
            }
        }
    }

    /// The rule by which a control under the touch made a superview's recognizer fail,
    /// after the failure's cause.
    func controlWon(_ rank: ControlRank) -> String {
        switch rank {
        case .tap: language.pick(", because a button's or switch's own tap beats a one-finger single-tap recognizer on a superview",
                                 "：按钮和开关自己的点击优先于父视图上的单指单击手势识别器")
        case .drag: language.pick(", because a slider's own drag beats a pan or swipe recognizer on a superview",
                                  "：滑块自己的拖动优先于父视图上的拖动和轻扫手势识别器")
        case .custom: language.pick(", because its preventsGestureRecognizer(_:) says so",
                                    "：它的 preventsGestureRecognizer(_:) 返回 true")
        }
    }

    /// Why `recognizer`, on a superview of `control`, won although the control had the touch.
    func controlLost(_ control: String, rank: ControlRank, to recognizer: String) -> String {
        switch rank {
        case .custom:
            language.pick(" \u{2014} \(control) is a custom Control, and only system controls keep their touch from a superview's "
                          + "recognizer (a button's or switch's tap, a slider's drag), so \(recognizer) wins",
                          "，因为 \(control) 是自定义的 Control 子类：只有系统控件（按钮和开关的点击、滑块的拖动）"
                          + "能胜过父视图上的手势识别器，所以 \(recognizer) 胜出")
        case .tap:
            language.pick(" \u{2014} \(control)'s own tap beats only a one-finger single tap, so \(recognizer) wins",
                          "，因为 \(control) 自己的点击只胜过单指单击，所以 \(recognizer) 胜出")
        case .drag:
            language.pick(" \u{2014} \(control)'s own drag beats only a pan or a swipe, so \(recognizer) wins",
                          "，因为 \(control) 自己的拖动只胜过拖动和轻扫手势，所以 \(recognizer) 胜出")
        }
    }

    /// Why a control fired although the finger lifted off it: UIKit's controls count a
    /// touch as inside within `Control.dragSlop` points around their bounds.
    func liftedOutside(_ lift: (control: String, distance: Double, slop: Double)) -> String {
        let distance = Self.number(lift.distance.rounded()), slop = Self.number(lift.slop)
        return language.pick(" \u{2014} the finger lifted \(distance) points outside \(lift.control), yet a control still counts "
                             + "a touch up to \(slop) points outside its bounds as inside",
                             "：手指在 \(lift.control) 的边界外 \(distance) 点处抬起，但控件把边界外 \(slop) 点以内的触摸仍算作在内")
    }

    /// A target's action running: Chinese names whose action it is before the verb.
    func action(_ name: String) -> String {
        language.pick("action \(name) runs", "执行 \(name) 的动作方法")
    }

    /// The same as one item of a run's repeats (`action onDrag ×59`).
    func actionRuns(_ name: String) -> String {
        language.pick("action \(name)", "执行 \(name) 的动作方法")
    }

    func control(_ name: String, _ event: String) -> String {
        language.pick("control \(name): \(event)", "控件 \(name) 发出 \(event)")
    }

    /// A press, motion or remote message along its chain; its label is the trace's
    /// (`press began a`), whose phase Chinese says in Chinese.
    func chain(_ label: String, receivers: [String], discarded: Bool) -> String {
        let route = receivers.joined(separator: " \u{2192} ")
            + (discarded ? " " + OverlayWords(language: language).discarded : "")
        guard language == .simplifiedChinese else { return "\(label): " + route }
        // The label is built by the model from a kind, a phase word and a name.
        var parts = label.split(separator: " ", maxSplits: 2).map(String.init)
        let kinds = ["press": "按键", "motion": "运动事件", "remote": "远程控制"]
        let phases = ["began": "开始", "ended": "结束", "cancelled": "被取消"]
        if let kind = parts.first.flatMap({ kinds[$0] }) { parts[0] = kind }
        if parts.count > 1, let phase = phases[parts[1]] { parts[1] = phase }
        return parts.joined(separator: " ") + "：" + route
    }
}
