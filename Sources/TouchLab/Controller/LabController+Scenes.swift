import TouchKit
import TouchLabEngine
import TouchLabFormats
import TouchLabUI

extension LabController {
    /// Shows the `index`th built-in scene (in `--list-scenes` order) in a new session; the
    /// help card and the playback speed stay as they were, the selection (a view of the old
    /// scene) is dropped.
    func showScene(at index: Int) {
        let names = catalog.names()
        guard names.indices.contains(index), let path = catalog.path(of: names[index]) else { return }
        do {
            try replaceScene(with: SceneReader.load(path: path))
        } catch {
            console.error("\(program): \(error)")
        }
    }

    /// Moves `offset` scenes on in the catalog from the current one, wrapping around.
    func moveScene(by offset: Int) {
        let names = catalog.names()
        guard !names.isEmpty else { return }
        let current = names.firstIndex(of: session.scene.name) ?? 0
        showScene(at: ((current + offset) % names.count + names.count) % names.count)
    }

    /// The scene shown goes away: its touches and presses still down are cancelled (the
    /// trace says so), and the rest of those fingers' input goes nowhere.
    private func replaceScene(with description: SceneDescription) throws {
        let previous = session
        if description.size != layout.sceneSize {
            renderer = try Self.makeRenderer(for: description.size, windowSize: requestedWindowSize, frames: frames,
                                             language: language)
            router.relayout(renderer.layout)
        }
        _ = previous.cancelInput(playback: ui.playback)
        router.disownScene()
        session = Self.makeSession(SceneBuilder().build(description), console: console, tracing: tracing,
                                   program: program, language: language)
        ui = ui.forNewScene()
        advance(to: previous.time)
        // The emulation's modifiers still down go on steering the new scene's fingers.
        session.engine.holdKeys(heldModifierKeys.sorted())
    }

    /// A session for `scene`, its warnings and trace going to the console.
    static func makeSession(_ scene: Scene, console: Console, tracing: Bool, program: String,
                            language: Language = .english) -> LabSession {
        Words(language).lessons.translateHints(in: scene)
        let session = LabSession(scene: scene) { console.error("\(program): warning: \($0)") }
        if tracing { session.onTrace = { console.out($0.line) } }
        return session
    }

    /// The window took `size` (the user or the window manager resized it): the frame is
    /// laid out again for it, and keeps that size across scene switches. A size the layout
    /// already has (the window following a scene switch) changes nothing. A finger or a
    /// button down stays with the part it began in, even in a window too small to show the
    /// lab, so its release still arrives.
    func resizeWindow(to size: Size) {
        guard size != layout.window else { return }
        requestedWindowSize = size
        do {
            renderer = try Self.makeRenderer(for: layout.sceneSize, windowSize: size, frames: frames, language: language)
            router.relayout(renderer.layout)
        } catch {
            console.error("\(program): \(error)")
        }
    }

    static func makeRenderer(for sceneSize: Size, windowSize: Size? = nil, frames: FrameSource? = nil,
                             language: Language) throws -> LabRenderer {
        let layout = LabLayout(sceneSize: sceneSize, windowSize: windowSize)
        let frame = frames?(Int(layout.windowSize.width.rounded(.up)), Int(layout.windowSize.height.rounded(.up)))
        let renderer = try LabRenderer(layout: layout, frame: frame, language: language)
        try LabParts.install(on: renderer)
        return renderer
    }

    /// Writes the frame shown to `screenshotDirectory`/<scene>-<n>.png, n the first free,
    /// through a temporary renamed into place (never through a link).
    func saveScreenshot() {
        do {
            let file = try OutputName.freeFile(in: screenshotDirectory, name: session.scene.name, numbered: 1,
                                               extension: "png", option: "screenshot")
            try file.commit(render().pngData())
            console.error("\(program): screenshot written to \(path: file.path)")
            show(notice: renderer.words.notices.screenshotSaved(to: file.path))
        } catch {
            console.error("\(program): \(error)")
            show(notice: renderer.words.notices.screenshotNotSaved("\(error)"))
        }
    }
}
