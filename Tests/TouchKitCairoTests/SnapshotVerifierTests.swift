import Foundation
import FrameSnapshots
import Testing
import TouchKit
@testable import TouchKitCairo

/// The harness itself, in a scratch folder, with the environment given explicitly.
@Suite struct SnapshotVerifierTests {
    static let plain: [String: String] = [:]
    static let record = ["TOUCHLAB_RECORD_SNAPSHOTS": "1"]
    static let recordOnCI = ["TOUCHLAB_RECORD_SNAPSHOTS": "1", "CI": "true"]

    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("snapshot-verifier-\(UUID().uuidString)").path

    func verifier(_ environment: [String: String], tolerance: SnapshotTolerance = .exact) -> SnapshotVerifier {
        SnapshotVerifier(name: "sample", referencePath: folder + "/__Snapshots__/sample.png",
                         failureDirectory: folder + "/failures/sample", tolerance: tolerance,
                         recording: SnapshotRecording(environment: environment))
    }

    func sample() throws -> ImageSurface {
        let surface = try ImageSurface(width: 8, height: 6)
        surface.clear(to: Color(red: 0.2, green: 0.4, blue: 0.6))
        return surface
    }

    func recordReference() throws {
        #expect(verifier(Self.record).verify(try sample()) == .recorded(referencePath: folder + "/__Snapshots__/sample.png"))
    }

    func exists(_ file: String) -> Bool { FileManager.default.fileExists(atPath: folder + "/" + file) }

    @Test func identicalImagePasses() throws {
        try recordReference()
        #expect(verifier(Self.plain).verify(try sample()) == .matched)
        #expect(!exists("failures/sample"))
    }

    @Test func onePixelChangeFailsAndWritesTheEvidence() throws {
        try recordReference()
        let changed = try sample()
        changed.setPixel(x: 3, y: 2, to: 0xFF00_0000)
        let message = try #require(verifier(Self.plain).verify(changed).failureMessage)
        #expect(message.contains("1 pixels differ"))
        #expect(message.contains(folder + "/failures/sample"))
        #expect(message.contains("make record-snapshots"))
        for file in ["expected.png", "actual.png", "diff.png"] { #expect(exists("failures/sample/" + file)) }
        let diff = try ImageSurface(contentsOfPNG: folder + "/failures/sample/diff.png")
        #expect(diff.pixel(x: 3, y: 2) == 0xFFFF_0000 && diff.pixel(x: 0, y: 0) != 0xFFFF_0000)
    }

    @Test func toleranceAcceptsDifferencesWithinBounds() throws {
        try recordReference()
        let changed = try sample()
        changed.setPixel(x: 0, y: 0, to: 0xFF00_0000)
        changed.setPixel(x: 1, y: 0, to: changed.pixel(x: 1, y: 0) + 2)
        #expect(verifier(Self.plain, tolerance: .init(maximumDifferingPixels: 2)).verify(changed) == .matched)
        let lenient = SnapshotTolerance(maximumDifferingPixels: 1, maximumChannelDelta: 2)
        #expect(verifier(Self.plain, tolerance: lenient).verify(changed) == .matched)
        let strict = SnapshotTolerance(maximumDifferingPixels: 1, maximumChannelDelta: 1)
        #expect(verifier(Self.plain, tolerance: strict).verify(changed).failureMessage != nil)
    }

    @Test func missingReferenceFailsWithoutRecording() throws {
        let message = try #require(verifier(Self.plain).verify(try sample()).failureMessage)
        #expect(message.contains("no reference image at \(folder)/__Snapshots__/sample.png"))
        #expect(exists("failures/sample/actual.png") && !exists("__Snapshots__/sample.png"))
    }

    @Test func missingReferenceFailsUnderCIEvenWhenRecording() throws {
        let message = try #require(verifier(Self.recordOnCI).verify(try sample()).failureMessage)
        #expect(message.contains("ignored because CI is set"))
        #expect(!exists("__Snapshots__/sample.png"))
    }

    @Test func differentSizeFails() throws {
        try recordReference()
        let message = try #require(verifier(Self.plain).verify(try ImageSurface(width: 9, height: 6)).failureMessage)
        #expect(message.contains("size 9×6 differs"))
    }

    @Test func recordingReplacesADifferentReference() throws {
        try recordReference()
        let changed = try sample()
        changed.clear(to: .black)
        #expect(verifier(Self.record).verify(changed) == .recorded(referencePath: folder + "/__Snapshots__/sample.png"))
        #expect(verifier(Self.plain).verify(changed) == .matched)
    }

    /// The public assertion reports through Swift Testing at the call site.
    @Test func assertSnapshotRecordsAnIssueWhenTheReferenceIsMissing() throws {
        let image = try sample()
        var outcome = SnapshotOutcome.matched
        defer { try? FileManager.default.removeItem(atPath: "/tmp/touchlab-snapshot-harness-test") }
        withKnownIssue(isIntermittent: true) {
            outcome = assertSnapshot(of: image, named: "never-recorded",
                                     filePath: "/tmp/touchlab-snapshot-harness-test/FakeTests.swift")
        }
        #expect(outcome != .matched)
    }
}
