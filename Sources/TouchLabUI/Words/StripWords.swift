import TouchKit
import TouchLabFormats

/// The journey strip's words: each stage's name in iOS, what stands for it in this lab
/// under it, and the short details under them (the strip's column is narrow).
package struct StripWords: Sendable, Equatable {
    let language: Language

    var heading: String { language.pick("journey", "事件旅程") }
    /// The header's key to the two names of each stage: iOS's, then this lab's.
    var iOSKey: String { "iOS" }
    var labKey: String { language.pick("here", "本实验") }

    /// The stage's name in iOS, in the words of the articles that tell it: the strip
    /// presents the iOS model, so its headings are iOS's.
    package func title(_ stage: JourneyStage) -> String {
        switch stage {
        case .device: language.pick("IOKit: IOHIDEvent", "IOKit：IOHIDEvent 事件")
        case .xServer: language.pick("SpringBoard", "SpringBoard 进程")
        case .xi2Event: language.pick("mach port", "mach port 转发")
        case .translator: language.pick("RunLoop source1", "RunLoop 的 source1")
        case .queue: language.pick("RunLoop source0", "RunLoop 的 source0")
        case .applicationSendEvent: language.pick("UIApplication sendEvent", "UIApplication 的 sendEvent")
        case .windowSendEvent: language.pick("UIWindow sendEvent", "UIWindow 的 sendEvent")
        case .hitTest: language.pick("hitTest(_:with:)", "命中测试 hitTest(_:with:)")
        case .recognizers: language.pick("UIGestureRecognizer", "手势识别器 UIGestureRecognizer")
        case .responders: language.pick("UIResponder chain", "UIResponder 响应者链")
        }
    }

    /// What does this stage's work in this lab: X11's part, then the model's.
    package func counterpart(_ stage: JourneyStage) -> String {
        switch stage {
        case .device: language.pick("X11: input device", "X11：输入设备")
        case .xServer: language.pick("X11: X server", "X11：X 服务器")
        case .xi2Event: language.pick("X11: XInput2 event", "X11：XInput2 事件")
        case .translator: language.pick("here: XI2 translator", "本实验：XI2 转换器")
        case .queue: language.pick("here: FIFO queue", "本实验：FIFO 队列")
        case .applicationSendEvent: language.pick("here: Application.sendEvent", "本实验：Application.sendEvent")
        case .windowSendEvent: language.pick("here: Window.sendEvent", "本实验：Window.sendEvent")
        case .hitTest: language.pick("here: View.hitTest", "本实验：View.hitTest")
        case .recognizers: language.pick("here: GestureRecognizer", "本实验：GestureRecognizer")
        case .responders: language.pick("here: Responder.next", "本实验：Responder.next")
        }
    }

    var waiting: String { language.pick("waiting", "等待输入") }
    var none: String { language.pick("none", "无") }
    var empty: String { language.pick("empty", "空") }
    var touchesEvent: String { language.pick("UIEvent: touches", "UIEvent：触摸事件") }
    var hitTestAndRoute: String { language.pick("hit-test, route", "命中测试、分发") }

    /// A touch as the model holds it: iOS's `UITouch`, its phase in the strip's language.
    func touch(_ id: Int, _ phase: String) -> String { language.pick("UITouch \(id) \(phase)", "UITouch \(id) \(phase)") }

    func device(_ kind: XI2Input.Kind) -> String {
        switch kind {
        case .touchBegin, .touchUpdate, .touchEnd: language.pick("touchscreen", "触摸屏")
        case .buttonPress, .buttonRelease, .motion: language.pick("mouse", "鼠标")
        case .keyPress, .keyRelease: language.pick("keyboard", "键盘")
        case .deviceRemoved: language.pick("removed", "已移除")
        }
    }

    /// A recognizer's state as the strip says it (Chinese in Chinese).
    func state(_ state: TracedGestureState) -> String { CaptionWords(language: language).state(state) }
    var possible: String { language.pick("possible", "待定") }

    var shake: String { language.pick("shake", "摇一摇") }
    var remote: String { language.pick("remote", "远程控制") }

    /// "name: state", the state in the trace's word in English and in words in Chinese
    /// (no English state word inside a Chinese line).
    func recognizer(_ name: String, _ traced: String, _ state: GestureRecognizer.State) -> String {
        switch language {
        case .english: return "\(name): \(traced)"
        case .simplifiedChinese: break
        }
        let word = switch state {
        case .possible: "待定"
        case .began: "开始"
        case .changed: "变化中"
        case .ended: traced == "recognized" ? "识别成功" : "结束"
        case .cancelled: "被取消"
        case .failed: "识别失败"
        }
        return "\(name)：\(word)"
    }

    /// A recorded cause in a few words, after a recognizer's state, in the strip's
    /// language (the model's identifier is `--describe`'s, never shown): short words that
    /// wrap between words in the narrow column, true of what `recognizer` measured (a pan
    /// that failed for movement never moved far enough: it did not move wrongly). A wait
    /// that ended in failure names what it waited for as a sentence, so it cannot read as
    /// if this recognizer was the one required to fail.
    @MainActor
    func cause(_ reason: GestureRecognizer.Reason?, of recognizer: GestureRecognizer? = nil) -> String {
        guard let reason else { return "" }
        if reason.cause == .requiredToFail, let party = reason.party {
            return language.pick(": waited for \(party), which recognized", "：它在等 \(party) 识别失败，\(party) 却识别成功了")
        }
        let (english, chinese) = switch reason.cause {
        case .control: ("control won", "控件抢先")
        case .requiredToFail: ("the one it waited for won", "所等的手势识别器识别成功了")
        case .prevented: ("another won", "被抢先")
        case .delegate: ("delegate said no", "代理拒绝")
        case .touchCount: Self.touchCount(recognizer)
        case .movement: Self.movement(recognizer)
        case .timing: Self.timing(recognizer, measured: reason.measured)
        case .direction: ("wrong direction", "方向不符")
        case .edge: ("not at an edge", "不在边缘")
        case .disabled: ("disabled", "被禁用")
        case .cancelled: ("touches cancelled", "被取消")
        case .contentTouchesNotCancellable, .contentTouchNotCancelled: ("content kept the touch", "内容保留触摸")
        }
        return language.pick(" (\(english))", "（\(chinese)）")
    }

    /// A movement failure as the recognizer's kind has it: a tap or press moved too far; a
    /// pan, swipe, pinch or rotation ended before it moved far enough to begin.
    @MainActor
    private static func movement(_ recognizer: GestureRecognizer?) -> (String, String) {
        switch recognizer {
        case is TapGestureRecognizer, is LongPressGestureRecognizer: ("moved too far", "移动过远")
        case let pan as PanGestureRecognizer:
            ("ended before moving \(CaptionWords.number(pan.hysteresis)) pt", "移动 \(CaptionWords.number(pan.hysteresis)) 点前就结束")
        case let swipe as SwipeGestureRecognizer:
            ("lifted before moving \(CaptionWords.number(swipe.minimumDistance)) pt",
             "移动 \(CaptionWords.number(swipe.minimumDistance)) 点前就抬起")
        case is PinchGestureRecognizer, is RotationGestureRecognizer: ("ended before moving enough", "移动不够就结束")
        default: ("wrong movement", "移动不符")
        }
    }

    /// A timing failure as the recognizer measured it.
    @MainActor
    private static func timing(_ recognizer: GestureRecognizer?, measured: GestureRecognizer.Measure?) -> (String, String) {
        switch (recognizer, measured) {
        case (is TapGestureRecognizer, .waited): ("next tap too late", "下一下来得太晚")
        case (is TapGestureRecognizer, .held): ("held too long", "按得太久")
        case (is LongPressGestureRecognizer, .held): ("lifted too early", "抬起太早")
        case (is SwipeGestureRecognizer, .held): ("too slow", "太慢")
        default: ("wrong timing", "时间不符")
        }
    }

    /// A finger-count failure as the recognizer's kind has it.
    @MainActor
    private static func touchCount(_ recognizer: GestureRecognizer?) -> (String, String) {
        switch recognizer {
        case is PinchGestureRecognizer, is RotationGestureRecognizer: ("needs two fingers", "需要两根手指")
        case is PanGestureRecognizer, is LongPressGestureRecognizer, is SwipeGestureRecognizer: ("too many fingers", "手指太多")
        default: ("wrong finger count", "手指数不符")
        }
    }

    func source(_ source: Int) -> String { language.pick("source \(source)", "来源 \(source)") }

    func milliseconds(_ time: Double) -> String {
        language.pick("t = \(Int(time.rounded())) ms", "t = \(Int(time.rounded())) 毫秒")
    }

    /// Why a recognizer on the hit view's path did not receive the touch, in few words.
    func neverSaw(_ reason: JourneyRecognizers.NeverSaw) -> String {
        switch reason {
        case .refusedByShouldReceive: language.pick("refused by shouldReceive", "被 shouldReceive 拒绝")
        case .disabled: language.pick("disabled: never saw the touch", "已禁用：没收到触摸")
        case .wasDisabled: language.pick("was disabled: never saw the touch", "当时被禁用：没收到触摸")
        case .unknown: language.pick("never saw the touch", "没收到触摸")
        }
    }

    /// The same, saying in every case that the touch never reached it (the inspector's room).
    func neverSawInFull(_ reason: JourneyRecognizers.NeverSaw) -> String {
        reason == .refusedByShouldReceive
            ? language.pick("refused by shouldReceive: never saw the touch", "被 shouldReceive 拒绝：没收到触摸")
            : neverSaw(reason)
    }
}

