import Foundation
import Glibc
import Testing
import TouchLabFormats
import XServerTesting
@testable import TouchLab

/// Input made to hurt, through the command's own entry: work is bounded by what is drawn,
/// files hold only what can be drawn as described, messages stay short, the recording is
/// the input the trace shows, and a trace that cannot be written is an error.
@MainActor
final class HostileInputTests {
    var out: [String] = []
    var errors: [String] = []
    let directory = NSTemporaryDirectory() + "touchlab-hostile-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"

    init() throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: directory) }

    func run(_ arguments: [String]) -> Int32 {
        let console = Console(out: { self.out.append($0) }, error: { self.errors.append($0) })
        return TouchLabCommand(console: console, environment: [:]).run(arguments)
    }

    func file(_ name: String, _ text: String) throws -> String {
        let path = directory + "/" + name
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    func describe(_ arguments: [String]) throws -> [String: Any] {
        let path = directory + "/frame.json"
        #expect(run(arguments + ["--describe", path]) == 0, "\(errors)")
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// A touch held for 1e15 ms: the timeline draws a handful of ticks.
    @Test func aTouchHeldForAgesDrawsAFewTicks() throws {
        let replay = try file("ages.jsonl", """
            {"time": 0, "type": "touchBegin", "detail": 1, "x": 470, "y": 140}
            {"time": 1e15, "type": "touchEnd", "detail": 1, "x": 470, "y": 140}
            """)
        let json = try describe(["--headless", "--scene", "seed-a-to-e", "--replay", replay])
        let labels = try #require(json["labels"] as? [[String: Any]])
        let ticks = labels.filter { $0["region"] as? String == "timeline" && ($0["text"] as? String)?.hasSuffix(" s") == true }
        #expect(!ticks.isEmpty && ticks.count <= 20, "\(ticks.count) tick labels")
    }

    /// A title and a summary of thousands of words: the panel shows a few lines of each and
    /// says how many more there are; every label drawn lies inside its region.
    @Test func aLongTitleAndSummaryStayInTheirPlace() throws {
        let words = (0..<5_000).map { "word\($0)" }.joined(separator: " ")
        let scene = try file("long.json", """
            { "name": "long", "size": [400, 300], "title": "\(words)", "summary": "\(words)", "root": { "name": "A" } }
            """)
        let json = try describe(["--headless", "--scene", scene])
        let regions = try #require(json["regions"] as? [[String: Any]])
        let rects = Dictionary(uniqueKeysWithValues: regions.map { ($0["name"] as? String ?? "", $0["rect"] as? [Double] ?? []) })
        let labels = try #require(json["labels"] as? [[String: Any]])
        for label in labels {
            let rect = try #require(label["rect"] as? [Double])
            let region = try #require(rects[label["region"] as? String ?? ""])
            #expect(rect[1] >= region[1] - 1 && rect[1] + rect[3] <= region[1] + region[3] + 1,
                    "\(label["text"] ?? "") at \(rect) outside \(region)")
        }
        let panel = labels.filter { $0["region"] as? String == "panel" }
        #expect(panel.count < 80, "\(panel.count) labels in the panel")
        #expect(panel.contains { ($0["text"] as? String)?.hasSuffix("more below") == true })
        #expect(panel.first?["text"] as? String == "word0 word1 word2 word3 word4")
    }

    /// Control characters in any text, and line separators or bidirectional controls in a
    /// name: one line naming the file, the place and the problem, exit 2.
    @Test(arguments: [
        (#""title": "a\u0000b","#, #"{ "name": "A" }"#, "title: text cannot contain control characters, found U+0000"),
        (#""summary": "a\tb","#, #"{ "name": "A" }"#, "summary: text cannot contain control characters, found U+0009"),
        ("", #"{ "name": "A", "children": [ { "name": "B", "frame": [0, 0, 9, 9], "label": "x\ny" } ] }"#,
         "root.children[0].label: text cannot contain control characters, found U+000A"),
        ("", #"{ "name": "A\u2028B" }"#, "root.name: a name cannot contain line or paragraph separators, found U+2028"),
        ("", #"{ "name": "A\u2029" }"#, "root.name: a name cannot contain line or paragraph separators, found U+2029"),
        ("", #"{ "name": "A", "controller": "\u202EVC" }"#,
         "root.controller: a name cannot contain bidirectional controls, found U+202E"),
        ("", #"{ "name": "A", "gestures": [ { "kind": "tap", "name": "t\u2066" } ] }"#,
         "root.gestures[0].name: a name cannot contain bidirectional controls, found U+2066"),
    ])
    func textThatCannotBeDrawnAsDescribedIsRefused(_ keys: String, _ root: String, _ problem: String) throws {
        let scene = try file("bad.json", #"{ "size": [100, 100], "# + keys + #" "root": "# + root + " }")
        #expect(run(["--headless", "--scene", scene]) == 2)
        let line = try #require(errors.first)
        #expect(errors.count == 1 && line.hasPrefix("touchlab: \(scene):1:") && line.hasSuffix(": " + problem), "\(line)")
        #expect(out.isEmpty)
    }

    /// Values quoted in messages are cut short: a two-megabyte value gives a short line.
    @Test func aHugeValueIsQuotedBriefly() throws {
        let huge = String(repeating: "x", count: 2_000_000)
        let scene = try file("huge.json", #"{ "size": [100, 100], "root": { "name": "A", "kind": "\#(huge)" } }"#)
        #expect(run(["--headless", "--scene", scene]) == 2)
        let line = try #require(errors.first)
        #expect(errors.count == 1 && line.count < 300, "\(line.prefix(300))")
        #expect(line.hasSuffix(#"found "\#(String(repeating: "x", count: QuotedValue.lengthLimit))…""#))
        errors = []
        let names = try file("names.json", #"""
            { "size": [100, 100], "root": { "name": "A", "\#(huge)": 1 } }
            """#)
        #expect(run(["--headless", "--scene", names]) == 2)
        #expect(errors.count == 1 && (errors.first?.count ?? .max) < 300)
        errors = []
        #expect(run(["--headless", "--tap", huge]) == 2)
        #expect(errors.count == 1 && (errors.first?.count ?? .max) < 300)
    }

    /// `--at` cuts the recording where it cuts the trace: the recording replays to it.
    @Test func atCutsTheRecordingAsItCutsTheTrace() throws {
        let record = directory + "/cut.jsonl"
        let frame = directory + "/cut.png"
        #expect(run(["--headless", "--scene", "seed-a-to-e", "--tap", "470,140", "--tap", "650,140", "--at", "0.3",
                     "--screenshot", frame, "--record", record, "--trace"]) == 0, "\(errors)")
        let cut = out
        #expect(cut.count == 5, "\(cut)")
        let recorded = try String(contentsOfFile: record, encoding: .utf8).split(separator: "\n")
        #expect(recorded.count == 2, "\(recorded)")
        out = []
        #expect(run(["--headless", "--scene", "seed-a-to-e", "--replay", record, "--trace"]) == 0)
        #expect(out == cut)
    }

    /// A replay file over the size cap is refused by its size, unread: the process's peak
    /// memory does not grow by the file's size (a sparse file, so the disk is spared too).
    @Test func aReplayOverTheCapIsRefusedUnread() throws {
        let path = directory + "/sparse.jsonl"
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        #expect(truncate(path, off_t(ReplayReader.maximumFileSize + (64 << 20))) == 0)
        let before = Self.peakMemory()
        #expect(run(["--headless", "--replay", path]) == 2)
        #expect(errors.count == 1 && errors.first?.hasSuffix("the file is larger than 256 MB, the most TouchLab reads") == true,
                "\(errors)")
        #expect(Self.peakMemory() - before < 64 << 20, "reading grew the peak memory by \(Self.peakMemory() - before) bytes")
    }

    /// The peak resident memory of this process, in bytes.
    static func peakMemory() -> Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage.ru_maxrss * 1024
    }

    /// A trace written to a full device, a closed standard output or a pipe nobody reads:
    /// one line on standard error, exit 1.
    @Test(arguments: ["full", "closed", "pipe"])
    func aTraceThatCannotBeWrittenIsAnError(_ way: String) throws {
        let program = try PrivateXvfb.builtExecutable("touchlab")
        let arguments = ["--headless", "--scene", "seed-a-to-e", "--tap", "470,140", "--tap", "650,140", "--trace"]
        let child = Process()
        let errors = Pipe()
        child.standardError = errors
        switch way {
        case "full":
            child.executableURL = URL(fileURLWithPath: program)
            child.arguments = arguments
            child.standardOutput = FileHandle(forWritingAtPath: "/dev/full")
        case "closed":
            child.executableURL = URL(fileURLWithPath: "/bin/sh")
            child.arguments = ["-c", "exec \"$0\" \"$@\" >&-", program] + arguments
        default:
            let pipe = Pipe()
            try pipe.fileHandleForReading.close()
            child.executableURL = URL(fileURLWithPath: program)
            child.arguments = arguments
            child.standardOutput = pipe
        }
        try child.run()
        child.waitUntilExit()
        let written = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .split(separator: "\n")
        #expect(child.terminationReason == .exit && child.terminationStatus == 1, "\(way)")
        #expect(written.count == 1 && written.first?.hasPrefix("touchlab: cannot write to standard output: ") == true,
                "\(way): \(written)")
    }
}

