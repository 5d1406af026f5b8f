import Glibc

/// The few file-system questions the app asks (does a path exist, what a folder holds, make
/// a folder), answered with plain POSIX calls.
///
/// Why not `FileManager`: it lives in Foundation, and linking Foundation maps libFoundation,
/// its ICU data and libstdc++ into every `touchlab` process, about 10 MiB of resident
/// memory for these three calls (docs/PERFORMANCE.md, *Memory*).
package enum LocalFiles {
    /// Whether anything (a file, a folder, …) exists at `path`, following symbolic links.
    package static func exists(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0
    }

    /// Whether `path` is a folder, following symbolic links.
    package static func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    /// The names in the folder at `path` (without `.` and `..`), in no order; nil when it
    /// cannot be read.
    package static func entries(of path: String) -> [String]? {
        guard let folder = opendir(path) else { return nil }
        defer { closedir(folder) }
        var names: [String] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }

    /// Creates the folder at `path` and any missing folders above it (as `mkdir -p`).
    /// Returns whether the folder exists afterwards.
    @discardableResult
    package static func createDirectories(_ path: String) -> Bool {
        if isDirectory(path) { return true }
        if let slash = path.lastIndex(of: "/"), slash != path.startIndex {
            createDirectories(String(path[..<slash]))
        }
        return mkdir(path, 0o777) == 0 || isDirectory(path)
    }

    /// The folder `path` is in ("." for a bare name, "/" for a name at the root).
    package static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The last component of `path` (`a/b/c.json` → `c.json`), ignoring trailing slashes.
    package static func lastComponent(of path: String) -> String {
        let parts = path.split(separator: "/")
        guard let last = parts.last else { return path.isEmpty ? "" : "/" }
        return String(last)
    }

    /// `name` without its extension (`c.json` → `c`; `.hidden` and `c` are unchanged).
    package static func stem(of name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }
}
