import Testing
import TouchKit
import TouchLabFormats
@testable import TouchLabEngine
@testable import TouchLabUI

/// The chain section's rows: one per phase, a run of moves as one row with its count, and
/// `+` on a responder that handled a touch and called super.
@MainActor
struct ChainModelTests {
    /// Rows of the finished lesson as `caption: pill → pill`.
    static func rows(_ sceneJSON: String, _ inputs: [XI2Input]) throws -> [String] {
        let session = LabSession(scene: try LabFixtures.scene(sceneJSON))
        var playback = session.run(inputs)
        try #require(session.lesson != nil)
        playback.show(step: .max, of: session.lesson)
        return ChainModel.make(for: session.shown(at: playback)).deliveries.map { delivery in
            delivery.caption + ": " + delivery.pills.map(\.title).joined(separator: " → ")
        }
    }

    static let scene = """
        { "name": "t", "size": [300, 200],
          "root": { "name": "Pad", "frame": [0, 0, 300, 200], "handles": ["all"],
                    "children": [ { "name": "Knob", "frame": [50, 50, 100, 100], "handles": ["all"], "callsSuper": true } ] } }
        """

    @Test func movesCollapseIntoOneRowWithTheirCount() throws {
        let moves = (1...5).map { Point(x: 80 + Double($0) * 4, y: 80) }
        let rows = try Self.rows(Self.scene, TimelineTests.finger(1, at: Point(x: 80, y: 80), start: 0, end: 200, moves: moves))
        #expect(rows == [
            "began: Knob + → \u{2605} Pad",
            "moved \u{00D7}5: Knob + → \u{2605} Pad",
            "ended: Knob + → \u{2605} Pad",
        ])
    }

    @Test func aSingleMoveHasNoCount() throws {
        let rows = try Self.rows(Self.scene, TimelineTests.finger(1, at: Point(x: 80, y: 80), start: 0, end: 200,
                                                                  moves: [Point(x: 90, y: 80)]))
        #expect(rows.map { $0.components(separatedBy: ":")[0] } == ["began", "moved", "ended"])
    }

    @Test func handledAndCalledSuperIsMarkedPlusNotStar() throws {
        let session = LabSession(scene: try LabFixtures.scene(Self.scene))
        var playback = session.run(TimelineTests.finger(1, at: Point(x: 80, y: 80), start: 0, end: 80))
        try #require(session.lesson != nil)
        playback.show(step: .max, of: session.lesson)
        let began = try #require(ChainModel.make(for: session.shown(at: playback)).deliveries.first)
        #expect(began.pills.map(\.verdict) == [.handledAndForwarded, .handled])
    }
}
