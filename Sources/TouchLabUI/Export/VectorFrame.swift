import TouchKit
import TouchKitCairo
import TouchLabEngine

/// A frame of the lab as an SVG document: what `LabRenderer` draws, recorded as vector
/// shapes and glyph outlines by Cairo, sized in pixels, with every line of text the frame
/// drew added as invisible `<text>` at its place so that it can be found and copied.
@MainActor
package enum VectorFrame {
    /// `session`'s frame as `renderer` draws it (see `LabRenderer.render`), as SVG bytes.
    /// The renderer's text log then holds the frame's text, as after `render`.
    /// - Throws: `CairoError` when Cairo cannot record or write the document.
    package static func svg(_ renderer: LabRenderer, session: LabSession, ui: LabUIState = LabUIState(),
                            lesson: Lesson? = nil) throws -> [UInt8] {
        try svg(renderer, frame: LabFrame.make(session: session, lesson: lesson, ui: ui))
    }

    /// `frame` drawn by `renderer` as an SVG document, of the part of the window and at
    /// the scale `framing` asks for.
    package static func svg(_ renderer: LabRenderer, frame: LabFrame, framing: Framing = .window) throws -> [UInt8] {
        let size = framing.size(in: renderer.layout)
        let surface = try VectorSurface(width: size.width, height: size.height)
        let canvas = Canvas(vector: surface)
        framing.apply(to: canvas, in: renderer.layout)
        renderer.render(frame, onto: canvas)
        // The log holds places after the canvas's transform: a crop leaves out what lies outside.
        let entries = renderer.text.entries.filter {
            $0.rect.maxX > 0 && $0.rect.maxY > 0 && $0.rect.minX < Double(size.width) && $0.rect.minY < Double(size.height)
        }
        return withText(try surface.finish(), entries)
    }

    /// `document` with a group of transparent `<text>` elements, one per line of `entries`,
    /// before its closing tag.
    static func withText(_ document: [UInt8], _ entries: [TextLog.Entry]) -> [UInt8] {
        let closing = Array("</svg>".utf8)
        guard let end = lastRange(of: closing, in: document) else { return document }
        let layer = Array(textLayer(entries).utf8)
        return Array(document[..<end]) + layer + Array(document[end...])
    }

    /// The text lines as SVG elements: stretched to each line's width so a selection covers
    /// what the outlines show, in the lab's fonts' families for a reader without them.
    static func textLayer(_ entries: [TextLog.Entry]) -> String {
        var out = "<g class=\"frame-text\" fill=\"#000\" fill-opacity=\"0\" font-family=\"DejaVu Sans, WenQuanYi Micro Hei, sans-serif\">\n"
        for entry in entries where !entry.text.isEmpty {
            let rect = entry.rect
            // Baseline from the box: the lab's faces put about a fifth of the line below it.
            let baseline = rect.maxY - rect.height * 0.22
            out += "<text x=\"\(number(rect.minX))\" y=\"\(number(baseline))\" font-size=\"\(number(entry.fontSize))\""
            if rect.width > 0 { out += " textLength=\"\(number(rect.width))\" lengthAdjust=\"spacingAndGlyphs\"" }
            out += " xml:space=\"preserve\">\(MarkupText.escaped(entry.text))</text>\n"
        }
        return out + "</g>\n"
    }

    private static func number(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    private static func lastRange(of needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= needle.count else { return nil }
        for start in stride(from: bytes.count - needle.count, through: 0, by: -1)
        where bytes[start..<(start + needle.count)].elementsEqual(needle) {
            return start
        }
        return nil
    }
}

/// Text made safe inside XML and HTML element content and double-quoted attributes.
package enum MarkupText {
    /// `text` with `&`, `<`, `>`, `"` and `'` as character references, and the control
    /// characters XML forbids left out.
    package static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value) { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
