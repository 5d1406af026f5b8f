import TouchKit

/// The parsed arguments of `touchlab` (DESIGN §4).
public struct CommandLineOptions: Equatable, Sendable {
    /// `--scene`: a built-in scene's name or a scene file's path; nil: the default scene.
    public var scene: String?
    /// `--size WxH`: the window's content size, replacing the scene's.
    public var size: Size?
    public var headless = false
    /// `--tap X,Y`, in order, in window coordinates.
    public var taps: [Point] = []
    public var replay: String?
    public var record: String?
    public var trace = false
    public var screenshot: String?
    /// `--at`: seconds from the first input; nil: when everything is done.
    public var screenshotTime: Double?
    public var listScenes = false
    public var help = false

    public init() {}

    /// The scene used when `--scene` is not given.
    public static let defaultScene = "seed-a-to-e"

    public static let usage = """
        usage: touchlab [--scene NAME|FILE] [--size WxH] [--headless]
                        [--tap X,Y]... [--replay FILE.jsonl] [--record FILE.jsonl]
                        [--trace] [--screenshot FILE.png [--at SECONDS]] [--list-scenes] [--help]

          --scene NAME|FILE    a built-in scene (see --list-scenes) or a scene file (default: \(defaultScene))
          --size WxH           the window's content size instead of the scene's
          --headless           no X server: run the input on a virtual clock and exit
          --tap X,Y            a quick tap at window coordinates; repeat for several, 0.5 s apart
          --replay FILE.jsonl  feed a recorded XInput2-level input file
          --record FILE.jsonl  write the input that was fed, in the replay format
          --trace              print the trace of event delivery on standard output
          --screenshot FILE    write the frame shown at --at (default: at the end) as PNG
          --at SECONDS         the screenshot's time, from the first input
          --list-scenes        print the built-in scenes: name, tab, title
          --help               print this help
        """
}
