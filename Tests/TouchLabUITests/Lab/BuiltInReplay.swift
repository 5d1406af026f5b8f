import Foundation
import Testing
import TouchKit
import TouchLabEngine
import TouchLabFormats

/// The bundled replays, each named `<scene>-<what it shows>`, read with the built-in scene
/// it belongs to: what the property and cache tests walk.
enum BuiltInReplay {
    /// Every bundled replay's name, sorted.
    static let names: [String] = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return files.filter { $0.hasSuffix(".jsonl") }.map { String($0.dropLast(6)) }.sorted()
    }()

    static var directory: String { SceneCatalog.assetsDirectory + "/replays" }

    /// The replay's scene (the longest built-in name it starts with) and its input.
    static func load(_ replay: String) throws -> (scene: SceneDescription, inputs: [XI2Input]) {
        let catalog = SceneCatalog.standard
        let name = try #require(catalog.names().filter { replay.hasPrefix($0 + "-") }.max { $0.count < $1.count },
                                "no built-in scene for the replay \(replay)")
        return (try SceneReader.load(path: try catalog.resolve(name)),
                try ReplayReader.load(path: directory + "/\(replay).jsonl"))
    }

    /// The input of the scene's first replay (in name order).
    static func firstInputs(of scene: String) throws -> [XI2Input] {
        let replay = try #require(names.first { $0.hasPrefix(scene + "-") }, "no replay for \(scene)")
        return try ReplayReader.load(path: directory + "/\(replay).jsonl")
    }

    /// The input cut where the engine delivers it: one batch per delivery, as the window
    /// and headless runs hand it to the session.
    @MainActor static func batches(of inputs: [XI2Input]) -> [ArraySlice<XI2Input>] {
        var batches: [ArraySlice<XI2Input>] = []
        _ = SceneEngine.forEachBatch(of: inputs, until: nil) { batches.append($0) }
        return batches
    }
}
