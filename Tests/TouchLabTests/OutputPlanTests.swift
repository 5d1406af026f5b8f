import Foundation
import Testing
import XServerTesting
@testable import TouchLab

/// Every output of one run, checked together before it starts: two that would collide are
/// refused with nothing written, `--steps` included; what `index.md` quotes cannot become
/// markup; an interrupted `--steps` leaves nothing behind.
@MainActor
final class OutputPlanTests {
    var out: [String] = []
    var errors: [String] = []
    let folder: String

    init() throws {
        folder = NSTemporaryDirectory() + "touchlab-plan-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: folder) }

    func run(_ arguments: [String], environment: [String: String] = [:]) -> Int32 {
        let console = Console(out: { self.out.append($0) }, error: { self.errors.append($0) })
        return TouchLabCommand(console: console, environment: environment).run(arguments)
    }

    func leftovers() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }

    static let tap = ["--headless", "--scene", "seed-a-to-e", "--tap", "470,140"]
    static let path = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]

    @Test func stepsCollidingWithAnotherOutputIsRefusedBeforeTheRun() throws {
        let f = folder
        let cases: [([String], String)] = [
            (["--screenshot", f + "/c1.png", "--steps", f + "/c1.png"], "touchlab: --screenshot and --steps name the same path \(f)/c1.png"),
            (["--steps", f + "/c2.gif", "--export", f + "/c2.gif"], "touchlab: --export and --steps name the same path \(f)/c2.gif"),
            (["--record", f + "/c3", "--steps", f + "/c3/"], "touchlab: --record and --steps name the same path \(f)/c3"),
            (["--describe", f + "/c4.json", "--steps", f + "/c4.json"], "touchlab: --describe and --steps name the same path \(f)/c4.json"),
        ]
        for (arguments, message) in cases {
            errors = []
            #expect(run(Self.tap + arguments, environment: Self.path) == 2)
            #expect(errors == [message])
        }
        try FileManager.default.createDirectory(atPath: f + "/empty", withIntermediateDirectories: false)
        errors = []
        #expect(run(Self.tap + ["--steps", f + "/empty", "--screenshot", f + "/empty/s.png"]) == 2)
        #expect(errors == ["touchlab: --screenshot: \(f)/empty/s.png is inside the --steps folder \(f)/empty"])
        #expect(try leftovers() == ["empty"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: f + "/empty") == [])
    }

    @Test func stepsRefusesDotAndDotDotUpFront() throws {
        for name in [".", "..", folder + "/.", folder + "/sub/.."] {
            errors = []
            #expect(run(Self.tap + ["--steps", name]) == 2)
            #expect(errors == ["touchlab: --steps: \(name) names a folder by . or ..; give the name of a new or empty folder"])
        }
        #expect(try leftovers() == [])
    }

    /// A title and names holding HTML, links, code and table syntax stay text.
    @Test func indexEscapesWhatItQuotes() throws {
        let scene = folder + "/hostile.json"
        let json = #"""
            { "name": "x", "title": "<script>alert(1)</script> `code` [a](javascript:alert(1)) | cell <!-- hidden",
              "size": [400, 300],
              "root": { "name": "<!--A|`", "frame": [0, 0, 400, 300],
                        "children": [ { "name": "<img_onerror=alert>", "frame": [10, 10, 100, 100] } ] } }
            """#
        try Data(json.utf8).write(to: URL(fileURLWithPath: scene))
        #expect(run(["--headless", "--scene", scene, "--tap", "50,50", "--steps", folder + "/steps"]) == 0, "\(errors)")
        let index = try String(contentsOfFile: folder + "/steps/index.md", encoding: .utf8)
        #expect(!index.contains("<"), "no HTML: \(index)")
        #expect(!index.contains("[a]("), "no link")
        #expect(index.hasPrefix(#"# &lt;script>alert(1)&lt;/script> \`code\` \[a\](javascript:alert(1)) \| cell &lt;\!-- hidden"#))
        #expect(index.contains(#"visits &lt;\!--A\|\` at"#))
        #expect(!index.split(separator: "\n").contains { line in
            line.indices.contains { line[$0] == "|" && (line[..<$0].last != "\\") }
        }, "every | escaped")
    }

    /// How many images the temporary folder of `--steps` holds so far.
    func temporaryStepImages() -> Int {
        let names = (try? leftovers()) ?? []
        return names.filter { $0.hasPrefix(".touchlab-") }
            .compactMap { try? FileManager.default.contentsOfDirectory(atPath: folder + "/" + $0).count }.max() ?? 0
    }

    /// SIGTERM while --steps writes: no folder, no temporary, no recording left.
    @Test func anInterruptedStepsRunLeavesNothingBehind() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try PrivateXvfb.builtExecutable("touchlab"))
        process.arguments = ["--headless", "--scene", "seed-a-to-e", "--drag", "100,100:700,500:4",
                             "--steps", folder + "/steps", "--record", folder + "/r.jsonl", "--no-output-limit"]
        let standardError = Pipe()
        process.standardError = standardError
        try process.run()
        var waited = 0
        while waited < 3000, temporaryStepImages() < 3 {
            usleep(10_000)
            waited += 1
        }
        #expect(temporaryStepImages() >= 3, "the step images were being written")
        kill(process.processIdentifier, SIGTERM)
        process.waitUntilExit()
        let said = String(decoding: standardError.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 143)
        #expect(said == "touchlab: stopped by SIGTERM\n")
        #expect(try leftovers() == [])
    }
}

/// Step images and export frames are capped, with the flag that lifts the cap named,
/// before anything is drawn.
@MainActor
final class OutputLimitTests {
    var errors: [String] = []

    func run(_ arguments: [String]) -> Int32 {
        let console = Console(out: { _ in }, error: { self.errors.append($0) })
        let environment = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]
        return TouchLabCommand(console: console, environment: environment).run(arguments)
    }

    @Test func tooManyStepImagesOrFramesAreRefusedNamingTheFlag() throws {
        let folder = NSTemporaryDirectory() + "touchlab-limit-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // One finger held while 400 others tap: one lesson of thousands of steps.
        var replay = [#"{"time": 0, "type": "touchBegin", "detail": 1, "x": 100, "y": 100}"#]
        for tap in 0..<400 {
            let time = 100 + tap * 200
            replay.append(#"{"time": \#(time), "type": "touchBegin", "detail": \#(tap + 2), "x": 470, "y": 140}"#)
            replay.append(#"{"time": \#(time + 80), "type": "touchEnd", "detail": \#(tap + 2), "x": 470, "y": 140}"#)
        }
        replay.append(#"{"time": 80100, "type": "touchEnd", "detail": 1, "x": 100, "y": 100}"#)
        let replayPath = NSTemporaryDirectory() + "touchlab-limit-\(getpid()).jsonl"
        try Data(replay.joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: replayPath))
        defer { try? FileManager.default.removeItem(atPath: replayPath) }
        #expect(run(["--headless", "--scene", "seed-a-to-e", "--replay", replayPath, "--steps", folder + "/steps"]) == 2)
        #expect(errors.count == 1 && errors[0].hasPrefix("touchlab: --steps: the input makes ")
                && errors[0].hasSuffix(" step images, more than 1000; give --no-output-limit to write them all"), "\(errors)")
        errors = []
        #expect(run(["--headless", "--scene", "seed-a-to-e", "--replay", replayPath, "--export", folder + "/a.gif"]) == 2)
        #expect(errors.count == 1 && errors[0].hasPrefix("touchlab: --export: the animation would be ")
                && errors[0].hasSuffix(" fps), more than 3600; give --no-output-limit to write it all"), "\(errors)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == [])
    }
}
