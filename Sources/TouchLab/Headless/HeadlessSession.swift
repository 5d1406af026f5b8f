import Foundation
import TouchKit
import TouchLabFormats
import TouchLabEngine
import TouchLabUI

/// One run of the command, checked before anything runs: the scene read and validated,
/// the input read, the output paths usable. Nothing is written until `run` succeeds at
/// checking.
@MainActor
package struct HeadlessSession {
    package let options: CommandLineOptions
    package let scene: SceneDescription
    /// The input to feed, from `--tap` or `--replay`, in time order.
    package let inputs: [XI2Input]

    /// Reads the scene and input named by `options`; throws the first problem found.
    package init(options: CommandLineOptions, catalog: SceneCatalog) throws {
        self.options = options
        let path = try catalog.resolve(options.scene ?? CommandLineOptions.defaultScene)
        var scene = try SceneReader.load(path: path)
        if let size = options.size { scene.size = size }
        self.scene = scene
        if let replay = options.replay {
            inputs = try ReplayReader.load(path: replay)
        } else {
            inputs = TapScript.inputs(for: options.taps)
        }
        try Self.checkWritable(options.record, option: "--record")
        try Self.checkWritable(options.screenshot, option: "--screenshot")
        try Self.checkWritable(options.describe, option: "--describe")
    }

    /// Builds the scene, feeds the input on a virtual clock, prints the trace when asked,
    /// then writes the recording, the screenshot and the frame's description.
    package func run(console: Console) throws {
        let session = LabSession(scene: SceneBuilder().build(scene)) { warning in
            console.error("touchlab: warning: \(warning)")
        }
        if options.trace { session.onTrace = { console.out($0.line) } }
        session.run(inputs, until: options.screenshotTime)
        if let record = options.record { try ReplayWriter.write(inputs, to: record) }
        if options.screenshot != nil || options.describe != nil {
            try HeadlessScreenshot.write(session, screenshot: options.screenshot, description: options.describe)
        }
    }

    /// Fails when `path`'s directory does not exist or `path` is a directory.
    private static func checkWritable(_ path: String?, option: String) throws {
        guard let path else { return }
        let directory = (path as NSString).deletingLastPathComponent
        var isDirectory: ObjCBool = false
        if !directory.isEmpty, !FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory)
            || !isDirectory.boolValue {
            throw CommandLineError("\(option): no such directory \(directory)")
        }
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw CommandLineError("\(option): \(path) is a directory")
        }
    }
}
