import Testing
import TouchKitCairo
import TouchLabEngine
import TouchLabFormats
import TouchLabUI
@testable import TouchLab

/// A GIF export compares only the rows `LessonFrames` says may have changed: every other
/// row of a captioned frame must be the previous frame's, or the GIF would miss a change.
@MainActor
struct LessonFramesChangedRowsTests {
    @Test func rowsOutsideTheChangedOnesAreThePreviousFramesRows() throws {
        let catalog = SceneCatalog.standard
        let session = LabSession(scene: SceneBuilder().build(try SceneReader.load(path: catalog.resolve("seed-a-to-e"))))
        _ = session.run(try ReplayReader.load(path: SceneCatalog.assetsDirectory + "/replays/seed-a-to-e-taps.jsonl"))
        let lessons = session.history.lessons
        let lesson = try #require(lessons.min { $0.duration < $1.duration })
        let frames = try LessonFrames(session: session, captions: lessons)
        let count = Int((lesson.duration * LessonExport.rate).rounded(.up))
        // Frames as an export plays them, a sample (each compared with the one drawn before
        // it, as the export does), the last twice (a held frame).
        let sample = [0, 1, 2, 3, count / 2, count / 2 + 1, count - 1, count, count]
        let positions = sample.map { min(lesson.duration, Double(max(0, $0)) / LessonExport.rate) }
        var before: [UInt8]?
        var hinted = 0
        for position in positions {
            let surface = frames.frame(of: lesson, at: position)
            let now = FrontDoorExportTests.bytes(surface)
            defer { before = now }
            guard let before, let rows = frames.changedRows else { continue }
            if rows.count < frames.height { hinted += 1 }
            let row = frames.width * 4
            for y in 0..<frames.height where !rows.contains(y) {
                let same = now[(y * row)..<((y + 1) * row)] == before[(y * row)..<((y + 1) * row)]
                #expect(same, "at \(position) s, row \(y) changed outside \(rows)")
                if !same { return }
            }
        }
        #expect(hinted > 0, "no frame said which rows changed")
    }
}
