import Testing
import TouchKit
@testable import TouchLab

/// `--help` of a program run with `LabApp` reads as its own: its name, no scene choice,
/// the synopsis's lines aligned after the name.
@MainActor
struct LabAppUsageTests {
    func help(program: String) -> [String] {
        var out: [String] = []
        var command = LabAppCommand(program: program, title: "Mine", summary: "")
        command.console = Console(out: { out.append($0) }, error: { _ in })
        command.environment = [:]
        #expect(command.run(View(frame: Rect(x: 0, y: 0, width: 100, height: 100)), arguments: ["--help"]) == 0)
        return out.joined(separator: "\n").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func synopsisIsAlignedUnderTheProgramsName() {
        for program in ["my-lab", "minimum-hit-area"] {
            let lines = help(program: program)
            let first = "usage: \(program) [--size WxH] [--headless] [--lang en|zh-Hans]"
            #expect(lines.first == first)
            let synopsis = lines.prefix { !$0.isEmpty }.dropFirst()
            #expect(!synopsis.isEmpty)
            let column = "usage: \(program) ".count
            for line in synopsis {
                #expect(line.prefix(column).allSatisfy { $0 == " " } && line.dropFirst(column).hasPrefix("["),
                        "not aligned after \(program): \(line)")
            }
            #expect(!lines.contains { $0.contains("--scene") || $0.contains("--list-scenes") })
        }
    }
}
