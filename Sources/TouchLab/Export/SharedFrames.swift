/// Many SVG frames of one window (Cairo's documents, `VectorFrame`) made into one set of
/// shared definitions and, per frame, the list of pieces it shows: most of a lesson's frames
/// repeat the panel, the strip and the glyphs, which are then written once.
///
/// Each document's glyphs and clip paths are named by their content, and its drawing is cut
/// into its top-level elements, each also named by its content; a frame is then `<use>`
/// of its pieces, in order. Cairo's SVG is regular (one element per tag, ids of the form
/// `glyphF-G`, `clipN`, no `>` inside attribute values), which is what the cutting relies on.
/// Written by hand: no SVG or XML library is among the project's dependencies, and only
/// this narrow rewrite is needed.
struct SharedFrames {
    /// The shared definitions: glyph symbols, clip paths and pieces (`<g id="pN">`).
    private(set) var definitions = ""
    /// Each frame's pieces (their ids), in drawing order.
    private(set) var frames: [[String]] = []
    /// Each frame's own text layer (`VectorFrame`'s `<text>` lines), kept in the frame so that
    /// a browser finds and copies it.
    private(set) var texts: [String] = []
    private var names: [String: String] = [:]
    private var counts: [Character: Int] = [:]

    /// Adds the SVG document `document`.
    mutating func add(_ document: String) {
        var local: [String: String] = [:]
        let defs = Self.between(document, "<defs>", "</defs>") ?? ""
        for (tag, prefix) in [("symbol", Character("g")), ("clipPath", Character("k"))] {
            for (id, element) in Self.elements(tag, in: defs) {
                let body = Self.renamed(element, local).replacing("id=\"\(id)\"", with: "id=\"\u{1}\"")
                local[id] = name(for: body, prefix: prefix) { shared in body.replacing("\u{1}", with: shared) }
            }
        }
        let drawing = document.firstRange(of: "</defs>").map { String(document[$0.upperBound...]) } ?? document
        var pieces: [String] = [], text = ""
        for element in Self.topLevel(Self.unwrapped(drawing)) {
            if element.hasPrefix("<g class=\"frame-text\"") { text = element; continue }
            let body = Self.renamed(element, local)
            pieces.append(name(for: body, prefix: "p") { "<g id=\"\($0)\">\(body)</g>\n" })
        }
        frames.append(pieces)
        texts.append(text)
    }

    /// The shared name of `body`, adding its definition (`define` of the name) when new.
    private mutating func name(for body: String, prefix: Character, define: (String) -> String) -> String {
        if let known = names[body] { return known }
        let count = counts[prefix, default: 0]
        counts[prefix] = count + 1
        let shared = "\(prefix)\(count)"
        names[body] = shared
        definitions += define(shared)
        return shared
    }

    /// The text from after `start` to before the next `end`.
    private static func between(_ text: String, _ start: String, _ end: String) -> String? {
        guard let open = text.firstRange(of: start), let close = text[open.upperBound...].firstRange(of: end)
        else { return nil }
        return String(text[open.upperBound..<close.lowerBound])
    }

    /// Every `<tag …>…</tag>` in `text` (not nested in itself), with its id.
    private static func elements(_ tag: String, in text: String) -> [(id: String, element: String)] {
        var found: [(String, String)] = []
        var rest = text[...]
        while let open = rest.firstRange(of: "<\(tag) "), let close = rest[open.upperBound...].firstRange(of: "</\(tag)>") {
            let element = String(rest[open.lowerBound..<close.upperBound])
            if let id = between(element, "id=\"", "\"") { found.append((id, element)) }
            rest = rest[close.upperBound...]
        }
        return found
    }

    /// The drawing inside Cairo's outer `<g id="surfaceN">`, followed by what comes after it
    /// (the text layer), without the closing `</svg>`.
    private static func unwrapped(_ drawing: String) -> String {
        let trimmed = lastRange(of: "</svg>", in: drawing[...]).map { String(drawing[..<$0.lowerBound]) } ?? drawing
        guard let open = trimmed.firstRange(of: "<g id=\"surface"), let end = trimmed[open.upperBound...].firstIndex(of: ">")
        else { return trimmed }
        let inner = trimmed[trimmed.index(after: end)...]
        var depth = 1
        var index = inner.startIndex
        for element in tags(inner) {
            depth += element.opens ? 1 : element.closes ? -1 : 0
            index = element.end
            if depth == 0 { break }
        }
        guard depth == 0, let close = lastRange(of: "</g>", in: inner[..<index]) else { return trimmed }
        return String(inner[..<close.lowerBound]) + String(inner[index...])
    }

    /// The last occurrence of `needle` in `text`.
    private static func lastRange(of needle: String, in text: Substring) -> Range<String.Index>? {
        var found: Range<String.Index>?
        var rest = text
        while let range = rest.firstRange(of: needle) {
            found = range
            rest = rest[range.upperBound...]
        }
        return found
    }

    /// `text` cut into its top-level elements.
    private static func topLevel(_ text: String) -> [String] {
        var out: [String] = []
        var depth = 0
        var start: String.Index?
        for tag in tags(text[...]) {
            if depth == 0, start == nil { start = tag.start }
            depth += tag.opens ? 1 : tag.closes ? -1 : 0
            if depth == 0, let first = start {
                out.append(String(text[first..<tag.end]))
                start = nil
            }
        }
        return out
    }

    private struct Tag {
        let start: String.Index, end: String.Index
        let opens: Bool, closes: Bool
    }

    /// The tags of `text` in order: whether each opens an element left open or closes one.
    private static func tags(_ text: Substring) -> [Tag] {
        var out: [Tag] = []
        var index = text.startIndex
        while let open = text[index...].firstIndex(of: "<"), let close = text[open...].firstIndex(of: ">") {
            let after = text.index(after: close)
            let second = text.index(after: open)
            let closes = second < close && text[second] == "/"
            let selfClosing = text[text.index(before: close)] == "/"
            let special = second < close && (text[second] == "?" || text[second] == "!")
            out.append(Tag(start: open, end: after, opens: !closes && !selfClosing && !special, closes: closes))
            index = after
        }
        return out
    }

    /// `element` with references to the ids in `local` (`#id`) renamed to their shared names.
    private static func renamed(_ element: String, _ local: [String: String]) -> String {
        guard element.contains("#") else { return element }
        var out = ""
        var rest = element[...]
        while let hash = rest.firstIndex(of: "#") {
            out += rest[...hash]
            let after = rest.index(after: hash)
            let end = rest[after...].firstIndex { !($0.isLetter || $0.isNumber || $0 == "-") } ?? rest.endIndex
            let id = String(rest[after..<end])
            out += local[id] ?? id
            rest = rest[end...]
        }
        return out + rest
    }
}
