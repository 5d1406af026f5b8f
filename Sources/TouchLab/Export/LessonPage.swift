import TouchLabEngine
import TouchLabFormats
import TouchLabUI

/// `--export FILE.html`: the lessons as one self-contained web page, in the run's language.
///
/// Every step's frame is vector (the frames' shared pieces written once, `SharedFrames`;
/// each frame in a `<template>`, made live when first shown),
/// with its caption as page text; controls step, play at a chosen speed and jump; ← and →
/// step; the timeline's marks (`data-step="N"`, from 1 over all lessons) jump to their
/// step; the trace highlights the step's line. No network, no other file, no framework:
/// the page's own script and style sheet (`LessonPageAssets`). It opens paused at step 1.
@MainActor
enum LessonPage {
    /// Whether `path` names a page (`.html` in any case).
    static func isPage(_ path: String) -> Bool { path.lowercased().hasSuffix(".html") }

    /// The page for `lessons` of `session` (nil: every lesson); throws when the input made
    /// no lesson.
    /// The page shows the part of the window `crop` names; it is vector, so it has no scale.
    static func html(_ session: LabSession, lessons chosen: [Lesson]? = nil, language: Language,
                     crop: Framing.Crop = .full) throws -> String {
        let lessons = chosen ?? session.history.lessons
        guard !lessons.isEmpty else {
            throw CommandLineError("--export: the input made no lesson (give --tap, --drag, --hold or --replay)")
        }
        let frames = try LessonFrames(session: session, language: language, framing: Framing(crop: crop))
        var shared = SharedFrames()
        var steps: [Step] = []
        let trace = session.recentTrace
        for (lessonIndex, lesson) in lessons.enumerated() {
            for (index, step) in lesson.steps.enumerated() {
                try HeadlessSession.checkInterrupted()
                shared.add(String(decoding: try frames.vectorFrame(of: lesson, step: index), as: UTF8.self))
                let start = lesson.starts[index]
                let end = index + 1 < lesson.starts.count ? lesson.starts[index + 1] : lesson.duration
                // The trace as the window shows it at this step: the lines up to it, the
                // last only as far as the step has played (a hit test's path so far).
                let line = trace.lastIndex { $0.sequence <= step.sequence }
                let moment = LessonMoment(lesson: lesson, position: start, pinned: index)
                let played = line.flatMap { line in
                    moment.flatMap { TraceSection.playedLength(of: trace[line], at: $0) }.map { played in
                        // (In UTF-16 units, as the page's script cuts the line.)
                        let text = trace[line].record.line
                        return text.prefix(text.prefix { $0 != " " }.count + 1 + played).utf16.count
                    }
                }
                steps.append(Step(lesson: lessonIndex, index: index, caption: StepCaption.text(at: index, of: lesson, scene: session.scene, language: language),
                                  start: start, seconds: end - start, traceLine: line, played: played))
            }
        }
        let words = Words(language)
        let page = Page(title: words.lessons.title(of: session.scene), summary: words.lessons.summary(of: session.scene),
                        language: language, lessons: lessons, steps: steps, trace: trace.map(\.record.line),
                        width: frames.width, height: frames.height)
        return page.html(shared)
    }

    struct Step {
        let lesson: Int, index: Int
        let caption: String
        let start: Double, seconds: Double
        /// The last trace line shown at this step, and how many of its characters (nil: all).
        let traceLine: Int?
        let played: Int?
    }
}

/// The page's text, put together from its parts.
@MainActor
private struct Page {
    let title: String, summary: String
    let language: Language
    let lessons: [Lesson]
    let steps: [LessonPage.Step]
    let trace: [String]
    let width: Int, height: Int

    func html(_ shared: SharedFrames) -> String {
        let say = LessonPageWords(language)
        var out = """
        <!DOCTYPE html>
        <html lang="\(language.rawValue)">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(escaped(title))</title>
        <style>\(LessonPageAssets.style).frame{max-width:\(width)px}</style>
        </head>
        <body>
        <main>
        <h1>\(escaped(title))</h1>
        <p class="summary">\(escaped(summary))</p>
        <svg class="shared" width="0" height="0" aria-hidden="true" focusable="false"><defs>
        \(shared.definitions)</defs></svg>
        <div class="steps">

        """
        for (number, step) in steps.enumerated() {
            out += frame(step, number: number + 1, pieces: shared.frames[number], text: shared.texts[number], say: say)
        }
        out += "</div>\n" + controls(say) + timeline(say) + traceList(say)
        out += "</main>\n<script>\(LessonPageAssets.script(words: say))</script>\n</body>\n</html>\n"
        return out
    }

