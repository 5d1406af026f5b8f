import Foundation
import Testing
import TouchKitCairo
import XCTest

/// Checks `image` against the reference `__Snapshots__/<TestFile>/<name>.png` beside the
/// calling test file and reports a failure to the running test.
///
/// Exact by default; pass a `tolerance` only when a test has a reason to. Works in Swift
/// Testing tests (an `Issue` at the call site) and in XCTest tests (`XCTFail`). With
/// `TOUCHLAB_RECORD_SNAPSHOTS=1` (and `CI` unset) a missing or different reference is
/// written instead, and the run says so on standard error. Returns the outcome, so a test
/// can also `#expect` on it.
@discardableResult
public func assertSnapshot(
    of image: ImageSurface, named name: String, tolerance: SnapshotTolerance = .exact,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> SnapshotOutcome {
    let verifier = SnapshotVerifier(name: name, testFilePath: "\(filePath)", tolerance: tolerance)
    let outcome = verifier.verify(image)
    switch outcome {
    case .matched:
        break
    case let .recorded(path):
        FileHandle.standardError.write(Data("Recorded snapshot \(path)\n".utf8))
    case let .failed(message):
        report(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
    return outcome
}

/// Sends `message` to whichever test framework is running the current test.
private func report(_ message: String, fileID: String, filePath: StaticString, line: UInt, column: UInt) {
    if Test.current != nil {
        let location = SourceLocation(fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column))
        Issue.record(Comment(rawValue: message), sourceLocation: location)
    } else {
        XCTFail(message, file: filePath, line: line)
    }
}
