import Glibc
import TouchKitCairo
import TouchLabEngine
import TouchLabFormats
import TouchLabUI

/// Lessons written as an animation: each lesson played at a speed (1×: at its own pace) at
/// 30 frames a second, its finished frame held a second.
///
/// A GIF is encoded here, a frame at a time (`GIFAnimation`): its colours are the lab's own,
/// chosen as the frames come (`GIFPalette`), mapped without dithering since the lab's fills
/// are flat (error diffusion would grain them, and grain codes badly), and each frame is
/// only the rectangle that changed. ffmpeg's palettegen and paletteuse would take two passes
/// over the frames and about 180 MB. An MP4 is H.264 in yuv420p through ffmpeg, each frame
/// converted here (`VideoFrame`) and piped to it. Work goes a frame at a time
/// (`advance`), so the window can export between frames of its own.
@MainActor
final class LessonExport {
    enum Format: Equatable {
        case gif, mp4

        /// The format a path's extension names (any case), or nil.
        init?(path: String) {
            let lower = path.lowercased()
            if lower.hasSuffix(".gif") { self = .gif } else if lower.hasSuffix(".mp4") { self = .mp4 } else { return nil }
        }
    }

    /// Frames per second of the animation.
    nonisolated static let rate = 30.0
    /// How long each lesson's last frame stays.
    static let hold = 1.0
    /// The most frames one export writes without `--no-output-limit`: two minutes.
    nonisolated static let maximumFrames = 3600

    /// The frames an animation of `lessons` at `speed` has: each lesson's, then its hold.
    static func frameCount(of lessons: [Lesson], speed: Double = 1) -> Int {
        lessons.reduce(0) { $0 + playingFrames($1, speed: speed) + 1 + Int(hold * rate) }
    }

    /// The frames `lesson` plays in at `speed`, before its last.
    private static func playingFrames(_ lesson: Lesson, speed: Double) -> Int {
        Int((lesson.duration / speed * rate).rounded(.up))
    }

    /// Refuses an animation of more than `maximumFrames`, before any is drawn.
    static func checkLimit(_ lessons: [Lesson], speed: Double = 1) throws {
        let count = frameCount(of: lessons, speed: speed)
        guard count > maximumFrames else { return }
        throw CommandLineError("--export: the animation would be \(count) frames (\(oneDecimal(Double(count) / rate)) s at "
                               + "\(Int(rate)) fps), more than \(maximumFrames); give --no-output-limit to write it all")
    }

    /// The longest one `advance` waits for ffmpeg to take a frame, in seconds: the window
    /// calls it between its own frames, and an ffmpeg that reads slowly or not at all must
    /// not freeze them (the stall deadline still ends one that takes nothing).
    static let writeBudget = 0.02

    let format: Format
    /// The file written.
    let output: String
    /// ffmpeg and ffprobe, for an MP4 (a GIF needs neither).
    private let encoder: ExportEncoder?
    private var stallSeconds: Double { encoder?.stallSeconds ?? FFmpegProcess.defaultStallSeconds }
    private let frames: LessonFrames
    private let language: Language
    /// Every frame in order: the lesson and its playback position.
    private let schedule: [(lesson: Lesson, position: Double)]
    /// Whether frames are still to be written, or the file to be finished.
    private var working = true
    private var process: FFmpegProcess?
    private var gif: GIFAnimation?
    private var next = 0
    /// The frame ffmpeg is given, as `VideoFrame` makes it; whether ffmpeg has yet to take
    /// all of it, and how much it took.
    private var video: VideoFrame?
    private var pending = false
    private var pendingOffset = 0
    /// Frames written so far.
    private(set) var written = 0
    let startedAt = LessonExport.now()

    /// Frames in the animation.
    var frameCount: Int { schedule.count }
    /// Frames to write, for progress.
    var workCount: Int { schedule.count }
    /// The animation's length in seconds.
    var seconds: Double { Double(schedule.count) / Self.rate }

    /// - Parameter encoder: ffmpeg, which encodes an MP4, and ffprobe, which checks it
    ///   decodes (with their stall deadline); nil refuses an MP4.
    init(lessons: [Lesson], session: LabSession, format: Format, output: String, encoder: ExportEncoder?,
         speed: Double = 1, captions: Bool = true, language: Language = .english, framing: Framing = .window) throws {
        if format == .mp4, encoder == nil { throw CommandLineError("--export: \(ExportEncoder.missing)") }
        self.format = format
        self.output = output
        self.encoder = encoder
        frames = try LessonFrames(session: session, language: language, captions: captions ? lessons : nil,
                                  framing: framing, inParts: format == .mp4)
        self.language = language
        var schedule: [(Lesson, Double)] = []
        for lesson in lessons {
            let count = Self.playingFrames(lesson, speed: speed)
            schedule += (0...count).map { (lesson, min(lesson.duration, Double($0) / Self.rate * speed)) }
            schedule += Array(repeating: (lesson, lesson.duration), count: Int(Self.hold * Self.rate))
        }
        self.schedule = schedule
    }

