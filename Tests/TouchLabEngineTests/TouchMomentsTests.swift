import Testing
import TouchKit
@testable import TouchLabEngine

/// A lesson keeps the touches each record was about, not every live touch at every record:
/// many fingers cost in proportion to them (counted, not timed), and the event's touches
/// at a record are still what the model had then.
@MainActor
struct TouchMomentsTests {
    static let scene = """
        { "name": "many", "size": [400, 300],
          "root": { "name": "Pad", "frame": [0, 0, 400, 300], "multipleTouchEnabled": true, "handles": ["all"] } }
        """

    /// `count` fingers down one after another, then up one after another.
    static func fingers(_ count: Int) -> [XI2Input] {
        let downs = (0..<count).map { index in
            XI2Input(time: Double(index), kind: .touchBegin, detail: index + 1, x: Double(5 + index % 390), y: 100)
        }
        let ups = (0..<count).map { index in
            XI2Input(time: Double(count + index), kind: .touchEnd, detail: index + 1, x: Double(5 + index % 390), y: 100)
        }
        return downs + ups
    }

    @Test(arguments: [200, 800])
    func manyFingersKeepSnapshotsInProportionToThem(_ count: Int) throws {
        let session = LabSession(scene: try SceneFixtures.scene(Self.scene))
        _ = session.run(Self.fingers(count))
        let lesson = try #require(session.lesson)
        let kept = lesson.touchMoments.moments.reduce(0) { $0 + $1.touches.count }
        #expect(kept <= 4 * count, "\(kept) snapshots kept for \(count) fingers")
        let recent = session.recentTrace.reduce(0) { $0 + $1.touches.count }
        #expect(recent <= 2 * LabSession.traceCapacity, "\(recent) snapshots in the recent trace")
    }

    /// Two fingers down, the second moves: at the move, the first is stationary; after the
    /// first lifts, it is gone from the event.
    @Test func theEventsTouchesAtARecordAreTheModels() throws {
        let session = LabSession(scene: try SceneFixtures.scene(Self.scene))
        _ = session.run([
            XI2Input(time: 0, kind: .touchBegin, detail: 1, x: 10, y: 10),
            XI2Input(time: 16, kind: .touchBegin, detail: 2, x: 50, y: 10),
            XI2Input(time: 32, kind: .touchUpdate, detail: 2, x: 60, y: 10),
            XI2Input(time: 48, kind: .touchEnd, detail: 1, x: 10, y: 10),
            XI2Input(time: 64, kind: .touchUpdate, detail: 2, x: 70, y: 10),
            XI2Input(time: 80, kind: .touchEnd, detail: 2, x: 70, y: 10),
        ])
        let lesson = try #require(session.lesson)
        func event(at line: String) throws -> String {
            let record = try #require(session.recentTrace.first { $0.record.line.hasSuffix(line) })
            return lesson.touches(atRecord: record.sequence).map { "\($0.id) \($0.phase.name)" }.joined(separator: ", ")
        }
        #expect(try event(at: "touch 2 began (50.0, 10.0)") == "1 stationary, 2 began")
        #expect(try event(at: "touch 2 moved (60.0, 10.0)") == "1 stationary, 2 moved")
        #expect(try event(at: "touch 1 ended (10.0, 10.0)") == "1 ended, 2 stationary")
        #expect(try event(at: "touch 2 moved (70.0, 10.0)") == "2 moved")
        let moved = try #require(session.recentTrace.first { $0.record.line.hasSuffix("touch 2 moved (70.0, 10.0)") })
        let touch = try #require(lesson.touches(atRecord: moved.sequence).first)
        #expect(touch.view == "Pad" && touch.previousLocation == Point(x: 60, y: 10))
    }
}
