/// A small seeded random number generator (SplitMix64), so a fuzzer, a property test or a
/// benchmark is repeatable from its seed on every platform: the same seed gives the same
/// numbers. Eight bytes of state and one multiply chain per number; the standard library's
/// generator cannot be seeded.
public struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform integer in `range`.
    public mutating func int(_ range: ClosedRange<Int>) -> Int {
        let span = UInt64(range.upperBound - range.lowerBound) + 1
        return range.lowerBound + Int(next() % span)
    }

    /// A uniform integer in `0..<bound` (`bound` > 0).
    public mutating func next(below bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }

    /// A uniform double in `range`.
    public mutating func double(_ range: ClosedRange<Double>) -> Double {
        let unit = Double(next() >> 11) / Double(1 << 53)
        return range.lowerBound + unit * (range.upperBound - range.lowerBound)
    }

    /// True with probability `probability`.
    public mutating func chance(_ probability: Double) -> Bool {
        double(0...1) < probability
    }

    /// One element of a non-empty collection.
    public mutating func pick<C: RandomAccessCollection>(_ elements: C) -> C.Element where C.Index == Int {
        elements[elements.startIndex + int(0...(elements.count - 1))]
    }

    /// An index chosen with the given weights (at least one positive).
    public mutating func weighted(_ weights: [Int]) -> Int {
        var roll = int(0...(weights.reduce(0, +) - 1))
        for (index, weight) in weights.enumerated() {
            if roll < weight { return index }
            roll -= weight
        }
        return weights.count - 1
    }
}
