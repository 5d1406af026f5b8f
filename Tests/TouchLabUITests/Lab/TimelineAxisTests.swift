import Testing
@testable import TouchLabUI

/// The time axis draws as many ticks as its width has room for, whatever span the input
/// claims: a replay may hold a finger down for years.
struct TimelineAxisTests {
    /// An axis 700 points wide has room for ten ticks 70 points apart, and one at the start.
    static let width = 700.0

    @Test(arguments: [0.05, 0.8, 59.0, 3_600.0, 1e6, 1e9, 1e12])
    func ticksAreBoundedByTheWidthNotTheSpan(_ span: Double) {
        let axis = TimelineAxis(start: 2, end: 2 + span, minX: 100, maxX: 100 + Self.width)
        let ticks = axis.ticks()
        #expect(ticks.count >= 2 && ticks.count <= 11, "\(ticks.count) ticks for \(span) s")
        #expect(ticks.first == 2)
        #expect(ticks.allSatisfy { $0 >= 2 && $0 <= 2 + span * (1 + 1e-9) })
        let gaps = zip(ticks.dropFirst(), ticks).map { axis.x($0) - axis.x($1) }
        #expect(gaps.allSatisfy { $0 >= 69.9 }, "ticks closer than 70 points: \(gaps.min() ?? 0)")
    }

    @Test func aLessonsUsualStepsStay() {
        #expect(TimelineAxis.step(forSpan: 0.5, room: 10) == 0.05)
        #expect(TimelineAxis.step(forSpan: 2.4, room: 10) == 0.25)
        #expect(TimelineAxis.step(forSpan: 500, room: 10) == 60)
        #expect(TimelineAxis.step(forSpan: 1_500, room: 10) == 200)
    }
}
