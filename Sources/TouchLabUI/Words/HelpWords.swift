import TouchLabFormats

/// The help card's and the legend's words. Their tables (`HelpCard.shortcuts`,
/// `HelpLegend.entries`, `LegendCard`'s rows) are written in English, next to the keys and
/// samples they describe; this catalog holds each of those texts in Simplified Chinese,
/// keyed by the English, and a test checks every text of the tables has its entry.
package struct HelpWords: Sendable, Equatable {
    let language: Language

    /// `english`, one of the tables' texts, in this language.
    package func text(_ english: String) -> String {
        language.pick(english, Self.chinese[english] ?? Self.scenes(english) ?? english)
    }

    /// The digit keys' lines, whose numbers follow how many built-in scenes there are:
    /// "Scene 10", "Scenes 10 to 14", each maybe with " (--list-scenes order)".
    static func scenes(_ english: String) -> String? {
        let order = " (--list-scenes order)"
        let ordered = english.hasSuffix(order)
        let words = (ordered ? String(english.dropLast(order.count)) : english).split(separator: " ")
        let range: String
        switch words.count {
        case 2 where words[0] == "Scene" && Int(words[1]) != nil: range = "场景 \(words[1])"
        case 4 where words[0] == "Scenes" && words[2] == "to" && Int(words[1]) != nil && Int(words[3]) != nil:
            range = "场景 \(words[1]) 到 \(words[3])"
        default: return nil
        }
        return range + (ordered ? "（按 --list-scenes 顺序）" : "")
    }

    var keysAndMouse: String { language.pick("keys and mouse", "键盘与鼠标") }
    var colours: String { language.pick("Colours", "颜色") }
    var closeHelp: String { language.pick("Press H or Esc to close", "按 H 或 Esc 关闭") }
    var legend: String { language.pick("Legend", "图例") }
    var legendSubtitle: String { language.pick("what the colours and marks mean", "颜色与标记的含义") }
    var overTheScene: String { language.pick("Over the scene", "场景上的标注") }
    var timeline: String { language.pick("Timeline", "时间线") }
    var journey: String { language.pick("Journey", "事件旅程") }
    var closeLegend: String { language.pick("Press L or Esc to close", "按 L 或 Esc 关闭") }

    /// The tables' texts, by their English.
    package static let chinese: [String: String] = [
        // Shortcut groups and mouse words.
        "Keyboard": "键盘",
        "Mouse": "鼠标",
        "Click": "单击",
        "Right-click": "右键单击",
        "+ drag": "+ 拖动",
        "or": "或",
        "Media keys": "媒体键",
        // What each shortcut does.
        "Show or hide this help": "显示或隐藏本帮助",
        "Show or hide the legend / the hit-test code": "显示或隐藏图例 / 命中测试代码",
        "Close the help, legend or selection; else quit": "关闭帮助、图例或选中；否则退出",
        "Pause or play the animation": "暂停或播放动画",
        "One step back / forward": "后退 / 前进一步",
        "First / last step": "第一步 / 最后一步",
        "Replay the lesson": "重播本课",
        "Previous / next lesson": "上一课 / 下一课",
        "Slower / faster": "放慢 / 加快",
        "Instant: no animation": "立即：不播放动画",
        "Select the next view": "选中下一个视图",
        "Save a screenshot / export the lesson (GIF)": "保存截图 / 导出本课（GIF）",
        "Quit": "退出",
        "One finger: tap, or drag to pan": "单指：点击，或拖动（pan）",
        "Inspect the view there (again: the one behind)": "检查该处的视图（再按：后面那个）",
        "Two fingers: pinch or rotate about the centre": "双指：绕中心捏合或旋转",
        "Two fingers moving together": "双指一起移动",
        "Shake (a motion event)": "摇一摇（motion 事件）",
        "Remote control: play/pause, next, previous": "远程控制：播放/暂停、下一首、上一首",
        // The colours beside the shortcuts.
        "searched: point(inside:) said yes": "已查找：point(inside:) 返回 true",
        "refused: outside, hidden, alpha, disabled": "被拒绝：点在外、隐藏、alpha、禁用",
        "never visited by the search": "命中测试没有访问到",
        "the hit view; what a view returned": "命中测试视图；视图返回的结果",
        "chain hop (★ handled, + called super)": "响应者链的一跳（★ 处理了，+ 处理后调用了 super）",
        "a recognizer's state": "手势识别器的状态",
        "fingers 1–4 (of 10 colours in turn)": "手指 1–4（共 10 种颜色，依次使用）",
        "ghost: a hidden or alpha < 0.01 view": "幽灵：隐藏或 alpha < 0.01 的视图",
        "touch area: hitOutset, minimumHitSize": "触摸区域：hitOutset、minimumHitSize",
        // The legend's timeline and journey rows.
        "a mark: began, touchesBegan, recognized, touchUpInside": "标记：began、touchesBegan、recognized、touchUpInside",
        "a run of the same mark, drawn once: moved \u{00D7}12": "连续相同的标记只画一次：moved \u{00D7}12",
        "a wait: for another recognizer to fail, a held delivery": "等待：等另一个手势识别器识别失败，或被扣留的分发",
        "the step shown: its marks ringed, a blue line at its time": "当前步骤：标记加圈，其时刻画一条蓝线",
        "each stage: its iOS name, then in violet what does it here (X11)": "每个阶段：先写 iOS 中的名字，紫色为本实验（X11）中的对应",
        "the stages of the step shown; a dot travels the rail while it plays": "当前步骤经过的阶段；播放时圆点沿轨道移动",
    ]
}
