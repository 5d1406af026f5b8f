import Glibc
import TouchLabFormats

/// Files the window names itself (S's screenshots, E's exports): a name made from the
/// scene's, kept inside its folder whatever the scene calls itself, and the first one free.
enum OutputName {
    /// The most bytes of a scene's name a file name keeps, leaving room for the suffix.
    static let stemLimit = 160

    /// `name` as a safe file name stem: letters, digits, `-`, `_` and `.` kept, anything else
    /// (a `/`, a space, a control character) made `_`, no leading dot (a name cannot be
    /// `..`, or hide itself), never empty.
    static func stem(_ name: String) -> String {
        var stem = ""
        for scalar in name.unicodeScalars {
            let character = Character(scalar)
            let kept = (character.isLetter || character.isNumber || "-_.".contains(character))
                && !scalar.properties.isDefaultIgnorableCodePoint
            let next = kept ? String(character) : "_"
            guard stem.utf8.count + next.utf8.count <= stemLimit else { break }
            stem += next
        }
        while stem.hasPrefix(".") { stem = "_" + stem.dropFirst() }
        return stem.isEmpty ? "scene" : stem
    }

    /// A file `folder/STEM[-N].EXT` (STEM from `name`, N from `first` on) that no file,
    /// folder or link holds yet, made ready to write: the folder is created when missing.
    static func freeFile(in folder: String, name: String, numbered first: Int?, extension ext: String,
                         option: String) throws -> OutputFile {
        LocalFiles.createDirectories(folder)
        let stem = "\(folder)/\(Self.stem(name))"
        var number = first
        while true {
            let path = number.map { "\(stem)-\($0).\(ext)" } ?? "\(stem).\(ext)"
            var status = stat()
            if lstat(path, &status) != 0, errno == ENOENT {
                return try OutputFile(path, option: option, inputs: [])
            }
            number = (number ?? 1) + 1
        }
    }
}
