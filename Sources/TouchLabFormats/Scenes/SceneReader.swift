import TouchKit

/// Reads a scene file into a validated `SceneDescription`.
///
/// Strict: unknown keys, wrong types, missing required keys, out-of-range numbers, duplicate
/// names and dangling references are `FileError`s naming the file, the line and column,
/// the key path and the problem. Deep trees are read without recursion.
package struct SceneReader {
    /// Coordinates and sizes beyond this are mistakes, not scenes.
    package static let maximumCoordinate = 100_000.0
    /// The widest and tallest scene drawn. Cairo's image surfaces stop at 32,767 pixels a
    /// side; this keeps a whole frame (scene, panel, strip) within about 300 MB.
    package static let maximumSceneSide = 8192.0
    /// How deep views may nest: each view level costs two JSON levels (object, children).
    package static let maximumViewDepth = JSONParser.defaultMaximumDepth / 2

    /// The file's name as messages show it.
    package var file: String

    package init(file: String) {
        self.file = file
    }

    /// Scene files are read whole and parsed into a tree several times their size: 16 MB
    /// holds about 200,000 views.
    package static let maximumFileSize = 16 << 20

    /// Reads the scene file at `path`; messages name it as given.
    package static func load(path: String) throws -> SceneDescription {
        let data = try InputFile.read(path, limit: maximumFileSize)
        let stem = LocalFiles.stem(of: LocalFiles.lastComponent(of: path))
        return try SceneReader(file: path).read(Array(data), defaultName: stem)
    }

    /// Parses and validates a scene; `defaultName` is used when the file has no `name`.
    package func read(_ bytes: [UInt8], defaultName: String) throws -> SceneDescription {
        try FileError.naming(file) {
            let scene = try readScene(JSONParser().parse(bytes), defaultName: defaultName)
            try SceneValidator(scene: scene).validate()
            return scene
        }
    }

    private func readScene(_ document: JSONValue, defaultName: String) throws -> SceneDescription {
        var fields = try JSONFields(document, path: "")
        let name = try fields.optional("name")?.name(path: "name") ?? defaultName
        let title = try fields.optional("title")?.text(path: "title") ?? name
        let summary = try fields.optional("summary")?.text(path: "summary") ?? ""
        let sizeValue = try fields.required("size")
        for (side, item) in sizeValue.arrayItems.enumerated() {
            if case .number(let value) = item.content, value > Self.maximumSceneSide {
                throw item.fail("\(JSONValue.format(value)) is larger than the largest scene TouchLab draws (\(JSONValue.format(Self.maximumSceneSide)) a side)",
                                path: JSONPath.element(side, of: "size"))
            }
        }
        let sides = try sizeValue.numbers(count: 2, in: 1...Self.maximumSceneSide, path: "size")
        let size = Size(width: sides[0], height: sides[1])
        let root = try fields.required("root")
        try fields.finish()
        let views = try readViews(root, size: size)
        return SceneDescription(name: name, title: title, summary: summary, size: size, views: views)
    }

    /// Walks the view tree depth-first with an explicit stack, root first.
    private func readViews(_ root: JSONValue, size: Size) throws -> [ViewDescription] {
        var views: [ViewDescription] = []
        var pending: [(value: JSONValue, parent: Int?, path: String, depth: Int)] = [(root, nil, "root", 1)]
        while let next = pending.popLast() {
            guard next.depth <= Self.maximumViewDepth else {
                throw next.value.fail("views nest deeper than \(Self.maximumViewDepth) levels", path: next.path)
            }
            let defaultFrame = next.parent == nil ? Rect(origin: .zero, size: size) : nil
            var (view, children) = try readView(next.value, path: next.path, defaultFrame: defaultFrame)
            view.parent = next.parent
            let index = views.count
            if let parent = next.parent { views[parent].children.append(index) }
            views.append(view)
            for (offset, child) in children.enumerated().reversed() {
                let path = JSONPath.abbreviated(JSONPath.element(offset, of: JSONPath.member("children", of: next.path)))
                pending.append((child, index, path, next.depth + 1))
            }
        }
        // Grown by doubling, the array would keep up to twice the room its descriptions take
        // (about 200 bytes a view) for as long as the scene is open.
        guard views.capacity > views.count + views.count / 8 else { return views }
        return Array(unsafeUninitializedCapacity: views.count) { buffer, count in
            count = buffer.initialize(fromContentsOf: views)
        }
    }
}
