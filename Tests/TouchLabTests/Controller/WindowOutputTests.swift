import Foundation
import Testing
import TouchKit
import TouchLabEngine
import TouchLabFormats
import TouchLabUI
@testable import TouchLab

/// What S and E write: a file inside the folder they name, whatever the scene calls
/// itself, never through a link, and nothing left behind when the lab ends mid-export.
@MainActor
final class WindowOutputTests {
    static let keyS = 39, keyE = 26
    let folder: String
    var errors: [String] = []
    private var now = 1000.0

    init() throws {
        folder = NSTemporaryDirectory() + "touchlab-window-out-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: folder + "/work/out", withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: folder) }

    func controller(sceneName: String) throws -> LabController {
        let json = """
            { "name": \(sceneName), "size": [400, 300],
              "root": { "name": "A", "frame": [0, 0, 400, 300], "children": [ { "name": "B", "frame": [10, 10, 100, 100] } ] } }
            """
        let description = try SceneReader(file: "hostile.json").read(Array(json.utf8), defaultName: "hostile")
        let controller = try LabController(origin: .file(description), catalog: .standard,
                                           console: Console(out: { _ in }, error: { self.errors.append($0) }),
                                           tracing: false)
        controller.screenshotDirectory = folder + "/work/out/screenshots"
        controller.exportDirectory = folder + "/work/out/exports"
        return controller
    }

    func key(_ code: Int, _ controller: LabController) {
        for kind in [XI2Input.Kind.keyPress, .keyRelease] {
            now += 16
            controller.handle(XI2Input(time: now, kind: kind, detail: code, x: 0, y: 0))
        }
    }

    func tap(_ controller: LabController) {
        let inputs = TapScript.inputs(for: [Point(x: 50, y: 50)])
        controller.deliverToScene(inputs[0..<1])
        controller.deliverToScene(inputs[1..<2])
    }

    /// Every file under `folder`, as paths relative to it.
    func files() -> [String] {
        (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []).sorted()
    }

    @Test func aSceneNameCannotTakeSOrEOutOfTheirFolders() throws {
        let controller = try controller(sceneName: #""../../../escaped""#)
        tap(controller)
        key(Self.keyS, controller)
        key(Self.keyE, controller)
        while controller.export != nil { _ = controller.tick() }
        #expect(files().filter { !$0.hasPrefix("work") } == [], "nothing beside the working folder: \(files())")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/work/out/screenshots") == ["_._.._.._escaped-1.png"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/work/out/exports") == ["_._.._.._escaped-lesson-1.gif"])
    }

    @Test func sRefusesALinkEvenADanglingOne() throws {
        let controller = try controller(sceneName: #""seed""#)
        try FileManager.default.createDirectory(atPath: folder + "/work/out/screenshots", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder + "/work/out/screenshots/seed-1.png",
                                                   withDestinationPath: folder + "/elsewhere.png")
        key(Self.keyS, controller)
        #expect(!FileManager.default.fileExists(atPath: folder + "/elsewhere.png"), "nothing written through the link")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/work/out/screenshots/seed-1.png")
            == folder + "/elsewhere.png")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/work/out/screenshots").sorted()
            == ["seed-1.png", "seed-2.png"], "the next free name, beside the link")
    }

    /// E writes the GIF itself (no ffmpeg needed), a frame a tick: between two ticks the
    /// window is the user's, keys included, and the file comes when the last frame is in.
    @Test func theWindowGoesOnWhileEExports() throws {
        let controller = try controller(sceneName: #""seed""#)
        tap(controller)
        key(Self.keyE, controller)
        for _ in 0..<3 { _ = controller.tick() }
        #expect(controller.export != nil, "a few frames in, the export goes on")
        key(Self.keyS, controller)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/work/out/screenshots") == ["seed-1.png"],
                "keys still work while the export runs")
        while controller.export != nil { _ = controller.tick() }
        #expect(errors.last?.hasPrefix("touchlab: exported \(folder)/work/out/exports/seed-lesson-1.gif: ") == true,
                "\(errors)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/work/out/exports") == ["seed-lesson-1.gif"])
    }

    /// Quitting while E runs gives the export up out loud and leaves no temporary.
    @Test func endingTheLabMidExportSaysSoAndLeavesNothing() throws {
        let controller = try controller(sceneName: #""seed""#)
        tap(controller)
        key(Self.keyE, controller)
        for _ in 0..<5 { _ = controller.tick() }
        #expect(controller.export != nil)
        controller.cancelExport()
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/work/out/exports") == [])
        #expect(errors.last == "touchlab: export of lesson 1 to \(folder)/work/out/exports/seed-lesson-1.gif cancelled: the lab ended before it finished")
    }
}
