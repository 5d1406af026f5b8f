import TouchKit
import TouchLabFormats

/// The inspector's "why (not) this view?" answers, word by word for `WhyNot.Answer`.
package struct WhyNotWords: Sendable, Equatable {
    let language: Language

    func question(_ name: String, isHitView: Bool) -> String {
        isHitView ? language.pick("Why \(name)?", "为什么是 \(name)？")
            : language.pick("Why not \(name)?", "为什么不是 \(name)？")
    }

    var noTouchYet: String { language.pick("No touch yet: tap the scene, then ask again.", "还没有触摸：先点一下场景，再来看。") }

    func hitView(_ name: String) -> String {
        language.pick("\(name) got it: it is the hit view.", "\(name) 收到了触摸：它就是命中测试视图（hit-test view）。")
    }

    /// The hit view whose touches a recognizer took away (touchesCancelled).
    func hitViewCancelled(_ name: String) -> String {
        language.pick("\(name) was the hit view, but its touches were cancelled: a gesture recognizer took them.",
                      "\(name) 是命中测试视图，但它的触摸被取消了：手势识别器接走了它们。")
    }

    func refused(_ name: String, _ clause: String) -> String {
        language.pick("\(name) refused it: \(clause).", "\(name) 拒绝了触摸：\(clause)。")
    }

    func subviewTookIt(_ name: String, subview: String, hitView: String?) -> String {
        let tail = hitView.map { language.pick(" (the hit view is \($0))", "（命中测试视图是 \($0)）") } ?? ""
        return language.pick("\(name) contained the point, but its subview \(subview) took it\(tail).",
                             "\(name) 包含这个点，但被它的子视图 \(subview) 接走了\(tail)。")
    }

    func frontSiblingWon(_ name: String, sibling: String, result: String, ancestor: String?) -> String {
        let whose = ancestor.map { language.pick("its ancestor \($0)", "它的祖先视图 \($0)") } ?? language.pick("it", "它")
        return language.pick("\(name) was never reached: \(sibling), in front of \(whose), returned \(result) first.",
                             "命中测试根本没走到 \(name)：位于\(whose)前面的 \(sibling) 先返回了 \(result)。")
    }

    func notInTree(_ name: String) -> String {
        language.pick("\(name) is not in the tree the last touch searched.", "\(name) 不在上一次触摸查找的视图树里。")
    }

    /// An ancestor refused, so the search never came down to the view.
    func unreached(_ name: String, ancestor: String, isParent: Bool, reason: View.HitTestRejection,
                   isDrawnThere: Bool) -> String {
        let who = isParent ? language.pick("its parent \(ancestor)", "它的父视图 \(ancestor)")
            : language.pick("its ancestor \(ancestor)", "它的祖先视图 \(ancestor)")
        let why: String = switch reason {
        case .hidden: language.pick("\(who) is hidden", "\(who) 是隐藏的（isHidden）")
        case .userInteractionDisabled:
            language.pick("\(who) has user interaction disabled", "\(who) 关闭了用户交互（isUserInteractionEnabled = false）")
        case .transparent: language.pick("\(who) has alpha below 0.01", "\(who) 的 alpha 小于 0.01")
        case .outside where isDrawnThere:
            language.pick("\(who) rejected the touch — outside \(ancestor)'s bounds, though \(name) is drawn there",
                          "\(who) 拒绝了触摸——点在 \(ancestor) 的 bounds 之外，尽管 \(name) 就画在那里")
        case .outside:
            language.pick("\(who) rejected the touch as outside its bounds (and it is not on \(name) either)",
                          "\(who) 认为触摸在它的 bounds 之外而拒绝（而且点也不在 \(name) 上）")
        }
        return language.pick("\(name) was never reached: \(why).", "命中测试根本没走到 \(name)：\(why)。")
    }

    /// Why the view itself refused, short of being outside.
    func rejection(_ reason: View.HitTestRejection) -> String {
        switch reason {
        case .hidden: language.pick("it is hidden", "它是隐藏的（isHidden）")
        case .userInteractionDisabled: language.pick("user interaction is disabled", "关闭了用户交互")
        case .transparent: language.pick("its alpha is below 0.01", "它的 alpha 小于 0.01")
        case .outside: ""
        }
    }

    var singular: String {
        language.pick("its transform is singular (scaled to nothing), so no point lies inside it",
                      "它的 transform 是奇异的（缩放为零），没有任何点落在它里面")
    }

    func outsideBounds(_ coordinates: String, name: String) -> String {
        language.pick("the touch (\(coordinates) in \(name)'s coordinates) is outside its bounds",
                      "触摸点（\(name) 坐标系中的 \(coordinates)）在它的 bounds 之外")
    }

    /// `axes`: from `axis(_:)`; `edges`: from `edge(_:)`.
    func outsideAxes(_ axes: [String], at coordinates: String, edges: [String]) -> String {
        let place: String
        if edges.isEmpty {
            place = language.pick("outside its bounds", "在 bounds 之外")
        } else {
            place = language.pick("past its " + edges.joined(separator: " and ") + (edges.count == 1 ? " edge" : " edges"),
                                  "越过了" + edges.joined(separator: "和") + "边")
        }
        return language.pick("in its own \(axes.joined(separator: ", ")) axes the touch is at (\(coordinates)), \(place)",
                             "在它自己\(axes.joined(separator: "、"))的坐标轴里，触摸点位于 (\(coordinates))，\(place)")
    }

    enum Axis { case rotated, mirrored, scaled, translated, scrolled }

    func axis(_ axis: Axis) -> String {
        switch axis {
        case .rotated: language.pick("rotated", "旋转后")
        case .mirrored: language.pick("mirrored", "镜像后")
        case .scaled: language.pick("scaled", "缩放后")
        case .translated: language.pick("translated", "平移后")
        case .scrolled: language.pick("scrolled", "滚动后")
        }
    }

    enum Edge { case top, bottom, left, right }

    func edge(_ edge: Edge) -> String {
        switch edge {
        case .top: language.pick("top", "上")
        case .bottom: language.pick("bottom", "下")
        case .left: language.pick("left", "左")
        case .right: language.pick("right", "右")
        }
    }
}
