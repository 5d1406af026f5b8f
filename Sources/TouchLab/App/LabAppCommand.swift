import TouchKit
import TouchLabEngine
import TouchLabFormats

/// `LabApp.run` without the process around it: parses the arguments, builds the scene of
/// the views and runs it through the same session as `touchlab`. Returns the exit status.
@MainActor
package struct LabAppCommand {
    package let program: String
    package let title: String
    package let summary: String
    package var console: Console = .standard
    package var environment: [String: String] = ProcessEnvironment.current

    package init(program: String, title: String, summary: String) {
        self.program = program
        self.title = title
        self.summary = summary
    }

    package func run(_ root: View, arguments: [String]) -> Int32 {
        console.finish(runChecked(root, arguments: arguments), program: program)
    }

    private func runChecked(_ root: View, arguments: [String]) -> Int32 {
        do {
            let options = try CommandLineParser.parse(arguments)
            if options.help {
                console.out(usage)
                return 0
            }
            if options.version {
                console.out("\(program) (TouchLab \(TouchLabVersion.current))")
                return 0
            }
            if options.scene != nil || options.listScenes {
                throw CommandLineError("\(options.listScenes ? "--list-scenes" : "--scene") is touchlab's: "
                                       + "\(program) runs its own views")
            }
            let scene = try CodeSceneBuilder(name: program, title: title, summary: summary)
                .build(root, size: options.size)
            let session = try HeadlessSession(scene: scene, options: options.run(environment: environment))
            var command = TouchLabCommand(console: console, catalog: SceneCatalog(directory: ""), environment: environment)
            command.program = program
            return options.runsHeadless ? command.runHeadless(session) : command.runWindowed(session)
        } catch {
            console.error("\(program): \(error)")
            return 2
        }
    }

    /// `touchlab`'s usage without the scene choice, under the program's name, its
    /// continuation lines aligned after that name.
    var usage: String {
        let touchlabIndent = String(repeating: " ", count: "usage: touchlab ".count)
        let indent = String(repeating: " ", count: "usage: \(program) ".count)
        return CommandLineOptions.usage
            .replacing("touchlab [--scene NAME|FILE] ", with: "\(program) ")
            .replacing("[--list-scenes] ", with: "")
            .split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.contains("--scene ") && !$0.contains("--list-scenes") }
            .map { $0.hasPrefix(touchlabIndent + "[") ? indent + $0.dropFirst(touchlabIndent.count) : String($0) }
            .joined(separator: "\n")
    }
}