/// The delivery timeline's own words (its marks are the trace's: states and messages).
package struct TimelineWords: Sendable, Equatable {
    let language: Language

    var heading: String { language.pick("timeline", "时间线") }
    /// A finger's phase and a recognizer's state on their marks, as the captions say them.
    func phase(_ phase: Touch.Phase) -> String { CaptionWords(language: language).phase(phase) }
    func state(_ state: TracedGestureState) -> String { CaptionWords(language: language).state(state) }
    /// A target's action on the lane of its control or recognizer.
    var action: String { language.pick("action", "动作") }
    var empty: String { language.pick("delivery timeline: touch the scene", "事件分发时间线：请触摸场景") }
    /// Over the timeline while the lesson shown lost steps to its length limit.
    func stepsLeftOut(_ count: Int, kept: Int) -> String {
        language.pick("Lesson too long to show whole: \(count) of its \(count + kept) steps left out; --trace prints them all",
                      "这一课太长：\(count + kept) 步中有 \(count) 步未显示；--trace 会列出全部")
    }
    /// The lanes scrolled out of sight, saying what brings them back (the wheel, or a
    /// press on these words).
    func moreAbove(_ count: Int) -> String {
        language.pick("\u{25B2} scroll up for \(count) more \(count == 1 ? "lane" : "lanes")", "\u{25B2} 向上滚动，还有 \(count) 行")
    }
    func moreBelow(_ count: Int) -> String {
        language.pick("\u{25BC} scroll down for \(count) more \(count == 1 ? "lane" : "lanes")", "\u{25BC} 向下滚动，还有 \(count) 行")
    }
    /// Ends a mark's label where its last joined events found no room.
    func moreEvents(_ count: Int) -> String { language.pick("\(count) more", "另外 \(count) 个") }

    /// The name drawn beside `lane`: a finger's in words (its lane keeps the name `touch N`
    /// wherever the lane is named, as in `--describe`), a recognizer's or responder's as traced.
    func title(of lane: Timeline.Lane) -> String {
        guard lane.kind == .touch, let id = lane.name.split(separator: " ").last else { return lane.name }
        return language.pick(lane.name, "触摸 \(id)")
    }

    /// The span from a withheld touch's began to its drop, on the view's lane
    /// (`delaysTouchesBegan`, then the recognizer recognized: the view never got the touch).
    var withheld: String { language.pick("withheld", "被扣留") }
    /// The hollow mark where the withheld messages were dropped.
    var dropped: String { language.pick("withheld \u{2192} dropped", "被扣留 \u{2192} 丢弃") }

    /// A delivery a recognizer's `setting` held back.
    func held(_ setting: String) -> String { language.pick("held: \(setting)", "被扣留：\(setting)") }
    /// A `touchesBegan` the scroll view `name` held from its content (`delaysContentTouches`),
    /// and `setting` of a recognizer that held it too, where one did.
    func heldByContentTouches(of name: String, alsoBy setting: String? = nil) -> String {
        let also = setting.map { " + \($0)" } ?? ""
        return language.pick("held by \(name): delaysContentTouches\(also)",
                             "被 \(name) 扣留：delaysContentTouches\(also)")
    }

    /// A long press's minimum duration, the bar its touch fills while held.
    func pressDuration(_ seconds: Double) -> String {
        let duration = Quantity.seconds(seconds, in: language)
        return language.pick("minimumPressDuration \(duration)", "长按需按住 \(duration)（minimumPressDuration）")
    }
    /// A recognizer of several taps, possible while it counts them.
    func countsTaps(_ taps: Int) -> String {
        language.pick("possible: needs \(taps) taps", "待定：需要点击 \(taps) 次")
    }
    /// A recognizer's wait for `name` to fail.
    func waits(forFailureOf name: String) -> String { language.pick("waits for \(name) to fail", "等待 \(name) 识别失败") }
}
