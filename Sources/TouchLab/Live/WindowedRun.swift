import Glibc
import TouchKit
import TouchLabFormats
import TouchKitX11

/// `touchlab` without `--headless`: the lab in one window on `$DISPLAY` until the window is
/// closed or the lab is asked to quit; scenes switch inside it. `--tap` and `--replay`
/// input plays in real time; `--record` writes what went to the scenes on exit.
@MainActor
struct WindowedRun {
    let session: HeadlessSession
    let catalog: SceneCatalog
    let console: Console
    /// The X display to open (the command's `DISPLAY`).
    let display: String
    /// The program's name, which starts its messages.
    var program = "touchlab"

    /// Returns the exit status: 0, or 1 when the window cannot be opened.
    func run() -> Int32 {
        let controller: LabController
        let live: LiveLab
        do {
            controller = try LabController(origin: session.origin, catalog: catalog, console: console,
                                           tracing: session.options.trace, program: program,
                                           language: session.options.language)
            controller.isRecording = session.options.record != nil
            if let name = session.options.selection { controller.select(named: name) }
            live = try LiveLab(controller: controller, scripted: session.inputs, display: display)
        } catch {
            console.error("\(program): \(error)")
            return 1
        }
        X11Display.whenConnectionLost {
            controller.cancelExport()
            controller.endTouches()
            _ = writeRecording(controller.recorded)
        }
        live.run()
        controller.cancelExport()
        controller.endTouches()
        let status = writeRecording(controller.recorded)
        return max(status, report(live.ending))
    }

    /// One line for an ending the user did not ask for here, and its exit status.
    private func report(_ ending: LiveLab.Ending) -> Int32 {
        switch ending {
        case .quit:
            return 0
        case .destroyed:
            console.error("\(program): the window was destroyed by another program")
            return 1
        case .signal(let number):
            console.error("\(program): stopped by \(number == SIGINT ? "SIGINT" : number == SIGTERM ? "SIGTERM" : "signal \(number)")")
            return 128 + number
        }
    }

    private func writeRecording(_ inputs: [XI2Input]) -> Int32 {
        guard let record = session.record else { return 0 }
        do {
            try record.commit(Array(ReplayWriter.text(for: inputs).utf8))
            console.error("\(program): recorded \(inputs.count) events to \(path: record.path)")
            return 0
        } catch {
            console.error("\(program): \(error)")
            return 2
        }
    }
}
