#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Testing
import TouchLabFormats
@testable import TouchLab

/// What a frame shows at a step that holds a run of moves, read from `--describe` and
/// checked against the trace the same run prints: the values, the recognizers' states and a
/// long press's time held are those the step reached, not its first record's.
@MainActor
struct StepValuesCommandTests {
    struct Frame {
        let trace: [String]
        let json: [String: Any]

        var values: [String: [String: Any]] {
            Dictionary(uniqueKeysWithValues: (json["values"] as? [[String: Any]] ?? []).map { ($0["recognizer"] as? String ?? "", $0) })
        }
        var states: [String: String] {
            Dictionary(uniqueKeysWithValues: (json["outcomes"] as? [[String: Any]] ?? []).map {
                ($0["recognizer"] as? String ?? "", $0["state"] as? String ?? "")
            })
        }
        var sceneLabels: [String] {
            (json["labels"] as? [[String: Any]] ?? []).filter { $0["region"] as? String == "scene" }.compactMap { $0["text"] as? String }
        }

        /// The numbers after `word` on the last trace line that holds `prefix`.
        func lastTraced(_ prefix: String, _ word: String) throws -> [Double] {
            let line = try #require(trace.last { $0.contains(prefix) }, "no \(prefix) in the trace")
            let after = try #require(line.range(of: prefix)).upperBound
            let tail = try #require(line.range(of: " " + word + " ", range: after..<line.endIndex)).upperBound
            let numbers = line[tail...].split(whereSeparator: { " (),".contains($0) }).prefix(2).compactMap { Double($0) }
            try #require(!numbers.isEmpty, "no \(word) in \(line)")
            return numbers
        }
    }

    static func frame(_ scene: String, replay: String, step: String) throws -> Frame {
        let path = NSTemporaryDirectory() + "touchlab-step-values-\(getpid())-\(UUID().uuidString).json"
        defer { try? FileManager.default.removeItem(atPath: path) }
        var lines: [String] = [], errors: [String] = []
        let console = Console(out: { lines.append($0) }, error: { errors.append($0) })
        let status = TouchLabCommand(console: console, environment: [:]).run(
            ["--headless", "--scene", scene, "--replay", SceneCatalog.assetsDirectory + "/replays/\(replay).jsonl",
             "--step", step, "--trace", "--describe", path])
        #expect(status == 0, "\(errors)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        return Frame(trace: lines, json: json)
    }

    /// Step 20 of the pinch lesson holds every `changed` of both recognizers: it shows the
    /// last one's scale and angle (1.60, 0.61 rad in the trace), each recognizer "changed",
    /// and Map's turned picture at the scene's own scale, cut off at its edges.
    @Test func aRunOfChangesShowsItsLastValues() throws {
        let frame = try Self.frame("pinch-rotate", replay: "pinch-rotate-two-fingers", step: "20")
        let caption = try #require(frame.json["caption"] as? String)
        #expect(caption.contains("gesture pinch changed"), "step 20 is the run of moves: \(caption)")
        let scale = try frame.lastTraced("gesture pinch changed", "scale")[0]
        let radians = try frame.lastTraced("gesture rotation changed", "rotation")[0]
        #expect(frame.values["pinch"]?["scale"] as? Double == scale)
        let degrees = try #require(frame.values["rotation"]?["rotationDegrees"] as? Double)
        // The trace prints radians to 0.005; the frame degrees to 0.05.
        #expect(abs(degrees - radians * 180 / .pi) < 0.35, "\(degrees)° against \(radians) rad")
        #expect(frame.states["pinch"] == "changed" && frame.states["rotation"] == "changed", "\(frame.states)")
        try Self.expectOutlineInsideScene(frame, recognizers: ["pinch", "rotation"])
    }

    /// Once the pinch has ended and the rotation still runs, the picture stays, with the
    /// rotation's last angle.
    @Test func theOutlineStaysWhileEitherRecognizerRuns() throws {
        let frame = try Self.frame("pinch-rotate", replay: "pinch-rotate-two-fingers", step: "23")
        #expect(frame.states["pinch"] == "ended" && frame.states["rotation"] == "changed", "\(frame.states)")
        let radians = try frame.lastTraced("gesture rotation changed", "rotation")[0]
        let degrees = try #require(frame.values["rotation"]?["rotationDegrees"] as? Double)
        #expect(abs(degrees - radians * 180 / .pi) < 0.35)
        try Self.expectOutlineInsideScene(frame, recognizers: ["pinch", "rotation"])
    }

