import TouchKit
import TouchLabEngine
import TouchLabFormats

/// The tags drawn over the scene: the hit test's verdicts and answers, the chain's
/// off-stage responders, code overrides, ghosts and enlarged touch areas. Short: they sit
/// beside small views.
package struct OverlayWords: Sendable, Equatable {
    let language: Language

    func returns(_ name: String) -> String { language.pick("returns \(name)", "返回 \(name)") }

    /// A search's cost: how many of the views it visited (what the numbered discs count,
    /// the returns after them) it asked `point(inside:)`, as `11 of 14` — a view that is
    /// hidden, transparent or not interactive is refused before it is asked.
    func checks(_ count: Int, visits: Int) -> String {
        language.pick("\(count) of \(visits) asked point(inside:)", "\(count)/\(visits) 调用了 point(inside:)")
    }

    var notVisited: String { language.pick("not visited", "未访问") }

    /// A touch's start ring moved with the content it began on, which has scrolled since.
    func beganOn(_ id: Int, _ name: String) -> String {
        language.pick("\(id) began on \(name), scrolled since", "\(id) 在 \(name) 上开始，内容随后滚动了")
    }

    func hitView(_ name: String) -> String { language.pick("hit view: \(name)", "命中测试视图：\(name)") }

    /// The title of the inset showing a small hit view enlarged `times` times.
    func enlarged(_ times: Int) -> String { language.pick("\(times)× enlarged", "放大 \(times) 倍") }

    /// A search told folded, once its touch has moved on: how many views it refused, and
    /// where their reasons are.
    func refusedFolded(_ count: Int) -> String {
        count == 1 ? language.pick("✗ 1 view refused: step back for why", "✗ 1 个视图拒绝：退回前面的步骤看原因")
            : language.pick("✗ \(count) views refused: step back for why", "✗ \(count) 个视图拒绝：退回前面的步骤看原因")
    }

    /// A finger whose touch the search gave `name`, which never gets it: it takes one touch
    /// at a time and touch `earlier` had not ended for it when the touch came (`heldEnd`: its
    /// touchesEnded was held back), said in the past since later steps end it. In parts, most
    /// telling first.
    func undelivered(_ name: String, blockedBy earlier: Int, heldEnd: Bool) -> [String] {
        [language.pick("lands in \(name), the hit view, but never reaches it", "落在命中测试视图 \(name) 上，却不会传给它"),
         language.pick("\(name) takes one touch at a time", "\(name) 一次只接收一个触摸"),
         heldEnd ? language.pick("touch \(earlier)'s touchesEnded was still held then", "当时触摸 \(earlier) 的 touchesEnded 仍被扣留")
             : language.pick("touch \(earlier) had not ended for it then", "当时触摸 \(earlier) 对它来说还没有结束")]
    }

    /// The recognizers an undelivered touch was given all the same: they see it, its view
    /// does not.
    func onlyRecognizersGet(_ names: [String]) -> String {
        guard let last = names.last else { return "" }
        let many = names.count > 1
        let english = many ? names.dropLast().joined(separator: ", ") + " and " + last : last
        let chinese = many ? names.dropLast().joined(separator: "、") + " 和 " + last : last
        return language.pick("only \(english) " + (many ? "get" : "gets") + " it", "只有 \(chinese) 收到它")
    }

    /// A touch a scroll view holds from its hit view while it waits to see a drag
    /// (`delaysContentTouches`), in parts short enough to stack in a list's column.
    func heldByScroll(_ scroll: String, view: String) -> [String] {
        [language.pick("held by \(scroll)", "被 \(scroll) 扣留"), "(delaysContentTouches)",
         language.pick("\(view) hasn't got it", "\(view) 还没有收到它")]
    }

    /// A held touch the scroll view's pan took: the hit view never gets it, or, once the
    /// touch has ended, never got it.
    func takenByScroll(_ pan: String, view: String, ended: Bool = false) -> [String] {
        ended ? [language.pick("\(pan) took it:", "\(pan) 拿走了它："), language.pick("\(view) never got it", "\(view) 始终没有收到它")]
            : [language.pick("\(pan) began:", "\(pan) 开始识别："), language.pick("\(view) never gets it", "\(view) 不会收到它")]
    }

    func refused(_ name: String, because why: String) -> String { language.pick("\(name): \(why)", "\(name)：\(why)") }

    /// Several siblings refused for one reason: each by name, but for three or more numbered
    /// alike (ListRow6 … ListRow2), where the first and last say which.
    func refused(_ names: [String], because why: String) -> String {
        guard let first = names.first, let last = names.last else { return "" }
        let stems = Set(names.map { name in String(name.reversed().drop { $0.isNumber }.reversed()) })
        let numbered = names.count > 2 && stems.count == 1 && names.allSatisfy { $0.last?.isNumber == true }
        return refused(numbered ? "\(first) … \(last)" : names.joined(separator: language.pick(", ", "、")), because: why)
    }

    /// `rejection(_:)` said of several views.
    func rejections(_ reason: View.HitTestRejection) -> String {
        reason == .outside ? language.pick("outside their bounds", "在 bounds 之外") : rejection(reason)
    }

    func eachReturns(_ name: String) -> String { language.pick("each returns \(name)", "各返回 \(name)") }

    var pointInsideSaidNo: String { language.pick("its point(inside:) said no", "它的 point(inside:) 返回 false") }

    /// Why a view refused the touch, as a tag (and a view tree row) says it.
    func rejection(_ reason: View.HitTestRejection) -> String {
        switch reason {
        case .hidden: language.pick("hidden", "已隐藏")
        case .userInteractionDisabled: language.pick("interaction disabled", "交互已关闭")
        case .transparent: language.pick("alpha < 0.01", "alpha < 0.01")
        case .outside: language.pick("outside its bounds", "在 bounds 之外")
        }
    }

    /// A visit's answer as the probe shows it: what `point(inside:)` said where it was
    /// asked, else the check that refused the view before it would be.
    func verdict(_ outcome: LessonStep.VisitOutcome) -> String {
        switch outcome {
        case .inside: "point(inside:) \u{2713}"
        case .rejected(.outside): "point(inside:) \u{2717}"
        case .rejected(let reason):
            "\u{2717} " + rejection(reason) + language.pick(": point(inside:) not asked", "：不询问 point(inside:)")
        }
    }

    func probe(_ point: Point, in name: String) -> String {
        language.pick("\(point) in \(name)", "\(CaptionWords(language: language).point(point))，\(name) 的坐标系")
    }

    var discarded: String { language.pick("(discarded)", "（被丢弃）") }

    /// A `point(inside:)` override's note under a caption naming its view ("its custom …").
    func ownPointInside(_ inside: Bool) -> String {
        inside ? language.pick("its custom point(inside:): inside, beyond its bounds", "它的自定义 point(inside:)：超出 bounds 仍算在内")
            : language.pick("its custom point(inside:): outside, within its bounds", "它的自定义 point(inside:)：在 bounds 内却算在外")
    }

    /// The tag of `view`'s own hitTest or point(inside:) that decided: whose override it is
    /// and what it answered.
    @MainActor
    func override(_ kind: LessonStep.HitTestOverride, of view: String) -> String {
        switch kind {
        case .hitTest(let result):
            language.pick("\(view)'s custom hitTest returned \(result?.traceName ?? "nil")",
                          "\(view) 的自定义 hitTest 返回 \(result?.traceName ?? "nil")")
        case .pointInside(true):
            language.pick("\(view)'s custom point(inside:): inside, beyond its bounds",
                          "\(view) 的自定义 point(inside:)：超出 bounds 仍算在内")
        case .pointInside(false):
            language.pick("\(view)'s custom point(inside:): outside, within its bounds",
                          "\(view) 的自定义 point(inside:)：在 bounds 内却算在外")
        }
    }

    func ghost(_ name: String, hidden: Bool, alpha: String) -> String {
        hidden ? language.pick("\(name): hidden, not drawn", "\(name)：已隐藏，不绘制")
            : language.pick("\(name): alpha \(alpha), not drawn", "\(name)：alpha \(alpha)，不绘制")
    }

    /// A side of a view's bounds that a point lies beyond.
    enum Side { case left, right, above, below }

    /// Where a finger lies against `name`'s bounds, as its readout says it at the step where
    /// that view's own `point(inside:)` decides: how far beyond which sides (none: inside
    /// them), and, given its enlarged touch area's size, that the point lies within it.
    func againstBounds(_ name: String, beyond sides: [(distance: String, side: Side)],
                       area: (width: String, height: String)?) -> String {
        let place: String
        if sides.isEmpty {
            place = language.pick("inside \(name)'s bounds", "在 \(name) 的 bounds 之内")
        } else {
            let english = sides.map { "\($0.distance) pt \(englishSide($0.side))" }.joined(separator: " and ")
            let chinese = sides.map { "\(chineseSide($0.side)) \($0.distance) 点" }.joined(separator: "、")
            place = language.pick("\(english) \(name)'s bounds", "在 \(name) 的 bounds \(chinese)")
        }
        guard let area else { return place }
        return place + language.pick(", inside its \(area.width) × \(area.height) area",
                                     "，仍在 \(area.width) × \(area.height) 触摸区域内")
    }

    private func englishSide(_ side: Side) -> String {
        switch side {
        case .left: "left of"
        case .right: "right of"
        case .above: "above"
        case .below: "below"
        }
    }

    private func chineseSide(_ side: Side) -> String {
        switch side {
        case .left: "左侧"
        case .right: "右侧"
        case .above: "上方"
        case .below: "下方"
        }
    }

    /// The view under the finger that the search never reached, an ancestor refused first:
    /// what it is, then why, two lines of a note.
    func neverAsked(_ name: String, refusedBy ancestor: String, isParent: Bool) -> [String] {
        [language.pick("\(name): never asked", "\(name)：从未被询问"),
         isParent ? language.pick("its parent \(ancestor) refused the touch", "它的父视图 \(ancestor) 拒绝了这次触摸")
             : language.pick("\(ancestor), which holds it, refused the touch", "包含它的 \(ancestor) 拒绝了这次触摸")]
    }

    /// A transformed view's frame: the rectangle it fills before its transform, which the
    /// hit test does not use (it checks the point against the transformed bounds).
    func untransformedFrame(_ name: String) -> String {
        language.pick("\(name).frame, without its transform", "\(name).frame（不含变换）")
    }

    /// A turned view refused under the finger: the point lies beyond its bounds' size, in
    /// its own axes.
    func outsideBounds(_ width: String, _ height: String) -> String {
        language.pick("✗ outside its \(width) × \(height) bounds", "✗ 在它 \(width) × \(height) 的 bounds 之外")
    }

    func touchArea(_ width: String, _ height: String) -> String {
        language.pick("touch area \(width) × \(height)", "触摸区域 \(width) × \(height)")
    }
}
