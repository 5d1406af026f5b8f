import TouchKit
import TouchLabEngine
import TouchLabFormats
import TouchLabUI

/// The parsed arguments of `touchlab`.
package struct CommandLineOptions: Equatable, Sendable {
    /// `--scene`: a built-in scene's name or a scene file's path; nil: the default scene.
    package var scene: String?
    /// `--size WxH`: the window's content size, replacing the scene's.
    package var size: Size?
    package var headless = false
    /// `--tap`, `--drag` and `--hold`, in the order given, in window coordinates.
    package var gestures: [ScheduledGesture] = []
    package var replay: String?
    package var record: String?
    package var trace = false
    /// `--select NAME`: the view the inspector shows and the scene highlights.
    package var select: String?
    package var screenshot: String?
    /// `--describe FILE.json`: what the frame at `--at` shows.
    package var describe: String?
    /// `--at`: seconds from the first input; nil: when everything is done.
    package var screenshotTime: Double?
    /// `--step [LESSON:]STEP`: the frame shows that step instead of a time.
    package var step: StepChoice?
    /// `--export FILE.gif|FILE.mp4|FILE.html`: the lessons as an animation or a web page.
    package var export: String?
    /// `--steps DIR`: one PNG per step of every lesson, and an index.
    package var steps: String?
    /// `--lesson N`: the one lesson `--export`, `--steps`, `--screenshot` and `--describe` show.
    package var lesson: Int?
    /// `--captions on|off`: whether exported frames and step images carry captions; nil: on.
    package var captions: Bool?
    /// `--speed F`: how fast `--export` plays the lessons; nil: 1×.
    package var speed: Double?
    /// `--crop`: the part of the window pictures show; nil: all of it.
    package var crop: Framing.Crop?
    /// `--scale 1|2|3`: output pixels per window pixel; nil: 1.
    package var scale: Int?
    /// `--lang`: the language the lab speaks; nil: the locale's (`Language(locale:)`).
    package var language: Language?
    /// `--no-output-limit`: write every step image and export frame, however many.
    package var noOutputLimit = false
    package var listScenes = false
    package var help = false
    package var version = false

    package init() {}

    /// Whether the run needs no window: `--headless`, or only files to write from lessons.
    package var runsHeadless: Bool { headless || export != nil || steps != nil }

    /// The scene used when `--scene` is not given.
    package static let defaultScene = "seed-a-to-e"

    package static let usage = """
        usage: touchlab [--scene NAME|FILE] [--size WxH] [--headless] [--lang en|zh-Hans]
                        [--tap X,Y[@T]]... [--drag X,Y:X,Y[:SECONDS][@T]]... [--hold X,Y[:SECONDS][@T]]...
                        [--replay FILE.jsonl] [--record FILE.jsonl]
                        [--trace] [--select NAME] [--screenshot FILE.png|FILE.svg] [--describe FILE.json]
                        [--at SECONDS | --step [LESSON:]STEP]
                        [--export FILE.gif|FILE.mp4|FILE.html] [--steps DIR] [--lesson N] [--speed F]
                        [--crop full|scene|scene+timeline|X,Y,W,H] [--scale 1|2|3]
                        [--captions on|off] [--no-output-limit]
                        [--list-scenes] [-h|--help] [--version]

          --scene NAME|FILE    a built-in scene (see --list-scenes) or a scene file (default: \(defaultScene))
          --size WxH           the scene's size instead of the scene file's (its views keep their
                               frames); the lab's window is laid out around it
          --headless           no X server: run the input on a virtual clock and exit
          --tap X,Y            a quick tap at window coordinates; repeat for several, 0.5 s apart
          --drag A:B[:S]       one finger from X,Y to X,Y over S seconds (default 0.5) at 60 Hz
          --hold X,Y[:S]       press and hold for S seconds (default 0.8)
                               taps, drags and holds run in the order given, 0.5 s apart;
                               @T starts one T seconds after the first input began, e.g.
                               --tap 400,250 --tap 400,250@0.2 is a double tap
          --replay FILE.jsonl  feed a recorded XInput2-level input file
          --record FILE.jsonl  write the input that was fed, in the replay format
          --trace              print the trace of event delivery on standard output
          --select NAME        select the view named NAME, as a right-click would
          --screenshot FILE    write the frame shown at --at (default: at the end) as PNG, or as vector
                               SVG (shapes, glyphs and searchable text) when FILE ends in .svg
          --describe FILE      write what the frame at --at shows as JSON: regions, text, timeline
          --at SECONDS         the screenshot's or description's time, from the first input
          --step [L:]N         instead of a time, show step N of lesson L (default: the last lesson)
          --export FILE        write the lessons as an animation (.gif or .mp4) at 30 fps, through ffmpeg,
                               or as one self-contained web page of vector steps (.html)
          --steps DIR          write one PNG per step of every lesson into DIR (new or empty) and
                               DIR/index.md with each step's caption
                               (--export and --steps run headless: no window opens)
          --lesson N           only lesson N in --export and --steps (default: every lesson) and in
                               --screenshot and --describe (default: the last lesson)
          --captions on|off    each --export frame and --steps image has its step's caption in a bar
                               under it (default on); an .mp4 also gets FILE.vtt subtitles beside it
          --crop AREA          what --screenshot, --steps and --export pictures show: full (the window,
                               default), scene, scene+timeline, or X,Y,W,H in window pixels
          --scale 1|2|3        draw those pictures at 1, 2 or 3 pixels per window pixel, text and lines
                               sharp at that density (an .html export is vector and ignores it)
          --speed F            play --export at F times the lesson's pace, from 0.1 to 10 (default 1)
          --no-output-limit    write more than \(StepsWriter.maximumImages) step images or \(LessonExport.maximumFrames) export frames
                               (\(LessonExport.maximumFrames / Int(LessonExport.rate) / 60) minutes), which are refused without it
          --lang en|zh-Hans    the language of the lab's words (default: from LC_ALL, LC_MESSAGES, LANG)
          --list-scenes        print the built-in scenes: name, tab, title
          -h, --help           print this help
          --version            print the version
        """
}
