import TouchKit
import TouchLabFormats

/// The inspector panel's words: section headings, hints, playback, the view tree's marks
/// and the selected view's rows. API names (`point(inside:)`, `touchesBegan`) stay as
/// they are in every language.
package struct PanelWords: Sendable, Equatable {
    let language: Language

    // Section headings and what an empty section says.
    var responderChain: String { language.pick("Responder chain", "响应者链") }
    var viewTree: String { language.pick("View tree", "视图树") }
    /// Beside the collapsed tree's header: how many views it lists, and how to see all.
    func treeCollapsed(_ rows: Int, of views: Int) -> String {
        language.pick("\(rows) of \(views) views \u{00B7} show all", "列出 \(rows)/\(views) 个视图 \u{00B7} 展开")
    }
    /// Beside the whole tree's header.
    var treeExpanded: String { language.pick("path only", "只看路径") }
    var selected: String { language.pick("Selected", "选中的视图") }
    /// The code pane's heading and the button that shows or hides it.
    var code: String { language.pick("Code", "代码") }
    var showCode: String { language.pick("{ } Code", "{ } 代码") }
    var hideCode: String { language.pick("Hide code", "隐藏代码") }
    /// The line above the code: which view the step shown runs it on, and how it went.
    @MainActor
    func codeRunning(_ running: CodeListing.Running) -> String {
        switch running {
        case .idle:
            return language.pick("A hit-test step lights the line it runs.", "命中测试的每一步都会点亮它运行的那一行。")
        case let .visiting(view, point, verdict):
            let at = "(\(GeometryText.short(point.x)), \(GeometryText.short(point.y)))"
            switch verdict {
            case .refused: return language.pick("On \(view) at \(at): returns nil", "在 \(view) 上，点 \(at)：返回 nil")
            default: return language.pick("On \(view) at \(at): inside, asking its subviews", "在 \(view) 上，点 \(at)：在内部，接着问它的子视图")
            }
        case let .returned(view, result):
            return view == result ? language.pick("\(view) returns itself", "\(view) 返回它自己")
                : language.pick("\(view) returns \(result)", "\(view) 返回 \(result)")
        }
    }
    var trace: String { language.pick("Trace", "跟踪日志") }
    var reset: String { language.pick("Reset", "重置") }
    var chainBeforeTouch: String { language.pick("Tap the scene: the chain appears here.", "点一下场景：响应者链会显示在这里。") }
    var chainWaiting: String { language.pick("Waiting for the first delivery.", "等待第一次分发。") }
    var discarded: String { language.pick("(discarded)", "（被丢弃）") }
    /// Stands for `count` hops left out of a delivery too long for its line: responders
    /// that passed the touch on, as the trace lists them.
    func passedOn(_ count: Int) -> String { language.pick("\u{2026} \(count) more", "\u{2026} 另 \(count) 个") }
    /// Heads the responder chain's line of tags: recognizers, control events and actions
    /// are not responders.
    var outsideChain: String { language.pick("not responders", "非响应者") }
    var traceBeforeTouch: String { language.pick("The trace of the next touch appears here.", "下一次触摸的跟踪记录会显示在这里。") }
    /// Under the inspector's header while nothing is selected: one line, so that the
    /// summary above has the room (what the inspector shows is told once a view is).
    var inspectorPlaceholder: String {
        language.pick("Click a view in the tree, or right-click it, to inspect it.", "单击视图树中的视图或右键单击场景中的视图来检查它。")
    }

    func moreAbove(_ count: Int) -> String { language.pick("\u{25B2} \(count) more above", "\u{25B2} 上面还有 \(count) 行") }
    func moreBelow(_ count: Int) -> String { language.pick("\u{25BC} \(count) more below", "\u{25BC} 下面还有 \(count) 行") }

    // Playback.
    var noTouchYet: String { language.pick("no touch yet", "还没有触摸") }
    func step(_ current: Int, of count: Int, spaced: Bool) -> String {
        spaced ? language.pick("step \(current) / \(count)", "第 \(current) / \(count) 步")
            : language.pick("step \(current)/\(count)", "第\(current)/\(count)步")
    }
    func lesson(_ index: Int, of count: Int, spaced: Bool = true) -> String {
        spaced ? language.pick("lesson \(index) of \(count)", "第 \(index) / \(count) 课")
            : language.pick("lesson \(index)/\(count)", "第\(index)/\(count)课")
    }

    // The view tree's marks.
    var searched: String { language.pick("\u{2713} searched", "\u{2713} 已查找") }
    var hitView: String { language.pick("\u{25CF} hit view", "\u{25CF} 命中测试视图") }

    // The selected view's rows.
    var geometry: String { language.pick("Geometry", "几何信息") }
    var flags: String { language.pick("Flags and hit area", "标志与点击区域") }
    var hitArea: String { language.pick("Hit area \u{2014} point(inside:)", "点击区域 \u{2014} point(inside:)") }
    var touchMethods: String { language.pick("Touch methods", "触摸方法") }
    var none: String { language.pick("none", "无") }
    var alpha: String { language.pick("Alpha", "Alpha") }
    func recognizers(any: Bool) -> String {
        any ? language.pick("Gesture recognizers", "手势识别器")
            : language.pick("Gesture recognizers: none on this view", "手势识别器：这个视图上没有")
    }
    func touchAtStep(_ id: Int) -> String {
        language.pick("Touch \(id) at this step (UITouch)", "这一步的触摸 \(id)（UITouch）")
    }
    func locationInWindow(_ location: String, previous: String) -> String {
        language.pick("location \(location) in the window, previous \(previous)",
                      "location \(location)（window 坐标），previous \(previous)")
    }
    func location(_ location: String, in view: String) -> String {
        language.pick("location \(location) in \(view)", "location \(location)（\(view) 坐标）")
    }

    /// A switch of the selected view or of one of its recognizers.
    enum Toggle {
        case hidden, userInteraction, clipsToBounds, multipleTouch, exclusiveTouch, controlEnabled
        case hitArea44, outOfBounds, enabled, cancelsTouchesInView, delaysTouchesBegan, delaysTouchesEnded
    }

    /// The recognizers' switch grid's first column.
    var recognizerColumn: String { language.pick("recognizer", "手势识别器") }
    /// A column of the recognizers' switch grid: the setting in a word or two.
    func column(_ setting: RecognizerSetting) -> String {
        switch setting {
        case .enabled: language.pick("enabled", "启用")
        case .cancelsTouchesInView: language.pick("cancels touches", "取消触摸")
        case .delaysTouchesBegan: language.pick("delays began", "延迟 began")
        case .delaysTouchesEnded: language.pick("delays ended", "延迟 ended")
        }
    }

    func toggle(_ toggle: Toggle) -> String {
        switch toggle {
        case .hidden: language.pick("Hidden", "隐藏（isHidden）")
        case .userInteraction: language.pick("User interaction", "用户交互")
        case .clipsToBounds: language.pick("Clips to bounds", "裁剪到 bounds")
        case .multipleTouch: language.pick("Multiple touch", "多点触摸")
        case .exclusiveTouch: language.pick("Exclusive touch", "独占触摸")
        case .controlEnabled: language.pick("Enabled (control)", "启用（控件）")
        case .hitArea44: language.pick("Hit area \u{2265} 44", "点击区域 \u{2265} 44")
        // The scene key's name, as the summary, the banner and the code pane say it.
        case .outOfBounds: "pointInsideIncludes"
        case .enabled: language.pick("Enabled", "启用")
        case .cancelsTouchesInView: language.pick("Cancels touches in view", "取消视图中的触摸")
        case .delaysTouchesBegan: language.pick("Delays touches began", "延迟 touchesBegan")
        case .delaysTouchesEnded: language.pick("Delays touches ended", "延迟 touchesEnded")
        }
    }

    // A recognizer's part in the lesson shown.
    func inThisLesson(_ text: String) -> String { language.pick("In this lesson: " + text, "本课中：" + text) }
    func outcome(_ state: String, at time: String, cause: String?) -> String {
        let cause = cause.map { " \u{2014} \($0)" } ?? ""
        return language.pick("\(state) at \(time)", "\(time) 时 \(state)") + cause
    }
    /// The speed with no animation.
    var instant: String { language.pick("instant", "即时") }
    var possibleNoChange: String { language.pick("possible, no state change yet", "仍处于待定状态，尚未改变") }
    var notOnPath: String {
        language.pick("no state change (it was not on the hit view's path)", "状态没有改变（它不在命中测试视图的路径上）")
    }

    /// The view's kind, as its title line says it.
    @MainActor
    func kind(of view: View) -> String {
        switch view {
        case is Window: language.pick("window", "窗口")
        case is Button: language.pick("button (system control)", "按钮（系统控件）")
        case is Switch: language.pick("switch (system control)", "开关（系统控件）")
        case is Slider: language.pick("slider (system control)", "滑块（系统控件）")
        case is Control: language.pick("custom control (a Control subclass)", "自定义控件（Control 子类）")
        case is Label: language.pick("label", "标签")
        default: view.viewController.map { language.pick("view, root view of \($0.traceName)", "视图，\($0.traceName) 的根视图") }
            ?? language.pick("view", "视图")
        }
    }
}
