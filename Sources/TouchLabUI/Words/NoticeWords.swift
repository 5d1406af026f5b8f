import TouchLabFormats

/// What the lab says about itself rather than the scene: a window too small, labels that
/// did not fit.
package struct NoticeWords: Sendable, Equatable {
    let language: Language

    var tooSmall: String { language.pick("This window is too small for TouchLab", "窗口太小，放不下 TouchLab") }

    func needs(_ needed: String, has window: String) -> String {
        language.pick("It needs at least \(needed); it is \(window).", "至少需要 \(needed)，当前为 \(window)。")
    }

    var makeLarger: String { language.pick("Make the window larger to see the lab.", "请把窗口拉大后再查看。") }

    func labelsCutShort(_ omitted: Int) -> String {
        language.pick("… \(omitted) labels cut short: enlarge the window", "… 有 \(omitted) 个标签放不下：请放大窗口")
    }
}
