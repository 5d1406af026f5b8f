/// The programs an export runs, found before the run: ffmpeg encodes, ffprobe checks that
/// what it wrote decodes (both come in Debian's ffmpeg package).
struct ExportEncoder: Equatable, Sendable {
    let ffmpeg: String
    let ffprobe: String
    /// How long ffmpeg may go without taking a frame or exiting before it is stopped.
    let stallSeconds: Double

    /// The variable that shortens the stall deadline (for tests; seconds, > 0).
    static let stallVariable = "TOUCHLAB_FFMPEG_STALL_SECONDS"

    /// Finds both programs on `environment`'s `PATH`; nil when either is missing.
    init?(environment: [String: String]) {
        let path = environment["PATH"]
        guard let ffmpeg = FFmpegProcess.find("ffmpeg", on: path),
              let ffprobe = FFmpegProcess.find("ffprobe", on: path) else { return nil }
        self.ffmpeg = ffmpeg
        self.ffprobe = ffprobe
        let given = environment[Self.stallVariable].flatMap(Double.init)
        stallSeconds = given.map { $0.isFinite && $0 > 0 ? min($0, FFmpegProcess.defaultStallSeconds) : FFmpegProcess.defaultStallSeconds }
            ?? FFmpegProcess.defaultStallSeconds
    }

    /// What to say when `init` finds nothing.
    static let missing = "ffmpeg is not installed (no ffmpeg and ffprobe on PATH); install the Debian package ffmpeg, e.g. with make deps"
}
