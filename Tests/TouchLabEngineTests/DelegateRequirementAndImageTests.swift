import Testing
import TouchKit
import TouchLabFormats
@testable import TouchLabEngine

/// The scene keys for the delegate's failure requirements (`shouldRequireFailureOf`,
/// `shouldBeRequiredToFailBy`) and the `image` kind, run through the engine.
@MainActor
struct DelegateRequirementAndImageTests {
    func trace(_ json: String, taps: [Point]) throws -> [String] {
        let engine = try SceneFixtures.engine(json)
        engine.run(TapScript.inputs(for: taps))
        return engine.log.lines.filter { !$0.contains(" hit-test ") }
    }

    func scene(single: String, double: String) -> String {
        """
        {"size": [400, 400], "root": {"name": "R", "children": [
          {"name": "V", "frame": [0, 0, 300, 300], "gestures": [
            {"kind": "tap", "name": "single"\(single)}, {"kind": "tap", "name": "double", "taps": 2\(double)}]}]}}
        """
    }

    /// One tap: the single tap waits for the double tap to fail, then recognizes.
    static let waitedTap = [
        "0.430 gesture double failed",
        "0.430 gesture single recognized location (100.0, 100.0)",
    ]

    @Test func shouldRequireFailureOfMakesTheSingleTapWait() throws {
        let lines = try trace(scene(single: #", "shouldRequireFailureOf": "double""#, double: ""),
                              taps: [Point(x: 100, y: 100)])
        #expect(lines.filter { $0.contains("gesture") } == Self.waitedTap)
    }

    @Test func shouldBeRequiredToFailByMakesTheOtherWait() throws {
        let lines = try trace(scene(single: "", double: #", "shouldBeRequiredToFailBy": ["single"]"#),
                              taps: [Point(x: 100, y: 100)])
        #expect(lines.filter { $0.contains("gesture") } == Self.waitedTap)
    }

    /// Without either, the single tap recognizes at once and fails the double tap.
    @Test func withoutARequirementTheSingleTapWinsAtOnce() throws {
        let lines = try trace(scene(single: "", double: ""), taps: [Point(x: 100, y: 100)])
        #expect(lines.filter { $0.contains("gesture") }.first == "0.080 gesture single recognized location (100.0, 100.0)")
    }

    @Test func aRequirementMustNameAGesture() {
        #expect(throws: (any Error).self) {
            _ = try SceneFixtures.engine(scene(single: #", "shouldRequireFailureOf": "triple""#, double: ""))
        }
    }

    /// An image view takes no touches unless `userInteractionEnabled`: the tap goes to the
    /// view behind it.
    @Test func anImageLetsTouchesThroughUnlessEnabled() throws {
        func json(_ extra: String) -> String {
            """
            {"size": [400, 400], "root": {"name": "R", "handles": ["all"], "children": [
              {"name": "Photo", "kind": "image", "frame": [0, 0, 200, 200], "handles": ["all"]\(extra)}]}}
            """
        }
        let passes = try trace(json(""), taps: [Point(x: 50, y: 50)])
        #expect(passes.contains("0.000 touchesBegan [1]: R*"))
        let takes = try trace(json(#", "userInteractionEnabled": true"#), taps: [Point(x: 50, y: 50)])
        #expect(takes.contains("0.000 touchesBegan [1]: Photo*"))
    }
}
