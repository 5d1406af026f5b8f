#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Testing
import TouchLabFormats
@testable import TouchLab

/// One frame tells one count of moves: a run of marks on the timeline ends where its step
/// does, so the step's caption ("touch 1 moved ×8", "touchesMoved reaches Pad ×8") and the
/// marks of that step agree even when the lane moved in an earlier step too, each count
/// naming what it counts.
@MainActor
final class TimelineRunCountCommandTests {
    let path = NSTemporaryDirectory() + "touchlab-runs-\(getpid())-\(UUID().uuidString).json"

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// The caption and each lane's marks (texts) at `step` of the pan replay, or of
    /// another scene's replay.
    private func describe(step: Int, scene: String = "pan-cancels-touches",
                          replay: String = "pan-cancels-touches-drag") throws -> (caption: String, lanes: [String: [String]]) {
        var errors: [String] = []
        let console = Console(out: { _ in }, error: { errors.append($0) })
        let status = TouchLabCommand(console: console, environment: [:]).run(
            ["--headless", "--scene", scene, "--replay", SceneCatalog.assetsDirectory + "/replays/\(replay).jsonl",
             "--step", "\(step)", "--describe", path])
        #expect(status == 0, "\(errors)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        var lanes: [String: [String]] = [:]
        for lane in json["timeline"] as? [[String: Any]] ?? [] {
            lanes[lane["lane"] as? String ?? ""] = (lane["marks"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }
        }
        return (json["caption"] as? String ?? "", lanes)
    }

    @Test func theMovesAfterThePanBeganAreCountedAsTheCaptionCountsThem() throws {
        let (caption, lanes) = try describe(step: 13)
        #expect(caption.hasPrefix("touch 1 moved ×8 to "), "\(caption)")
        #expect(!caption.contains("touchesMoved"), "the pan took the touch: no touchesMoved went out: \(caption)")
        #expect(caption.contains("gesture drag changed ×8"), "\(caption)")
        #expect(lanes["touch 1"] == ["began", "moved ×4", "moved ×8"], "\(lanes)")
        #expect(lanes["drag"]?.suffix(2) == ["changed ×8", "action ×8"], "\(lanes)")
    }

    /// The drag's first four moves: the finger moved four times, Canvas got three
    /// touchesMoved (the fourth move began the pan, which cancelled Canvas's touches). The
    /// caption gives both counts, each as the lane that counts it does.
    @Test func theCaptionCountsTheFingersMovesAndTheMessagesApart() throws {
        let (caption, lanes) = try describe(step: 9)
        #expect(caption.hasPrefix("touch 1 moved ×4 to (212, 204.2); touchesMoved reaches Canvas ×3 ("), "\(caption)")
        #expect(lanes["touch 1"]?.last == "moved ×4", "\(lanes)")
        #expect(lanes["Canvas"]?.last == "touchesMoved ×3", "\(lanes)")
    }

    /// Without delaysContentTouches the row gets the drag's moves: the pan fails after the
    /// first move, so that move's touchesMoved opens the run of step 21, which sends six
    /// while the finger moves five more times. The caption counts the messages its words
    /// name, as the row's lane does.
    @Test func theCaptionCountsTheTouchesMovedItsStepSent() throws {
        let (caption, lanes) = try describe(step: 21, scene: "scroll-view-buttons", replay: "scroll-view-buttons-no-delay-drag")
        #expect(caption.hasPrefix("touch 1 moved ×5 to "), "\(caption)")
        #expect(caption.contains("touchesMoved reaches ImmediateRow2 ×6"), "\(caption)")
        #expect(lanes["touch 1"]?.contains("moved ×5") == true, "\(lanes)")
        #expect(lanes["ImmediateRow2"]?.contains("touchesMoved ×6") == true, "\(lanes)")
    }
}
