import Testing
import TouchKit
import TouchLabFormats
@testable import TouchLabEngine
@testable import TouchLabUI

/// A lane's name is never under the ring the current step's mark wears: the longest name
/// ends clear of a ring at the axis's start (time 0), the chain's last lanes included.
@MainActor
struct TimelineGutterTests {
    /// The ring's reach left of its mark's centre: its radius and half its line.
    static let ringReach = 6.0 + 0.75
    /// Between a name's box and the ring: a bold name's ink may reach past its box.
    static let gap = 3.0

    @Test(arguments: [("seed-a-to-e", "seed-a-to-e-taps", 16), ("responder-chain", "responder-chain-taps", 20)])
    func everyLaneNameEndsLeftOfTheRingAtTimeZero(scene: String, replay: String, step: Int) throws {
        let played = try TimelineDrawingTests.session(scene, replay: replay, step: step - 1)
        let renderer = try LabRenderer(layout: LabLayout(sceneSize: played.session.scene.size))
        try LabParts.install(on: renderer)
        renderer.render(played.session, ui: LabUIState(playback: played.playback))
        let view = try #require(renderer.parts?.timeline.view)
        let labels = FrameDescription(renderer: renderer, session: played.session).labels.filter { $0.region == "timeline" }
        let names = labels.filter { $0.rect.minX < 40 && $0.text != "timeline" }
        let firstMark = try #require(view.labelPlacements.map(\.marks.lowerBound).min())
        #expect(names.contains { $0.text == "AppDelegate" })
        for name in names {
            #expect(name.rect.maxX + Self.gap <= firstMark - Self.ringReach, "\(name.text) ends at \(name.rect.maxX), the ring starts at \(firstMark - Self.ringReach)")
        }
    }
}
