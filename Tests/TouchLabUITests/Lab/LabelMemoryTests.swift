import Testing
import TouchKit
@testable import TouchLabUI
import SeededRandom

/// A board that remembers the last frame's placements must place every label exactly where
/// a board searching afresh does, frame after frame, whatever changed in between; and when
/// nothing changed, it must not search at all.
struct LabelMemoryTests {
    /// One thing offered to the board: a label (its forms, whole first) to place or a
    /// rectangle to reserve.
    enum Offer: Equatable {
        case label([Size], [Point], keepingOff: [Rect] = [])
        case reserve(Rect)
    }

    static let region = Rect(x: 0, y: 0, width: 420, height: 300)
    static let obstacles = [Rect(x: 40, y: 40, width: 120, height: 14), Rect(x: 220, y: 180, width: 90, height: 14)]

    @Test func everyFrameMatchesAFreshSearch() {
        var random = SplitMix64(seed: 14)
        var recalled = 0, searched = 0, shortened = 0, nowhere = 0
        for trial in 0..<40 {
            let memory = LabelMemory()
            // Crowded now and then, so some labels are shortened or find no room at all.
            let crowded = trial % 4 == 0
            var offers = (0..<(crowded ? 40 : 24)).map { _ in Self.randomOffer(&random, crowded: crowded) }
            for frame in 0..<12 {
                let remembered = Self.place(offers, memory: memory)
                let fresh = Self.place(offers, memory: nil)
                #expect(remembered == fresh, "trial \(trial), frame \(frame): \(offers)")
                recalled += memory.recalled
                searched += offers.count - memory.recalled
                shortened += fresh.filter { if case .placed(let form, _) = $0 { form > 0 } else { false } }.count
                nowhere += fresh.filter { $0 == .nowhere }.count
                Self.change(&offers, &random, crowded: crowded)
            }
        }
        // Every path was taken many times: the comparison is not vacuous.
        #expect(recalled > 1000 && searched > 1000, "recalled \(recalled), searched \(searched)")
        #expect(shortened > 50 && nowhere > 50, "shortened \(shortened), left out \(nowhere)")
    }

    @Test func anUnchangedFrameSearchesNothing() {
        var random = SplitMix64(seed: 3)
        let offers = (0..<24).map { _ in Self.randomOffer(&random) }
        let memory = LabelMemory()
        let first = Self.place(offers, memory: memory)
        let labels = offers.filter { if case .label = $0 { true } else { false } }.count
        #expect(memory.recalled == 0)
        #expect(Self.place(offers, memory: memory) == first)
        #expect(memory.recalled == labels)
    }

    @Test func aLabelMovedNearAnotherMakesItSearchAgain() {
        let size = Size(width: 60, height: 16)
        let moving = Offer.label([size], [Point(x: 100, y: 100)])
        let neighbour = Offer.label([size], [Point(x: 104, y: 100)])  // overlaps it: placed above it
        let memory = LabelMemory()
        let before = Self.place([moving, neighbour], memory: memory)
        let after = Self.place([.label([size], [Point(x: 100, y: 140)]), neighbour], memory: memory)
        #expect(memory.recalled == 0)
        #expect(before[1] != after[1])
        #expect(before[1] == .placed(form: 0, rect: Rect(origin: Point(x: 104, y: 80), size: size)))
        #expect(after[1] == .placed(form: 0, rect: Rect(origin: Point(x: 104, y: 100), size: size)))
    }

    /// What a board answers `offers` in order (reserves as placed where they are).
    static func place(_ offers: [Offer], memory: LabelMemory?) -> [LabelBoard.Answer] {
        var board = LabelBoard(region: region, obstacles: obstacles, memory: memory)
        return offers.map { offer in
            switch offer {
            case .label(let forms, let preferred, let keepOff):
                return board.place(forms: forms, preferred: preferred, keepingOff: keepOff)
            case .reserve(let rect):
                board.reserve(rect)
                return .placed(form: 0, rect: rect)
            }
        }
    }

    /// A label somewhere in the region (sizes and places as the overlays' tags: some crowd
    /// one spot, some sit at fractions), or now and then a reserved marker.
    static func randomOffer(_ random: inout SplitMix64, crowded: Bool = false) -> Offer {
        func point() -> Point {
            Point(x: Double(random.next(below: 90)) * 4.5, y: Double(random.next(below: 60)) * 4.75)
        }
        if random.next(below: 8) == 0 { return .reserve(Rect(origin: point(), size: Size(width: 12, height: 14))) }
        let grown = crowded ? 2.0 : 1.0
        let size = Size(width: Double(30 + random.next(below: 90)) * grown, height: Double(14 + random.next(below: 10)) * grown)
        // Some with shorter forms (a tag losing its last pieces), as the overlays offer them.
        let forms = (0...random.next(below: 3)).map { Size(width: size.width / Double(1 + $0), height: size.height) }
        // Some keep off a few views (near their places or anywhere): the memory compares
        // only those its search met.
        let keepOff = (0..<random.next(below: 4)).map { _ in
            Rect(origin: point(), size: Size(width: Double(10 + random.next(below: 60)), height: Double(10 + random.next(below: 40))))
        }
        return .label(forms, (0...random.next(below: 3)).map { _ in point() }, keepingOff: keepOff)
    }

    /// What changes between two frames: an offer moved, added, dropped or swapped with the
    /// next, or nothing.
    static func change(_ offers: inout [Offer], _ random: inout SplitMix64, crowded: Bool = false) {
        let index = random.next(below: offers.count)
        switch random.next(below: 6) {
        case 0: offers[index] = randomOffer(&random, crowded: crowded)
        case 5:
            // The same label keeping off one rectangle more, one fewer or one moved.
            guard case .label(let forms, let preferred, var keepOff) = offers[index] else { break }
            let moved = Rect(x: Double(random.next(below: 400)), y: Double(random.next(below: 280)), width: 30, height: 20)
            switch random.next(below: 3) {
            case 0: keepOff.append(moved)
            case 1 where !keepOff.isEmpty: keepOff.removeLast()
            default: if !keepOff.isEmpty { keepOff[0] = moved }
            }
            offers[index] = .label(forms, preferred, keepingOff: keepOff)
        case 1: offers.insert(randomOffer(&random, crowded: crowded), at: index)
        case 2 where offers.count > 2: offers.remove(at: index)
        case 3 where index + 1 < offers.count: offers.swapAt(index, index + 1)
        default: break
        }
    }
}
