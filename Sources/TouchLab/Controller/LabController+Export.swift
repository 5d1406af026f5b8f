import TouchLabEngine
import TouchLabFormats
import TouchLabUI

/// An export the window runs (E): the shown lesson as a GIF in `exportDirectory`.
@MainActor
final class WindowExport {
    let export: LessonExport
    let file: OutputFile
    let lessonNumber: Int

    init(export: LessonExport, file: OutputFile, lessonNumber: Int) {
        self.export = export
        self.file = file
        self.lessonNumber = lessonNumber
    }
}

extension LabController {
    /// How long a notice stays after its last change, in seconds.
    static let noticeSeconds = 4.0

    /// Shows `text` in the window for a few seconds, counted from the next `tick`: a command
    /// may come while the session's clock is behind (the window's loop moves it only when
    /// it wakes), and the notice must not be over before it is drawn.
    func show(notice text: String) {
        ui.notice = text
        noticeExpiry = nil
    }

    /// Starts exporting the shown lesson to `exportDirectory`/<scene>-lesson-<n>.gif (the
    /// first name free); the work goes on in `tick`, a frame at a time, so input stays live.
    func exportLesson() {
        let notices = renderer.words.notices
        guard export == nil else { return show(notice: notices.exportRunning) }
        guard let lesson = session.lesson, let position = shown.position else {
            return show(notice: notices.nothingToExport)
        }
        do {
            let file = try OutputName.freeFile(in: exportDirectory, name: "\(session.scene.name)-lesson-\(position.index)",
                                               numbered: nil, extension: "gif", option: "export")
            let path = file.path
            let lessonExport = try LessonExport(lessons: [lesson], session: session, format: .gif,
                                                output: file.temporaryPath, encoder: nil, language: language)
            export = WindowExport(export: lessonExport, file: file, lessonNumber: position.index)
            show(notice: notices.exporting(lesson: position.index, to: path))
        } catch {
            show(notice: notices.exportFailed("\(error)"))
        }
    }

    /// Gives up the export under way, if any, when the lab ends before it finished: ffmpeg
    /// is stopped, its temporaries removed, and the console says the file was not written.
    func cancelExport() {
        guard let job = export else { return }
        job.export.cancel()
        job.file.discard()
        export = nil
        console.error("\(program): export of lesson \(job.lessonNumber) to \(path: job.file.path) cancelled: the lab ended before it finished")
    }

    /// Goes on with the work the window does between frames (an export's next frame), and
    /// lets a notice go when its time is up. Returns when it needs to be called again: at
    /// once while exporting, else when the notice goes.
    package func tick() -> Double? {
        if let job = export { advance(job) }
        if ui.notice != nil, noticeExpiry == nil { noticeExpiry = session.time + Self.noticeSeconds }
        if let expiry = noticeExpiry, export == nil, session.time >= expiry {
            ui.notice = nil
            noticeExpiry = nil
        }
        return export != nil ? session.time : noticeExpiry
    }

    private func advance(_ job: WindowExport) {
        let notices = renderer.words.notices
        do {
            let before = job.export.written * 10 / max(1, job.export.workCount)
            if try job.export.advance() {
                try job.file.commitWrittenTemporary()
                export = nil
                console.error("\(program): exported \(path: job.file.path): \(job.export.report)")
                show(notice: notices.exported(lesson: job.lessonNumber, to: job.file.path))
            } else if job.export.written * 10 / max(1, job.export.workCount) != before {
                let percent = job.export.written * 100 / max(1, job.export.workCount)
                show(notice: notices.exporting(lesson: job.lessonNumber, to: job.file.path, percent: percent))
            }
        } catch let failure as RunFailure where failure.status > 128 {
            // A signal: the window ends at once and says so; the export is given up.
            cancelExport()
        } catch {
            job.export.cancel()
            job.file.discard()
            export = nil
            console.error("\(program): \(error)")
            show(notice: notices.exportFailed("\(error)"))
        }
    }
}