    /// A pan's run shows the translation of its last `changed`.
    @Test func aPanRunShowsItsLastTranslation() throws {
        let frame = try Self.frame("pan-cancels-touches", replay: "pan-cancels-touches-drag", step: "13")
        let caption = try #require(frame.json["caption"] as? String)
        #expect(caption.contains("gesture drag changed"), "\(caption)")
        let translation = try #require(frame.values["drag"]?["translation"] as? [Double])
        let traced = try frame.lastTraced("gesture drag changed", "translation")
        #expect(translation == traced, "\(translation) against the trace's \(traced)")
        #expect(frame.states["drag"] == "changed")
    }

    /// The long press's bar counts the time of the step shown: at 0.3 s, 0.3 s of 0.5 s.
    @Test func theLongPressBarCountsTheStepsOwnTime() throws {
        let frame = try Self.frame("gestures-touches-controls", replay: "gestures-touches-controls-tour", step: "1:15")
        let moved = try #require(frame.trace.first { $0.contains("touch 1 moved") })
        #expect(moved.hasPrefix("0.300 "), "step 15 is the move at 0.3 s: \(moved)")
        #expect(frame.sceneLabels.contains { $0.contains("held 0.3 s of 0.5 s") }, "\(frame.sceneLabels)")
    }

    /// A lesson of two fingers or two taps numbers only the latest search, from 1, each
    /// number once.
    @Test(arguments: [("pinch-rotate", "pinch-rotate-two-fingers", "11"),
                      ("double-tap-single-tap", "double-tap-single-tap-taps", "2:29")])
    func onlyTheLatestSearchIsNumbered(_ scene: String, _ replay: String, _ step: String) throws {
        let frame = try Self.frame(scene, replay: replay, step: step)
        // Its discs, or once folded the numbers its path carries ("1 Screen › 2 Photo").
        let discs = frame.sceneLabels.compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        let path = frame.sceneLabels.filter { $0.contains("›") }
            .flatMap { $0.split(separator: "›").compactMap { Int($0.trimmingCharacters(in: .whitespaces).split(separator: " ").first ?? "") } }
        let numbers = discs + path
        #expect(!numbers.isEmpty && numbers.sorted() == Array(1...numbers.count), "\(frame.sceneLabels)")
    }

    /// The picture of Map as the values turn it, at the scene's own scale: its sides the
    /// scale times Map's own (the hit view's box, in the same window pixels), about Map's
    /// centre, cut off at the scene's edges; only its part in sight is counted in `rect`.
    static func expectOutlineInsideScene(_ frame: Frame, recognizers: [String]) throws {
        let regions = frame.json["regions"] as? [[String: Any]] ?? []
        let scene = try #require(regions.first { $0["name"] as? String == "scene" }?["rect"] as? [Double])
        let markers = frame.json["markers"] as? [[String: Any]] ?? []
        let map = try #require(markers.first { $0["kind"] as? String == "hitView" }?["rect"] as? [Double])
        for name in recognizers {
            let outline = try #require(frame.values[name]?["outline"] as? [String: Any], "\(name) has no outline")
            let rect = try #require(outline["rect"] as? [Double])
            #expect(outline["view"] as? String == "Map")
            #expect(rect[0] >= scene[0] && rect[1] >= scene[1] && rect[0] + rect[2] <= scene[0] + scene[2]
                        && rect[1] + rect[3] <= scene[1] + scene[3], "\(name): \(rect) leaves the scene \(scene)")
            // 1.6x of a view nearly the scene's size reaches past it on every side: drawn as
            // it is, cut off, not reduced beside the full-size fingers and hit-view box.
            let corners = try #require(outline["corners"] as? [[Double]])
            #expect(outline["cutOff"] as? Bool == true)
            #expect(corners.count == 4)
            func side(_ a: [Double], _ b: [Double]) -> Double { ((a[0] - b[0]) * (a[0] - b[0]) + (a[1] - b[1]) * (a[1] - b[1])).squareRoot() }
            #expect(abs(side(corners[0], corners[1]) - 1.6 * map[2]) < 1, "\(name): \(corners) against Map \(map)")
            #expect(abs(side(corners[1], corners[2]) - 1.6 * map[3]) < 1, "\(name): \(corners) against Map \(map)")
            let centre = [(corners[0][0] + corners[2][0]) / 2, (corners[0][1] + corners[2][1]) / 2]
            #expect(abs(centre[0] - (map[0] + map[2] / 2)) < 0.5 && abs(centre[1] - (map[1] + map[3] / 2)) < 0.5, "\(name): \(centre)")
        }
    }
}
