import Testing
import TouchKit
import TouchLabEngine
@testable import TouchLabUI

/// The trace box makes its rows as they come into sight, so scrolling through a long trace
/// must still show every record whole: each line of its text on one row, in order, none
/// twice, the time on the record's first row.
@MainActor
struct TraceBoxRowsTests {
    /// large-grid's hit tests visit hundreds of views: lines of kilobytes, many records.
    @Test func scrollingThroughTheTraceShowsEveryRecordWhole() throws {
        let (description, inputs) = try BuiltInReplay.load("large-grid-taps")
        let session = LabSession(scene: SceneBuilder().build(description))
        var playback = Playback()
        for batch in BuiltInReplay.batches(of: inputs) { session.deliver(batch, following: &playback) }
        // The latest lesson played to its end: the whole trace in the box.
        playback.jump(to: 1e9)
        let shown = session.shown(at: playback)
        let panel = InspectorPanel(layout: LabLayout(sceneSize: session.scene.size))
        var scroll = panel.following(PanelScroll(), session: session, shown: shown, selection: nil)
        panel.update(from: session, shown: shown, selection: nil, scroll: scroll)
        // From the oldest row down to the newest, a row at a time.
        scroll = panel.scrolled(scroll, list: .trace, by: -1_000_000, session: session, shown: shown, selection: nil)
        var seen: [Int: [String]] = [:]
        var last = -1
        while true {
            panel.update(from: session, shown: shown, selection: nil, scroll: scroll)
            let rows = panel.traceRows
            try #require(!rows.isEmpty)
            for row in rows {
                if let earlier = seen[row.index] { #expect(earlier == row.texts, "row \(row.index) drawn two ways") }
                seen[row.index] = row.texts
            }
            guard let newest = rows.last?.index, newest > last else { break }
            last = newest
            scroll = panel.scrolled(scroll, list: .trace, by: 1, session: session, shown: shown, selection: nil)
        }
        #expect(seen.keys.sorted() == Array(0..<seen.count), "every row from the first to the last")
        // The rows, a record starting at each row with a time, give back the trace's lines.
        var records: [(time: String, text: String)] = []
        for index in seen.keys.sorted() {
            let texts = seen[index]!
            if texts.count == 2 {
                records.append((texts[0], texts[1]))
            } else {
                try #require(!records.isEmpty, "row \(index) comes before any record's first row")
                records[records.count - 1].text += " " + texts.joined()
            }
        }
        let trace = session.recentTrace.map { $0.record.line }
        #expect(records.count == trace.count)
        #expect(trace.count > 8, "more records than the box keeps wrapped")
        var longest = 0
        for (record, line) in zip(records, trace) {
            let (time, text) = (String(line.prefix { $0 != " " }), String(line.drop { $0 != " " }.dropFirst()))
            #expect(record.time == time)
            // Breaks drop the spaces they fall at (and a name breaks before its dot).
            #expect(record.text.filter { $0 != " " } == text.filter { $0 != " " }, "record at \(time)")
            longest = max(longest, text.utf8.count)
        }
        #expect(longest > 512, "the replay has a line longer than the text the panel remembers")
    }
}
