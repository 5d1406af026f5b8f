import Testing
import TouchKit
@testable import TouchLabUI
import SeededRandom

/// The board's search gives the place its contract names: the first free preference, else,
/// ring by ring around the first preference, the nearest free place on the first ring that
/// has one, the first in the ring's order among equally near ones. Checked against that
/// contract written out plainly, every place tried with `isFree`, over random crowded
/// boards with fractional origins, shorter forms, labels that fit nowhere (answered at once
/// when a smaller one found no room, until a label is removed), and labels that keep off
/// what they describe.
struct LabelBoardTests {
    @Test func placesWhatTryingEveryPlaceFinds() {
        var random = SplitMix64(seed: 21)
        var searched = 0, shortened = 0, nowhere = 0, known = 0
        for trial in 0..<24 {
            let region = Rect(x: Double(random.next(below: 9)) * 1.25, y: Double(random.next(below: 7)) * 0.75,
                              width: Double(200 + random.next(below: 260)), height: Double(150 + random.next(below: 200)))
            let obstacles = (0..<random.next(below: 12)).map { _ in
                Rect(x: region.minX + random.double(0...region.width - 40), y: region.minY + random.double(0...region.height - 14),
                     width: Double(20 + random.next(below: 100)), height: 14)
            }
            var board = LabelBoard(region: region, obstacles: obstacles)
            for _ in 0..<(trial % 3 == 0 ? 40 : 20) {
                let grown = trial % 3 == 0 ? 1.8 : 1.0
                let size = Size(width: Double(20 + random.next(below: 80)) * grown + 0.5,
                                height: Double(12 + random.next(below: 10)) * grown)
                let forms = (0...random.next(below: 2)).map { Size(width: size.width / Double(1 + $0), height: size.height) }
                let preferred = (0...random.next(below: 2)).map { _ in
                    Point(x: region.minX + random.double(-20...region.width), y: region.minY + random.double(-20...region.height))
                }
                // Most labels keep off a rectangle or two (what each describes, a view it must
                // leave in sight).
                let keepOff = (0..<random.next(below: 3)).map { _ in
                    Rect(x: region.minX + random.double(-20...region.width), y: region.minY + random.double(-20...region.height),
                         width: Double(10 + random.next(below: 200)), height: Double(10 + random.next(below: 150)))
                }
                // Now and then a label is given up, freeing its place.
                if random.next(below: 8) == 0, let taken = board.placed.last { board.remove(taken) }
                let last = forms[forms.count - 1]
                if board.fitsNowhere.contains(where: { last.width >= $0.width && last.height >= $0.height }) { known += 1 }
                let expected = Self.plainSearch(board, forms: forms, preferred: preferred, keepOff: keepOff)
                let answer = board.place(forms: forms, preferred: preferred, keepingOff: keepOff)
                #expect(answer == expected, "trial \(trial): \(forms) at \(preferred)")
                searched += 1
                if case .placed(let form, _) = expected, form > 0 { shortened += 1 }
                if expected == .nowhere { nowhere += 1 }
            }
        }
        // Every outcome came up: the comparison is not vacuous.
        #expect(searched > 500 && shortened > 20 && nowhere > 20 && known > 10,
                "\(searched), \(shortened), \(nowhere), \(known)")
    }

    /// Crowded boards where most labels search many rings: many obstacles and labels of
    /// odd fractional sizes at odd fractional places, so every step's edges round, and
    /// blockers meet the rings on every side.
    @Test func crowdedBoardsPlaceWhatTryingEveryPlaceFinds() {
        var random = SplitMix64(seed: 57)
        var far = 0
        for _ in 0..<6 {
            let region = Rect(x: random.double(0...3), y: random.double(0...3),
                              width: random.double(300...420), height: random.double(200...300))
            let obstacles = (0..<(20 + random.next(below: 20))).map { _ in
                Rect(x: region.minX + random.double(-10...region.width), y: region.minY + random.double(-10...region.height),
                     width: random.double(5...90), height: random.double(5...18))
            }
            var board = LabelBoard(region: region, obstacles: obstacles)
            for _ in 0..<45 {
                let size = Size(width: random.double(8...120), height: random.double(8...24))
                let forms = (0...random.next(below: 2)).map { Size(width: size.width / Double(1 + $0), height: size.height) }
                let preferred = [Point(x: region.minX + random.double(-30...region.width), y: region.minY + random.double(-30...region.height))]
                let keepOff = random.next(below: 3) == 0 ? nil
                    : Rect(origin: preferred[0], size: Size(width: random.double(5...150), height: random.double(5...90)))
                let expected = Self.plainSearch(board, forms: forms, preferred: preferred, keepOff: keepOff.map { [$0] } ?? [])
                #expect(board.place(forms: forms, preferred: preferred, keepingOff: keepOff) == expected)
                if case .placed(_, let rect) = expected, rect.origin.distance(to: preferred[0]) > 40 { far += 1 }
            }
        }
        #expect(far > 30, "only \(far) labels went far from their preference")
    }

    /// The contract, one place at a time.
    static func plainSearch(_ board: LabelBoard, forms: [Size], preferred: [Point], keepOff: [Rect] = []) -> LabelBoard.Answer {
        let region = board.region, step = LabelBoard.step
        let wanted = preferred.isEmpty ? [region.origin] : preferred
        func rings(_ distance: Double) -> Int { max(1, Int((distance / step).rounded(.up))) }
        for (form, size) in forms.enumerated() {
            for origin in wanted where board.isFree(Rect(origin: origin, size: size), keepingOff: keepOff) {
                return .placed(form: form, rect: Rect(origin: origin, size: size))
            }
            let start = Point(x: max(region.minX, min(wanted[0].x, region.maxX - size.width)),
                              y: max(region.minY, min(wanted[0].y, region.maxY - size.height)))
            let whole = rings(max(region.width, region.height))
            let reach = form == forms.count - 1 ? whole : min(whole, rings(LabelBoard.nearby * size.height))
            for radius in 1...reach {
                var best: (rect: Rect, distance: Double)?
                func consider(_ place: Point) {
                    let distance = place.distance(to: start)
                    guard best.map({ distance < $0.distance }) ?? true else { return }
                    if board.isFree(Rect(origin: place, size: size), keepingOff: keepOff) {
                        best = (Rect(origin: place, size: size), distance)
                    }
                }
                let near = Double(-radius) * step, far = Double(radius) * step
                for dx in -radius...radius {
                    let x = start.x + Double(dx) * step
                    consider(Point(x: x, y: start.y + near))
                    consider(Point(x: x, y: start.y + far))
                }
                for dy in (-radius + 1)..<radius {
                    let y = start.y + Double(dy) * step
                    consider(Point(x: start.x + near, y: y))
                    consider(Point(x: start.x + far, y: y))
                }
                if let best { return .placed(form: form, rect: best.rect) }
            }
        }
        return .nowhere
    }
}
