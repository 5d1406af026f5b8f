import Glibc
import TouchKitCairo
import TouchLabEngine
import TouchLabFormats
import TouchLabUI

/// Lessons written as an animation through ffmpeg: each lesson played at a speed (1×: at
/// its own pace) at 30 frames a second, its finished frame held a second, raw frames piped
/// to ffmpeg.
///
/// A GIF takes two passes, so that its 256 colours are the lab's: a sample of the frames
/// makes the palette (palettegen), then every frame is mapped to it (paletteuse) without
/// dithering, since the lab's fills are flat: error diffusion would grain them, and
/// grain compresses badly (the seed scene's replay: 761 KB dithered, 490 KB not); buffering
/// every frame for one pass would take gigabytes. An MP4 is H.264 in yuv420p, padded to
/// even sides as that format needs. Work goes a frame at a time (`advance`), so the window
/// can export between frames of its own.
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

    /// Every how many frames the GIF's palette pass samples one.
    static let paletteSample = 3
    /// The longest one `advance` waits for ffmpeg to take a frame, in seconds: the window
    /// calls it between its own frames, and an ffmpeg that reads slowly or not at all must
    /// not freeze them (the stall deadline still ends one that takes nothing).
    static let writeBudget = 0.02

    let format: Format
    /// The file ffmpeg writes.
    let output: String
    private let ffmpeg: String
    private let ffprobe: String
    private let stallSeconds: Double
    private let frames: LessonFrames
    private let language: Language
    /// Every frame in order: the lesson and its playback position.
    private let schedule: [(lesson: Lesson, position: Double)]
    private var passes: [[Int]]
    private var palette: String?
    private var process: FFmpegProcess?
    private var next = 0
    /// The frame being written, while ffmpeg has not taken all of it, and how much it took.
    private var pending: [UInt8]?
    private var pendingOffset = 0
    /// Frames written so far, over all passes.
    private(set) var written = 0
    let startedAt = LessonExport.now()

    /// Frames in the animation.
    var frameCount: Int { schedule.count }
    /// Frames to write in all passes, for progress.
    var workCount: Int { passes.reduce(0) { $0 + $1.count } + written }
    /// The animation's length in seconds.
    var seconds: Double { Double(schedule.count) / Self.rate }

    /// - Parameters:
    ///   - ffprobe: the program that checks the file ffmpeg wrote decodes.
    ///   - stallSeconds: how long ffmpeg may go without taking a frame or exiting.
    init(lessons: [Lesson], session: LabSession, format: Format, output: String, ffmpeg: String,
         ffprobe: String, stallSeconds: Double = FFmpegProcess.defaultStallSeconds, speed: Double = 1,
         captions: Bool = true, language: Language = .english, framing: Framing = .window) throws {
        self.format = format
        self.output = output
        self.ffmpeg = ffmpeg
        self.ffprobe = ffprobe
        self.stallSeconds = stallSeconds
        frames = try LessonFrames(session: session, language: language, captions: captions ? lessons : nil,
                                  framing: framing)
        self.language = language
        var schedule: [(Lesson, Double)] = []
        for lesson in lessons {
            let count = Self.playingFrames(lesson, speed: speed)
            schedule += (0...count).map { (lesson, min(lesson.duration, Double($0) / Self.rate * speed)) }
            schedule += Array(repeating: (lesson, lesson.duration), count: Int(Self.hold * Self.rate))
        }
        self.schedule = schedule
        let all = Array(schedule.indices)
        passes = format == .gif ? [all.filter { $0 % Self.paletteSample == 0 }, all] : [all]
    }

    /// Writes the next frame (starting or ending ffmpeg as needed); true when the whole
    /// export is done and its file checked. Throws what went wrong, ffmpeg's own words
    /// included; a stalled ffmpeg or a signal throws a `RunFailure`.
    func advance() throws -> Bool {
        guard let pass = passes.first else { return true }
        if process == nil {
            process = try FFmpegProcess(executable: ffmpeg, arguments: arguments(lastPass: passes.count == 1),
                                        stallSeconds: stallSeconds)
        }
        guard let process else { return true }
        if next < pass.count {
            let frame = pending ?? pixels(of: schedule[pass[next]])
            do {
                pendingOffset = try frame.withUnsafeBytes {
                    try process.write($0, from: pendingOffset, within: Self.writeBudget, fresh: pending == nil)
                }
            } catch { throw failure(error, process) }
            guard pendingOffset == frame.count else {
                pending = frame  // ffmpeg took part of it: the rest goes at the next call
                return false
            }
            (pending, pendingOffset) = (nil, 0)
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
        passes.removeFirst()
        next = 0
        try check(passes.isEmpty ? output : palette ?? "", decoding: passes.isEmpty)
        return passes.isEmpty
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

    /// Ends ffmpeg, if it runs, and removes the palette file: after a failure, or when the
    /// export is given up.
    func cancel() {
        process?.stop()
        process = nil
        (pending, pendingOffset) = (nil, 0)
        cleanUp()
    }

    /// Removes the palette file, if any.
    func cleanUp() {
        if let palette { unlink(palette) }
        palette = nil
    }

    /// ffmpeg's exit status is not proof of its file: the file must be there, not empty,
    /// and (the animation) decode, as ffprobe reads it.
    private func check(_ path: String, decoding: Bool) throws {
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_size > 0 else {
            throw CommandLineError("--export: ffmpeg reported success but wrote \(decoding ? "no animation" : "no palette") (an empty or missing file)")
        }
        guard decoding else { return }
        let probe = try FFmpegProcess(executable: ffprobe, arguments: [
            "-v", "error", "-select_streams", "v:0", "-count_packets", "-show_entries", "stream=nb_read_packets",
            "-of", "csv=p=0", "file:" + path,
        ], name: "ffprobe", stallSeconds: stallSeconds)
        do { try probe.finish() } catch { throw failure(error, probe) }
        let packets = Int(String(decoding: probe.standardOutput, as: UTF8.self).filter(\.isNumber)) ?? 0
        guard probe.exitStatus == 0, packets > 0 else {
            let reason = probe.lastMessage().map { ": ffprobe: \($0)" } ?? ""
            throw CommandLineError("--export: ffmpeg reported success but its file does not decode\(reason)")
        }
    }

    /// The frame of `item` as ffmpeg reads it: rows of BGRA pixels, one after another.
    private func pixels(of item: (lesson: Lesson, position: Double)) -> [UInt8] {
        let surface = frames.frame(of: item.lesson, at: item.position)
        let rowBytes = surface.width * 4
        var bytes = [UInt8](repeating: 0, count: rowBytes * surface.height)
        surface.withPixels { pixels, stride in
            bytes.withUnsafeMutableBytes { target in
                for row in 0..<surface.height {
                    target.baseAddress!.advanced(by: row * rowBytes).copyMemory(from: pixels + row * stride, byteCount: rowBytes)
                }
            }
        }
        return bytes
    }

    private func arguments(lastPass: Bool) throws -> [String] {
        let input = ["-hide_banner", "-loglevel", "error", "-f", "rawvideo", "-pix_fmt", "bgra",
                     "-s", "\(frames.width)x\(frames.height)", "-r", String(Int(Self.rate)), "-i", "-"]
        switch (format, lastPass) {
        case (.mp4, _):
            return input + ["-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2", "-c:v", "libx264", "-preset", "veryfast",
                            "-pix_fmt", "yuv420p", "-movflags", "+faststart", "-f", "mp4", "-y", "file:" + output]
        case (.gif, false):
            let palette = try makePalettePath()
            return input + ["-vf", "palettegen=stats_mode=full", "-frames:v", "1", "-c:v", "png", "-f", "image2pipe",
                            "-y", "file:" + palette]
        case (.gif, true):
            return input + ["-f", "png_pipe", "-i", "file:" + (palette ?? ""), "-lavfi", "[0:v][1:v]paletteuse=dither=none:diff_mode=rectangle",
                            "-loop", "0", "-f", "gif", "-y", "file:" + output]
        }
    }

    /// A file beside the output for the palette, removed by `cleanUp`.
    private func makePalettePath() throws -> String {
        var template = Array("\(OutputTarget.directory(of: output))/.touchlab-palette-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw CommandLineError("--export: cannot write beside \(path: output): \(String(cString: strerror(errno)))") }
        close(descriptor)
        palette = String(cString: template)
        return palette!
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
