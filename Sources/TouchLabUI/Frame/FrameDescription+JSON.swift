import TouchKit

/// The frame description as JSON (`--describe`), keys in a fixed order, numbers rounded to
/// tenths of a pixel and times to milliseconds, so equal frames give equal files.
extension FrameDescription {
    package var json: String {
        var out = "{ \"size\": [\(Self.number(size.width)), \(Self.number(size.height))],\n"
        out += "  \"regions\": [\n" + regions.map { region in
            "    { \"name\": \(Self.quoted(region.name)), \"rect\": \(Self.rect(region.rect)) }"
        }.joined(separator: ",\n") + "\n  ],\n"
        out += "  \"labels\": [\n" + labels.map { label in
            "    { \"text\": \(Self.quoted(label.text)), \"rect\": \(Self.rect(label.rect)), "
                + "\"region\": \(Self.quoted(label.region)), \"layer\": \(Self.quoted(label.layer)), "
                + "\"fontSize\": \(Self.number(label.fontSize)), \"shortened\": \(label.isShortened), "
                + "\"missingGlyphs\": \(label.missingGlyphs)"
                + (label.about.map { ", \"about\": \(Self.rect($0))" } ?? "") + " }"
        }.joined(separator: ",\n") + "\n  ],\n"
        out += "  \"timeline\": [\n" + timeline.map(Self.lane).joined(separator: ",\n") + "\n  ],\n"
        out += markersJSON
        out += linesJSON
        out += legendJSON
        out += hopsJSON
        out += lessonFactsJSON()
        return out + " }\n"
    }

    /// `"lines": [ { "kind": "chain", "points": [[x, y], …] } ]`
    private var linesJSON: String {
        ",\n  \"lines\": [" + lines.map { line in
            "\n    { \"kind\": \(Self.quoted(line.kind)), \"points\": ["
                + line.points.map { "[\(Self.number($0.x)), \(Self.number($0.y))]" }.joined(separator: ", ") + "] }"
        }.joined(separator: ",") + (lines.isEmpty ? "]" : "\n  ]")
    }

    /// `"legend": [ { "kind": "chainHop", "text": "responder chain hop (★ handled)" } ]`
    private var legendJSON: String {
        ",\n  \"legend\": [" + legend.map { entry in
            "\n    { \"kind\": \(Self.quoted(entry.kind.rawValue)), \"text\": \(Self.quoted(entry.text)) }"
        }.joined(separator: ",") + (legend.isEmpty ? "]" : "\n  ]")
    }

    /// `"hops": [ { "mark": "a", "names": ["D"], "rect": [...], "view": [...] } ]`
    private var hopsJSON: String {
        ",\n  \"hops\": [" + hops.map { hop in
            "\n    { \"mark\": \(Self.quoted(hop.mark)), \"names\": [" + hop.names.map(Self.quoted).joined(separator: ", ")
                + "], \"rect\": \(Self.rect(hop.rect))" + (hop.view.map { ", \"view\": \(Self.rect($0))" } ?? "") + " }"
        }.joined(separator: ",") + (hops.isEmpty ? "]" : "\n  ]")
    }

    private static func lane(_ lane: Timeline.Lane) -> String {
        let marks = TimelineLanePainter.drawnMarks(lane.marks).map {
            "{ \"time\": \(time($0.time)), \"text\": \(quoted($0.text)) }"
        }
        let spans = lane.spans.map {
            "{ \"start\": \(time($0.start)), \"end\": \(time($0.end)), \"text\": \(quoted($0.text)) }"
        }
        return "    { \"lane\": \(quoted(lane.name)), \"kind\": \(quoted(lane.kind.rawValue)),\n"
            + "      \"marks\": [" + marks.joined(separator: ", ") + "],\n"
            + "      \"spans\": [" + spans.joined(separator: ", ") + "] }"
    }

    static func rectJSON(_ rect: Rect) -> String { Self.rect(rect) }

    static func rect(_ rect: Rect) -> String {
        "[\(number(rect.minX)), \(number(rect.minY)), \(number(rect.width)), \(number(rect.height))]"
    }

    static func numberJSON(_ value: Double) -> String { number(value) }

    private static func number(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    /// Seconds with three decimals, as the trace writes them.
    static func timeJSON(_ value: Double) -> String { time(value) }

    private static func time(_ value: Double) -> String {
        let milliseconds = Int((abs(value) * 1000).rounded())
        let fraction = String(milliseconds % 1000)
        return (value < 0 ? "-" : "") + "\(milliseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    /// A JSON string: quotes, backslashes and control characters escaped.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
