import Foundation
import Testing
import TouchKit
import TouchKitCairo
import TouchLabEngine
import TouchLabFormats
import TouchLabUI
@testable import TouchLab

/// An animation as the user writes it (`touchlab --headless … --export FILE`), decoded by
/// ffmpeg at a few sampled frames: each decoded frame is the frame value of its moment
/// (`LabFrame.moment`) as the renderer draws it, within what the format's colours allow,
/// and clearly not the frame of another moment.
///
/// What the colours allow: a GIF's 127 colours put anti-aliased edges a shade off (a mean
/// difference under 1 over a frame of the A–E lesson), H.264 in yuv420p blurs colour
/// edges (under 3). Two moments a step apart differ by 2–4 over the whole frame, so the
/// bound alone would not tell them apart: the frame must also be much nearer its own
/// moment than another where those two differ.
@MainActor
struct FrontDoorExportTests {
    static let tap = Point(x: 470, y: 140)

    @Test(arguments: ["gif", "mp4"])
    func decodedExportFramesAreTheFrameValues(_ format: String) throws {
        let folder = NSTemporaryDirectory() + "touchlab-export-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let target = folder + "/lesson." + format
        let console = Console(out: { _ in }, error: { _ in })
        let environment = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]
        #expect(TouchLabCommand(console: console, environment: environment)
            .run(["--headless", "--scene", "seed-a-to-e", "--tap", "470,140", "--export", target]) == 0)

        let path = try SceneCatalog.standard.resolve("seed-a-to-e")
        let session = LabSession(scene: SceneBuilder().build(try SceneReader.load(path: path)))
        _ = session.run(TapScript.inputs(for: [Self.tap]))
        let lesson = try #require(session.lesson)
        let frames = try LessonFrames(session: session)
        let last = Int((lesson.duration * LessonExport.rate).rounded(.up))
        for index in [0, last / 2, last] {
            let decoded = try Self.decode(target, frame: index, width: frames.width, height: frames.height)
            let own = Self.bytes(frames.frame(of: lesson, at: min(lesson.duration, Double(index) / LessonExport.rate)))
            let other = Self.bytes(frames.frame(of: lesson, at: index < last / 2 ? lesson.duration : 0))
            let whole = Self.meanDifference(decoded, own)
            #expect(whole < (format == "gif" ? 1 : 3), "\(format), frame \(index): differs from its frame value by \(whole) on average")
            // Where the two moments' frames differ, the decoded frame must be its own moment's.
            let changed = Self.differingPixels(own, other)
            #expect(!changed.isEmpty, "frame \(index): two moments drawn alike")
            let near = Self.meanDifference(decoded, own, at: changed), far = Self.meanDifference(decoded, other, at: changed)
            #expect(near * 3 < far, "\(format), frame \(index): as near another moment's frame (\(near) vs \(far))")
        }
    }

    /// Frame `index` of the animation at `path`, as BGRA bytes of `width` × `height`: counted
    /// in time at the export's rate, since a GIF shows a frame equal to the one before as a
    /// longer delay of that one.
    static func decode(_ path: String, frame index: Int, width: Int, height: Int) throws -> [UInt8] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["ffmpeg", "-v", "error", "-i", "file:" + path, "-vf", "fps=\(Int(LessonExport.rate)),select=eq(n\\,\(index)),crop=\(width):\(height):0:0",
                             "-frames:v", "1", "-f", "rawvideo", "-pix_fmt", "bgra", "-"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0 && data.count == width * height * 4, "ffmpeg decoded frame \(index)")
        return [UInt8](data)
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

    /// The byte offsets of the pixels whose colour differs clearly between `a` and `b`.
    static func differingPixels(_ a: [UInt8], _ b: [UInt8]) -> [Int] {
        stride(from: 0, to: min(a.count, b.count), by: 4).filter { index in
            (0..<3).contains { abs(Int(a[index + $0]) - Int(b[index + $0])) > 48 }
        }
    }

    /// The mean absolute difference of the colour channels (alpha left out), over the pixels
    /// at `offsets` (all when nil).
    static func meanDifference(_ a: [UInt8], _ b: [UInt8], at offsets: [Int]? = nil) -> Double {
        guard a.count == b.count, !a.isEmpty else { return .infinity }
        let offsets = offsets ?? Array(stride(from: 0, to: a.count, by: 4))
        var total = 0
        for index in offsets {
            for channel in 0..<3 { total += abs(Int(a[index + channel]) - Int(b[index + channel])) }
        }
        return Double(total) / Double(max(1, offsets.count * 3))
    }
}
