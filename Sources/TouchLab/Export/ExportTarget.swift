import TouchLabEngine
import TouchLabFormats

/// `--export FILE.gif|FILE.mp4`, made ready before the run: the format known from the
/// extension, ffmpeg found, the file checked and its temporary made.
@MainActor
final class ExportTarget {
    let format: LessonExport.Format
    let file: OutputFile
    let ffmpeg: String

    /// - Parameter searchPath: the `PATH` to find ffmpeg on.
    init(_ path: String, searchPath: String?, inputs: [String]) throws {
        guard let format = LessonExport.Format(path: path) else {
            throw CommandLineError("--export: expected FILE.gif or FILE.mp4, found '\(path)'")
        }
        guard let ffmpeg = FFmpegProcess.find(on: searchPath) else {
            throw CommandLineError("--export: ffmpeg is not installed (no ffmpeg on PATH); install the Debian package ffmpeg, e.g. with make deps")
        }
        self.format = format
        self.ffmpeg = ffmpeg
        file = try OutputFile(path, option: "--export", inputs: inputs)
    }

    /// Writes every lesson of `session` into the temporary, the lab speaking `language`,
    /// showing progress when the console has a terminal for it; returns the export's report.
    /// Throws when the input made no lesson, or ffmpeg fails.
    func write(_ session: LabSession, language: Language, progress: ((String) -> Void)?) throws -> String {
        let lessons = session.history.lessons
        guard !lessons.isEmpty else {
            throw CommandLineError("--export: the input made no lesson (give --tap, --drag, --hold or --replay)")
        }
        let export = try LessonExport(lessons: lessons, session: session, format: format,
                                      output: file.temporaryPath, ffmpeg: ffmpeg, language: language)
        defer { export.cleanUp() }
        var shown = -1
        while try !export.advance() {
            let percent = export.written * 100 / max(1, export.workCount)
            if let progress, percent != shown {
                progress("exporting \(file.path): \(percent)%")
                shown = percent
            }
        }
        progress?("")
        return export.report
    }
}
