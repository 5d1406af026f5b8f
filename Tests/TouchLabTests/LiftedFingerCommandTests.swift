import Foundation
import Testing
import TouchKitCairo
@testable import TouchLab

/// An ended touch looks the same in every lesson: its marker is a ring alone, whatever it
/// lifted from (a control or a plain view), so inside the ring the scene shows as it does
/// once the marker has faded.
@MainActor
final class LiftedFingerCommandTests: CommandTestCase {
    init() throws { try super.init(named: "lifted-finger") }

    /// The frame of control-priority after a tap at (`x`, `y`), at `moment` (`--step N` or
    /// `--at T`).
    func frame(tap x: Int, _ y: Int, _ moment: [String]) throws -> ImageSurface {
        let file = path("frame-\(moment.joined()).png")
        #expect(run(["--headless", "--scene", "control-priority", "--tap", "\(x),\(y)"] + moment + ["--screenshot", file]) == 0,
                "\(errors)")
        return try ImageSurface(contentsOfPNG: file)
    }

    /// Dial (a control) and Plain (a plain view): the tap's last step, as the touch lifted,
    /// then long after, when the marker has faded to faint.
    @Test(arguments: [(400, 200, "18"), (600, 200, "15")])
    func aLiftedFingerIsARingAlone(x: Int, y: Int, last: String) throws {
        let lifted = try frame(tap: x, y, ["--step", last])
        let faded = try frame(tap: x, y, ["--at", "30"])
        // Inside the ring, off its dot: the view as drawn without the finger, not tinted.
        for (dx, dy) in [(-12, 10), (12, 10), (-10, -12)] {
            let inside = lifted.pixel(x: x + dx, y: y + dy), bare = faded.pixel(x: x + dx, y: y + dy)
            #expect(inside == bare, "at (\(x + dx), \(y + dy)): \(String(inside, radix: 16)) vs \(String(bare, radix: 16))")
        }
        // The ring still marks where the touch was, stronger than once it has faded (on its
        // left: a leader may cross its top).
        #expect(lifted.pixel(x: x - 22, y: y) != faded.pixel(x: x - 22, y: y))
    }
}
