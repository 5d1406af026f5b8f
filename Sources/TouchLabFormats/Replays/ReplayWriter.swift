import TouchKit

/// Writes XInput2-level input as replay lines, the format `ReplayReader` reads
/// back to the same values: `{"time": 1200, "type": "touchBegin", "detail": 7, "x": 120.5,
/// "y": 88.0}`. `flags`, `device` and `source` appear only when they differ from the
/// defaults.
package enum ReplayWriter {
    /// One line, without the newline.
    package static func line(for input: XI2Input) -> String {
        var members = [
            "\"time\": \(number(input.time))",
            "\"type\": \"\(input.kind.rawValue)\"",
            "\"detail\": \(input.detail)",
            "\"x\": \(coordinate(input.x))",
            "\"y\": \(coordinate(input.y))",
        ]
        let flagNames = XI2Input.Flags.names.filter { input.flags.contains($0.1) }.map { "\"\($0.0)\"" }
        if !flagNames.isEmpty { members.append("\"flags\": [\(flagNames.joined(separator: ", "))]") }
        let defaults = XI2Input(time: 0, kind: .motion, detail: 0)
        if input.device != defaults.device { members.append("\"device\": \(input.device)") }
        if input.source != defaults.source { members.append("\"source\": \(input.source)") }
        return "{" + members.joined(separator: ", ") + "}"
    }

    /// The whole file: one line per input, each ending in a newline.
    package static func text(for inputs: [XI2Input]) -> String {
        inputs.map { line(for: $0) + "\n" }.joined()
    }

    /// Whole numbers without a fraction (`1200`); others in Swift's shortest exact form,
    /// which is valid JSON.
    private static func number(_ value: Double) -> String {
        if value.rounded() == value, abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }

    /// Always with a fraction (`88.0`), as the replay format's example in docs/FILE-FORMATS.md writes them.
    private static func coordinate(_ value: Double) -> String {
        String(value)
    }
}
