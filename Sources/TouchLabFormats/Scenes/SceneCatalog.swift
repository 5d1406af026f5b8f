
/// The built-in scenes: the files in `Assets/scenes/`, named by their file name without
/// `.json`.
///
/// The assets directory is `$TOUCHLAB_ASSETS` when set, else the resource bundle of the
/// `TouchLabAssets` target (beside the binary in the build tree, `../share/touchlab` once
/// installed; `AssetsDirectory` finds it).
package struct SceneCatalog {
    package var directory: String

    package init(directory: String) {
        self.directory = directory
    }

    /// The catalog of the assets directory in use.
    package static var standard: SceneCatalog {
        SceneCatalog(directory: assetsDirectory + "/scenes")
    }

    package static var assetsDirectory: String {
        if let path = ProcessEnvironment.current["TOUCHLAB_ASSETS"], !path.isEmpty { return path }
        return AssetsDirectory.path
    }

    /// The scene names, sorted.
    package func names() -> [String] {
        let files = LocalFiles.entries(of: directory) ?? []
        return files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }

    /// The path of the built-in scene `name`, or nil when there is none.
    package func path(of name: String) -> String? {
        let path = directory + "/" + name + ".json"
        return LocalFiles.exists(path) ? path : nil
    }

    /// Each scene's name and title, sorted by name; fails on the first broken scene.
    package func titles() throws -> [(name: String, title: String)] {
        try names().map { name in
            (name, try SceneReader.load(path: directory + "/" + name + ".json").title)
        }
    }

    /// Resolves `--scene`: a built-in name, else a path to a scene file.
    package func resolve(_ nameOrPath: String) throws -> String {
        if !nameOrPath.contains("/"), !nameOrPath.hasSuffix(".json"), let path = path(of: nameOrPath) {
            return path
        }
        guard LocalFiles.exists(nameOrPath) else {
            throw FileError(file: nameOrPath, position: nil,
                            problem: "no such scene file or built-in scene (see --list-scenes)")
        }
        return nameOrPath
    }
}
