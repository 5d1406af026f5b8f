import Foundation

/// The table printed at the end, and the files written: `results.json` (the
/// headline figures, one key each) and `details.json` (every row).
struct Report {
    private(set) var rows: [Measurement] = []
    private(set) var keys: [(String, Double)] = []

    mutating func add(_ measurement: Measurement) { rows.append(measurement) }

    mutating func set(_ key: String, _ value: Double) { keys.append((key, value)) }

    func printTable() {
        let header = ["benchmark", "median", "min", "max", "unit", "target", ""]
        var lines = [header]
        for row in rows {
            lines.append([row.name, Self.format(row.median), Self.format(row.min), Self.format(row.max), row.unit,
                          row.target, row.meets.map { $0 ? "ok" : "MISSED" } ?? ""])
        }
        let widths = header.indices.map { column in lines.map { $0[column].count }.max() ?? 0 }
        for (index, line) in lines.enumerated() {
            let cells = line.enumerated().map { column, text in
                column == 0 || column >= 4 ? text.padding(toLength: widths[column], withPad: " ", startingAt: 0)
                    : String(repeating: " ", count: widths[column] - text.count) + text
            }
            print(cells.joined(separator: "  "))
            if index == 0 { print(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")) }
        }
    }

    func write(to directory: String) throws {
        let results = "{\n" + keys.map { "  \"\($0.0)\": \(Self.json($0.1))" }.joined(separator: ",\n") + "\n}\n"
        try results.write(toFile: directory + "/results.json", atomically: true, encoding: .utf8)
        let details = rows.map { row in
            "  {\"name\": \"\(row.name)\", \"unit\": \"\(row.unit)\", \"median\": \(Self.json(row.median)), "
                + "\"min\": \(Self.json(row.min)), \"max\": \(Self.json(row.max)), \"runs\": \(row.samples.count)}"
        }
        try ("[\n" + details.joined(separator: ",\n") + "\n]\n")
            .write(toFile: directory + "/details.json", atomically: true, encoding: .utf8)
    }

    /// Three significant digits, no exponent.
    static func format(_ value: Double) -> String {
        let magnitude = abs(value)
        let decimals = magnitude >= 100 ? 0 : magnitude >= 10 ? 1 : magnitude >= 1 ? 2 : 3
        return String(format: "%.\(decimals)f", value)
    }

    private static func json(_ value: Double) -> String {
        value.isFinite ? String(format: "%.4f", value) : "null"
    }
}
