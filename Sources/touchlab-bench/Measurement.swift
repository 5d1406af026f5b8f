import Glibc

/// Seconds on CLOCK_MONOTONIC.
func monotonicSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// One benchmark's figures from several runs, in its unit.
struct Measurement {
    let name: String
    let unit: String
    let samples: [Double]
    /// What the target is, for the table (e.g. "≤ 1.5").
    var target = ""
    /// Whether the median meets the target; nil when there is none.
    var meets: Bool?

    init(_ name: String, unit: String, samples: [Double]) {
        precondition(!samples.isEmpty, "\(name): no samples")
        self.name = name
        self.unit = unit
        self.samples = samples
    }

    var sorted: [Double] { samples.sorted() }
    var median: Double { Self.percentile(sorted, 0.5) }
    var min: Double { sorted.first! }
    var max: Double { sorted.last! }

    /// The `fraction` quantile of sorted values, interpolating between neighbours.
    static func percentile(_ sorted: [Double], _ fraction: Double) -> Double {
        guard sorted.count > 1 else { return sorted[0] }
        let position = fraction * Double(sorted.count - 1)
        let low = Int(position.rounded(.down)), high = Swift.min(low + 1, sorted.count - 1)
        return sorted[low] + (sorted[high] - sorted[low]) * (position - Double(low))
    }

    func against(_ target: String, _ meets: (Double) -> Bool) -> Measurement {
        var copy = self
        copy.target = target
        copy.meets = meets(median)
        return copy
    }
}

