import TouchKit
import TouchLabEngine
import TouchLabFormats

/// The one place a recorded cause becomes words: the inspector, `--describe`'s outcomes
/// and any other reader say a failure or cancellation with these sentences, in either
/// language, side by side. Each names the setting that decided, with its value, in UIKit's
/// words, read from the recognizer; the cause itself is the model's record, never worked
/// out here.
@MainActor
package struct RecognizerCauseWords {
    let language: Language

    package init(language: Language = .english) {
        self.language = language
    }

    /// Why `recognizer` failed or was cancelled, for the `reason` the model recorded (nil: a
    /// failure its own code did not name).
    package func text(for reason: GestureRecognizer.Reason?, of recognizer: GestureRecognizer?,
                      in scene: Scene) -> String {
        guard let reason else {
            return language.pick("it set its state to failed by its own rule", "它按自己的规则判定为识别失败")
        }
        let party = reason.party ?? language.pick("another recognizer", "另一个手势识别器")
        switch reason.cause {
        case .control:
            let control = reason.party ?? language.pick("a control", "一个控件")
            return language.pick("\(control), \(controlKind(reason.party, in: scene)), took the touch",
                                 "\(control)（\(controlKind(reason.party, in: scene))）拿走了这次触摸")
        case .requiredToFail:
            guard reason.party != nil else {
                return language.pick("its touches ended while it waited for a recognizer it requires to fail",
                                     "它在等待所依赖的手势识别器识别失败（require(toFail:)）时，触摸结束了")
            }
            let name = recognizer?.traceName ?? language.pick("it", "它")
            return language.pick("\(name) waited for \(party), which recognized",
                                 "\(name) 一直在等 \(party) 识别失败（require(toFail:)），而 \(party) 识别成功了")
        case .prevented:
            return language.pick(
                "\(party) recognized first and took the touches they shared (no simultaneous recognition allowed)",
                "\(party) 先识别成功，拿走了共享的触摸（不允许同时识别）")
        case .delegate:
            return language.pick("gestureRecognizerShouldBegin answered no", "gestureRecognizerShouldBegin 返回了 false")
        case .touchCount: return touchCount(recognizer)
        case .movement: return movement(recognizer, measured: reason.measured)
        case .timing: return timing(recognizer, measured: reason.measured)
        case .direction:
            let directions = (recognizer as? SwipeGestureRecognizer).map { RecognizerFacts.directions($0.direction) }
            return language.pick("the touches moved, but not in its direction" + (directions.map { " (\($0))" } ?? ""),
                                 "触摸移动了，但不是沿它的方向" + (directions.map { "（\($0)）" } ?? ""))
        case .edge:
            let edge = (recognizer as? ScreenEdgePanGestureRecognizer).map {
                (edges: RecognizerFacts.edges($0.edges), width: Quantity.points($0.edgeWidth, in: language))
            }
            return language.pick(
                "the touch did not begin at one of its edges" + (edge.map { " (\($0.edges), within \($0.width))" } ?? ""),
                "触摸不是从它的边缘开始的" + (edge.map { "（\($0.edges)，\($0.width) 以内）" } ?? ""))
        case .disabled:
            return language.pick("it was disabled while it followed the touches", "跟踪触摸的过程中它被禁用了（isEnabled = false）")
        case .cancelled:
            return language.pick("its touches were cancelled", "它的触摸被取消了")
        case .contentTouchesNotCancellable:
            return language.pick("the scroll view's content already had the touch and canCancelContentTouches is false",
                                 "滚动视图的内容已经拿到了触摸，而 canCancelContentTouches 为 false")
        case .contentTouchNotCancelled:
            return contentTouchNotCancelled(recognizer?.view as? ScrollView)
        }
    }

    /// Why the content kept its touch: the scroll view's `touchesShouldCancel(in:)` said
    /// false — by UIKit's default because the touched view is a control, else by the
    /// scroll view's own answer.
    private func contentTouchNotCancelled(_ scrollView: ScrollView?) -> String {
        let name = scrollView?.traceName ?? language.pick("the scroll view", "滚动视图")
        let answersByDefault = scrollView.map { view in
            (view as? SceneScrollView).map { $0.shouldCancelAnswer == nil } ?? (type(of: view) == ScrollView.self)
        } ?? true
        guard answersByDefault else {
            return language.pick("the content already had the touch and \(name)'s own touchesShouldCancel(in:) returned false, so the content keeps it and \(name) does not scroll",
                                 "内容已经拿到了触摸，而 \(name) 自己的 touchesShouldCancel(in:) 返回 false，所以内容保住触摸，\(name) 不滚动")
        }
        return language.pick("the touched content is a control: touchesShouldCancel(in:) returns false for a UIControl by default (true for any other view), so the control keeps the touch and \(name) does not scroll",
                             "被触摸的内容是控件：touchesShouldCancel(in:) 对 UIControl 默认返回 false（对其他视图返回 true），所以控件保住触摸，\(name) 不滚动")
    }

    /// "a button", "a switch", … for the control named `name`.
    private func controlKind(_ name: String?, in scene: Scene) -> String {
        switch name.flatMap(scene.view(named:)) {
        case is Button: language.pick("a button", "按钮")
        case is Switch: language.pick("a switch", "开关")
        case is Slider: language.pick("a slider", "滑块")
        default: language.pick("a control", "控件")
        }
    }

    private func touchCount(_ recognizer: GestureRecognizer?) -> String {
        switch recognizer {
        case let tap as TapGestureRecognizer:
            language.pick("it needs \(tap.numberOfTouchesRequired) finger(s) together, and a different number came down",
                          "它需要 \(tap.numberOfTouchesRequired) 根手指同时按下，而按下的手指数不同")
        case let press as LongPressGestureRecognizer:
            language.pick("more fingers came down than numberOfTouchesRequired (\(press.numberOfTouchesRequired))",
                          "按下的手指多于 numberOfTouchesRequired（\(press.numberOfTouchesRequired)）")
        case let swipe as SwipeGestureRecognizer:
            language.pick("more fingers came down than numberOfTouchesRequired (\(swipe.numberOfTouchesRequired))",
                          "按下的手指多于 numberOfTouchesRequired（\(swipe.numberOfTouchesRequired)）")
        case let pan as PanGestureRecognizer:
            language.pick("more fingers came down than maximumNumberOfTouches (\(pan.maximumNumberOfTouches))",
                          "按下的手指多于 maximumNumberOfTouches（\(pan.maximumNumberOfTouches)）")
        case is PinchGestureRecognizer, is RotationGestureRecognizer:
            language.pick("two fingers never came down together", "始终没有两根手指同时按下")
        default:
            language.pick("a different number of fingers came down than it needs", "按下的手指数与它需要的不同")
        }
    }

    private func movement(_ recognizer: GestureRecognizer?, measured: GestureRecognizer.Measure?) -> String {
        switch recognizer {
        case let tap as TapGestureRecognizer:
            // UITapGestureRecognizer has no public allowableMovement: the limit is UIKit's own.
            let limit = Quantity.points(tap.allowableMovement, in: language)
            switch measured {
            case let .moved(distance)?:
                let moved = Quantity.points(distance, in: language)
                return language.pick("the finger moved \(moved), more than a tap allows (\(limit), UIKit's internal limit for taps)",
                                     "手指移动了 \(moved)，超过了点击允许的范围（\(limit)，UIKit 内部对点击的限制）")
            case let .landed(distance)?:
                let landed = Quantity.points(distance, in: language)
                return language.pick("the next tap came down \(landed) from the first, farther than a tap allows (\(limit), UIKit's internal limit for taps)",
                                     "下一下点击落在离第一下 \(landed) 处，超过了点击允许的范围（\(limit)，UIKit 内部对点击的限制）")
            default:
                return language.pick("a finger moved more than a tap allows (\(limit), UIKit's internal limit for taps), or a later tap came down that far from the first",
                                     "手指移动超过了点击允许的范围（\(limit)，UIKit 内部对点击的限制），或后一下点击离第一下太远")
            }
        case let press as LongPressGestureRecognizer:
            let movement = Quantity.points(press.allowableMovement, in: language)
            let duration = Quantity.seconds(press.minimumPressDuration, in: language)
            return language.pick(
                "a finger moved more than allowableMovement (\(movement)) before minimumPressDuration (\(duration))",
                "在 minimumPressDuration（\(duration)）之前，手指移动超过了 allowableMovement（\(movement)）")
        case let swipe as SwipeGestureRecognizer:
            let distance = Quantity.points(swipe.minimumDistance, in: language)
            return language.pick("the touches lifted before moving \(distance)", "触摸还没移动 \(distance) 就抬起了")
        case let pan as PanGestureRecognizer:
            let distance = Quantity.points(pan.hysteresis, in: language)
            return language.pick("the touches ended before moving \(distance): a pan begins only once they move",
                                 "触摸在移动 \(distance) 之前就结束了：拖动手势要等手指移动后才开始")
        case is PinchGestureRecognizer, is RotationGestureRecognizer:
            return language.pick("the touches ended before two fingers moved enough to begin",
                                 "两根手指还没移动到足以开始，触摸就结束了")
        default:
            return language.pick("the touches did not move as it needs", "触摸没有按它需要的方式移动")
        }
    }

    /// A timing failure says the limit and, where the model measured it, what happened.
    private func timing(_ recognizer: GestureRecognizer?, measured: GestureRecognizer.Measure?) -> String {
        switch (recognizer, measured) {
        case let (tap as TapGestureRecognizer, .waited):
            let interval = seconds(tap.maximumTapInterval)
            // (Counted from the lift: said, so a failure 0.43 s after the touch came down reads right.)
            return language.pick("it needs \(tap.numberOfTapsRequired) taps, and the next tap did not come within \(interval) of the last lift (maximumTapInterval)",
                                 "它需要点 \(tap.numberOfTapsRequired) 下，而下一下没有在上次抬起后 \(interval)内按下（maximumTapInterval）")
        case let (tap as TapGestureRecognizer, .held):
            let duration = seconds(tap.maximumTapDuration)
            return language.pick("the finger stayed down longer than \(duration), the most a tap may last",
                                 "手指按住超过了 \(duration)，比一次点击允许的时长还长")
        case let (tap as TapGestureRecognizer, nil) where tap.numberOfTapsRequired > 1:
            let interval = seconds(tap.maximumTapInterval), duration = seconds(tap.maximumTapDuration)
            return language.pick(
                "it needs \(tap.numberOfTapsRequired) taps and the next did not come down within \(interval) "
                    + "(or a finger stayed down longer than \(duration))",
                "它需要点 \(tap.numberOfTapsRequired) 下，而下一下没在 \(interval)内按下（或手指按住超过了 \(duration)）")
        case let (tap as TapGestureRecognizer, nil):
            let duration = seconds(tap.maximumTapDuration)
            return language.pick("a finger stayed down longer than a tap may last (\(duration))",
                                 "手指按住的时间超过了一次点击允许的时长（\(duration)）")
        case let (press as LongPressGestureRecognizer, .held(held)):
            let duration = seconds(press.minimumPressDuration)
            return language.pick("held \(seconds(rounded(held))), needs \(duration) (minimumPressDuration): the finger lifted too early",
                                 "只按住了 \(seconds(rounded(held)))，长按需要 \(duration)（minimumPressDuration）：手指抬起得太早")
        case let (press as LongPressGestureRecognizer, _):
            let duration = seconds(press.minimumPressDuration)
            return language.pick("the finger lifted before minimumPressDuration (\(duration))",
                                 "手指在 minimumPressDuration（\(duration)）之前抬起了")
        case let (swipe as SwipeGestureRecognizer, .held(held)):
            let duration = seconds(swipe.maximumDuration)
            return language.pick("the swipe took \(seconds(rounded(held))), longer than maximumDuration (\(duration))",
                                 "这次轻扫用了 \(seconds(rounded(held)))，超过了 maximumDuration（\(duration)）")
        case let (swipe as SwipeGestureRecognizer, _):
            let duration = seconds(swipe.maximumDuration)
            return language.pick("the touches took longer than maximumDuration (\(duration))",
                                 "触摸用时超过了 maximumDuration（\(duration)）")
        default:
            return language.pick("its time ran out", "它的时间用完了")
        }
    }

    /// A measured time to the hundredth: what a reader compares with the limit.
    private func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }

    /// Seconds as the sentence's language writes them: `0.35 s`, `0.35 秒`.
    private func seconds(_ value: Double) -> String {
        Quantity.seconds(value, in: language)
    }
}
