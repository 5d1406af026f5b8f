import Glibc

/// Where the built-in scenes and replays are, found from the running executable:
/// - the resource bundle SwiftPM builds for the `TouchLabAssets` target
///   (`TouchLab_TouchLabAssets.resources`) beside it, as SwiftPM's `Bundle.module` looks
///   first: a build tree (`.build/debug/`);
/// - `../share/touchlab/` from its folder: an installed copy (`make install` puts the
///   program in `PREFIX/bin` and the bundle's contents in `PREFIX/share/touchlab`);
/// - else the source tree's `Assets/` this module was built from.
///
/// Why not `Bundle.module`: SwiftPM's accessor imports Foundation, and linking it costs a
/// `touchlab` window about 10 MiB of resident memory (docs/PERFORMANCE.md, *Memory*), so
/// `touchlab` does not link `TouchLabAssets`; the tests check that both find the same
/// folder.
package enum AssetsDirectory {
    /// The bundle's folder name, as SwiftPM names it (`<package>_<target>.resources`).
    package static let bundleName = "TouchLab_TouchLabAssets.resources"

    /// The folder that holds `scenes/` and `replays/`.
    package static var path: String {
        path(executable: executablePath())
    }

    /// The folder for an executable at `executable` (nil: unknown).
    static func path(executable: String?) -> String {
        if let executable {
            let folder = LocalFiles.folder(of: executable)
            let beside = folder + "/" + bundleName
            if LocalFiles.isDirectory(beside) { return beside }
            let installed = LocalFiles.folder(of: folder) + "/share/touchlab"
            if LocalFiles.isDirectory(installed + "/scenes") { return installed }
        }
        return sourceTreeAssets
    }

    /// The running executable's path, symbolic links resolved (`/proc/self/exe`).
    static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `Assets/` of the checkout this file was compiled in (a build run from the tree
    /// without the bundle beside it, e.g. `swift build --product touchlab` alone).
    private static var sourceTreeAssets: String {
        var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(4) // Sources/TouchLabFormats/Scenes/AssetsDirectory.swift
        return parts.joined(separator: "/") + "/Assets"
    }
}
