import Testing
import TouchKit
import TouchKitCairo
import TouchLabFormats
@testable import TouchLabEngine
@testable import TouchLabUI

/// Once the finger lifts off a control, its marker is a ring and a hollow dot: the
/// control's new state shows through it (the switch's knob, flipped to the right, stays
/// white), while the ring still marks where the touch was.
@MainActor
struct LiftedFingerOverControlTests {
    @Test func theFlippedSwitchsKnobShowsThroughTheLiftedFinger() throws {
        let description = try SceneReader.load(path: try SceneCatalog.standard.resolve("button-in-tapped-view"))
        let session = LabSession(scene: SceneBuilder().build(description))
        let tap = Point(x: 545, y: 235)
        var playback = session.run(TapScript.inputs(for: [tap]))
        let renderer = try LabRenderer(layout: LabLayout(sceneSize: session.scene.size))
        let knob = try #require(session.scene.view(named: "Notify") as? Switch)
        #expect(knob.isOn, "the tap flipped the switch on")
        // Inside the knob (on the right of the track), inside the ring, off the dot: the same
        // as once the marker has faded away.
        let inside = (x: 557, y: 228)
        let lifted = renderer.render(session, ui: LabUIState(playback: playback)).pixel(x: inside.x, y: inside.y)
        let ring = renderer.surface.pixel(x: Int(tap.x), y: Int(tap.y) - 22)
        session.advance(to: session.time + 10, following: &playback)
        let faded = renderer.render(session, ui: LabUIState(playback: playback))
        #expect(lifted == faded.pixel(x: inside.x, y: inside.y), "\(String(lifted, radix: 16))")
        // The ring still marks the touch point.
        #expect(ring != faded.pixel(x: Int(tap.x), y: Int(tap.y) - 22))
    }
}
