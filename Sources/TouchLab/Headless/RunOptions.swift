import TouchKit
import TouchLabEngine
import TouchLabFormats
import TouchLabUI

/// What one run of a scene is asked to do, in the run's own terms: the input to feed,
/// whether to trace, the files to write and the moment the frame is taken. The command
/// line maps its flags to it (`CommandLineOptions.run`); nothing past that edge sees flags.
package struct RunOptions: Equatable, Sendable {
    /// Where the run's input comes from.
    package enum Input: Equatable, Sendable {
        /// Taps, drags and holds at window coordinates, one after another or at the starts
        /// given (`InputScript`).
        case gestures([ScheduledGesture])
        /// A replay file's input, in its times.
        case replay(path: String)
    }

    package var input = Input.gestures([])
    /// Print every trace record on standard output.
    package var trace = false
    /// Write the input that reached the scene, in the replay format.
    package var record: String?
    /// Write the frame as PNG.
    package var screenshot: String?
    /// Write what the frame shows, as JSON (the frame description docs/FILE-FORMATS.md documents).
    package var describe: String?
    /// Seconds from the first input at which the frame is taken; nil: when everything is done.
    package var frameTime: Double?
    /// The lesson step the frame shows instead of a time (after all the input ran).
    package var step: StepChoice?
    /// Write the lessons as an animation (GIF or MP4).
    package var export: String?
    /// Write one PNG per lesson step and an index into this folder.
    package var steps: String?
    /// The one lesson (from 1) the files show; nil: every lesson for `export` and `steps`,
    /// the last for the frame.
    package var lesson: Int?
    /// Whether `steps` and `export` frames carry their step's caption (and an MP4 a WebVTT
    /// file beside it).
    package var captions = true
    /// How fast `export` plays the lessons, 1: at their own pace.
    package var speed = 1.0
    /// The variables exports read: `PATH`, to find ffmpeg on.
    package var exportEnvironment: [String: String] = [:]
    /// How long (seconds) ffmpeg may go without progress before it is stopped: the
    /// command's 20 s, shorter only for a caller of the package (the tests' stalled ffmpeg).
    package var exportStallSeconds = FFmpegProcess.defaultStallSeconds
    /// The name of the view selected from the start, as a right-click would select it.
    package var selection: String?
    /// The language of everything the lab draws as words; never of the trace.
    package var language = Language.english
    /// Whether `--steps` and `--export` are refused past `StepsWriter.maximumImages` and
    /// `LessonExport.maximumFrames`.
    package var outputLimit = true
    /// The part of the window the screenshot, step images and export frames show, and the
    /// scale they are drawn at.
    package var framing = Framing.window

    package init() {}
}
