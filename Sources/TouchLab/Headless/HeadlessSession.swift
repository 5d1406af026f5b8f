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
        try Self.checkDistinct([("--record", options.record), ("--screenshot", options.screenshot),
                                ("--describe", options.describe), ("--export", options.export)], steps: options.steps)
        // From the first temporary on, a signal is a check the run makes (`checkInterrupted`),
        // so that the temporaries go with it rather than stay behind.
        if [options.record, options.screenshot, options.describe, options.export, options.steps].contains(where: { $0 != nil }) {
            _ = TerminationSignals.install()
        }
        record = try options.record.map { try OutputFile($0, option: "--record", inputs: read) }
        screenshot = try options.screenshot.map { try OutputFile($0, option: "--screenshot", inputs: read) }
        describe = try options.describe.map { try OutputFile($0, option: "--describe", inputs: read) }
        export = try options.export.flatMap { LessonPage.isPage($0) ? nil : $0 }
            .map { [read] in try ExportTarget($0, environment: options.exportEnvironment, inputs: read) }
        page = try options.export.flatMap { LessonPage.isPage($0) ? $0 : nil }.map { [read] in try OutputFile($0, option: "--export", inputs: read) }
        stepsFolder = try options.steps.map(StepsFolder.init)
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
        let ui = LabUIState(selectedView: options.selection.flatMap(session.scene.view(named:)), playback: playback)
        let format: FrameFormat? = screenshot.map { FrameFormat(path: $0.path) }
        let frame = screenshot != nil || describe != nil
            ? try HeadlessScreenshot.render(LabFrame.make(session: session, ui: ui), image: format, description: describe != nil,
                                            language: options.language)
            : (image: nil, description: nil)
        try Self.checkInterrupted()
        if options.outputLimit {
            if stepsFolder != nil { try StepsWriter.checkLimit(session) }
            if export != nil { try LessonExport.checkLimit(session.history.lessons) }
        }
        if let stepsFolder { try StepsWriter.write(session, into: stepsFolder, language: options.language) }
        let exported = try export?.write(session, language: options.language, progress: console.progress)
        let pageText = try page.map { _ in try LessonPage.html(session, language: options.language) }
        let delivered = Array(SceneEngine.delivered(inputs, until: options.frameTime))
        try Self.checkInterrupted()
        try record?.commit(Array(ReplayWriter.text(for: delivered).utf8))
        if let screenshot, let image = frame.image { try screenshot.commit(image) }
        if let describe, let json = frame.description { try describe.commit(Array(json.utf8)) }
        try stepsFolder?.commit()
        if let export, let exported {
            try export.file.commitWrittenTemporary()
            console.error("\(program): exported \(path: export.file.path): \(exported)")
        }
        if let page, let pageText { try page.commit(Array(pageText.utf8)) }
        held.forEach(console.out)
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
