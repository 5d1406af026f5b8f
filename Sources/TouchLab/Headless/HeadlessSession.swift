import Glibc
import TouchKit
import TouchKitX11
import TouchLabFormats
import TouchLabEngine
import TouchLabUI

/// One run of the command, checked before anything runs: the scene read and validated,
/// the input read, the output paths usable. Nothing is written until `run` succeeds at
/// checking.
@MainActor
package struct HeadlessSession {
    package let options: RunOptions
    package let origin: SceneOrigin
    /// The input to feed, from the taps or the replay file, in time order.
    package let inputs: [XI2Input]

    /// `record`, `screenshot` and `describe`, made ready: checked and their temporaries
    /// created.
    let record: OutputFile?
    let screenshot: OutputFile?
    let describe: OutputFile?
    /// `--export` and `--steps`, made ready.
    let export: ExportTarget?
    /// `--export FILE.html`, made ready.
    let page: OutputFile?
    let stepsFolder: StepsFolder?

    /// Reads the scene file at `scenePath` (its size replaced by `size` when given) and the
    /// input `options` names, and prepares the outputs; throws the first problem found,
    /// before anything is written.
    package init(scenePath: String, size: Size?, options: RunOptions) throws {
        var scene = try SceneReader.load(path: scenePath)
        if let size { scene.size = size }
        try self.init(options: options, origin: .file(scene), read: [scenePath])
    }

    /// A run of views built in code, already made into `scene` (with its size applied).
    package init(scene: Scene, options: RunOptions) throws {
        try self.init(options: options, origin: .code(scene), read: [])
    }

    /// `read`: the files the scene came from, which no output may overwrite.
    private init(options: RunOptions, origin: SceneOrigin, read: [String]) throws {
        self.options = options
        self.origin = origin
        var read = read
        switch options.input {
        case .gestures(let gestures):
            inputs = InputScript.inputs(for: gestures)
        case .replay(let path):
            inputs = try ReplayReader.load(path: path)
            read.append(path)
        }
        if let selection = options.selection, !origin.hasView(named: selection) {
            throw CommandLineError("--select: the scene \(origin.name) has no view named \(quoting: selection, mark: "'")")
        }
        try Self.checkFraming(options.framing, origin: origin)
        let subtitles = options.captions ? options.export.flatMap(ExportTarget.subtitlesPath) : nil
        try Self.checkDistinct([("--record", options.record), ("--screenshot", options.screenshot),
                                ("--describe", options.describe), ("--export", options.export),
                                ("--export's subtitles", subtitles)], steps: options.steps)
        // From the first temporary on, a signal is a check the run makes (`checkInterrupted`),
        // so that the temporaries go with it rather than stay behind.
        if [options.record, options.screenshot, options.describe, options.export, options.steps].contains(where: { $0 != nil }) {
            _ = TerminationSignals.install()
        }
        record = try options.record.map { try OutputFile($0, option: "--record", inputs: read) }
        screenshot = try options.screenshot.map { try OutputFile($0, option: "--screenshot", inputs: read) }
        describe = try options.describe.map { try OutputFile($0, option: "--describe", inputs: read) }
        export = try options.export.flatMap { LessonPage.isPage($0) ? nil : $0 }.map { [read] in
            try ExportTarget($0, environment: options.exportEnvironment, stallSeconds: options.exportStallSeconds, inputs: read, subtitles: options.captions)
        }
        page = try options.export.flatMap { LessonPage.isPage($0) ? $0 : nil }.map { [read] in try OutputFile($0, option: "--export", inputs: read) }
        stepsFolder = try options.steps.map(StepsFolder.init)
    }

    /// A `--crop` rectangle must lie within the window the scene is drawn in.
    private static func checkFraming(_ framing: Framing, origin: SceneOrigin) throws {
        let layout = LabLayout(sceneSize: origin.size)
        guard framing.rect(in: layout) == nil else { return }
        let window = "\(Int(layout.windowSize.width.rounded(.up)))x\(Int(layout.windowSize.height.rounded(.up)))"
        throw CommandLineError("--crop: the rectangle must lie within the \(window) window")
    }

    /// Builds the scene, feeds the input on a virtual clock, then writes the recording (the
    /// input delivered: up to `--at` when given), the screenshot, the steps and the export.
    /// The trace goes straight to standard output when nothing else is
    /// written; otherwise it follows once the files are in place, so that a failure to
    /// write them leaves nothing behind, not even a trace.
    package func run(console: Console, program: String = "touchlab") throws {
        let scene = origin.build()
        Words(options.language).lessons.translateHints(in: scene)
        let session = LabSession(scene: scene) { warning in
            console.error("\(program): warning: \(warning)")
        }
        var held: [String] = []
        let holdsTrace = record != nil || screenshot != nil || describe != nil || export != nil || page != nil
            || stepsFolder != nil
        if options.trace {
            session.onTrace = holdsTrace ? { held.append($0.line) } : { console.out($0.line) }
        }
        var playback = session.run(inputs, until: options.frameTime)
        try options.step.map { playback = try $0.show(in: session) }
        if let lesson = options.lesson, options.step == nil, screenshot != nil || describe != nil {
            playback = try Self.showFinished(lesson: lesson, in: session)
        }
        let ui = LabUIState(selectedView: options.selection.flatMap(session.scene.view(named:)), playback: playback)
        let format: FrameFormat? = screenshot.map { FrameFormat(path: $0.path) }
        let frame = screenshot != nil || describe != nil
            ? try HeadlessScreenshot.render(LabFrame.make(session: session, ui: ui), image: format, description: describe != nil,
                                            language: options.language, framing: options.framing)
            : (image: nil, description: nil)
        try Self.checkInterrupted()
        let chosen = try stepsFolder != nil || export != nil || page != nil ? Self.lessons(numbered: options.lesson, in: session) : []
        if options.outputLimit {
            if stepsFolder != nil { try StepsWriter.checkLimit(chosen.map(\.lesson)) }
            if export != nil { try LessonExport.checkLimit(chosen.map(\.lesson), speed: options.speed) }
        }
        if let stepsFolder {
            try StepsWriter.write(session, chosen, into: stepsFolder, captions: options.captions, language: options.language,
                                  framing: options.framing)
        }
        let exported = try export?.write(session, chosen.map(\.lesson), speed: options.speed, captions: options.captions,
                                         language: options.language, framing: options.framing, progress: console.progress)
        let pageText = try page.map { _ in try LessonPage.html(session, lessons: chosen.map(\.lesson), language: options.language,
                                                                     crop: options.framing.crop) }
        let delivered = Array(SceneEngine.delivered(inputs, until: options.frameTime))
        try Self.checkInterrupted()
        try record?.commit(Array(ReplayWriter.text(for: delivered).utf8))
        if let screenshot, let image = frame.image { try screenshot.commit(image) }
        if let describe, let json = frame.description { try describe.commit(Array(json.utf8)) }
        try stepsFolder?.commit()
        if let export, let exported {
            try export.commit()
            console.error("\(program): exported \(path: export.file.path): \(exported)")
        }
        if let page, let pageText { try page.commit(Array(pageText.utf8)) }
        held.forEach(console.out)
    }

    /// The lessons of `session` with their numbers (from 1): the one numbered `number`, or
    /// all of them. Throws when there is no such lesson.
    static func lessons(numbered number: Int?, in session: LabSession) throws -> [(number: Int, lesson: Lesson)] {
        let lessons = session.history.lessons
        guard let number else { return lessons.enumerated().map { ($0.offset + 1, $0.element) } }
        guard lessons.indices.contains(number - 1) else { throw noLesson(number, of: lessons.count) }
        return [(number, lessons[number - 1])]
    }

    /// Shows lesson `number` of `session` finished, as a run's end shows the last one.
    static func showFinished(lesson number: Int, in session: LabSession) throws -> Playback {
        let lessons = session.history.lessons
        guard lessons.indices.contains(number - 1) else { throw noLesson(number, of: lessons.count) }
        session.showLesson(offset: number - 1 - session.history.shownIndex)
        var playback = Playback()
        playback.jump(to: lessons[number - 1].duration)
        return playback
    }

    private static func noLesson(_ number: Int, of count: Int) -> CommandLineError {
        CommandLineError("--lesson: there is no lesson \(number); the input made \(count) lesson\(count == 1 ? "" : "s")")
    }

    /// Two outputs may not name one file (whether or not it exists yet), and no file may be
    /// the `--steps` folder or go inside it.
    private static func checkDistinct(_ outputs: [(option: String, path: String?)], steps: String?) throws {
        let given = outputs.compactMap { output in output.path.map { (output.option, $0) } }
        for (index, first) in given.enumerated() {
            for second in given[(index + 1)...] where OutputTarget.sameTarget(first.1, second.1) {
                throw CommandLineError("\(first.0) and \(second.0) name the same file \(path: second.1)")
            }
        }
        guard var steps else { return }
        while steps.count > 1, steps.hasSuffix("/") { steps.removeLast() }
        for (option, path) in given {
            if OutputTarget.sameTarget(path, steps) {
                throw CommandLineError("\(option) and --steps name the same path \(path: path)")
            }
            if OutputTarget.isInside(path, folder: steps) {
                throw CommandLineError("\(option): \(path: path) is inside the --steps folder \(path: steps)")
            }
        }
    }

    /// Stops the run when SIGINT or SIGTERM arrived (the outputs' temporaries are then
    /// removed as the session goes away).
    static func checkInterrupted() throws {
        if TerminationSignals.received > 0 { throw RunFailure.stopped(by: TerminationSignals.lastSignal) }
    }
}