    private func frame(_ step: LessonPage.Step, number: Int, pieces: [String], text: String, say: LessonPageWords) -> String {
        let heading = say.stepHeading(number, of: steps.count, lesson: step.lesson + 1, of: lessons.count)
        var out = "<section class=\"step\" id=\"step-\(number)\" data-step=\"\(number)\""
        out += " data-seconds=\"\(step.seconds)\" data-trace=\"\(step.traceLine.map(String.init) ?? "")\""
        out += " data-played=\"\(step.played.map(String.init) ?? "")\"\(number == 1 ? "" : " hidden")>\n"
        // Inert until shown: a page of hundreds of live frames of <use> takes seconds to open.
        out += "<template><svg class=\"frame\" viewBox=\"0 0 \(width) \(height)\" role=\"img\" aria-label=\"\(escaped(step.caption))\">"
        for piece in pieces { out += "<use href=\"#\(piece)\"/>" }
        out += "\n\(text)</svg></template>\n"
        out += "<p class=\"caption\"><span class=\"number\">\(escaped(heading))</span>\(escaped(step.caption))</p>\n</section>\n"
        return out
    }

    private func controls(_ say: LessonPageWords) -> String {
        func button(_ action: String, _ symbol: String, _ label: String) -> String {
            "<button type=\"button\" data-action=\"\(action)\" title=\"\(escaped(label))\" aria-label=\"\(escaped(label))\">\(symbol)</button>"
        }
        let speeds = [0.25, 0.5, 1, 2, 4].map { speed in
            "<option value=\"\(speed)\"\(speed == 1 ? " selected" : "")>\(speed == speed.rounded() ? String(Int(speed)) : String(speed))\u{00D7}</option>"
        }.joined()
        return """
        <nav class="controls" aria-label="\(escaped(say.controls))">
        \(button("first", "\u{21E4}", say.first))\(button("back", "\u{2190}", say.back))\(button("play", "\u{25B6}", say.play))\(button("next", "\u{2192}", say.next))\(button("last", "\u{21E5}", say.last))
        <label>\(escaped(say.speed)) <select data-action="speed">\(speeds)</select></label>
        <output class="position" aria-live="polite">1 / \(steps.count)</output>
        </nav>

        """
    }

    private func timeline(_ say: LessonPageWords) -> String {
        var out = "<section class=\"timeline\" aria-label=\"\(escaped(say.timeline))\">\n"
        for (lessonIndex, lesson) in lessons.enumerated() {
            out += "<div class=\"lane\"><span class=\"lane-name\">\(escaped(say.lessonName(lessonIndex + 1)))</span><div class=\"track\">"
            let duration = max(lesson.duration, 0.001)
            for (number, step) in steps.enumerated() where step.lesson == lessonIndex {
                let left = (step.start / duration * 1000).rounded() / 10
                let label = say.stepHeading(number + 1, of: steps.count, lesson: lessonIndex + 1, of: lessons.count) + step.caption
                out += "<button type=\"button\" class=\"mark\" data-step=\"\(number + 1)\" style=\"left:\(left)%\""
                out += " title=\"\(escaped(label))\" aria-label=\"\(escaped(label))\"></button>"
            }
            out += "</div></div>\n"
        }
        return out + "</section>\n"
    }

    private func traceList(_ say: LessonPageWords) -> String {
        var out = "<section class=\"trace\"><h2>\(escaped(say.trace))</h2><ol>\n"
        for (index, line) in trace.enumerated() { out += "<li data-line=\"\(index)\">\(escaped(line))</li>\n" }
        return out + "</ol></section>\n"
    }

    private func escaped(_ text: String) -> String { MarkupText.escaped(text) }
}
