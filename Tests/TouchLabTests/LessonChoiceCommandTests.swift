import Foundation
import Testing
@testable import TouchLab

/// `--lesson N` and `--speed F` through the command as a user types them: the files hold
/// the chosen lesson only, and an export plays at the speed asked.
@MainActor
final class LessonChoiceCommandTests: CommandTestCase {
    init() throws { try super.init(named: "choice") }

    /// Two taps on the seed scene, in a small window: two lessons.
    static let taps = ["--headless", "--scene", "seed-a-to-e", "--size", "400x300", "--tap", "100,100", "--tap", "300,100"]

    @Test func stepsOfOneLessonKeepTheirNumbersAndHeading() throws {
        #expect(run(Self.taps + ["--lesson", "2", "--steps", folder + "/steps"]) == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder + "/steps")
        #expect(files.contains("lesson-2-step-01.png") && !files.contains { $0.hasPrefix("lesson-1-") })
        let index = try String(contentsOfFile: folder + "/steps/index.md", encoding: .utf8)
        #expect(index.contains("## Lesson 2 of 2") && !index.contains("## Lesson 1"))
        #expect(errors.isEmpty)
    }

    @Test func theFrameShowsTheChosenLesson() throws {
        #expect(run(Self.taps + ["--lesson", "1", "--describe", folder + "/d.json"]) == 0)
        let data = try Data(contentsOf: URL(fileURLWithPath: folder + "/d.json"))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let lesson = try #require(json["lesson"] as? [String: Any])
        #expect(lesson["index"] as? Int == 1 && lesson["count"] as? Int == 2)
        #expect(lesson["step"] as? Int == lesson["steps"] as? Int, "shown finished")
        #expect(errors.isEmpty)
    }

    /// The report names the frames: twice the speed, about half the playing frames (each
    /// lesson's one-second hold stays).
    @Test func speedShortensTheAnimation() throws {
        func frames(_ speed: String) throws -> Int {
            errors = []
            let target = folder + "/x\(speed).mp4"
            #expect(run(Self.taps + ["--lesson", "1", "--speed", speed, "--export", target]) == 0)
            let report = try #require(errors.last?.dropFirst("touchlab: exported \(target): ".count))
            return try #require(Int(report.prefix { $0.isNumber }))
        }
        let normal = try frames("1"), double = try frames("2")
        let hold = 30
        #expect(abs((normal - hold - 1) - 2 * (double - hold - 1)) <= 2, "\(normal) and \(double)")
    }

    @Test func badChoicesAreOneLineAndWriteNothing() throws {
        let cases: [([String], String)] = [
            (["--lesson", "3", "--steps", folder + "/s"], "touchlab: --lesson: there is no lesson 3; the input made 2 lessons"),
            (["--lesson", "0", "--steps", folder + "/s"],
             "touchlab: --lesson: expected a lesson's number, a whole number from 1, e.g. 2, found '0'"),
            (["--lesson", "1"], "touchlab: --lesson needs --export, --steps, --screenshot or --describe"),
            (["--speed", "11", "--export", folder + "/a.gif"],
             "touchlab: --speed: expected a factor from 0.1 to 10, e.g. 2 or 0.5, found '11'"),
            (["--speed", "2", "--steps", folder + "/s"], "touchlab: --speed needs --export: it sets how fast the animation plays"),
            (["--lesson", "1", "--step", "2:1", "--screenshot", folder + "/a.png"],
             "touchlab: --step 2:1 names lesson 2, but --lesson is 1"),
        ]
        for (arguments, message) in cases {
            errors = []
            #expect(run(Self.taps + arguments) == 2)
            #expect(errors == [message])
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }
}
