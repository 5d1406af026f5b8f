import TouchKitX11
import TouchLabEngine
import TouchLabFormats
import TouchLabUI

/// `--export FILE.gif|FILE.mp4`, made ready before the run: the format known from the
/// extension, ffmpeg found for an MP4 (a GIF is written without it), the file checked and
/// its temporary made; for an MP4 with captions, its WebVTT subtitles `FILE.vtt` too.
@MainActor
final class ExportTarget {
    let format: LessonExport.Format
    let file: OutputFile
    /// ffmpeg and ffprobe, for an MP4.
    let encoder: ExportEncoder?
    /// The subtitles beside an MP4, and their text once the export is written.
    private let subtitles: OutputFile?
    private var subtitleText: String?

    /// The subtitles file of an MP4 at `path` (its extension replaced by `.vtt`); nil for
    /// another format.
    static func subtitlesPath(_ path: String) -> String? {
        guard LessonExport.Format(path: path) == .mp4 else { return nil }
        return String(path.dropLast(4)) + ".vtt"
    }

    /// - Parameters:
    ///   - environment: the command's environment, with the `PATH` to find ffmpeg on.
    ///   - subtitles: whether an MP4 gets its captions as WebVTT beside it.
    init(_ path: String, environment: [String: String], stallSeconds: Double = FFmpegProcess.defaultStallSeconds,
         inputs: [String], subtitles: Bool = false) throws {
        guard let format = LessonExport.Format(path: path) else {
            throw CommandLineError("--export: expected FILE.gif, FILE.mp4 or FILE.html, found \(QuotedValue.quote(path, mark: "'", limit: .max))")
        }
        let encoder = ExportEncoder(environment: environment, stallSeconds: stallSeconds)
        if format == .mp4, encoder == nil { throw CommandLineError("--export: \(ExportEncoder.missing)") }
        self.format = format
        self.encoder = encoder
        file = try OutputFile(path, option: "--export", inputs: inputs)
        self.subtitles = try subtitles ? Self.subtitlesPath(path).map { try OutputFile($0, option: "--export", inputs: inputs) } : nil
    }

    /// Puts the animation, and its subtitles, in place.
    func commit() throws {
        if let subtitles, let subtitleText { try subtitles.commit(Array(subtitleText.utf8)) }
        try file.commitWrittenTemporary()
    }

    /// Writes `lessons` of `session` into the temporary at `speed`, the lab speaking
    /// `language`, showing progress when the console has a terminal for it; returns the
    /// export's report. Throws when the input made no lesson, or ffmpeg fails.
    func write(_ session: LabSession, _ lessons: [Lesson], speed: Double = 1, captions: Bool = true, language: Language,
               framing: Framing = .window, progress: ((String) -> Void)?) throws -> String {
        guard !lessons.isEmpty else {
            throw CommandLineError("--export: the input made no lesson (give --tap, --drag, --hold or --replay)")
        }
        let export = try LessonExport(lessons: lessons, session: session, format: format,
                                      output: file.temporaryPath, encoder: encoder, speed: speed, captions: captions,
                                      language: language, framing: framing)
        defer { export.cancel() }
        var shown = -1
        while try !export.advance() {
            if TerminationSignals.received > 0 { throw RunFailure.stopped(by: TerminationSignals.lastSignal) }
            let percent = export.written * 100 / max(1, export.workCount)
            if let progress, percent != shown {
                progress("exporting \(path: file.path): \(percent)%")
                shown = percent
            }
        }
        progress?("")
        if subtitles != nil { subtitleText = export.webVTT() }
        return export.report
    }
}
