import TouchLabFormats

/// What the lab says about itself rather than the scene: a window too small, labels that
/// did not fit, where a screenshot or an export went.
package struct NoticeWords: Sendable, Equatable {
    let language: Language

    var tooSmall: String { language.pick("This window is too small for TouchLab", "窗口太小，放不下 TouchLab") }

    func needs(_ needed: String, has window: String) -> String {
        language.pick("It needs at least \(needed); it is \(window).", "至少需要 \(needed)，当前为 \(window)。")
    }

    var makeLarger: String { language.pick("Make the window larger to see the lab.", "请把窗口拉大后再查看。") }

    func labelsCutShort(_ omitted: Int) -> String {
        language.pick("… \(omitted) \(omitted == 1 ? "label" : "labels") cut short: enlarge the window",
                      "… 有 \(omitted) 个标签放不下：请放大窗口")
    }

    package func screenshotSaved(to path: String) -> String {
        language.pick("Screenshot saved to \(path)", "截图已保存到 \(path)")
    }

    package func screenshotNotSaved(_ error: String) -> String {
        language.pick("Screenshot not saved: \(error)", "截图没有保存：\(error)")
    }

    package var exportRunning: String { language.pick("An export is already running", "已有一个导出正在进行") }

    package var nothingToExport: String {
        language.pick("Nothing to export yet: touch the scene first", "还没有可导出的内容：请先触摸场景")
    }

    /// An export of lesson `lesson` to `path` under way, `percent` done when known.
    package func exporting(lesson: Int, to path: String, percent: Int? = nil) -> String {
        let done = percent.map { " \($0)%" } ?? ""
        return language.pick("Exporting lesson \(lesson) to \(path)\u{2026}", "正在把第 \(lesson) 课导出到 \(path)\u{2026}") + done
    }

    package func exported(lesson: Int, to path: String) -> String {
        language.pick("Lesson \(lesson) exported to \(path)", "第 \(lesson) 课已导出到 \(path)")
    }

    package func exportFailed(_ error: String) -> String {
        language.pick("Export failed: \(error)", "导出失败：\(error)")
    }
}
