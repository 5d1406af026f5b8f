#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Testing
import TouchLabFormats
@testable import TouchLab

/// `--describe`'s `values`: each continuous recognizer's translation, velocity, scale and
/// rotation at the step shown, on a scene written here, with each finger's update its own
/// event 5 ms after the other's, as a touchscreen sends them.
@MainActor
final class LiveValuesCommandTests {
    var errors: [String] = []
    let folder: String

    static let scene = """
        { "name": "held-out-values", "size": [600, 400],
          "root": { "name": "Screen", "frame": [0, 0, 600, 400], "children": [
            { "name": "Photo", "frame": [50, 50, 500, 300], "gestures": [
              { "kind": "pinch", "name": "zoom", "simultaneousWith": ["turn", "drag"] },
              { "kind": "rotation", "name": "turn", "simultaneousWith": ["drag"] },
              { "kind": "pan", "name": "drag" } ] } ] } }
        """

    init() throws {
        folder = NSTemporaryDirectory() + "touchlab-values-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(Self.scene.utf8).write(to: URL(fileURLWithPath: folder + "/scene.json"))
    }

    deinit { try? FileManager.default.removeItem(atPath: folder) }

    /// Two fingers, finger 2 always 5 ms after finger 1, placed by `place` at each of
    /// `frames` fractions of the way, 16 ms apart.
    func replay(frames: Int, place: (Int, Double) -> (Double, Double)) throws -> String {
        var lines: [String] = []
        func add(_ time: Double, _ type: String, _ finger: Int, _ fraction: Double) {
            let (x, y) = place(finger, fraction)
            lines.append("{\"time\": \(Int(time)), \"type\": \"\(type)\", \"detail\": \(finger), \"x\": \(x), \"y\": \(y)}")
        }
        for finger in 1...2 { add(Double(5 * (finger - 1)), "touchBegin", finger, 0) }
        for frame in 1...frames {
            for finger in 1...2 { add(Double(16 * frame + 5 * (finger - 1)), "touchUpdate", finger, Double(frame) / Double(frames)) }
        }
        for finger in 1...2 { add(Double(16 * (frames + 1) + 5 * (finger - 1)), "touchEnd", finger, 1) }
        let path = folder + "/fingers.jsonl"
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    var labels: [String] = []
    /// The labels drawn over the scene.
    var sceneLabels: [String] = []

    func values(_ arguments: [String]) throws -> [String: [String: Any]] {
        let path = folder + "/frame.json"
        let console = Console(out: { _ in }, error: { self.errors.append($0) })
        let status = TouchLabCommand(console: console, environment: [:])
            .run(["--headless", "--scene", folder + "/scene.json", "--describe", path] + arguments)
        #expect(status == 0, "\(errors)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        labels = (json["labels"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }
        sceneLabels = (json["labels"] as? [[String: Any]] ?? []).filter { $0["region"] as? String == "scene" }
            .compactMap { $0["text"] as? String }
        let entries = try #require(json["values"] as? [[String: Any]])
        return Dictionary(uniqueKeysWithValues: entries.map { ($0["recognizer"] as? String ?? "", $0) })
    }

    /// Fingers 100 pt apart about (300, 200) spread to 140 pt and turn 30° while their
    /// centre moves 40 pt right: the last step shows scale 1.4, 30°, translation 40.
    @Test func aPinchRotateAndPanReportTheirValuesAtTheLastStep() throws {
        let replay = try replay(frames: 20) { finger, fraction in
            let angle = (finger == 1 ? Double.pi : 0) + Double.pi / 6 * fraction
            let radius = 50 + 20 * fraction
            return (300 + 40 * fraction + radius * cos(angle), 200 + radius * sin(angle))
        }
        let values = try values(["--replay", replay])
        #expect(values["zoom"]?["scale"] as? Double == 1.4)
        #expect(values["turn"]?["rotationDegrees"] as? Double == 30)
        let translation = try #require(values["drag"]?["translation"] as? [Double])
        #expect(translation == [40, 0])
        #expect(values["zoom"]?["rotationDegrees"] == nil && values["turn"]?["scale"] == nil)
        let zoomVelocity = try #require(values["zoom"]?["velocity"] as? Double)
        #expect(zoomVelocity > 0 && zoomVelocity < 2, "about 0.4 / 0.336 s, not a spike: \(zoomVelocity)")
        // The frame draws the same numbers beside Photo, each with its unit.
        let dragVelocity = (try #require(values["drag"]?["velocity"] as? [Double])).map { String(format: "%.1f", $0) }
        #expect(labels.contains("zoom: ended · scale 1.40× · velocity " + String(format: "%.2f", zoomVelocity) + "/s"), "\(labels)")
        #expect(labels.contains { $0.hasPrefix("turn: ended · rotation 30.0° (0.52 rad) · velocity ") && $0.hasSuffix(" rad/s)") }, "\(labels)")
        #expect(labels.contains("drag: ended · translation (40.0, 0.0) pt · velocity (" + dragVelocity.joined(separator: ", ") + ") pt/s"), "\(labels)")
        // The readout says the state: no second tag for it, away from the numbers.
        #expect(!sceneLabels.contains { ["zoom: ended", "turn: ended", "drag: ended"].contains($0) }, "\(sceneLabels)")
    }

    /// In Chinese the readout has no English word left but the recognizers' own names, and
    /// a recognizer named as its quantity ("rotation") is not named twice in English. Each
    /// readout says its recognizer's state, so no tag of its own does.
    @Test func theReadoutReadsInEitherLanguage() throws {
        let scene = Self.scene.replacingOccurrences(of: "\"turn\"", with: "\"rotation\"")
        try Data(scene.utf8).write(to: URL(fileURLWithPath: folder + "/scene.json"))
        let replay = try replay(frames: 20) { finger, fraction in
            let angle = (finger == 1 ? Double.pi : 0) + Double.pi / 6 * fraction
            let radius = 50 + 20 * fraction
            return (300 + 40 * fraction + radius * cos(angle), 200 + radius * sin(angle))
        }
        _ = try values(["--replay", replay])
        #expect(labels.contains { $0.hasPrefix("rotation: ended · 30.0° (0.52 rad) · velocity ") && $0.hasSuffix(" rad/s)") }, "\(labels)")
        _ = try values(["--replay", replay, "--lang", "zh-Hans"])
        let readouts = labels.filter { $0.contains("速度") }
        #expect(readouts.contains { $0.hasPrefix("zoom: 结束 · 缩放 1.40× · 速度 ") && $0.hasSuffix("/秒") }, "\(labels)")
        #expect(readouts.contains { $0.hasPrefix("rotation: 结束 · 旋转 30.0°（0.52 弧度） · 速度 ") && $0.hasSuffix(" 弧度/秒）") }, "\(labels)")
        #expect(readouts.contains { $0.hasPrefix("drag: 结束 · 位移 (") && $0.hasSuffix(") 点/秒") }, "\(labels)")
        #expect(!sceneLabels.contains { $0.hasSuffix(": 结束") }, "a state said twice: \(sceneLabels)")
        for readout in readouts {
            let words = readout.split(separator: " ").filter { $0.allSatisfy(\.isLetter) && $0.allSatisfy(\.isASCII) }
            #expect(words.isEmpty, "English left in \(readout)")
        }
    }

    /// Before any recognizer begins there is nothing to show.
    @Test func noValuesBeforeTheGesturesBegin() throws {
        let replay = try replay(frames: 20) { finger, fraction in
            (finger == 1 ? 250 : 350, 200 + 40 * fraction)
        }
        #expect(try values(["--replay", replay, "--step", "1"]).isEmpty)
    }

    /// The readout gives the angle in degrees and, beside it, in the radians the trace
    /// prints with no unit, so "rotation 35.0°" on the scene and "rotation 0.61" in the
    /// trace panel read as one number (the bundled pinch-and-rotate lesson).
    @Test func theRotationReadoutAlsoSaysTheTracesRadians() throws {
        var out: [String] = []
        var readouts: [String: [String]] = [:]
        let path = folder + "/bundled.json"
        let replay = SceneCatalog.assetsDirectory + "/replays/pinch-rotate-two-fingers.jsonl"
        for language in ["en", "zh-Hans"] {
            let console = Console(out: { out.append($0) }, error: { self.errors.append($0) })
            let status = TouchLabCommand(console: console, environment: [:]).run(
                ["--headless", "--scene", "pinch-rotate", "--replay", replay, "--trace", "--lang", language,
                 "--describe", path])
            #expect(status == 0, "\(errors)")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
            readouts[language] = (json["labels"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }
        }
        let ended = try #require(out.joined(separator: "\n").firstMatch(of: #/gesture rotation ended rotation (\S+) /#))
        let radians = String(ended.1)
        #expect(radians == "0.61")
        #expect(readouts["en"]?.contains { $0.hasPrefix("rotation: ended · 35.0° (\(radians) rad) · velocity ") } == true, "\(readouts)")
        #expect(readouts["zh-Hans"]?.contains { $0.hasPrefix("rotation: 结束 · 旋转 35.0°（\(radians) 弧度） · ") } == true,
                "\(readouts)")
    }
}
