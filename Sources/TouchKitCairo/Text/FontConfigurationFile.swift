import CCairo
import Glibc

/// The project's fontconfig file, `fonts/fonts.conf` of its assets: it names the only fonts
/// text is drawn with, so a frame renders the same on every machine with those packages.
///
/// Looked for where the built-in scenes are: in `$TOUCHLAB_ASSETS` when set, in the
/// resource bundle beside the running executable (the build tree), in `../share/touchlab`
/// from the executable's folder (where `make install` puts it), else in the source tree's
/// `Assets/` this module was built from. This module sits below the one
/// that finds the scenes, hence the same search written here.
enum FontConfigurationFile {
    static let bundleName = "TouchLab_TouchLabAssets.resources"
    static let relativePath = "fonts/fonts.conf"

    /// The folders the file names, read directly when it cannot be found.
    static let fallbackFolders = ["/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/truetype/wqy"]

    /// The first readable candidate, or nil.
    static var path: String? {
        var candidates: [String] = []
        if let assets = getenv("TOUCHLAB_ASSETS").map({ String(cString: $0) }), !assets.isEmpty {
            candidates.append(assets + "/" + relativePath)
        }
        if let executable = executablePath() {
            let folder = executable.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
            candidates.append(folder + "/" + bundleName + "/" + relativePath)
            candidates.append(folder + "/../share/touchlab/" + relativePath)
        }
        var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(4) // Sources/TouchKitCairo/Text/FontConfigurationFile.swift
        candidates.append(parts.joined(separator: "/") + "/Assets/" + relativePath)
        return candidates.first { access($0, R_OK) == 0 }
    }

    /// A configuration read from the file, or made of the fonts' folders alone when the
    /// file is missing; the caller owns it. It is made fontconfig's current one too: Cairo
    /// completes font patterns with the current configuration, and would otherwise load
    /// the system's (every installed font, a tenth of a second and megabytes).
    static func load() -> OpaquePointer {
        // Fontconfig's default language comes from the locale unless FC_LANG is set: fixed
        // here, frames do not depend on LANG, and a LANG fontconfig cannot parse (zh-Hant,
        // a 100 KB value) is not echoed in a warning.
        if getenv("FC_LANG") == nil { setenv("FC_LANG", "en", 1) }
        let config = FcConfigCreate()!
        if let path, FcConfigParseAndLoad(config, path, 1) != 0 {
            FcConfigBuildFonts(config)
        } else {
            for folder in fallbackFolders { FcConfigAppFontAddDir(config, folder) }
        }
        FcConfigSetCurrent(config)
        return config
    }

    private static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
