import TouchLabEngine
import TouchLabFormats
import TouchLabUI

/// `--steps DIR`: one PNG per step of every lesson the lab keeps, named
/// `lesson-L-step-NN.png`, each with its caption in a bar under the frame unless captions
/// are off, and `index.md` with a heading per lesson embedding each image with the step's
/// caption, the frames and the captions in the run's language (the file names are the same
/// in every one).
@MainActor
enum StepsWriter {
    /// The most step images one run writes without `--no-output-limit`.
    nonisolated static let maximumImages = 1000

    /// Refuses more than `maximumImages` images, before any is drawn.
    static func checkLimit(_ lessons: [Lesson]) throws {
        let count = lessons.reduce(0) { $0 + $1.steps.count }
        guard count > maximumImages else { return }
        throw CommandLineError("--steps: the input makes \(count) step images, more than \(maximumImages); "
                               + "give --no-output-limit to write them all")
    }

    /// Renders and writes every step of `chosen` (lessons of `session` with their numbers)
    /// into `folder` (not yet committed); throws when the input made no lesson, before
    /// writing anything.
    static func write(_ session: LabSession, _ chosen: [(number: Int, lesson: Lesson)], into folder: StepsFolder,
                      captions: Bool = true, language: Language = .english, framing: Framing = .window) throws {
        let count = session.history.lessons.count
        guard !chosen.isEmpty else {
            throw CommandLineError("--steps: the input made no lesson (give --tap, --drag, --hold or --replay)")
        }
        let frames = try LessonFrames(session: session, language: language, captions: captions ? chosen.map(\.lesson) : nil,
                                      framing: framing)
        var index = ["# \(MarkdownText.escape(Words(language).lessons.title(of: session.scene)))", ""]
        for (lessonNumber, lesson) in chosen {
            index += ["## " + MarkdownText.escape(StepCaption.lessonHeading(lessonNumber, of: count, language: language)), ""]
            let digits = max(2, String(lesson.steps.count).count)
            for stepIndex in lesson.steps.indices {
                let number = String(stepIndex + 1)
                let name = "lesson-\(lessonNumber)-step-\(String(repeating: "0", count: digits - number.count))\(number).png"
                try HeadlessSession.checkInterrupted()
                try folder.write(name, try frames.frame(of: lesson, step: stepIndex).pngData())
                index += ["![\(MarkdownText.escape(StepCaption.text(at: stepIndex, of: lesson, scene: session.scene, language: language)))](\(name))", ""]
            }
            index.append("")
        }
        try folder.write("index.md", Array(index.joined(separator: "\n").utf8))
    }
}
