import TouchLabFormats
@testable import TouchLabEngine

/// The preamble the engine tests share: a scene file's text, read as the reader reads a
/// file named `file` (its stem the default name) and built as the lab builds it.
@MainActor
enum SceneFixtures {
    static func scene(_ json: String, file: String = "test.json") throws -> Scene {
        let stem = file.hasSuffix(".json") ? String(file.dropLast(5)) : file
        return SceneBuilder().build(try SceneReader(file: file).read(Array(json.utf8), defaultName: stem))
    }

    /// An engine running the scene of `json`, its warnings going to `onWarning`.
    static func engine(_ json: String, file: String = "test.json",
                       onWarning: @escaping (String) -> Void = { _ in }) throws -> SceneEngine {
        SceneEngine(scene: try scene(json, file: file), onWarning: onWarning)
    }
}
