import Foundation
import Testing
import TouchKit
import TouchKitCairo
import TouchLabEngine
import TouchLabFormats
import TouchLabUI
@testable import TouchLab

/// `--export FILE.html` as a reader meets it: the page opened from `file://` in headless
/// Chromium (scripts/check-lesson-page.py drives it over the DevTools protocol), stepped
/// with → and by clicking a timeline mark, showing each step's caption and frame.
@MainActor
final class LessonPageTests: CommandTestCase {
    init() throws { try super.init(named: "page") }

    /// Two taps on the tab bar: two lessons, neither the seed's.
    static let input = ["--headless", "--scene", "tab-bar-overhang", "--tap", "400,560", "--tap", "100,560"]

    /// The input's lessons, from the engine.
    func lessons() throws -> [Lesson] { try session().history.lessons }

    /// The input run by the engine.
    func session() throws -> LabSession {
        let path = try SceneCatalog.standard.resolve("tab-bar-overhang")
        let session = LabSession(scene: SceneBuilder().build(try SceneReader.load(path: path)))
        _ = session.run(TapScript.inputs(for: [Point(x: 400, y: 560), Point(x: 100, y: 560)]))
        return session
    }

    @Test(arguments: [Language.english, .simplifiedChinese])
    func pageStepsByKeyAndByTimelineMark(language: Language) throws {
        let lessons = try lessons()
        #expect(lessons.count == 2)
        let first = lessons[0].steps.count, clicked = 4
        let page = folder + "/page.html"
        #expect(run(Self.input + ["--lang", language.rawValue, "--export", page]) == 0)
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.components(separatedBy: "class=\"mark\" data-step=").count - 1 == first + lessons[1].steps.count)
        #expect(!html.contains("<image") && !html.contains("src=") && !html.contains("<link"), "one file, no network")
        #expect(run(Self.input + ["--step", "1:2", "--screenshot", folder + "/1-2.png"]) == 0)
        #expect(run(Self.input + ["--step", "2:\(clicked)", "--screenshot", folder + "/2-\(clicked).png"]) == 0)

        let shown = try browse(page, clickStep: first + clicked)
        try #require(shown.count == 3)
        #expect(shown[0]["step"] as? Int == 1 && shown[0]["visible"] as? Int == 1, "opens at step 1")
        let captions = shown.compactMap { $0["caption"] as? String }
        #expect(captions[0].hasSuffix(StepCaption.text(for: lessons[0].steps[0], language: language)))
        #expect(shown[1]["step"] as? Int == 2)
        #expect(captions[1].hasSuffix(StepCaption.text(for: lessons[0].steps[1], language: language)))
        #expect(shown[2]["step"] as? Int == first + clicked)
        #expect(captions[2].hasSuffix(StepCaption.text(for: lessons[1].steps[clicked - 1], language: language)))
        // The trace in sight is the window's at that step: the lines up to it, none of a
        // later step, the last no further than the step has played (step 2 is the hit
        // test's first visit: its line shows the path so far).
        let trace = try session().recentTrace
        for (index, step) in [(1, lessons[0].steps[1]), (2, lessons[1].steps[clicked - 1])] {
            let visible = shown[index]["trace"] as? [String] ?? []
            let through = trace.filter { $0.sequence <= step.sequence }.map(\.record.line)
            #expect(visible.count == through.count, "\(visible) against \(through)")
            #expect(Array(visible.dropLast()) == Array(through.dropLast()), "\(visible)")
            if let last = visible.last, let full = through.last {
                #expect(full.hasPrefix(last), "\(last) is not the start of \(full)")
                if index == 1 { #expect(last.count < full.count, "step 2 shows the whole search: \(last)") }
            }
        }
        if language == .english {
            // The frames drawn by Chromium against the lab's PNGs of those steps: text and
            // rounded edges are antialiased a little differently, nothing more.
            #expect(try differingShare(shown[1]["frame"] as? String, folder + "/1-2.png") < 0.05)
            #expect(try differingShare(shown[2]["frame"] as? String, folder + "/2-\(clicked).png") < 0.05)
        }
        #expect(errors.isEmpty)
    }

    @Test func textIsEscapedForMarkupAndScript() {
        #expect(MarkupText.escaped("<a href=\"x\">&'</a>\u{1}") == "&lt;a href=&quot;x&quot;&gt;&amp;&#39;&lt;/a&gt;")
        #expect(LessonPageAssets.quoted("</script>\"\\\n") == "\"\\u003C/script\\u003E\\\"\\\\\\u000A\"")
    }

    /// What the harness saw: one object per moment (opened, after →, after the click).
    private func browse(_ page: String, clickStep: Int) throws -> [[String: Any]] {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("scripts/check-lesson-page.py").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [script, page, String(clickStep), folder]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
    }

    /// The share of pixels whose colour differs by more than a quarter in some channel
    /// (text is antialiased differently by the browser); 1 when the sizes differ.
    private func differingShare(_ path: String?, _ expectedPath: String) throws -> Double {
        let actual = try ImageSurface(contentsOfPNG: try #require(path))
        let expected = try ImageSurface(contentsOfPNG: expectedPath)
        guard actual.width == expected.width, actual.height == expected.height else { return 1 }
        let differing = expected.withPixels { want, rowBytes in
            actual.withPixels { got, _ in
                var count = 0
                for offset in stride(from: 0, to: rowBytes * expected.height, by: 4) {
                    let a = got.load(fromByteOffset: offset, as: UInt32.self), b = want.load(fromByteOffset: offset, as: UInt32.self)
                    if a != b, Self.distance(a, b) > 64 { count += 1 }
                }
                return count
            }
        }
        return Double(differing) / Double(expected.width * expected.height)
    }

    private static func distance(_ a: UInt32, _ b: UInt32) -> Int {
        var largest = 0
        for shift: UInt32 in [0, 8, 16] {
            largest = max(largest, abs(Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF)))
        }
        return largest
    }
}
