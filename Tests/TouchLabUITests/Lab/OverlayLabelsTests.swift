import Testing
import TouchKit
import TouchKitCairo
@testable import TouchLabUI

/// Labels offered to a scene too small to hold them all: none covers another, the most
/// important come whole, the rest lose their last pieces or are left out, and a note in
/// the corner counts those.
@MainActor
struct OverlayLabelsTests {
    static let region = Rect(x: 0, y: 0, width: 260, height: 120)

    @Test func crowdedLabelsAreShortenedOrLeftOutAndANoteCountsThem() throws {
        let (labels, log) = try Self.labels()
        let style = try LabStyle()
        let anchor = Rect(x: 20, y: 20, width: 60, height: 40)
        var whole = 0
        for number in 1...12 {
            // A visit's badge: its number, its verdict, its answer.
            let pieces: [LabelPiece] = [.disc("\(number)", radius: 9, font: style.small, fill: LabStyle.visited),
                                        .pill("✓ View\(number)", font: style.small, fill: LabStyle.visited),
                                        .pill("returns View\(number)", font: style.small, fill: LabStyle.returned)]
            let rect = labels.add(pieces, anchor: anchor, preferred: [Point(x: 22, y: 22)])
            if let rect, rect.width >= labels.size(of: pieces).width { whole += 1 }
        }
        labels.addOmissionNote(font: style.small)
        labels.drawAll()
        let drawn = log.entries
        for (index, entry) in drawn.enumerated() {
            #expect(Self.region.union(entry.rect) == Self.region, "\"\(entry.text)\" \(entry.rect) leaves the scene")
            for other in drawn[(index + 1)...] {
                #expect(!LabelBoard.overlaps(entry.rect, other.rect, gap: -0.5), "\"\(entry.text)\" overlaps \"\(other.text)\"")
            }
        }
        #expect(drawn.contains { $0.text == "returns View1" }, "the first label is whole")
        #expect(drawn.contains { $0.text == "returns View2" }, "the second label is whole")
        let notes = drawn.filter { $0.text.hasPrefix("…") }
        #expect(notes.map(\.text) == [Words().notices.labelsCutShort(labels.omitted)])
        let answers = drawn.filter { $0.text.hasPrefix("returns") }.count
        #expect(labels.omitted >= 12 - answers && labels.omitted > 0 && answers < 12)
        #expect(whole >= answers)
    }

    @Test func labelsThatFitNeedNoNote() throws {
        let (labels, log) = try Self.labels()
        let style = try LabStyle()
        for (index, x) in [10.0, 140.0].enumerated() {
            labels.add([.pill("label \(index)", font: style.small, fill: LabStyle.ink)], anchor: nil,
                       preferred: [Point(x: x, y: 10)])
        }
        labels.addOmissionNote(font: style.small)
        labels.drawAll()
        #expect(log.entries.map(\.text) == ["label 0", "label 1"])
        #expect(labels.omitted == 0)
    }

    private static func labels() throws -> (OverlayLabels, TextLog) {
        let surface = try ImageSurface(width: Int(region.width), height: Int(region.height))
        let canvas = Canvas(surface: surface)
        let log = TextLog()
        canvas.textLog = log
        return (OverlayLabels(canvas: canvas, board: LabelBoard(region: region)), log)
    }
}
