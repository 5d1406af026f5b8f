/// The programs an export runs, found before the run: ffmpeg encodes, ffprobe checks that
/// what it wrote decodes (both come in Debian's ffmpeg package).
struct ExportEncoder: Equatable, Sendable {
    let ffmpeg: String
    let ffprobe: String
    /// How long ffmpeg may go without taking a frame or exiting before it is stopped.
    let stallSeconds: Double

    /// Finds both programs on `environment`'s `PATH`; nil when either is missing. A caller
    /// of the package may give a shorter stall deadline (a positive number of seconds).
    init?(environment: [String: String], stallSeconds: Double = FFmpegProcess.defaultStallSeconds) {
        let path = environment["PATH"]
        guard let ffmpeg = FFmpegProcess.find("ffmpeg", on: path),
              let ffprobe = FFmpegProcess.find("ffprobe", on: path) else { return nil }
        self.ffmpeg = ffmpeg
        self.ffprobe = ffprobe
        self.stallSeconds = stallSeconds.isFinite && stallSeconds > 0
            ? min(stallSeconds, FFmpegProcess.defaultStallSeconds) : FFmpegProcess.defaultStallSeconds
    }

    /// What to say when `init` finds nothing.
    static let missing = "ffmpeg is not installed (no ffmpeg and ffprobe on PATH); install the Debian package ffmpeg, e.g. with make deps"
}
