/// A small seeded random number generator (SplitMix64), so fuzzing is repeatable from a
/// seed on every platform: the same seed gives the same scene and the same input stream.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform integer in `range`.
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        let span = UInt64(range.upperBound - range.lowerBound) + 1
        return range.lowerBound + Int(next() % span)
    }

    /// A uniform double in `range`.
    mutating func double(_ range: ClosedRange<Double>) -> Double {
        let unit = Double(next() >> 11) / Double(1 << 53)
        return range.lowerBound + unit * (range.upperBound - range.lowerBound)
    }

    /// True with probability `probability`.
    mutating func chance(_ probability: Double) -> Bool {
        double(0...1) < probability
    }

    /// One element of a non-empty collection.
    mutating func pick<C: RandomAccessCollection>(_ elements: C) -> C.Element where C.Index == Int {
        elements[elements.startIndex + int(0...(elements.count - 1))]
    }

    /// An index chosen with the given weights (at least one positive).
    mutating func weighted(_ weights: [Int]) -> Int {
        var roll = int(0...(weights.reduce(0, +) - 1))
        for (index, weight) in weights.enumerated() {
            if roll < weight { return index }
            roll -= weight
        }
        return weights.count - 1
    }
}
