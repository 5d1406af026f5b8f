import TouchKit
import TouchLabEngine
import TouchLabFormats

/// The inspector's words for a recognizer, read from the recognizer object: its kind, its
/// settings in UIKit's names, and how it waits for or shares touches with others, in both
/// languages (the settings keep UIKit's names in each).
@MainActor
package enum RecognizerFacts {
    package static func kind(of recognizer: GestureRecognizer, language: Language = .english) -> String {
        switch recognizer {
        case is TapGestureRecognizer: language.pick("tap", "点击")
        case is LongPressGestureRecognizer: language.pick("long press", "长按")
        case is SwipeGestureRecognizer: language.pick("swipe", "轻扫")
        case is ScreenEdgePanGestureRecognizer: language.pick("screen-edge pan", "屏幕边缘拖动")
        case is PanGestureRecognizer: language.pick("pan", "拖动")
        case is PinchGestureRecognizer: language.pick("pinch", "捏合")
        case is RotationGestureRecognizer: language.pick("rotation", "旋转")
        default: language.pick("custom", "自定义") + " (\(String(describing: type(of: recognizer))))"
        }
    }

    /// e.g. "taps 2, touches 1, movement limit 45 pt (internal)".
    package static func settings(of recognizer: GestureRecognizer, language: Language = .english) -> String {
        let parts: [String]
        switch recognizer {
        case let tap as TapGestureRecognizer:
            parts = ["taps \(tap.numberOfTapsRequired)", "touches \(tap.numberOfTouchesRequired)",
                     // A tap's limit is UIKit's own: allowableMovement is the long press's API.
                     "movement limit \(Quantity.points(tap.allowableMovement, in: language)) (internal)"]
        case let press as LongPressGestureRecognizer:
            parts = ["minimumPressDuration \(Quantity.seconds(press.minimumPressDuration, in: language))",
                     "allowableMovement \(Quantity.points(press.allowableMovement, in: language))",
                     "taps \(press.numberOfTapsRequired)", "touches \(press.numberOfTouchesRequired)"]
        case let swipe as SwipeGestureRecognizer:
            parts = ["direction \(directions(swipe.direction))", "touches \(swipe.numberOfTouchesRequired)"]
        case let edge as ScreenEdgePanGestureRecognizer:
            parts = ["edges \(edges(edge.edges))"] + touchRange(edge)
        case let pan as PanGestureRecognizer:
            parts = touchRange(pan)
        case is PinchGestureRecognizer, is RotationGestureRecognizer:
            parts = [language.pick("two fingers", "两根手指")]
        default:
            parts = []
        }
        return (parts + [recognizer.isEnabled ? language.pick("enabled", "已启用") : language.pick("disabled", "已禁用")])
            .joined(separator: ", ")
    }

    /// Failure requirements, simultaneous partners and the delegate's answers.
    package static func relations(of recognizer: GestureRecognizer, among all: [GestureRecognizer],
                                  language: Language = .english) -> String {
        var parts: [String] = []
        let waits = all.filter { $0 !== recognizer && recognizer.waitsForFailure(of: $0) }.map(\.traceName)
        if !waits.isEmpty {
            let names = waits.joined(separator: ", ")
            parts.append(language.pick("requires \(names) to fail", "要求 \(names) 识别失败"))
        }
        let together = recognizer.simultaneousRecognizers.map(\.traceName)
        if !together.isEmpty {
            let names = together.joined(separator: ", ")
            parts.append(language.pick("recognizes simultaneously with \(names)", "与 \(names) 同时识别"))
        }
        if let delegate = recognizer.delegate {
            let begins = delegate.gestureRecognizerShouldBegin(recognizer)
            parts.append(language.pick("delegate: shouldBegin \(begins ? "yes" : "no")", "代理：shouldBegin 返回 \(begins)"))
            if let scene = delegate as? SceneGestureDelegate, !scene.ignoredViewNames.isEmpty {
                let names = scene.ignoredViewNames.joined(separator: ", ")
                parts.append(language.pick("shouldReceive no for touches in \(names)", "对 \(names) 中的触摸 shouldReceive 返回 false"))
            }
        }
        return parts.joined(separator: language.pick("; ", "；"))
    }

    private static func touchRange(_ pan: PanGestureRecognizer) -> [String] {
        let maximum = pan.maximumNumberOfTouches == Int.max ? "\u{221E}" : "\(pan.maximumNumberOfTouches)"
        return ["minimumNumberOfTouches \(pan.minimumNumberOfTouches)", "maximumNumberOfTouches \(maximum)"]
    }

    static func edges(_ edges: ScreenEdgePanGestureRecognizer.Edges) -> String {
        let names: [(ScreenEdgePanGestureRecognizer.Edges, String)] = [(.top, "top"), (.left, "left"), (.bottom, "bottom"),
                                                                        (.right, "right")]
        let chosen = names.filter { edges.contains($0.0) }.map(\.1)
        return chosen.isEmpty ? "none" : chosen.joined(separator: "+")
    }

    static func directions(_ direction: SwipeGestureRecognizer.Direction) -> String {
        let names: [(SwipeGestureRecognizer.Direction, String)] = [(.right, "right"), (.left, "left"), (.up, "up"),
                                                                    (.down, "down")]
        let chosen = names.filter { direction.contains($0.0) }.map(\.1)
        return chosen.isEmpty ? "none" : chosen.joined(separator: "+")
    }
}
