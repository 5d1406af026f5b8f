import Foundation
import Testing
import TouchKit
import TouchKitCairo
import TouchLabFormats
@testable import TouchLab

/// The enlarged-area lesson's later steps crowd many labels round one 20-point button under
/// the finger and its 44 × 44 touch area. Each label still sits close to what it names, on
/// no marker and no other label, and its leader goes straight there: no loop out round a
/// card or off the scene.
@MainActor
final class EnlargedAreaLabelsCommandTests: CommandTestCase {
    init() throws { try super.init(named: "enlarged-area-labels") }

    struct Frame {
        /// The lab's labels over the scene, pieces of one label joined: text, box, what it names.
        let labels: [(text: String, rect: Rect, about: Rect?)]
        let pieces: [(text: String, rect: Rect)]
        let markers: [(kind: String, rect: Rect)]
        let lines: [(kind: String, points: [Point])]
        let scene: Rect
    }

    func frame(step: String, language: String, size: String?) throws -> Frame {
        let replay = SceneCatalog.assetsDirectory + "/replays/enlarged-hit-area-near-misses.jsonl"
        let file = "frame-\(step.replacingOccurrences(of: ":", with: "-"))-\(language)-\(size ?? "default").json"
        var arguments = ["--headless", "--scene", "enlarged-hit-area", "--replay", replay, "--step", step,
                         "--lang", language, "--describe", path(file)]
        if let size { arguments += ["--size", size] }
        #expect(run(arguments) == 0, "\(errors)")
        let json = try #require(try JSONSerialization.jsonObject(with: bytes(file)) as? [String: Any])
        let all = (json["labels"] as? [[String: Any]] ?? []).filter {
            $0["region"] as? String == "scene" && $0["layer"] as? String == "lab"
        }
        let pieces = all.compactMap { label in
            Self.rect(label["rect"]).map { (text: label["text"] as? String ?? "", rect: $0, about: Self.rect(label["about"])) }
        }
        // Pieces of one label: the same anchor, one row, side by side.
        var labels: [(text: String, rect: Rect, about: Rect?)] = []
        for piece in pieces {
            if let last = labels.last, last.about == piece.about, abs(last.rect.midY - piece.rect.midY) < 3,
               piece.rect.minX >= last.rect.maxX, piece.rect.minX - last.rect.maxX < 24 {
                labels[labels.count - 1] = (last.text + " " + piece.text, last.rect.union(piece.rect), last.about)
            } else {
                labels.append(piece)
            }
        }
        let markers = (json["markers"] as? [[String: Any]] ?? []).compactMap { marker in
            Self.rect(marker["rect"]).map { (kind: marker["kind"] as? String ?? "", rect: $0) }
        }
        let lines = (json["lines"] as? [[String: Any]] ?? []).map { line in
            (kind: line["kind"] as? String ?? "",
             points: (line["points"] as? [[Double]] ?? []).map { Point(x: $0[0], y: $0[1]) })
        }
        let scene = try #require((json["regions"] as? [[String: Any]])?.first { $0["name"] as? String == "scene" }
            .flatMap { Self.rect($0["rect"]) })
        return Frame(labels: labels, pieces: pieces.map { ($0.text, $0.rect) }, markers: markers, lines: lines, scene: scene)
    }

    static func rect(_ value: Any?) -> Rect? {
        guard let numbers = value as? [Double], numbers.count == 4 else { return nil }
        return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    static func gap(_ a: Rect, _ b: Rect) -> Double {
        let dx = max(0, a.minX - b.maxX, b.minX - a.maxX), dy = max(0, a.minY - b.maxY, b.minY - a.maxY)
        return (dx * dx + dy * dy).squareRoot()
    }

    static func overlaps(_ a: Rect, _ b: Rect) -> Bool { a.intersection(b).map { $0.width > 0.5 && $0.height > 0.5 } ?? false }

    static func length(_ points: [Point]) -> Double { zip(points, points.dropFirst()).reduce(0) { $0 + $1.0.distance(to: $1.1) } }

    /// Whether segment `a`–`b` enters the open rectangle (Liang–Barsky).
    static func segment(_ a: Point, _ b: Point, enters rect: Rect) -> Bool {
        let dx = b.x - a.x, dy = b.y - a.y
        var low = 0.0, high = 1.0
        for (p, q) in [(-dx, a.x - rect.minX), (dx, rect.maxX - a.x), (-dy, a.y - rect.minY), (dy, rect.maxY - a.y)] {
            if p == 0 {
                if q <= 0 { return false }
            } else if p < 0 {
                low = max(low, q / p)
            } else {
                high = min(high, q / p)
            }
        }
        return low < high
    }

    nonisolated static let cases: [(String, String, String?)] = ["2:7", "2:12", "2:17"].flatMap { step in
        ["en", "zh-Hans"].flatMap { language in [(step, language, nil), (step, language, "1366x768")] }
    }

    /// Step 7 (BigClose answers), 12 (touchDown) and 17 (the action): every leader runs
    /// about as straight as the gap it spans, inside the scene.
    @Test(arguments: cases)
    func leadersGoStraightToWhatTheyName(step: String, language: String, size: String?) throws {
        let frame = try frame(step: step, language: language, size: size)
        let scene = frame.scene.outset(by: EdgeInsets(all: 1))
        for line in frame.lines where line.kind == "leader" {
            guard let start = line.points.first, let end = line.points.last else { continue }
            let direct = start.distance(to: end), length = Self.length(line.points)
            #expect(length <= max(2 * direct, direct + 30), "\(step) \(language) \(size ?? ""): leader \(start)→\(end) runs \(length) for \(direct)")
            #expect(line.points.allSatisfy(scene.contains), "\(step) \(language) \(size ?? ""): leader \(start)→\(end) leaves the scene")
        }
    }

    /// The finger's readout and the hit view's label lie right by the finger and the button
    /// (not rows away, by another view's tag); no label covers a marker or another label.
    /// (From BigClose's answer on, the finger's readout is its caption, not its coordinates.)
    @Test(arguments: cases)
    func labelsSitCloseAndClear(step: String, language: String, size: String?) throws {
        let frame = try frame(step: step, language: language, size: size)
        let where_ = "\(step) \(language) \(size ?? "")"
        let finger = try #require(frame.markers.first { $0.kind == "finger" }?.rect)
        let readout = try #require(frame.labels.first { $0.text.hasPrefix("2 · ") }, "\(where_): \(frame.labels.map(\.text))")
        #expect(Self.gap(readout.rect, finger) <= 24, "\(where_): the readout lies \(Self.gap(readout.rect, finger)) from the finger")
        if let hit = frame.markers.first(where: { $0.kind == "hitView" })?.rect {
            // Its count of checks, or once the search is folded (the action, 2:17) the path.
            let label = try #require(frame.labels.first { $0.text.contains("BigClose") && $0.about == hit
                                         && ($0.text.contains("point(inside:)") || $0.text.contains("›")) },
                                     "\(where_): \(frame.labels.map(\.text))")
            // Once folded, the step's news (the action) takes the places next to the button
            // first; the hit view's label stays in the group of labels right under it.
            let limit = label.text.contains("›") ? 120.0 : 24
            #expect(Self.gap(label.rect, hit) <= limit, "\(where_): \(label.text) lies \(Self.gap(label.rect, hit)) from BigClose")
        }
        for (index, piece) in frame.pieces.enumerated() {
            for marker in frame.markers {
                #expect(!Self.overlaps(piece.rect, marker.rect), "\(where_): \(piece.text) covers the \(marker.kind)")
            }
            for other in frame.pieces[(index + 1)...] {
                #expect(!Self.overlaps(piece.rect, other.rect), "\(where_): \(piece.text) on \(other.text)")
            }
        }
    }

    /// The chain's and answers' arrows keep off the dashed touch area: in the first lesson
    /// (the plain card's near miss) and in the second, where BigClose's answer travels to
    /// EnlargedCard from a badge outside the area.
    @Test(arguments: ["1:14", "1:21", "2:12", "2:17"], [nil, "1366x768"])
    func arrowsKeepOffTheTouchArea(step: String, size: String?) throws {
        let frame = try frame(step: step, language: "en", size: size)
        let area = try #require(frame.markers.first { $0.kind == "touchArea" }?.rect)
        for line in frame.lines where line.kind != "leader" {
            let crosses = zip(line.points, line.points.dropFirst()).contains { Self.segment($0, $1, enters: area) }
            #expect(!crosses, "\(step) \(size ?? ""): the \(line.kind) line crosses the touch area")
        }
    }

    /// From BigClose's own answer (step 6) to the end of the touch, the finger says where it
    /// lies against BigClose's bounds and area, with the override's note on the line under
    /// it: one label by the finger, not coordinates alone.
    @Test(arguments: ["2:6", "2:10", "2:12", "2:17"].flatMap { step in
        ["en", "zh-Hans"].flatMap { language in [(step, language, nil), (step, language, "1366x768")] }
    } as [(String, String, String?)])
    func theFingerKeepsItsExplanation(step: String, language: String, size: String?) throws {
        let frame = try frame(step: step, language: language, size: size)
        let where_ = "\(step) \(language) \(size ?? "")"
        let finger = try #require(frame.markers.first { $0.kind == "finger" }?.rect)
        let place = language == "en" ? "8 pt left of BigClose's bounds, inside its 44 × 44 area" : "左侧 8 点，仍在 44 × 44 触摸区域内"
        let caption = try #require(frame.pieces.first { $0.text.hasPrefix("2 · ") && $0.text.contains(place) },
                                   "\(where_): \(frame.pieces.map(\.text))")
        #expect(Self.gap(caption.rect, finger) <= 24, "\(where_): the caption lies \(Self.gap(caption.rect, finger)) from the finger")
        // The override's note, about the finger as its caption is (one label in two rows).
        let note = try #require(frame.labels.first { label in
            label.text.contains("point(inside:)") && label.about.map { abs($0.minX - finger.minX) < 1 && abs($0.minY - finger.minY) < 1 } == true
        },
                                "\(where_): \(frame.labels.map(\.text))")
        #expect(Self.gap(note.rect, caption.rect) <= 8, "\(where_): the note lies \(Self.gap(note.rect, caption.rect)) from the caption")
        #expect(!frame.pieces.contains { $0.text == "2  (698, 144)" }, "\(where_): the bare coordinates show too")
    }

    /// The labels about BigClose meet it at points apart (at least 6 pixels), not in one
    /// knot: the search's answer rides on the hit view's label, the message on its hop mark,
    /// the override's note with the finger.
    @Test(arguments: ["2:12", "2:17"], [nil, "1366x768"])
    func leadersEndApartOnTheButton(step: String, size: String?) throws {
        let frame = try frame(step: step, language: "en", size: size)
        let button = try #require(frame.markers.first { $0.kind == "hitView" }?.rect).outset(by: EdgeInsets(all: 1))
        let ends = frame.lines.filter { $0.kind == "leader" }.compactMap(\.points.last).filter(button.contains)
        #expect(ends.count <= 3, "\(step) \(size ?? ""): \(ends.count) leaders end on BigClose")
        for (index, end) in ends.enumerated() {
            for other in ends[(index + 1)...] {
                #expect(end.distance(to: other) >= 5.9, "\(step) \(size ?? ""): leaders end \(end.distance(to: other)) apart on BigClose")
            }
        }
    }

    /// BigClose's answer travels a short way to EnlargedCard's number: the card's badge sits
    /// over its top edge, by the button's labels, not under its far bottom edge. (By the
    /// action the search is folded and its answers are no longer drawn.)
    @Test(arguments: ["2:8", "2:12"])
    func theAnswerToEnlargedCardIsShort(step: String) throws {
        let frame = try frame(step: step, language: "en", size: nil)
        let returns = frame.lines.filter { $0.kind == "returned" }
        let card = try #require(frame.labels.first { $0.text.contains("✓ EnlargedCard") })
        let answer = try #require(returns.first { $0.points.last.map { Self.gap(Rect(origin: $0, size: Size(width: 0, height: 0)), card.rect) < 12 } ?? false },
                                  "\(step): \(returns.map(\.points))")
        #expect(Self.length(answer.points) <= 200, "\(step): BigClose's answer runs \(Self.length(answer.points)) px")
    }

    /// At BigClose's answer (step 6) the finger lies over the left half of the dashed 44 × 44
    /// area, its ring along the area's top and bottom edges: those edges are drawn again over
    /// the ring, so their amber dashes show across the finger too.
    @Test(arguments: [nil, "1366x768"] as [String?])
    func theDashedEdgeShowsThroughTheFinger(size: String?) throws {
        let replay = SceneCatalog.assetsDirectory + "/replays/enlarged-hit-area-near-misses.jsonl"
        var arguments = ["--headless", "--scene", "enlarged-hit-area", "--replay", replay, "--step", "2:6",
                         "--describe", path("edge.json"), "--screenshot", path("edge.png")]
        if let size { arguments += ["--size", size] }
        #expect(run(arguments) == 0, "\(errors)")
        let json = try #require(try JSONSerialization.jsonObject(with: bytes("edge.json")) as? [String: Any])
        let markers = json["markers"] as? [[String: Any]] ?? []
        let area = try #require(markers.first { $0["kind"] as? String == "touchArea" }.flatMap { Self.rect($0["rect"]) })
        let finger = try #require(markers.first { $0["kind"] as? String == "finger" }.flatMap { Self.rect($0["rect"]) })
        let image = try ImageSurface(contentsOfPNG: path("edge.png"))
        func amber(_ word: UInt32) -> Bool {
            let red = Int(word >> 16 & 0xff), green = Int(word >> 8 & 0xff), blue = Int(word & 0xff)
            return red > green + 30 && green > blue
        }
        // The edges' stretch under the ring: from the area's left edge to past the finger's point.
        let columns = Int(area.minX.rounded())...Int((finger.midX + finger.width / 4).rounded())
        for edge in [area.minY, area.maxY] {
            let rows = Int(edge) - 1...Int(edge) + 1
            let dashed = columns.filter { x in rows.contains { amber(image.pixel(x: x, y: $0)) } }
            #expect(dashed.count * 3 >= columns.count, "\(size ?? ""): \(dashed.count) of \(columns.count) pixels of the edge at y \(edge) show its dashes")
        }
    }
}
