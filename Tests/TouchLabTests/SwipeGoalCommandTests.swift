#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Testing
import TouchKitCairo
@testable import TouchLab

/// While a swipe is still possible under a finger that is down, the scene says what it
/// needs (its minimum distance in each direction it accepts, within its maximum duration)
/// beside a dashed line of that length from where the finger came down; once the finger
/// lifts, the goal is gone. Read back from `--describe` and the frame's pixels.
@MainActor
final class SwipeGoalCommandTests: CommandTestCase {
    init() throws {
        try super.init(named: "swipe-goal")
        let scene = """
            { "name": "held-out-swipe", "size": [600, 400],
              "root": { "name": "Screen", "frame": [0, 0, 600, 400], "color": "#ffffff", "children": [
                { "name": "Pad", "frame": [100, 100, 400, 250], "color": "#ffffff", "gestures": [
                  { "kind": "swipe", "name": "flick", "direction": ["up", "left"] } ] } ] } }
            """
        try Data(scene.utf8).write(to: URL(fileURLWithPath: path("scene.json")))
    }

    /// The scene labels at the end of `input`, with the frame.
    func frame(_ input: [String], language: String = "en") throws -> (labels: [String], image: ImageSurface) {
        #expect(run(["--headless", "--scene", path("scene.json"), "--lang", language, "--describe", path("frame.json"),
                     "--screenshot", path("frame.png")] + input) == 0, "\(errors)")
        let json = try #require(try JSONSerialization.jsonObject(with: bytes("frame.json")) as? [String: Any])
        let labels = (json["labels"] as? [[String: Any]] ?? []).filter { $0["region"] as? String == "scene" }
            .compactMap { $0["text"] as? String }
        return (labels, try ImageSurface(contentsOfPNG: path("frame.png")))
    }

    @Test func aHeldFingerShowsTheSwipesGoalInEachDirection() throws {
        // Held at (300, 300), touchesBegan climbing the chain: the swipe is still possible.
        let held = try frame(["--hold", "300,300:1", "--step", "9"])
        #expect(held.labels.contains("flick needs 50 pt left or up within 0.5 s"), "\(held.labels)")
        // The dashed line up ends in a bar across it, 50 pt above the finger (the scene is
        // drawn at scale 1): ink across (300, 250), none on the white 10 pt past it.
        let ink = { (x: Int, y: Int) -> Bool in
            let word = held.image.pixel(x: x, y: y)
            return Int((word >> 16) & 0xff) + Int((word >> 8) & 0xff) + Int(word & 0xff) < 600
        }
        #expect((294...306).contains { ink($0, 250) }, "the bar across the line's end")
        #expect(!(296...304).contains { ink($0, 240) }, "nothing past it")
        let chinese = try frame(["--hold", "300,300:1", "--step", "9"], language: "zh-Hans")
        #expect(chinese.labels.contains("flick 需要在 0.5 秒内向左或向上移动 50 点"), "\(chinese.labels)")
    }

    @Test func theGoalGoesWithTheFinger() throws {
        let lifted = try frame(["--tap", "300,300"])
        #expect(!lifted.labels.contains { $0.contains("needs 50 pt") }, "\(lifted.labels)")
    }
}