    /// Writes the next frame (starting or ending ffmpeg as needed); true when the whole
    /// export is done and its file checked. Throws what went wrong, ffmpeg's own words
    /// included; a stalled ffmpeg or a signal throws a `RunFailure`.
    func advance() throws -> Bool {
        guard working else { return true }
        return try format == .gif ? advanceGIF() : advanceVideo()
    }

    private func advanceGIF() throws -> Bool {
        if gif == nil { gif = try GIFAnimation(path: output, width: frames.width, height: frames.height, rate: Self.rate) }
        guard let gif else { return true }
        if next < schedule.count {
            if next > 0, schedule[next].lesson.id == schedule[next - 1].lesson.id,
               schedule[next].position == schedule[next - 1].position {
                gif.repeatFrame()  // a held frame: drawn alike, so not drawn again
            } else {
                let surface = frames.frame(of: schedule[next].lesson, at: schedule[next].position)
                let rows = frames.changedRows
                try surface.withPixels { pixels, stride in try gif.add(pixels, stride: stride, rows: rows) }
            }
            next += 1
            written += 1
            return false
        }
        try gif.finish()
        self.gif = nil
        working = false
        try check(output)
        return true
    }

    private func advanceVideo() throws -> Bool {
        if process == nil, let encoder {
            process = try FFmpegProcess(executable: encoder.ffmpeg, arguments: arguments(), stallSeconds: stallSeconds)
        }
        guard let process else { return true }
        if next < schedule.count {
            if !pending {
                if video == nil { video = VideoFrame(width: frames.width, height: frames.height) }
                let parts = frames.parts(of: schedule[next].lesson, at: schedule[next].position)
                video?.fill(parts.picture, bar: parts.bar)
            }
            guard let video else { return true }
            let fresh = !pending
            do {
                pendingOffset = try video.bytes.withUnsafeBytes {
                    try process.write($0, from: pendingOffset, within: Self.writeBudget, fresh: fresh)
                }
            } catch { throw failure(error, process) }
            guard pendingOffset == video.bytes.count else {
                pending = true  // ffmpeg took part of it: the rest goes at the next call
                return false
            }
            (pending, pendingOffset) = (false, 0)
            next += 1
            written += 1
            return false
        }
        // A look at a time, so the window stays live while ffmpeg finishes its file.
        do { guard try process.finishing(wait: 0.01) else { return false } } catch { throw failure(error, process) }
        guard process.exitStatus == 0 else {
            throw CommandLineError("--export: ffmpeg failed: \(process.lastMessage() ?? "exit status \(process.exitStatus ?? -1)")")
        }
        self.process = nil
        working = false
        try check(output)
        return true
    }

    /// The captions as WebVTT subtitles: one cue per step shown, from the frame it first
    /// shows in to the frame after its last, in the animation's time.
    func webVTT() -> String {
        var cues: [String] = []
        var start = 0
        func caption(at index: Int) -> (key: String, text: String) {
            let (lesson, position) = schedule[index]
            let step = lesson.stepIndex(at: position)
            return ("\(lesson.id) \(step ?? -1)",
                    step.map { StepCaption.text(at: $0, of: lesson, scene: frames.session.scene, language: language) } ?? "")
        }
        while start < schedule.count {
            let first = caption(at: start)
            var end = start + 1
            while end < schedule.count, caption(at: end).key == first.key { end += 1 }
            if !first.text.isEmpty {
                cues.append("\(cues.count + 1)\n\(Self.cueTime(start)) --> \(Self.cueTime(end))\n\(Self.cueText(first.text))")
            }
            start = end
        }
        return (["WEBVTT"] + cues).joined(separator: "\n\n") + "\n"
    }

