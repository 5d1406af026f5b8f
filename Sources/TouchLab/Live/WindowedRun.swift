import Foundation
import TouchKit
import TouchKitCairo
import TouchLabFormats
import TouchLabEngine
import TouchLabUI

/// `touchlab` without `--headless`: the scene in a window on `$DISPLAY`, until the window is
/// closed or Q is pressed; number keys reopen it with another built-in scene. `--tap` and
/// `--replay` input plays in real time; `--record` writes what went to the scene on exit.
@MainActor
struct WindowedRun {
    let session: HeadlessSession
    let catalog: SceneCatalog
    let console: Console
    /// The X display to open (the command's `DISPLAY`).
    let display: String

    /// Returns the exit status: 0, or 1 when the window cannot be opened.
    func run() -> Int32 {
        var description = session.scene
        var scripted = session.inputs
        var recorded: [XI2Input] = []
        while true {
            let lab = LabSession(scene: SceneBuilder().build(description)) { console.error("touchlab: warning: \($0)") }
            if session.options.trace { lab.onTrace = { console.out($0.line) } }
            let live: LiveLab
            do {
                live = try LiveLab(session: lab, scripted: scripted, recording: session.options.record != nil,
                                   display: display)
            } catch {
                console.error("touchlab: \(error)")
                return 1
            }
            live.onScreenshot = { renderer in saveScreenshot(renderer, scene: description.name) }
            let outcome = live.run()
            recorded += live.recordedInput
            let names = catalog.names()
            let index: Int
            switch outcome {
            case .quit: return writeRecording(recorded)
            case .switchScene(let chosen): index = chosen
            case .moveScene(let offset):
                let current = names.firstIndex(of: description.name) ?? 0
                index = ((current + offset) % max(1, names.count) + names.count) % max(1, names.count)
            }
            guard let next = scene(at: index) else { break }
            description = next
            scripted = []
        }
        return writeRecording(recorded)
    }

    private func scene(at index: Int) -> SceneDescription? {
        let names = catalog.names()
        guard names.indices.contains(index), let path = catalog.path(of: names[index]) else { return nil }
        do {
            return try SceneReader.load(path: path)
        } catch {
            console.error("touchlab: \(error)")
            return nil
        }
    }

    private func writeRecording(_ inputs: [XI2Input]) -> Int32 {
        guard let path = session.options.record else { return 0 }
        do {
            try ReplayWriter.write(inputs, to: path)
            console.error("touchlab: recorded \(inputs.count) events to \(path)")
            return 0
        } catch {
            console.error("touchlab: \(error)")
            return 1
        }
    }

    private func saveScreenshot(_ renderer: LabRenderer, scene: String) {
        let directory = "out/screenshots"
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        var index = 1
        var path = "\(directory)/\(scene)-\(index).png"
        while FileManager.default.fileExists(atPath: path) {
            index += 1
            path = "\(directory)/\(scene)-\(index).png"
        }
        do {
            try renderer.surface.writePNG(to: path)
            console.error("touchlab: screenshot written to \(path)")
        } catch {
            console.error("touchlab: \(error)")
        }
    }
}
