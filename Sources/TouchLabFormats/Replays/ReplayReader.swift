import TouchKit

/// Reads a replay file (JSON Lines) into XInput2-level input.
///
/// One object a line: `time` (milliseconds, never earlier than the line before), `type`,
/// `detail`, `x` and `y` (required for touch and pointer types), and the optional `flags`,
/// `device` and `source`. Blank lines are ignored. Anything else is a `FileError` with
/// the line and column. Impossible touch orders are not errors here: the translator skips
/// them with a warning, as it does for live input.
package struct ReplayReader {
    /// The file's name as messages show it.
    package var file: String

    package init(file: String) {
        self.file = file
    }

    /// Replays are read whole; an hour of ten fingers at 100 Hz is about 250 MB.
    package static let maximumFileSize = 256 << 20

    /// Reads the replay file at `path`; messages name it as given.
    package static func load(path: String) throws -> [XI2Input] {
        try ReplayReader(file: path).read(InputFile.read(path, limit: maximumFileSize))
    }

    package func read(_ bytes: [UInt8]) throws -> [XI2Input] {
        var inputs: [XI2Input] = []
        for (offset, line) in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
            guard line.contains(where: { ![0x20, 0x09, 0x0D].contains($0) }) else { continue }
            let input = try readLine(Array(line), number: offset + 1)
            if let previous = inputs.last, input.time < previous.time {
                throw FileError(file: file, position: SourcePosition(line: offset + 1, column: 1), path: "time",
                                problem: "time \(JSONValue.format(input.time)) is earlier than the line before (\(JSONValue.format(previous.time)))")
            }
            inputs.append(input)
        }
        return inputs
    }

    private func readLine(_ bytes: [UInt8], number: Int) throws -> XI2Input {
        try FileError.naming(file) {
            try Self.input(from: JSONParser(maximumDepth: 4).parse(bytes, firstLine: number))
        }
    }

    /// Kinds whose events carry a location.
    private static let locatedKinds: Set<XI2Input.Kind> = [
        .touchBegin, .touchUpdate, .touchEnd, .buttonPress, .buttonRelease, .motion,
    ]
    private static let coordinateRange = -1_000_000.0...1_000_000.0

    package static func input(from value: JSONValue) throws -> XI2Input {
        var fields = try JSONFields(value, path: "")
        let time = try fields.required("time").number(in: 0...1e15, path: "time")
        let typeValue = try fields.required("type")
        let typeName = try typeValue.string(path: "type")
        guard let kind = XI2Input.Kind(rawValue: typeName) else {
            let names = XI2Input.Kind.allCases.map(\.rawValue).joined(separator: " ")
            throw typeValue.fail("expected one of \(names), found \(quoting: typeName)", path: "type")
        }
        let detail = try fields.required("detail").integer(in: 0...Int(Int32.max), path: "detail")
        var input = XI2Input(time: time, kind: kind, detail: detail)
        let located = locatedKinds.contains(kind)
        let x = located ? try fields.required("x") : fields.optional("x")
        let y = located ? try fields.required("y") : fields.optional("y")
        input.x = try x?.number(in: coordinateRange, path: "x") ?? 0
        input.y = try y?.number(in: coordinateRange, path: "y") ?? 0
        if let flags = fields.optional("flags") { input.flags = try readFlags(flags) }
        input.device = try fields.optional("device")?.integer(in: 0...65535, path: "device") ?? input.device
        input.source = try fields.optional("source")?.integer(in: 0...65535, path: "source") ?? input.source
        try fields.finish()
        return input
    }

    private static func readFlags(_ value: JSONValue) throws -> XI2Input.Flags {
        var flags: XI2Input.Flags = []
        for (index, item) in try value.array(path: "flags").enumerated() {
            let path = JSONPath.element(index, of: "flags")
            let name = try item.string(path: path)
            guard let flag = XI2Input.Flags.names.first(where: { $0.0 == name })?.1 else {
                let names = XI2Input.Flags.names.map { "\"\($0.0)\"" }.joined(separator: " or ")
                throw item.fail("expected \(names), found \(quoting: name)", path: path)
            }
            guard !flags.contains(flag) else { throw item.fail("flag \(quoting: name) appears twice", path: path) }
            flags.insert(flag)
        }
        return flags
    }
}
