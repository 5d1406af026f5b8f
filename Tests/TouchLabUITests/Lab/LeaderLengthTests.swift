import Testing
import TouchKit
import TouchLabFormats
@testable import TouchLabEngine
@testable import TouchLabUI

/// A label moved away from what it names is joined to it by a leader at least
/// `OverlayLabels.minimumLeaderLength` window pixels long, ending inside that view: a line
/// only a few pixels past the label's edge is hidden by its own end dot and does not say
/// which view it names (the tab bar's "3 ✗ Profile" over both Inbox and Profile); one
/// naming a mark smaller than that goes in as far as its centre. Every
/// step of the tab bar's lessons, in the default window and the smallest.
@MainActor
struct LeaderLengthTests {
    @Test(arguments: [nil, LabLayout.smallestWindow])
    func everyLeaderIsLongEnoughToSee(_ windowSize: Size?) throws {
        let (description, inputs) = try BuiltInReplay.load("tab-bar-overhang-taps")
        var leaders = 0
        try LessonWalk.forEveryStep(of: { SceneBuilder().build(description) }, inputs: inputs,
                                    windowSize: windowSize, withParts: false) { frame in
            guard let labels = frame.renderer.labels else { return }
            let scale = frame.renderer.layout.scale
            for leader in labels.connectors where leader.isLeader {
                leaders += 1
                let points = leader.points
                let length = zip(points, points.dropFirst()).reduce(0) { $0 + $1.0.distance(to: $1.1) } * scale
                // Shorter only where it has come in as far as the centre of what it names
                // (a small mark).
                let end = Point(x: points.last!.x * scale, y: points.last!.y * scale)
                let atCentre = frame.description.labels.contains { label in
                    guard let about = label.about, about.outset(by: EdgeInsets(all: 0.5)).contains(end) else { return false }
                    return abs(about.center.x - end.x) < 0.5 || abs(about.center.y - end.y) < 0.5
                }
                #expect(length >= OverlayLabels.minimumLeaderLength - 0.01 || atCentre,
                        "\(frame.place): a leader \(length) px long, from \(points.first!) to \(points.last!)")
            }
        }
        #expect(leaders > 0, "the walk drew no leader to check")
    }

    /// A short leader carries on into its view, up to the view's centre at most.
    @Test func aShortLeaderReachesIntoItsView() {
        let profile = Rect(x: 640, y: 536, width: 120, height: 48)
        let start = Point(x: 700, y: 529), edge = Point(x: 700, y: 536)
        let end = OverlayLabels.leaderEnd(in: profile, from: start, edge: edge, length: 16, avoiding: [])
        #expect(end == Point(x: 700, y: 545))
        // A note over the view's top edge: the end moves to the nearest clear place inside.
        let note = Rect(x: 589, y: 537.7, width: 205, height: 11.6)
        let clear = OverlayLabels.leaderEnd(in: profile, from: start, edge: edge, length: 16, avoiding: [note])
        #expect(profile.contains(clear) && !note.contains(clear) && clear.y > note.maxY)
        // A view too shallow to reach 16 into stops at its centre.
        let thin = Rect(x: 640, y: 536, width: 120, height: 4)
        #expect(OverlayLabels.leaderEnd(in: thin, from: start, edge: edge, length: 16, avoiding: []).y == 538)
    }
}
