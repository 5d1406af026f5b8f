import Foundation
import Testing
import TouchKit
import TouchLabFormats
@testable import TouchLabEngine

/// Every bundled replay, run on the built-in scene its name starts with, must give exactly
/// the trace stored beside this file in `__Traces__/<replay>.trace`. The traces were read
/// and judged by hand against UIKit's documented behaviour; a change to any of them is a behaviour change.
///
/// Re-recording is explicit: `TOUCHLAB_RECORD_SNAPSHOTS=1` (refused when `CI` is set).
@MainActor
struct BuiltInReplayTraceTests {
    nonisolated static let replays: [String] = {
        let directory = SceneCatalog.assetsDirectory + "/replays"
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return files.filter { $0.hasSuffix(".jsonl") }.map { String($0.dropLast(6)) }.sorted()
    }()

    nonisolated static let tracesDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("__Traces__").path

    @Test func everyBuiltInSceneHasAReplay() {
        for scene in SceneCatalog.standard.names() {
            #expect(Self.replays.contains { $0.hasPrefix(scene + "-") }, "no replay for \(scene)")
        }
    }

    @Test(arguments: replays)
    func replayGivesTheRecordedTrace(_ replay: String) throws {
        let catalog = SceneCatalog.standard
        let scene = try #require(catalog.names().filter { replay.hasPrefix($0 + "-") }.max { $0.count < $1.count })
        let description = try SceneReader.load(path: try catalog.resolve(scene))
        let runner = SceneEngine(scene: SceneBuilder().build(description))
        runner.run(try ReplayReader.load(path: SceneCatalog.assetsDirectory + "/replays/\(replay).jsonl"))
        let actual = runner.log.lines.joined(separator: "\n") + "\n"
        let path = Self.tracesDirectory + "/\(replay).trace"
        let environment = ProcessInfo.processInfo.environment
        if environment["TOUCHLAB_RECORD_SNAPSHOTS"] == "1", environment["CI"] == nil {
            try FileManager.default.createDirectory(atPath: Self.tracesDirectory, withIntermediateDirectories: true)
            try actual.write(toFile: path, atomically: true, encoding: .utf8)
            return
        }
        let expected = try #require(FileManager.default.contents(atPath: path),
                                    "missing \(path); record it with `make record-snapshots`")
        let expectedLines = String(decoding: expected, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let firstDifference = zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }
        #expect(expectedLines == actualLines,
                "trace of \(replay) differs from \(path) at line \((firstDifference?.offset ?? min(expectedLines.count, actualLines.count)) + 1)")
    }
}
