import Foundation
import Testing
import TouchKit
import TouchKitCairo
import TouchLabEngine
import TouchLabFormats
import TouchLabUI
@testable import TouchLab

/// An animation as `--export FILE` writes it, decoded by ffmpeg at a few sampled frames:
/// each decoded frame is the frame value of its moment (`LabFrame.moment`) as the renderer
/// draws it, within what the format's colours allow, and clearly not another moment's.
///
/// What the colours allow: a GIF's 127 colours put anti-aliased edges a shade off (a mean
/// difference under 1 over a frame), H.264 in yuv420p blurs colour edges. Two moments a
/// step apart differ by 2–4 over the whole frame, so the bound alone would not tell them
/// apart: the frame must also be much nearer its own moment than another where those two
/// differ.
@MainActor
struct FrontDoorExportTests {
    /// Every built-in replay's shortest lesson exported (at the fastest speed and without
    /// captions, to keep the frames few; as a GIF and an MP4 by turns, each format taking
    /// every other replay), decoded at its first, middle and last playing frame: each is
    /// the frame value of its moment, within what the format's colours allow, and nearer
    /// it than another moment's where the two differ.
    @Test(arguments: FrontDoorReplayTests.replays.enumerated().map { ($0.element, $0.offset % 2 == 0 ? "gif" : "mp4") })
    func everyReplaysExportDecodesToItsFrameValues(_ replay: String, _ format: String) throws {
        let folder = NSTemporaryDirectory() + "touchlab-export-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let catalog = SceneCatalog.standard
        let scene = try #require(catalog.names().filter { replay.hasPrefix($0 + "-") }.max { $0.count < $1.count })
        let replayPath = SceneCatalog.assetsDirectory + "/replays/\(replay).jsonl"
        let session = LabSession(scene: SceneBuilder().build(try SceneReader.load(path: catalog.resolve(scene))))
        _ = session.run(try ReplayReader.load(path: replayPath))
        let lessons = session.history.lessons
        let lesson = try #require(lessons.min { $0.duration < $1.duration })
        let speed = 10.0
        let target = folder + "/lesson." + format
        // The command's own export path, given the session the test ran (running the
        // replay again in a command would double the test's time, not what it checks).
        let environment = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]
        let export = try ExportTarget(target, environment: environment, inputs: [])
        _ = try export.write(session, [lesson], speed: speed, captions: false, language: .english, progress: nil)
        try export.commit()
        let frames = try LessonFrames(session: session)
        let last = Int((lesson.duration / speed * LessonExport.rate).rounded(.up))
        let indices = Set([0, last / 2, last]).sorted()
        let decoded = try Self.decode(target, frames: indices, width: frames.width, height: frames.height)
        // Frame 0 is the lesson's start and the last playing frame its end.
        var own: [Int: [UInt8]] = [:]
        for index in indices {
            own[index] = Self.bytes(frames.frame(of: lesson, at: min(lesson.duration, Double(index) / LessonExport.rate * speed)))
        }
        // H.264 keeps colour at a quarter of the pixels: fine coloured detail blurs more.
        let bound = format == "gif" ? 1.0 : 8.0
        for (index, picture) in zip(indices, decoded) {
            let other = own[index < last / 2 ? last : 0] ?? []
            let found = Self.compare(picture, own[index] ?? [], other)
            #expect(found.whole < bound, "\(replay), \(format), frame \(index): differs from its frame value by \(found.whole)")
            guard found.changed > 0 else { continue }
            #expect(found.near * 3 < found.far,
                    "\(replay), \(format), frame \(index): as near another moment's (\(found.near) vs \(found.far))")
        }
    }

    /// Frames `indices` (ascending) of the animation at `path`, each as BGRA bytes of
    /// `width` × `height`, decoded by one ffmpeg. Frames are counted in time at the export's
    /// rate, since a GIF shows a frame equal to the one before as a longer delay of that one.
    static func decode(_ path: String, frames indices: [Int], width: Int, height: Int) throws -> [[UInt8]] {
        let select = indices.map { "eq(n\\,\($0))" }.joined(separator: "+")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["ffmpeg", "-v", "error", "-i", "file:" + path, "-vf", "fps=\(Int(LessonExport.rate)),select=\(select),crop=\(width):\(height):0:0",
                             "-fps_mode", "passthrough", "-frames:v", "\(indices.count)", "-f", "rawvideo", "-pix_fmt", "bgra", "-"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = [UInt8](pipe.fileHandleForReading.readDataToEndOfFile())
        process.waitUntilExit()
        let size = width * height * 4
        try #require(process.terminationStatus == 0 && data.count == size * indices.count, "ffmpeg decoded frames \(indices)")
        return indices.indices.map { Array(data[$0 * size..<($0 + 1) * size]) }
    }

    static func bytes(_ surface: ImageSurface) -> [UInt8] {
        let row = surface.width * 4
        var bytes = [UInt8](repeating: 0, count: row * surface.height)
        surface.withPixels { pixels, stride in
            bytes.withUnsafeMutableBytes { target in
                for y in 0..<surface.height {
                    target.baseAddress!.advanced(by: y * row).copyMemory(from: pixels + y * stride, byteCount: row)
                }
            }
        }
        return bytes
    }

    /// How far `decoded` is from `own` (the mean absolute difference of the colour
    /// channels, alpha left out): over all pixels (`whole`), and over the pixels whose
    /// colour differs clearly between `own` and `other` (`near`, and `far` from `other`).
    static func compare(_ decoded: [UInt8], _ own: [UInt8], _ other: [UInt8])
        -> (whole: Double, near: Double, far: Double, changed: Int) {
        guard decoded.count == own.count, own.count == other.count, !own.isEmpty else { return (.infinity, 0, 0, 0) }
        var whole = 0, near = 0, far = 0, changed = 0
        decoded.withUnsafeBufferPointer { d in
            own.withUnsafeBufferPointer { o in
                other.withUnsafeBufferPointer { t in
                    for pixel in stride(from: 0, to: o.count, by: 4) {
                        var toOwn = 0, toOther = 0, apart = false
                        for channel in pixel..<pixel + 3 {
                            toOwn += abs(Int(d[channel]) - Int(o[channel]))
                            toOther += abs(Int(d[channel]) - Int(t[channel]))
                            if abs(Int(o[channel]) - Int(t[channel])) > 48 { apart = true }
                        }
                        whole += toOwn
                        if apart { near += toOwn; far += toOther; changed += 1 }
                    }
                }
            }
        }
        let samples = Double(3 * max(1, changed))
        return (Double(whole) / Double(3 * own.count / 4), Double(near) / samples, Double(far) / samples, changed)
    }
}
