import TouchKit
import TouchLabEngine
import TouchLabFormats

/// The inspector's words for a view's facts, read from the view itself: its rectangles,
/// its alpha, its hit area and the touch methods it handles, in both languages (its kind:
/// `PanelWords.kind(of:)`).
@MainActor
package enum ViewFacts {
    /// `(x, y, w, h)`, one decimal at most.
    package static func rect(_ rect: Rect) -> String {
        let parts = [rect.minX, rect.minY, rect.width, rect.height].map(GeometryText.short)
        return "(" + parts.joined(separator: ", ") + ")"
    }

    /// `0.35`: two decimals.
    package static func alpha(_ alpha: Double) -> String {
        let hundredths = Int((alpha * 100).rounded())
        return "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)"
    }

    /// What `point(inside:)` counts as inside the view.
    package static func hitArea(of view: View, language: Language = .english) -> String {
        guard let behavior = (view as? any SceneBehaving)?.behavior else {
            return language.pick("its class's point(inside:) (built in code)", "它的类自己的 point(inside:)（代码构建）")
        }
        var parts: [String] = []
        let outset = behavior.hitOutset
        if outset != .zero {
            let (top, left) = (GeometryText.short(outset.top), GeometryText.short(outset.left))
            let (bottom, right) = (GeometryText.short(outset.bottom), GeometryText.short(outset.right))
            parts.append(language.pick("outset top \(top), left \(left), bottom \(bottom), right \(right)",
                                       "外扩 上 \(top)、左 \(left)、下 \(bottom)、右 \(right)"))
        }
        if behavior.minimumHitSize > 0 {
            let size = GeometryText.short(behavior.minimumHitSize)
            parts.append(language.pick("at least \(size) \u{00D7} \(size)", "至少 \(size) \u{00D7} \(size)"))
        }
        if !behavior.pointInsideIncludes.isEmpty {
            let names = behavior.pointInsideIncludes.joined(separator: ", ")
            parts.append(language.pick("also inside: \(names) (pointInsideIncludes)", "也包括 \(names) 的区域（pointInsideIncludes）"))
        }
        let bounds = language.pick("its bounds", "它的 bounds")
        return parts.isEmpty ? bounds : bounds + language.pick(", ", "，") + parts.joined(separator: language.pick("; ", "；"))
    }

    /// Which touch methods the view overrides and what they do with the message.
    package static func touchMethods(of view: View, language: Language = .english) -> String {
        let next = view.next.map { "next (\($0.traceName))" } ?? language.pick("nobody", "无人")
        if view is Control {
            return language.pick("all four, as a control does: it tracks the touch and sends control events; never forwarded",
                                 "四个都重写了，控件就是这样：跟踪触摸并发送控件事件；从不向上转发")
        }
        guard let behavior = (view as? any SceneBehaving)?.behavior else {
            return language.pick("its class's own overrides (built in code)", "它的类自己的重写（代码构建）")
        }
        let handled = TouchMethod.allCases.filter { behavior.handles.contains($0) }
        let forwarded = TouchMethod.allCases.filter { !behavior.handles.contains($0) }
        guard !handled.isEmpty else {
            return language.pick("none: every touch message goes on to \(next)", "没有重写：所有触摸消息都交给 \(next)")
        }
        var sentence = handled.map(\.messageName).joined(separator: ", ")
            + (behavior.callsSuper ? language.pick(": handled, then super forwards to \(next) (+)", "：处理后由 super 转发给 \(next)（+）")
                : language.pick(": handled and stopped (\u{2605})", "：处理并截住（\u{2605}）"))
        if !forwarded.isEmpty {
            let names = forwarded.map(\.messageName).joined(separator: ", ")
            sentence += language.pick("; \(names) go on to \(next)", "；\(names) 交给 \(next)")
        }
        return sentence
    }
}
