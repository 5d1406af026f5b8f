import Foundation
import TouchKit

/// The `touchlab` command (DESIGN §4): parses the arguments, loads the scene and the input,
/// and runs them headless or in the window. Returns the exit status: 0, or 2 for bad
/// arguments or files (one message on standard error, nothing written).
@MainActor
public struct TouchLabCommand {
    public var console: Console
    public var catalog: SceneCatalog
    public var environment: [String: String]

    public init(console: Console = .standard, catalog: SceneCatalog = .standard,
                environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.console = console
        self.catalog = catalog
        self.environment = environment
    }

    /// Runs with `arguments` (without the program name).
    public func run(_ arguments: [String]) -> Int32 {
        do {
            let options = try CommandLineParser.parse(arguments)
            if options.help {
                console.out(CommandLineOptions.usage)
                return 0
            }
            if options.listScenes { return try listScenes() }
            let session = try HeadlessSession(options: options, catalog: catalog)
            return options.headless ? runHeadless(session) : runWindowed(session)
        } catch {
            console.error("touchlab: \(error)")
            return 2
        }
    }

    private func listScenes() throws -> Int32 {
        for (name, title) in try catalog.titles() { console.out("\(name)\t\(title)") }
        return 0
    }

    /// Runs the scene in the window; until the window exists, says so, and runs headless
    /// when there is no display to open one on.
    func runWindowed(_ session: HeadlessSession) -> Int32 {
        guard let display = environment["DISPLAY"], !display.isEmpty else {
            console.error("touchlab: no DISPLAY, running headless")
            return runHeadless(session)
        }
        console.error("touchlab: the window is not available yet; run with --headless")
        return 1
    }

    func runHeadless(_ session: HeadlessSession) -> Int32 {
        do {
            try session.run(console: console)
            return 0
        } catch {
            console.error("touchlab: \(error)")
            return 2
        }
    }
}
