import TouchKit
import TouchLabFormats
@testable import TouchLabEngine

/// A conformance check: a scene, input for it, and what the trace must and must not say.
/// It runs through the same engine as `--headless` and the lab's replays.
struct Probe: Sendable {
    enum SceneSource: Sendable {
        /// A scene file's text.
        case json(String)
        /// A built-in scene, by name.
        case builtIn(String)
        /// Views built in code, as `LabApp.run` takes them.
        case code(@MainActor @Sendable () -> View)
    }

    enum Input: Sendable {
        /// XInput2-level events, as a replay holds them.
        case events([XI2Input])
        /// A built-in replay, by name.
        case builtInReplay(String)
    }

    let scene: SceneSource
    let input: Input
    /// Fragments that must appear in the trace in this order, each within one line (a
    /// whole line, or a part of one where the rest is not the point).
    let expect: [String]
    /// Fragments no line of the trace may contain.
    let never: [String]

    init(_ scene: SceneSource, _ input: [XI2Input], expect: [String] = [], never: [String] = []) {
        self.scene = scene
        self.input = .events(input)
        self.expect = expect
        self.never = never
    }

    init(builtIn scene: String, replay: String, expect: [String], never: [String] = []) {
        self.scene = .builtIn(scene)
        self.input = .builtInReplay(replay)
        self.expect = expect
        self.never = never
    }

    /// The trace of the run, every line (hit tests included).
    @MainActor
    func trace() throws -> [String] {
        let engine = SceneEngine(scene: try builtScene())
        switch input {
        case .events(let events): engine.run(events)
        case .builtInReplay(let name):
            engine.run(try ReplayReader.load(path: SceneCatalog.assetsDirectory + "/replays/\(name).jsonl"))
        }
        return engine.log.lines
    }

    @MainActor
    private func builtScene() throws -> Scene {
        switch scene {
        case .json(let text):
            return SceneBuilder().build(try SceneReader(file: "conformance.json").read(Array(text.utf8), defaultName: "conformance"))
        case .builtIn(let name):
            return SceneBuilder().build(try SceneReader.load(path: try SceneCatalog.standard.resolve(name)))
        case .code(let root):
            return try CodeSceneBuilder(name: "conformance", title: "", summary: "").build(root())
        }
    }

    /// What is wrong with `lines` against this probe, one sentence each; empty when it holds.
    func problems(in lines: [String]) -> [String] {
        var problems: [String] = []
        var next = 0
        for fragment in expect {
            guard let found = lines[next...].firstIndex(where: { $0.contains(fragment) }) else {
                let anywhere = lines.contains { $0.contains(fragment) }
                problems.append(anywhere ? "\"\(fragment)\" is out of order" : "no line has \"\(fragment)\"")
                continue
            }
            next = found + 1
        }
        for fragment in never {
            if let line = lines.first(where: { $0.contains(fragment) }) {
                problems.append("\"\(line)\" should not be there")
            }
        }
        return problems
    }

    /// The problems of a run, a scene that cannot be built being one.
    @MainActor
    func run() -> [String] {
        do {
            return problems(in: try trace())
        } catch {
            return ["the scene or input was refused: \(error)"]
        }
    }
}
