import Foundation
import Testing
import TouchKit
import TouchLabFormats
import TouchLabEngine
import TouchLabUI
@testable import TouchLab

/// What takes a lesson out of the lab, through the command as a user runs it: a step's
/// frame (`--step`), an SVG file of the frame (`--screenshot FILE.svg`), every step's frame
/// with an index (`--steps`), an animation (`--export`).
@MainActor
final class LessonOutputTests {
    var out: [String] = []
    var errors: [String] = []
    let folder: String

    init() throws {
        folder = NSTemporaryDirectory() + "touchlab-lessons-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: folder) }

    func run(_ arguments: [String], environment: [String: String] = [:]) -> Int32 {
        let console = Console(out: { self.out.append($0) }, error: { self.errors.append($0) })
        return TouchLabCommand(console: console, environment: environment).run(arguments)
    }

    func text(_ name: String) throws -> String {
        try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
    }

    /// Two taps on the seed scene: two lessons.
    static let taps = ["--headless", "--scene", "seed-a-to-e", "--tap", "470,140", "--tap", "650,140"]

    /// The description of the seed session's step `step` (from 0) of lesson `lesson` (from
    /// 0), made by the engine directly.
    func description(lesson: Int, step: Int) throws -> String {
        let path = try SceneCatalog.standard.resolve("seed-a-to-e")
        let session = LabSession(scene: SceneBuilder().build(try SceneReader.load(path: path)))
        var playback = session.run(TapScript.inputs(for: [Point(x: 470, y: 140), Point(x: 650, y: 140)]))
        #expect(session.showLesson(offset: lesson - session.history.shownIndex))
        playback.show(step: step, of: session.lesson)
        return try #require(try HeadlessScreenshot.render(session, ui: LabUIState(playback: playback), image: nil,
                                                          description: true).description)
    }

    @Test func stepShowsThatStepOfThatLesson() throws {
        #expect(run(Self.taps + ["--step", "1:3", "--describe", folder + "/1-3.json"]) == 0)
        #expect(try text("1-3.json") == description(lesson: 0, step: 2))
        #expect(try text("1-3.json") != description(lesson: 0, step: 3))
        #expect(run(Self.taps + ["--step", "3", "--describe", folder + "/3.json"]) == 0)
        #expect(try text("3.json") == description(lesson: 1, step: 2), "without a lesson: the last")
        #expect(errors.isEmpty)
    }

    @Test func aStepThatDoesNotExistWritesNothing() throws {
        let describe = folder + "/d.json", screenshot = folder + "/s.png"
        for (step, message) in [("3:1", "touchlab: --step: there is no lesson 3; the input made 2 lessons"),
                                ("1:999", "touchlab: --step: lesson 1 has 19 steps; there is no step 999")] {
            errors = []
            #expect(run(Self.taps + ["--trace", "--step", step, "--describe", describe, "--screenshot", screenshot]) == 2)
            #expect(errors == [message])
        }
        #expect(run(["--headless", "--step", "1", "--describe", describe]) == 2)
        #expect(errors.last == "touchlab: --step: the input made no lesson to show a step of")
        #expect(out.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }

    @Test func stepIsAFrameChoiceLikeAt() {
        #expect(run(Self.taps + ["--step", "1:2", "--at", "1", "--describe", folder + "/d.json"]) == 2)
        #expect(run(Self.taps + ["--step", "1:2"]) == 2)
        #expect(run(Self.taps + ["--step", "0", "--describe", folder + "/d.json"]) == 2)
        #expect(errors == [
            "touchlab: --at and --step cannot be combined: the frame is at a time or at a step",
            "touchlab: --step needs --screenshot FILE or --describe FILE.json",
            "touchlab: --step: expected [LESSON:]STEP, whole numbers from 1, e.g. 1:3 or 3, found '0'",
        ])
    }

    /// An SVG file of the window's size: the size `--describe` gives the frame.
    @Test func screenshotWritesSVGOfTheWindowsSize() throws {
        #expect(run(Self.taps + ["--screenshot", folder + "/frame.svg", "--describe", folder + "/frame.json"]) == 0)
        let json = try JSONSerialization.jsonObject(with: Data(text("frame.json").utf8)) as? [String: Any]
        let size = try #require(json?["size"] as? [Double]).map { Int($0) }
        let svg = try text("frame.svg")
        #expect(svg.hasPrefix("<?xml") && svg.contains("<svg"))
        #expect(svg.contains("width=\"\(size[0])px\"") && svg.contains("height=\"\(size[1])px\""))
        #expect(svg.contains("viewBox=\"0 0 \(size[0]) \(size[1])\""))
    }

    /// The seed's two lessons' step counts, from the engine.
    func stepCounts() throws -> [Int] {
        let path = try SceneCatalog.standard.resolve("seed-a-to-e")
        let session = LabSession(scene: SceneBuilder().build(try SceneReader.load(path: path)))
        _ = session.run(TapScript.inputs(for: [Point(x: 470, y: 140), Point(x: 650, y: 140)]))
        return session.history.lessons.map(\.steps.count)
    }

    @Test func stepsWritesOnePNGPerStepAndAnIndexNamingThem() throws {
        let steps = folder + "/steps"
        try FileManager.default.createDirectory(atPath: steps, withIntermediateDirectories: false)
        #expect(run(Self.taps + ["--steps", steps + "/"]) == 0, "an empty folder is filled")
        let counts = try stepCounts()
        let files = try FileManager.default.contentsOfDirectory(atPath: steps).sorted()
        let pngs = files.filter { $0.hasSuffix(".png") }
        #expect(files.count == pngs.count + 1 && files.contains("index.md"))
        #expect(pngs.count == counts.reduce(0, +) && pngs.count > 10)
        #expect(pngs.first == "lesson-1-step-01.png" && pngs.contains("lesson-2-step-\(counts[1]).png"))
        let index = try String(contentsOfFile: steps + "/index.md", encoding: .utf8)
        for png in pngs {
            let lines = index.split(separator: "\n").filter { $0.hasSuffix("](\(png))") }
            #expect(lines.count == 1, "\(png) is embedded once in the index")
            #expect(lines.first.map { $0.hasPrefix("![") && !$0.hasPrefix("![]") } == true, "with its caption")
        }
        #expect(index.contains("![hit test visits"))
        let png = try [UInt8](Data(contentsOf: URL(fileURLWithPath: steps + "/lesson-1-step-03.png")))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(errors.isEmpty)
    }

    /// A step image shows the trace up to its step, as the window does when stepped there:
    /// the last step of the first of two lessons carries none of the second's lines, so
    /// without its caption it is the screenshot of that step, pixel for pixel.
    @Test func aStepImageOfAnEarlierLessonShowsNoLaterTrace() throws {
        let steps = folder + "/steps", counts = try stepCounts()
        #expect(run(Self.taps + ["--steps", steps, "--captions", "off"]) == 0)
        for (lesson, last) in counts.enumerated().map({ ($0 + 1, $1) }) {
            let shot = folder + "/\(lesson).png"
            #expect(run(Self.taps + ["--step", "\(lesson):\(last)", "--screenshot", shot]) == 0)
            let image = String(format: "lesson-%d-step-%02d.png", lesson, last)
            #expect(try Data(contentsOf: URL(fileURLWithPath: steps + "/" + image))
                    == Data(contentsOf: URL(fileURLWithPath: shot)), "\(image) is not the screenshot of \(lesson):\(last)")
        }
        #expect(errors.isEmpty)
    }

    /// Outputs are written private and given the usual permissions, as the umask leaves
    /// them, only once in place: a screenshot and the steps' files 0644, their folder 0755.
    @Test func outputsGetTheUsualPermissionsUnderTheUmask() throws {
        let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
        let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("Umask:") })
        let mask = try #require(mode_t(line.split(separator: "\t").last ?? "", radix: 8))
        func mode(_ path: String) -> mode_t? {
            var info = stat()
            return stat(path, &info) == 0 ? info.st_mode & 0o777 : nil
        }
        let steps = folder + "/steps", screenshot = folder + "/s.png"
        #expect(run(Self.taps + ["--steps", steps, "--screenshot", screenshot]) == 0)
        #expect(mode(screenshot) == 0o644 & ~mask)
        #expect(mode(steps) == 0o755 & ~mask)
        #expect(mode(steps + "/index.md") == 0o644 & ~mask)
        #expect(mode(steps + "/lesson-1-step-01.png") == 0o644 & ~mask)
        #expect(errors.isEmpty)
    }

    @Test func stepsRefusesATargetItCannotFillAndWritesNothing() throws {
        let file = folder + "/file", full = folder + "/full"
        try Data("keep".utf8).write(to: URL(fileURLWithPath: file))
        try FileManager.default.createDirectory(atPath: full, withIntermediateDirectories: false)
        try Data("old".utf8).write(to: URL(fileURLWithPath: full + "/old.png"))
        let cases = [
            (file, "touchlab: --steps: \(file) exists and is not a folder"),
            (full, "touchlab: --steps: \(full) is not empty; give a new or empty folder"),
            (folder + "/no/steps", "touchlab: --steps: no such directory \(folder)/no"),
            ("/proc/steps", "touchlab: --steps: cannot write in /proc: no such file or directory"),
        ]
        for (target, message) in cases {
            errors = []
            #expect(run(Self.taps + ["--trace", "--steps", target]) == 2)
            #expect(errors == [message])
        }
        #expect(run(["--headless", "--steps", folder + "/none"]) == 2)
        #expect(errors.last == "touchlab: --steps: the input made no lesson (give --tap, --drag, --hold or --replay)")
        #expect(out.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["file", "full"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: full) == ["old.png"])
    }

    /// ffprobe's count of frames, width, height and duration of a video file.
    func probe(_ path: String) throws -> (frames: Int, width: Int, height: Int, seconds: Double) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/ffprobe")
        process.arguments = ["-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
                             "stream=nb_read_frames,width,height:format=duration", "-of", "default=noprint_wrappers=1", path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        var values: [String: String] = [:]
        for line in text.split(separator: "\n") {
            let pair = line.split(separator: "=", maxSplits: 1).map(String.init)
            if pair.count == 2 { values[pair[0]] = pair[1] }
        }
        return (Int(values["nb_read_frames"] ?? "") ?? 0, Int(values["width"] ?? "") ?? 0,
                Int(values["height"] ?? "") ?? 0, Double(values["duration"] ?? "") ?? 0)
    }

    static let path = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]

    /// The MP4's scene makes a window of odd width (1207), which H.264 in yuv420p cannot
    /// take as it is. The GIF is written with no ffmpeg on `PATH`: the lab encodes it.
    @Test(arguments: [("lesson.gif", "800x600"), ("lesson.mp4", "641x481")])
    func exportWritesAnAnimationOfTheLessons(_ name: String, size: String) throws {
        let target = folder + "/" + name
        #expect(run(["--headless", "--scene", "seed-a-to-e", "--size", size, "--tap", "470,140", "--export", target],
                    environment: name.hasSuffix(".gif") ? ["PATH": "/nonexistent"] : Self.path) == 0)
        let video = try probe(target)
        #expect(video.frames >= 20 && video.seconds >= 1, "\(video)")
        #expect(video.width > 0 && video.width % 2 == 0 && video.height % 2 == 0)
        #expect(errors.count == 1 && errors[0].hasPrefix("touchlab: exported \(target): ")
                && errors[0].contains(" frames a second"))
        let subtitles = name.hasSuffix(".mp4") ? ["lesson.vtt"] : []
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ([name] + subtitles).sorted(),
                "no palette or temporary left")
    }

    @Test func exportRefusesWhatItCannotWriteAndWritesNothing() throws {
        try FileManager.default.createDirectory(atPath: folder + "/dir.gif", withIntermediateDirectories: false)
        let cases: [(String, [String: String], String)] = [
            (folder + "/a.mp4", ["PATH": "/nonexistent"],
             "touchlab: --export: ffmpeg is not installed (no ffmpeg and ffprobe on PATH); install the Debian package ffmpeg, e.g. with make deps"),
            (folder + "/a.avi", Self.path, "touchlab: --export: expected FILE.gif, FILE.mp4 or FILE.html, found '\(folder)/a.avi'"),
            ("/proc/a.gif", Self.path, "touchlab: --export: cannot write in /proc: no such file or directory"),
            (folder + "/dir.gif", Self.path,
             "touchlab: --export: \(folder)/dir.gif is a folder; TouchLab writes only regular files and will not replace it"),
        ]
        for (target, environment, message) in cases {
            errors = []
            #expect(run(Self.taps + ["--trace", "--export", target], environment: environment) == 2)
            #expect(errors == [message])
        }
        #expect(out.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["dir.gif"])
    }

    /// An ffmpeg that quits at once: its words, exit 2, nothing written, no SIGPIPE.
    @Test func aFailingFFmpegIsOneLineAndWritesNothing() throws {
        let bin = folder + "/bin"
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: false)
        try Data("#!/bin/sh\necho 'no encoder today' >&2\nexit 1\n".utf8).write(to: URL(fileURLWithPath: bin + "/ffmpeg"))
        #expect(chmod(bin + "/ffmpeg", 0o755) == 0)
        #expect(run(Self.taps + ["--export", folder + "/a.mp4"], environment: ["PATH": bin + ":/usr/bin"]) == 2)
        #expect(errors == ["touchlab: --export: ffmpeg failed: no encoder today"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["bin"])
    }
}
