import TouchLabEngine
import TouchLabFormats
import TouchLabUI

/// The edge between the command line and the run: `touchlab` and `LabApp` map their flags
/// here, and `HeadlessSession` and what follows see only `RunOptions`.
extension CommandLineOptions {
    /// The run these flags ask for (the parser refuses gestures with `--replay`).
    package var run: RunOptions {
        var run = RunOptions()
        run.input = replay.map { .replay(path: $0) } ?? .gestures(gestures)
        run.trace = trace
        run.record = record
        run.screenshot = screenshot
        run.describe = describe
        run.frameTime = screenshotTime
        // `--lesson` names the lesson a bare `--step N` counts in.
        run.step = step.map { StepChoice(lesson: $0.lesson ?? lesson, step: $0.step) }
        run.export = export
        run.steps = steps
        run.lesson = lesson
        run.speed = speed ?? 1
        run.captions = captions ?? true
        run.selection = select
        run.outputLimit = !noOutputLimit
        run.framing = Framing(crop: crop ?? .full, scale: scale ?? 1)
        return run
    }

    /// The same, looking for ffmpeg on `environment`'s `PATH` and speaking `--lang`'s language,
    /// else the one of the locale in `environment`.
    package func run(environment: [String: String]) -> RunOptions {
        var run = self.run
        run.exportEnvironment = environment.filter { $0.key == "PATH" }
        run.language = language ?? Language(locale: environment)
        return run
    }
}
