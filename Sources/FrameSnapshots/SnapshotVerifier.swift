import Foundation
import TouchKitCairo

/// Checks an image against its reference PNG and, on failure, leaves the evidence on disk.
///
/// Pixels are compared, never PNG bytes; the image is first round-tripped through PNG, so
/// what would be recorded is exactly what is compared. On failure the folder
/// `failureDirectory` receives `expected.png` (when there is a reference), `actual.png` and
/// `diff.png`; on a match that folder is removed, so stale evidence never lingers.
public struct SnapshotVerifier: Sendable {
    public let name: String
    public let referencePath: String
    public let failureDirectory: String
    public let tolerance: SnapshotTolerance
    public let recording: SnapshotRecording

    public init(name: String, referencePath: String, failureDirectory: String,
                tolerance: SnapshotTolerance = .exact, recording: SnapshotRecording) {
        self.name = name
        self.referencePath = referencePath
        self.failureDirectory = failureDirectory
        self.tolerance = tolerance
        self.recording = recording
    }

    /// The verifier for snapshot `name` of the test file at `testFilePath`, with the
    /// project's layout: reference `__Snapshots__/<TestFile>/<name>.png` beside the test
    /// file, failures under `<package>/.build/snapshot-failures/<TestFile>/<name>/`.
    public init(name: String, testFilePath: String, tolerance: SnapshotTolerance = .exact,
                environment: [String: String] = ProcessInfo.processInfo.environment) {
        let paths = SnapshotPaths(name: name, testFilePath: testFilePath)
        self.init(name: name, referencePath: paths.reference, failureDirectory: paths.failures,
                  tolerance: tolerance, recording: SnapshotRecording(environment: environment))
    }

    /// Compares `image` with the reference, records it when recording is enabled and the
    /// reference is missing or different, and otherwise reports what went wrong.
    public func verify(_ image: ImageSurface) -> SnapshotOutcome {
        do {
            let actual = try image.roundTrippedThroughPNG()
            guard FileManager.default.fileExists(atPath: referencePath) else {
                return try recordOrFail(actual, reason: "no reference image at \(referencePath)")
            }
            let expected = try ImageSurface(contentsOfPNG: referencePath)
            let comparison = PixelComparison(expected: expected, actual: actual, tolerance: tolerance)
            if comparison.matches {
                try? FileManager.default.removeItem(atPath: failureDirectory)
                return .matched
            }
            try writeEvidence(expected: expected, actual: actual)
            return try recordOrFail(actual, reason: describe(comparison, expected, actual))
        } catch {
            return .failed(message: "snapshot '\(name)': \(error)")
        }
    }

    private func recordOrFail(_ actual: ImageSurface, reason: String) throws -> SnapshotOutcome {
        if recording.isEnabled {
            try createDirectory(containing: referencePath)
            try actual.writePNG(to: referencePath)
            try? FileManager.default.removeItem(atPath: failureDirectory)
            return .recorded(referencePath: referencePath)
        }
        try createDirectory(at: failureDirectory)
        try actual.writePNG(to: failureDirectory + "/actual.png")
        return .failed(message: failureMessage(reason))
    }

    private func writeEvidence(expected: ImageSurface, actual: ImageSurface) throws {
        try createDirectory(at: failureDirectory)
        try expected.writePNG(to: failureDirectory + "/expected.png")
        try DiffImage.make(expected: expected, actual: actual, tolerance: tolerance)
            .writePNG(to: failureDirectory + "/diff.png")
    }

    private func describe(_ comparison: PixelComparison, _ expected: ImageSurface, _ actual: ImageSurface) -> String {
        if comparison.sizesDiffer {
            return "size \(actual.width)×\(actual.height) differs from the reference's "
                + "\(expected.width)×\(expected.height) (\(referencePath))"
        }
        return "\(comparison.differingPixels) pixels differ from \(referencePath) (largest channel "
            + "delta \(comparison.largestChannelDelta); allowed: \(tolerance))"
    }

    private func failureMessage(_ reason: String) -> String {
        var message = "Snapshot '\(name)': \(reason). Wrote the evidence (expected.png, actual.png, "
            + "diff.png) to \(failureDirectory)/. If the new image is right, re-record with "
            + "`\(SnapshotRecording.command)` (or \(SnapshotRecording.variable)=1 swift test)."
        if recording.isBlockedByCI {
            message += " \(SnapshotRecording.variable) is ignored because CI is set."
        }
        return message
    }

    private func createDirectory(containing path: String) throws {
        try createDirectory(at: (path as NSString).deletingLastPathComponent)
    }

    private func createDirectory(at path: String) throws {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }
}
