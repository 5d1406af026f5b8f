import TouchKit

/// The timeline's time axis: trace seconds from `start` to `end` mapped onto `minX…maxX`.
struct TimelineAxis {
    let start: Double
    let end: Double
    let minX: Double
    let maxX: Double

    func x(_ time: Double) -> Double {
        let fraction = (time - start) / max(end - start, 0.000_001)
        return minX + max(0, min(1, fraction)) * (maxX - minX)
    }

    /// Round times at least about 70 points apart.
    func ticks() -> [Double] {
        let steps = [0.01, 0.02, 0.05, 0.1, 0.2, 0.25, 0.5, 1, 2, 5, 10, 30, 60]
        let room = max(1, (maxX - minX) / 70)
        let step = steps.first { (end - start) / $0 <= room } ?? 60
        return stride(from: 0.0, through: end - start + 0.000_001, by: step).map { start + $0 }
    }

    /// `0.35 s`: seconds since the lesson's start.
    static func label(_ seconds: Double) -> String {
        var text = String(Int((seconds * 1000).rounded()))
        while text.count < 4 { text = "0" + text }
        let whole = text.dropLast(3), fraction = text.suffix(3)
        var trimmed = String(fraction)
        while trimmed.count > 1, trimmed.hasSuffix("0") { trimmed.removeLast() }
        return "\(whole).\(trimmed) s"
    }
}
