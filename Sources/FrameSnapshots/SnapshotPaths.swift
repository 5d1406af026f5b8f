import Foundation

/// Where a test file's snapshot references and failure evidence live.
struct SnapshotPaths {
    /// `<test folder>/__Snapshots__/<TestFile>/<name>.png`
    let reference: String
    /// `<package root>/.build/snapshot-failures/<TestFile>/<name>`
    let failures: String

    init(name: String, testFilePath: String) {
        precondition(!name.isEmpty && !name.contains("/"), "snapshot name '\(name)' must be a file name")
        let testFile = URL(fileURLWithPath: testFilePath)
        let testName = testFile.deletingPathExtension().lastPathComponent
        let folder = testFile.deletingLastPathComponent()
        reference = folder.appendingPathComponent("__Snapshots__/\(testName)/\(name).png").path
        let root = Self.packageRoot(above: folder) ?? folder
        failures = root.appendingPathComponent(".build/snapshot-failures/\(testName)/\(name)").path
    }

    /// The nearest folder at or above `folder` holding a Package.swift.
    private static func packageRoot(above folder: URL) -> URL? {
        var candidate = folder
        while candidate.path != "/" {
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("Package.swift").path) {
                return candidate
            }
            candidate = candidate.deletingLastPathComponent()
        }
        return nil
    }
}
