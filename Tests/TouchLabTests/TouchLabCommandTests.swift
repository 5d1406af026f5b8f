import Foundation
import Testing
import TouchLabFormats
import TouchLabEngine
import TouchLabUI
@testable import TouchLab

@MainActor
final class TouchLabCommandTests {
    var out: [String] = []
    var errors: [String] = []

    func run(_ arguments: [String], environment: [String: String] = [:]) -> Int32 {
        let console = Console(out: { self.out.append($0) }, error: { self.errors.append($0) })
        return TouchLabCommand(console: console, environment: environment).run(arguments)
    }

    @Test func headlessTapPrintsTheTrace() {
        #expect(run(["--headless", "--scene", "seed-a-to-e", "--tap", "470,140", "--trace"]) == 0)
        #expect(out.count == 5 && out[1] == "0.000 hit-test (470.0, 140.0): A -> C -> E(nil) -> D(D) -> C(D) -> A(D)")
        #expect(errors.isEmpty)
    }

    @Test func listsScenes() {
        #expect(run(["--list-scenes"]) == 0)
        #expect(out.contains("seed-a-to-e\tHit test and responder chain: A to E"))
        #expect(out == out.sorted())
    }

    @Test func badArgumentsAndFilesExitWithTwo() throws {
        #expect(run(["--headless", "--frobnicate"]) == 2)
        #expect(run(["--headless", "--scene", "no-such-scene"]) == 2)
        let bad = NSTemporaryDirectory() + "touchlab-bad-\(getpid()).json"
        try Data("{\"size\": [8, 6], \"root\": {\"name\": \"A\", \"frame\": [0, 0, 1]}}".utf8)
            .write(to: URL(fileURLWithPath: bad))
        defer { try? FileManager.default.removeItem(atPath: bad) }
        #expect(run(["--headless", "--scene", bad, "--record", "/no/such/dir/r.jsonl"]) == 2)
        #expect(errors == [
            "touchlab: unknown option '--frobnicate' (see --help)",
            "touchlab: no-such-scene: no such scene file or built-in scene (see --list-scenes)",
            "touchlab: \(bad):1:49: root.frame: expected 4 numbers, found 3",
        ])
        #expect(out.isEmpty)
    }

    @Test func recordWritesAReplayThatReplaysTheSame() throws {
        let record = NSTemporaryDirectory() + "touchlab-record-\(getpid()).jsonl"
        defer { try? FileManager.default.removeItem(atPath: record) }
        #expect(run(["--headless", "--tap", "470,140", "--tap", "650,140", "--record", record, "--trace"]) == 0)
        let tapped = out
        out = []
        #expect(run(["--headless", "--replay", record, "--trace"]) == 0)
        #expect(out == tapped && out.count == 10)
    }

    /// `--describe` names the regions, lists the text drawn (the overlays' labels included,
    /// none cut) and the timeline's lanes: the seed tap in D as the trace tells it.
    @Test func describeWritesWhatTheFrameShows() throws {
        let path = NSTemporaryDirectory() + "touchlab-describe-\(getpid()).json"
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(run(["--headless", "--scene", "seed-a-to-e", "--tap", "470,140", "--describe", path]) == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
                                as? [String: Any])
        #expect(json["size"] as? [Double] == [1180, 736])
        let regions = try #require(json["regions"] as? [[String: Any]])
        #expect(regions.compactMap { $0["name"] as? String } == ["scene", "panel", "strip"])
        #expect(regions.first?["rect"] as? [Double] == [0, 0, 800, 600])
        let labels = try #require(json["labels"] as? [[String: Any]])
        let hit = try #require(labels.first { $0["text"] as? String == "hit view: D" })
        #expect(hit["region"] as? String == "scene" && hit["shortened"] as? Bool == false)
        #expect(labels.contains { $0["text"] as? String == "returns D" && $0["region"] as? String == "scene" })
        let lanes = try #require(json["timeline"] as? [[String: Any]])
        let marks = lanes.map { lane in
            "\(lane["lane"] ?? ""): " + ((lane["marks"] as? [[String: Any]]) ?? []).map { "\($0["text"] ?? "")" }
                .joined(separator: " ")
        }
        #expect(marks == ["touch 1: began ended", "D: touchesBegan touchesEnded", "C: touchesBegan touchesEnded",
                          "DetailVC: touchesBegan", "A: touchesBegan", "Window: touchesBegan",
                          "Application: touchesBegan", "AppDelegate: touchesBegan"])
        #expect(run(["--headless", "--tap", "470,140", "--describe", "/no/such/dir/d.json"]) == 2)
        #expect(errors == ["touchlab: --describe: no such directory /no/such/dir"])
    }

    @Test func withoutADisplayTheWindowSaysSoAndExits() {
        #expect(run(["--tap", "470,140", "--trace"]) == 1)
        #expect(out.isEmpty)
        #expect(errors == ["touchlab: no X display (DISPLAY is not set); use --headless, or run under an X server"])
    }

    @Test func aDisplayThatDoesNotAnswerIsAClearError() {
        #expect(run(["--tap", "470,140"], environment: ["DISPLAY": ":987"]) == 1)
        #expect(errors.count == 1 && errors[0].hasPrefix("touchlab: ") && errors[0].contains(":987"))
    }

    /// Scenes narrower than the strip's text once hung the strip's text fitting forever.
    @Test func narrowScenesRender() throws {
        let directory = NSTemporaryDirectory() + "touchlab-narrow-\(getpid())"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let scene = directory + "/narrow.json"
        try Data(#"{"size": [40, 300], "root": {"name": "A", "handles": ["all"]}}"#.utf8)
            .write(to: URL(fileURLWithPath: scene))
        for (size, tap) in [("40x300", "20,20"), ("43x600", "5,5"), ("1x1", "0,0")] {
            let screenshot = directory + "/\(size).png"
            #expect(run(["--headless", "--scene", scene, "--size", size, "--tap", tap, "--at", "0.05",
                         "--screenshot", screenshot]) == 0)
            let png = try [UInt8](Data(contentsOf: URL(fileURLWithPath: screenshot)))
            let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
            #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
            #expect(width == Int(LabLayout(sceneSize: try CommandLineParser.size(size)).windowSize.width))
        }
        #expect(errors.isEmpty)
    }
}
