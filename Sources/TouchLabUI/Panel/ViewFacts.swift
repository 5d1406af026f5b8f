import TouchKit
import TouchLabEngine

/// The inspector's words for a view's facts, read from the view itself: its kind, its
/// rectangles, its alpha, its hit area and the touch methods it handles.
@MainActor
package enum ViewFacts {
    /// "button (system control)", "custom control (Control subclass)", "view", …
    package static func kind(of view: View) -> String {
        switch view {
        case is Window: "window"
        case is Button: "button (system control)"
        case is Switch: "switch (system control)"
        case is Slider: "slider (system control)"
        case is Control: "custom control (a Control subclass)"
        case is Label: "label"
        default: view.viewController.map { "view, root view of \($0.traceName)" } ?? "view"
        }
    }

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
    package static func hitArea(of view: View) -> String {
        guard let behavior = (view as? any SceneBehaving)?.behavior else {
            return "its class's point(inside:) (built in code)"
        }
        var parts: [String] = []
        let outset = behavior.hitOutset
        if outset != .zero {
            parts.append("outset top \(GeometryText.short(outset.top)), left \(GeometryText.short(outset.left)), "
                         + "bottom \(GeometryText.short(outset.bottom)), right \(GeometryText.short(outset.right))")
        }
        if behavior.minimumHitSize > 0 {
            let size = GeometryText.short(behavior.minimumHitSize)
            parts.append("at least \(size) \u{00D7} \(size)")
        }
        if !behavior.pointInsideIncludes.isEmpty {
            parts.append("also inside " + behavior.pointInsideIncludes.joined(separator: ", "))
        }
        return parts.isEmpty ? "its bounds" : "its bounds, " + parts.joined(separator: "; ")
    }

    /// Which touch methods the view overrides and what they do with the message.
    package static func touchMethods(of view: View) -> String {
        let next = view.next.map { "next (\($0.traceName))" } ?? "nobody"
        if view is Control {
            return "all four, as a control does: it tracks the touch and sends control events; never forwarded"
        }
        guard let behavior = (view as? any SceneBehaving)?.behavior else {
            return "its class's own overrides (built in code)"
        }
        let handled = TouchMethod.allCases.filter { behavior.handles.contains($0) }
        let forwarded = TouchMethod.allCases.filter { !behavior.handles.contains($0) }
        guard !handled.isEmpty else { return "none: every touch message goes on to \(next)" }
        var sentence = handled.map(\.messageName).joined(separator: ", ")
            + (behavior.callsSuper ? ": handled, then super forwards to \(next) (+)" : ": handled and stopped (\u{2605})")
        if !forwarded.isEmpty {
            sentence += "; " + forwarded.map(\.messageName).joined(separator: ", ") + " go on to \(next)"
        }
        return sentence
    }
}
