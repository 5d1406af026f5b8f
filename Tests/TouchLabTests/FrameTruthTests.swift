import Foundation
import Testing
import TouchKit
import TouchLabEngine
import TouchLabFormats
import TouchLabUI
@testable import TouchLab

/// Nothing a frame draws is from a later moment than the one it shows, and nothing is left
/// out without a word: the frames of `--export`, `--steps` and `--step`, as the command
/// builds them.
@MainActor
final class FrameTruthTests {
    var out: [String] = []
    var errors: [String] = []
    let folder: String

    init() throws {
        folder = NSTemporaryDirectory() + "touchlab-truth-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: folder) }

    func run(_ arguments: [String]) -> Int32 {
        let console = Console(out: { self.out.append($0) }, error: { self.errors.append($0) })
        return TouchLabCommand(console: console, environment: [:]).run(arguments)
    }

    /// A built-in scene run headless with `gestures` to the end, as the command runs it.
    func session(_ scene: String, _ gestures: [ScriptedGesture]) throws -> LabSession {
        let description = try SceneReader.load(path: SceneCatalog.standard.resolve(scene))
        let session = LabSession(scene: SceneBuilder().build(description))
        _ = session.run(InputScript.inputs(for: gestures))
        return session
    }

    static func texts(_ frame: FrameDescription, region: String) -> [String] {
        frame.labels.filter { $0.region == region }.map(\.text)
    }

    // MARK: Fingers at the moment shown

    /// The finger's readout in a frame: its position, from "1  (x, y)".
    static func fingerReadout(_ frame: FrameDescription) -> Point? {
        for text in texts(frame, region: "scene") where text.hasPrefix("1  (") {
            let numbers = text.dropFirst(4).dropLast().split(separator: ",").compactMap {
                Double($0.trimmingCharacters(in: .whitespaces))
            }
            if numbers.count == 2 { return Point(x: numbers[0], y: numbers[1]) }
        }
        return nil
    }

    @Test func anExportedFrameDrawsTheFingerWhereItIsThen() throws {
        let session = try session("pan-cancels-touches",
                                  [.drag(from: Point(x: 200, y: 200), to: Point(x: 400, y: 200), seconds: 2)])
        let lesson = try #require(session.history.lessons.first)
        let frames = try LessonFrames(session: session)
        _ = frames.frame(of: lesson, at: 0.5)
        let early = try #require(Self.fingerReadout(frames.description), "the finger is drawn at 0.5 s")
        #expect(early.x < 300, "at 0.5 s the search is at (200, 200): the finger is near it, not at \(early)")
        #expect(early.y == 200)
        _ = frames.frame(of: lesson, at: lesson.duration)
        let late = Self.fingerReadout(frames.description)
        #expect(late == nil || late!.x > early.x, "the finger moves on as the lesson plays")
    }

    @Test func aReplayedLessonDrawsItsFingersAsItPlays() throws {
        let session = try session("pan-cancels-touches",
                                  [.drag(from: Point(x: 200, y: 200), to: Point(x: 400, y: 200), seconds: 2)])
        let lesson = try #require(session.history.lessons.first)
        let frames = try LessonFrames(session: session)
        // Halfway through the pan's run of moves, which plays as long as the drag took.
        let run = try #require(lesson.steps.indices.last { lesson.steps[$0].isMoveRun })
        _ = frames.frame(of: lesson, at: lesson.starts[run] + lesson.steps[run].duration / 2)
        let finger = try #require(Self.fingerReadout(frames.description), "the finger is drawn while the lesson plays")
        #expect(finger.x > 250 && finger.x < 400, "\(finger)")
    }

    // MARK: The strip in steps no input made

    @Test func theStripNeverShowsTheReleaseBeforeItHappens() throws {
        let session = try session("gestures-touches-controls", [.hold(Point(x: 170, y: 270), seconds: 0.8)])
        let lesson = try #require(session.history.lessons.first)
        let frames = try LessonFrames(session: session)
        let release = try #require(lesson.steps.firstIndex { step in
            if case .touch(_, .ended, _) = step.kind { true } else { false }
        })
        var checked = 0
        for index in lesson.steps.indices where index < release && lesson.steps[index].traceTime < 0.79 {
            _ = frames.frame(of: lesson, step: index)
            let strip = Self.texts(frames.description, region: "strip").joined(separator: " | ")
            #expect(!strip.contains("800 ms") && !strip.contains("touchEnd"), "step \(index + 1): \(strip)")
            checked += 1
        }
        #expect(checked > 3)
    }

    /// The input time the strip shows ("t = 1500 ms"), in seconds.
    static func stripInputTime(_ frame: FrameDescription) -> Double? {
        for text in texts(frame, region: "strip") {
            guard let range = text.range(of: "t = "), text.hasSuffix(" ms") else { continue }
            return Double(text[range.upperBound...].dropLast(3)).map { $0 / 1000 }
        }
        return nil
    }

    @Test func theDoubleTapsFirstLessonNeverShowsTheNextTap() throws {
        let description = try SceneReader.load(path: SceneCatalog.standard.resolve("double-tap-single-tap"))
        let session = LabSession(scene: SceneBuilder().build(description))
        _ = session.run(try ReplayReader.load(path: SceneCatalog.assetsDirectory + "/replays/double-tap-single-tap-taps.jsonl"))
        let lesson = try #require(session.history.lessons.first)
        let frames = try LessonFrames(session: session)
        for index in lesson.steps.indices {
            _ = frames.frame(of: lesson, step: index)
            let shown = try #require(Self.stripInputTime(frames.description), "step \(index + 1) names its input")
            #expect(shown <= lesson.steps[index].traceTime + 0.001,
                    "step \(index + 1) at \(lesson.steps[index].traceTime) s shows input of \(shown) s")
        }
    }

    // MARK: Long lessons

    /// A flat scene of `count` 10×10 views in rows, the back-most at the top-left; every
    /// other one hidden, so no two siblings next to each other refuse a touch for the same
    /// reason and each refusal stays a step of its own.
    func flatScene(_ count: Int) throws -> String {
        let children = (0..<count).map { index in
            "{ \"name\": \"V\(index)\", \"frame\": [\(index % 100 * 10), \(index / 100 * 10), 10, 10], \"color\": \"#8899aa\""
                + (index % 2 == 1 ? ", \"hidden\": true }" : " }")
        }
        let json = """
            { "name": "flat", "title": "Flat", "summary": "Many views.", "size": [1000, 800],
              "root": { "name": "Root", "frame": [0, 0, 1000, 800], "color": "#ffffff", "children": [
              \(children.joined(separator: ",\n"))
              ] } }
            """
        let path = folder + "/flat.json"
        try json.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func aLessonTooLongToShowWholeSaysWhatIsLeftOut() throws {
        let scene = try flatScene(8000)
        let describe = folder + "/last.json"
        #expect(run(["--headless", "--scene", scene, "--tap", "4,4", "--step", "8000", "--describe", describe]) == 0,
                "\(errors)")
        let text = try String(contentsOfFile: describe, encoding: .utf8)
        #expect(text.contains("steps left out; --trace prints them all"),
                "the last step kept says what is left out and how to see it")
    }
}