    /// `00:01:02.345`: frame `index`'s time.
    private static func cueTime(_ index: Int) -> String {
        let milliseconds = Int((Double(index) / rate * 1000).rounded())
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let fraction = String(milliseconds % 1000)
        return "\(two(milliseconds / 3_600_000)):\(two(milliseconds / 60_000 % 60)):\(two(milliseconds / 1000 % 60))."
            + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    /// A caption as a cue's text: on one line, with `&`, `<` and `>` as entities (so no
    /// caption can close a cue or open a tag).
    private static func cueText(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case _ where character.isNewline: out += " "
            default: out.append(character)
            }
        }
        return out
    }

    /// Ends ffmpeg, if it runs, or leaves the GIF unfinished: after a failure, or when the
    /// export is given up (the output file is its owner's to remove).
    func cancel() {
        process?.stop()
        process = nil
        gif = nil
        working = false
        (pending, pendingOffset, video) = (false, 0, nil)
    }

    /// An encoder's success is not proof of its file: the file must be there, not empty,
    /// and decode: a GIF every image of it, with giflib (ffprobe would add 50 MB to the
    /// export's memory), an MP4 as ffprobe reads it.
    private func check(_ path: String) throws {
        let writer = format == .gif ? "the GIF encoder" : "ffmpeg"
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_size > 0 else {
            throw CommandLineError("--export: \(writer) reported success but wrote no animation (an empty or missing file)")
        }
        if format == .gif {
            guard try GIFFile.decodedImages(at: path) > 0 else {
                throw CommandLineError("--export: the GIF written holds no image")
            }
            return
        }
        let probe = try FFmpegProcess(executable: encoder?.ffprobe ?? "ffprobe", arguments: [
            "-v", "error", "-select_streams", "v:0", "-count_packets", "-show_entries", "stream=nb_read_packets",
            "-of", "csv=p=0", "file:" + path,
        ], name: "ffprobe", stallSeconds: stallSeconds)
        do { try probe.finish() } catch { throw failure(error, probe) }
        let packets = Int(String(decoding: probe.standardOutput, as: UTF8.self).filter(\.isNumber)) ?? 0
        guard probe.exitStatus == 0, packets > 0 else {
            let reason = probe.lastMessage().map { ": ffprobe: \($0)" } ?? ""
            throw CommandLineError("--export: \(writer) reported success but its file does not decode\(reason)")
        }
    }

    /// ffmpeg's arguments for the MP4: YUV 4:2:0 frames in (`VideoFrame`), H.264 out. x264
    /// runs on one thread with no look-ahead, no B-frames, no weighted prediction and
    /// full-pixel motion search: the lab's frames change little, and each of those holds
    /// frames of its own. At 1366 × 826 its default (three frame threads, 10 frames ahead)
    /// and BGRA in held about 200 MB, this about 72 MB (ffmpeg's libraries alone are about
    /// 47 MB), for a file about 2× as large. A constant quantizer and no scene-cut search
    /// spare x264 the half-size planes it keeps of each frame for rate control (5.6 MiB);
    /// QP 18 matches CRF 23's PSNR (53.4 dB on the A–E lesson) at 1.15× its bytes.
    private func arguments() -> [String] {
        ["-hide_banner", "-loglevel", "error", "-f", "rawvideo", "-pix_fmt", "yuv420p",
         "-s", "\(VideoFrame.even(frames.width))x\(VideoFrame.even(frames.height))", "-r", String(Int(Self.rate)), "-i", "-",
         "-c:v", "libx264", "-preset", "veryfast", "-threads", "1", "-qp", "18",
         "-x264-params", "rc-lookahead=0:sync-lookahead=0:bframes=0:subme=0:mbtree=0:weightp=0:scenecut=0",
         "-pix_fmt", "yuv420p", "-movflags", "+faststart", "-f", "mp4", "-y", "file:" + output]
    }

    /// What went wrong with `process`, in one line; the process is ended.
    private func failure(_ error: Error, _ process: FFmpegProcess) -> Error {
        guard let failure = error as? FFmpegProcess.Failure else {
            process.stop()
            return error
        }
        switch failure {
        case .stalled:
            return RunFailure("--export: \(process.name) made no progress for \(LessonExport.oneDecimal(stallSeconds)) s and was stopped",
                              status: 1)
        case .interrupted(let number):
            return RunFailure.stopped(by: number)
        case .stoppedReading:
            do { try process.finish() } catch { return self.failure(error, process) }
            let said = process.lastMessage() ?? "it stopped taking frames and exited with status \(process.exitStatus ?? -1)"
            return CommandLineError("--export: \(process.name) failed: \(said)")
        }
    }

    /// Seconds on the monotonic clock.
    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// `312 frames (10.4 s at 30 fps) in 6.1 s: 51.2 frames a second`: what the export
    /// wrote, and how fast (the animation's frames over the whole time, every pass included).
    var report: String {
        let elapsed = max(Self.now() - startedAt, 1e-6)
        return "\(frameCount) frames (\(Self.oneDecimal(seconds)) s at \(Int(Self.rate)) fps) in \(Self.oneDecimal(elapsed)) s: "
            + "\(Self.oneDecimal(Double(frameCount) / elapsed)) frames a second"
    }

    static func oneDecimal(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }
}
