import TouchLabFormats

/// What the lesson page says around the lab's own words, in the run's language.
struct LessonPageWords {
    let language: Language

    init(_ language: Language) { self.language = language }

    private func pick(_ english: String, _ chinese: String) -> String {
        language == .simplifiedChinese ? chinese : english
    }

    var controls: String { pick("Step controls", "步骤控制") }
    var first: String { pick("First step (Home)", "第一步（Home）") }
    var back: String { pick("Previous step (\u{2190})", "上一步（\u{2190}）") }
    var play: String { pick("Play (space)", "播放（空格）") }
    var pause: String { pick("Pause (space)", "暂停（空格）") }
    var next: String { pick("Next step (\u{2192})", "下一步（\u{2192}）") }
    var last: String { pick("Last step (End)", "最后一步（End）") }
    var speed: String { pick("Speed", "速度") }
    var timeline: String { pick("Timeline: each mark is a step", "时间线：每个标记是一个步骤") }
    var trace: String { pick("Trace", "跟踪日志") }

    func lessonName(_ number: Int) -> String { pick("Lesson \(number)", "第 \(number) 课") }

    /// The heading of step `number` of `count` (over all lessons), naming its lesson when
    /// there are several, ending where the caption follows.
    func stepHeading(_ number: Int, of count: Int, lesson: Int, of lessons: Int) -> String {
        let step = pick("Step \(number) of \(count)", "第 \(number) 步（共 \(count) 步）")
        guard lessons > 1 else { return step + pick(": ", "：") }
        return step + pick(", lesson \(lesson): ", "，第 \(lesson) 课：")
    }
}
