import TouchKit
import TouchKitX11
import TouchLabFormats
import TouchLabUI

/// The `touchlab` command, as `touchlab --help` describes it: parses the arguments, loads
/// the scene and the input, and runs them headless or in the window. Returns the exit
/// status: 0, 2 for bad arguments or files (one message on standard error, nothing
/// written), or 1 when the trace or another line could not be written to standard output.
@MainActor
package struct TouchLabCommand {
    package var console: Console
    package var catalog: SceneCatalog
    package var environment: [String: String]
    /// The name that starts every message (a `LabApp` program's own name).
    package var program = "touchlab"
    /// How long ffmpeg may go without progress before an export stops it (`RunOptions`).
    package var exportStallSeconds = FFmpegProcess.defaultStallSeconds

    package init(console: Console = .standard, catalog: SceneCatalog = .standard,
                environment: [String: String] = ProcessEnvironment.current) {
        self.console = console
        self.catalog = catalog
        self.environment = environment
    }

    /// Runs with `arguments` (without the program name).
    package func run(_ arguments: [String]) -> Int32 {
        console.finish(runChecked(arguments), program: program)
    }

    private func runChecked(_ arguments: [String]) -> Int32 {
        do {
            let options = try CommandLineParser.parse(arguments)
            if options.help {
                console.out(CommandLineOptions.usage)
                return 0
            }
            if options.version {
                console.out("touchlab \(TouchLabVersion.current)")
                return 0
            }
            if options.listScenes { return try listScenes(in: options.language ?? Language(locale: environment)) }
            let scenePath = try catalog.resolve(options.scene ?? CommandLineOptions.defaultScene)
            // Before the scene is read: its buffers, the window's layers and the lesson's
            // steps come and go in blocks that would leave the heap's peak higher.
            if !options.runsHeadless { ProcessHeap.mapLargeBlocksApart() }
            var run = options.run(environment: environment)
            run.exportStallSeconds = exportStallSeconds
            let session = try HeadlessSession(scenePath: scenePath, size: options.size, options: run)
            return options.runsHeadless ? runHeadless(session) : runWindowed(session)
        } catch {
            console.error("touchlab: \(error)")
            return 2
        }
    }

    /// Each built-in scene's name and its title in `language`.
    private func listScenes(in language: Language) throws -> Int32 {
        let words = Words(language).lessons
        for (name, title) in try catalog.titles() { console.out("\(name)\t\(words.title(named: name, english: title))") }
        return 0
    }

    /// Runs the scene in the window; with no display to open one on, says so and exits 1.
    func runWindowed(_ session: HeadlessSession) -> Int32 {
        guard let display = environment["DISPLAY"], !display.isEmpty else {
            console.error("\(program): no X display (DISPLAY is not set); use --headless, or run under an X server")
            return 1
        }
        var run = WindowedRun(session: session, catalog: catalog, console: console, display: display)
        run.program = program
        return run.run()
    }

    func runHeadless(_ session: HeadlessSession) -> Int32 {
        do {
            try session.run(console: console, program: program)
            return 0
        } catch let failure as RunFailure {
            console.error("\(program): \(failure)")
            return failure.status
        } catch {
            console.error("\(program): \(error)")
            return 2
        }
    }
}
