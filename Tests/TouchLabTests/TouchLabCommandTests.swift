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
    private func labels(_ json: [String: Any]) -> [[String: Any]] { json["labels"] as? [[String: Any]] ?? [] }

    @Test func describeWritesWhatTheFrameShows() throws {
        let path = NSTemporaryDirectory() + "touchlab-describe-\(getpid()).json"
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(run(["--headless", "--scene", "seed-a-to-e", "--tap", "470,140", "--describe", path]) == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
                                as? [String: Any])
        #expect(json["size"] as? [Double] == [1366, 768], "an 800 × 600 scene fits a 1366 × 768 screen")
        let regions = try #require(json["regions"] as? [[String: Any]])
        #expect(regions.compactMap { $0["name"] as? String } == ["scene", "panel", "timeline", "strip"])
        #expect(regions.first?["rect"] as? [Double] == [0, 0, 800, 600])
        #expect(regions[2]["rect"] as? [Double] == [0, 600, 800, 168])
        #expect(regions[3]["rect"] as? [Double] == [1180, 0, 186, 768])
        #expect(labels(json).contains { $0["text"] as? String == "touchesBegan" && $0["region"] as? String == "timeline" })
        let labels = try #require(json["labels"] as? [[String: Any]])
        let hit = try #require(labels.first { $0["text"] as? String == "hit view: D" })
        #expect(hit["region"] as? String == "scene" && hit["shortened"] as? Bool == false)
        // The tap is over: its search is told folded, the path that found D in one label.
        #expect(labels.contains { $0["text"] as? String == "1 A \u{203A} 2 C \u{203A} 4 D" && $0["region"] as? String == "scene" })
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

    /// A folder of its own for one test, removed afterwards by the caller.
    func scratchFolder(_ name: String) throws -> String {
        let directory = NSTemporaryDirectory() + "touchlab-\(name)-\(getpid())"
        try? FileManager.default.removeItem(atPath: directory)
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        return directory
    }

    /// Outputs that cannot be written are refused before the run: one message, exit 2, no
    /// trace on standard output and no recording written.
    @Test func unwritableOutputsWriteNothing() throws {
        let directory = try scratchFolder("unwritable")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let record = directory + "/r.jsonl"
        let long = directory + "/" + String(repeating: "a", count: 300) + ".png"
        let cases: [(String, String)] = [
            ("/proc/x.png", "touchlab: --screenshot: cannot write in /proc: no such file or directory"),
            (directory + "/", "touchlab: --screenshot: \(directory)/ names a folder (it ends with /), not a file"),
            (long, "touchlab: --screenshot: the file name is longer than 255 bytes"),
            ("/dev/full", "touchlab: --screenshot: /dev/full is a device; TouchLab writes only regular files and will not replace it"),
            (directory + "/no/x.png", "touchlab: --screenshot: no such directory \(directory)/no"),
        ]
        for (screenshot, message) in cases {
            errors = []
            #expect(run(["--headless", "--tap", "470,140", "--trace", "--record", record, "--screenshot", screenshot]) == 2)
            #expect(errors == [message])
            #expect(out.isEmpty)
            #expect(!FileManager.default.fileExists(atPath: record))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty, "no temporary left behind")
    }

    /// A device, FIFO, symbolic link or folder at an output path is refused and stays as it
    /// was (a FIFO never blocks the run).
    @Test func outputsThatAreNotRegularFilesAreNeverReplaced() throws {
        let directory = try scratchFolder("special")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let fifo = directory + "/fifo", link = directory + "/link", target = directory + "/target"
        #expect(mkfifo(fifo, 0o644) == 0)
        try Data("keep".utf8).write(to: URL(fileURLWithPath: target))
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        let kinds = ["/dev/null": "a device", fifo: "a FIFO", link: "a symbolic link", directory: "a folder"]
        for (path, kind) in kinds.sorted(by: { $0.key < $1.key }) {
            for option in ["--record", "--screenshot"] {
                errors = []
                #expect(run(["--headless", "--tap", "1,1", option, path]) == 2)
                #expect(errors == ["touchlab: \(option): \(path) is \(kind); TouchLab writes only regular files and will not replace it"])
            }
        }
        var status = stat()
        #expect(stat("/dev/null", &status) == 0 && status.st_mode & S_IFMT == S_IFCHR)
        #expect(lstat(link, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK)
        #expect(lstat(fifo, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "keep")
    }

    /// The recording may not replace the replay it came from, however the path is spelled.
    @Test func recordRefusesToOverwriteItsInputByAnyName() throws {
        let directory = try scratchFolder("same")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory + "/d", withIntermediateDirectories: true)
        let replay = directory + "/x.jsonl"
        let line = #"{"time": 0, "type": "touchBegin", "detail": 1, "x": 470.0, "y": 140.0}"#
        try Data((line + "\n").utf8).write(to: URL(fileURLWithPath: replay))
        for spelling in [directory + "/d/../x.jsonl", directory + "/./x.jsonl", directory + "//x.jsonl"] {
            errors = []
            #expect(run(["--headless", "--replay", replay, "--record", spelling]) == 2)
            #expect(errors == ["touchlab: --record: \(spelling) is the input file \(replay); TouchLab will not overwrite its own input"])
        }
        #expect(run(["--headless", "--replay", replay, "--record", directory + "/d/x.jsonl", "--screenshot", directory + "/d/./x.jsonl"]) == 2)
        #expect(errors.last == "touchlab: --record and --screenshot name the same file \(directory)/d/./x.jsonl")
        #expect(try String(contentsOfFile: replay, encoding: .utf8) == line + "\n")
    }

    /// `/dev/null` reads as an empty replay, exactly like an empty file.
    @Test func anEmptyReplayIsTheSameFromAnyFile() throws {
        let empty = NSTemporaryDirectory() + "touchlab-empty-\(getpid()).jsonl"
        try Data().write(to: URL(fileURLWithPath: empty))
        defer { try? FileManager.default.removeItem(atPath: empty) }
        #expect(run(["--headless", "--replay", "/dev/null", "--trace"]) == 0)
        #expect(run(["--headless", "--replay", empty, "--trace"]) == 0)
        #expect(out.isEmpty && errors.isEmpty)
        #expect(run(["--headless", "--replay", "/"]) == 2)
        #expect(errors == ["touchlab: /: cannot read the file: is a directory"])
    }
}
