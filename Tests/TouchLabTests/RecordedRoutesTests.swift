import Foundation
import Testing
import TouchLabEngine
import TouchLabFormats
@testable import TouchLab

/// The routed lines (`--describe`'s `lines`: arrows and leaders, detours included) of every
/// step of every lesson of several bundled replays must stay exactly the points stored in
/// `__Routes__/<replay>.routes`: how a route is searched for may get cheaper, never
/// different. Re-recording is explicit: `TOUCHLAB_RECORD_SNAPSHOTS=1` (refused when `CI`
/// is set).
@MainActor
final class RecordedRoutesTests: CommandTestCase {
    init() throws { try super.init(named: "recorded-routes") }

    nonisolated static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("__Routes__").path

    /// Replays whose frames route lines round views and labels, in both languages.
    nonisolated static let replays = ["seed-a-to-e-taps", "responder-chain-taps", "transforms-and-bounds-taps"]

    /// The frame description at `step` (`L:N`) as JSON.
    func describe(_ scene: String, _ replay: String, step: String, language: String) throws -> [String: Any] {
        let file = path("frame.json")
        #expect(run(["--headless", "--scene", scene, "--replay", SceneCatalog.assetsDirectory + "/replays/\(replay).jsonl",
                     "--step", step, "--lang", language, "--describe", file]) == 0, "\(errors)")
        return try #require(try JSONSerialization.jsonObject(with: bytes("frame.json")) as? [String: Any])
    }

    /// One text line per routed line: the step, the language, its kind and its points.
    func routes(of replay: String) throws -> String {
        let scene = try #require(SceneCatalog.standard.names().filter { replay.hasPrefix($0 + "-") }.max { $0.count < $1.count })
        var text = ""
        for language in ["en", "zh-Hans"] {
            let first = try describe(scene, replay, step: "1:1", language: language)
            let lessons = try #require((first["lesson"] as? [String: Any])?["count"] as? Int)
            for lesson in 1...lessons {
                var step = 1, steps = 1
                while step <= steps {
                    let frame = try describe(scene, replay, step: "\(lesson):\(step)", language: language)
                    steps = try #require((frame["lesson"] as? [String: Any])?["steps"] as? Int)
                    for line in frame["lines"] as? [[String: Any]] ?? [] {
                        let points = (line["points"] as? [[Double]] ?? []).map { "\($0[0]),\($0[1])" }
                        text += "\(lesson):\(step) \(language) \(line["kind"] as? String ?? "?") \(points.joined(separator: " "))\n"
                    }
                    step += 1
                }
            }
        }
        return text
    }

    @Test(arguments: replays)
    func routesStayTheRecordedOnes(_ replay: String) throws {
        let actual = try routes(of: replay)
        #expect(actual.contains(" "), "\(replay): no line drawn at any step")
        let path = Self.directory + "/\(replay).routes"
        let environment = ProcessInfo.processInfo.environment
        if environment["TOUCHLAB_RECORD_SNAPSHOTS"] == "1", environment["CI"] == nil {
            try FileManager.default.createDirectory(atPath: Self.directory, withIntermediateDirectories: true)
            try actual.write(toFile: path, atomically: true, encoding: .utf8)
            return
        }
        let expected = String(decoding: try #require(FileManager.default.contents(atPath: path), "missing \(path)"),
                              as: UTF8.self)
        let expectedLines = expected.split(separator: "\n"), actualLines = actual.split(separator: "\n")
        let first = zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(expectedLines.count, actualLines.count)
        #expect(expectedLines == actualLines, "\(replay): routes differ from \(path) at line \(first + 1)")
    }
}
