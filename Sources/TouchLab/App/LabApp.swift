import Glibc
import TouchKit
import TouchLabFormats

/// Runs views built in code in the lab, with `touchlab`'s command line.
///
/// ```swift
/// import TouchKit
/// import TouchLab
///
/// let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 300), name: "Root")
/// root.addSubview(MyButton(frame: Rect(x: 20, y: 20, width: 20, height: 20), name: "Close"))
/// MainActor.assumeIsolated { LabApp.run(root, title: "My close button") }
/// ```
public enum LabApp {
    /// Reads `CommandLine.arguments` with `touchlab`'s flags, then opens the lab window on
    /// `$DISPLAY` or, with `--headless`, runs the input on a virtual clock; never returns.
    ///
    /// Everything `touchlab` does for a scene file it does for `root`: overlays, inspector,
    /// trace, screenshots, record and replay. `root`'s frame is the scene (`--size`
    /// overrides its size), drawn at the window's top-left with the lab's timeline and
    /// panels around it, as a scene file is. `--scene` and `--list-scenes` are refused: the
    /// program's own views are the scene. Exit status as `touchlab`: 0; 1 when no window can be
    /// opened; 2 for bad arguments or files, or a tree that cannot run (two views with one
    /// name; a frame, bounds or transform that is not finite, a negative size, a window
    /// over 8192 points a side), with one message on standard error naming the view.
    ///
    /// Unnamed views and gesture recognizers are named for the trace by their class name,
    /// numbered in depth-first order (`View#1`, `View#2`) when several share a class.
    /// Call it on the main actor, after building the tree, as the program's last statement.
    @MainActor
    public static func run(_ root: View, title: String, summary: String = "") -> Never {
        let program = LocalFiles.lastComponent(of: CommandLine.arguments.first ?? "lab")
        let command = LabAppCommand(program: program, title: title, summary: summary)
        exit(command.run(root, arguments: Array(CommandLine.arguments.dropFirst())))
    }
}
