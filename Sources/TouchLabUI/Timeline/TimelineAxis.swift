import TouchKit
import TouchLabFormats

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

    /// Round times at least about 70 points apart: as many as the axis has room for,
    /// however long the span (a replay may last for ages).
    func ticks() -> [Double] {
        let span = end - start
        guard span.isFinite, span > 0 else { return [start] }
        let room = max(1, (maxX - minX) / 70)
        let step = Self.step(forSpan: span, room: room)
        let count = min(Int((span / step + 0.000_001).rounded(.down)), Int(room.rounded(.up)))
        return (0...count).map { start + Double($0) * step }
    }

    /// The first round step that divides `span` into at most `room` parts: the steps a
    /// lesson usually needs, then 1, 2 and 5 times each power of ten.
    static func step(forSpan span: Double, room: Double) -> Double {
        let steps = [0.01, 0.02, 0.05, 0.1, 0.2, 0.25, 0.5, 1, 2, 5, 10, 30, 60]
        if let step = steps.first(where: { span / $0 <= room }) { return step }
        var power = 100.0
        while true {
            for factor in [1.0, 2, 5] where span / (factor * power) <= room { return factor * power }
            power *= 10
        }
    }

    /// `2.35 s` (Chinese `2.35 秒`): a time on the trace's clock, as the trace and the
    /// strip print it, so a tick and a trace line of the same moment read alike.
    static func label(_ seconds: Double, language: Language = .english) -> String {
        var text = String(Int((seconds * 1000).rounded()))
        while text.count < 4 { text = "0" + text }
        let whole = text.dropLast(3), fraction = text.suffix(3)
        var trimmed = String(fraction)
        while trimmed.count > 1, trimmed.hasSuffix("0") { trimmed.removeLast() }
        return "\(whole).\(trimmed)" + language.pick(" s", " 秒")
    }
}
