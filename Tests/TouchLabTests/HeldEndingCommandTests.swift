#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Testing
import TouchLabFormats
@testable import TouchLab

/// The double tap's first tap lifts while both recognizers are still deciding: its view's
/// `touchesEnded` is held back (`delaysTouchesEnded`) from the lift until the double tap
/// recognizes and it goes out as `touchesCancelled`. The timeline draws that bar while it is
/// held, growing with the steps, not only once the cancel arrives.
@MainActor
final class HeldEndingCommandTests {
    let path = NSTemporaryDirectory() + "touchlab-held-\(getpid())-\(UUID().uuidString).json"

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// The Photo lane's spans (text, start, end) at `step` of the double tap replay.
    private func photoSpans(at step: String) throws -> [(text: String, start: Double, end: Double)] {
        var errors: [String] = []
        let console = Console(out: { _ in }, error: { errors.append($0) })
        let replay = SceneCatalog.assetsDirectory + "/replays/double-tap-single-tap-taps.jsonl"
        let status = TouchLabCommand(console: console, environment: [:]).run(
            ["--headless", "--scene", "double-tap-single-tap", "--replay", replay, "--step", step, "--describe", path])
        #expect(status == 0, "\(errors)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        let lanes = json["timeline"] as? [[String: Any]] ?? []
        let photo = try #require(lanes.first { $0["lane"] as? String == "Photo" })
        return (photo["spans"] as? [[String: Any]] ?? []).compactMap { span in
            guard let text = span["text"] as? String, let start = span["start"] as? Double,
                  let end = span["end"] as? Double else { return nil }
            return (text, start, end)
        }
    }

    @Test func theHeldEndingIsABarWhileItIsHeld() throws {
        // Lesson 2: touch 2 lifts at 1.58 s (step 13); touch 3 begins at 1.70 s (step 14)
        // and lifts at 1.78 s (step 21); the cancel reaches Photo at step 25.
        let whileSecondTapIsDown = try photoSpans(at: "2:14")
        #expect(whileSecondTapIsDown.map(\.text) == ["held: delaysTouchesEnded"])
        #expect(whileSecondTapIsDown.map { [$0.start, $0.end] } == [[1.58, 1.7]])
        #expect(try photoSpans(at: "2:21").map { [$0.start, $0.end] } == [[1.58, 1.78]])
        #expect(try photoSpans(at: "2:25").map { [$0.start, $0.end] } == [[1.58, 1.78]], "one bar once released")
        #expect(try photoSpans(at: "2:13").isEmpty, "nothing held at the lift itself")
    }
}
