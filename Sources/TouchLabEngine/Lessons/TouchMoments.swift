/// A lesson's touches through time, kept as what changed: each record that told about
/// touches holds snapshots of its own touches only (a touch record's finger, a delivery's
/// touches), so a thousand fingers cost a thousand snapshots, not a million. The event's
/// touches at any record are put together from them when asked.
///
/// A touch the record was not about is shown as at its latest record before, `stationary`
/// once a later touch delivery began (the application marks every touch it does not change
/// so), and is gone once a delivery after the one that ended or cancelled it began.
package struct TouchMoments {
    /// One record's touches.
    package struct Moment {
        /// The record's number in the session's trace.
        package let sequence: Int
        /// Which touch delivery the record belongs to, counting from 1.
        package let delivery: Int
        package let touches: [TouchSnapshot]
    }

    /// The latest moments, oldest first (at most `limit` × 2).
    package private(set) var moments: [Moment] = []
    /// The touches as they were after the moments dropped from the front, by id.
    private var base: [Int: (snapshot: TouchSnapshot, delivery: Int)] = [:]
    private var delivery = 0
    /// Whether the latest record given was a touch record: a delivery's touch records come
    /// one after another, before the event is sent.
    private var afterTouchRecord = false

    package let limit: Int

    package init(limit: Int) {
        self.limit = limit
    }

    /// Notes the record numbered `sequence` with `touches`, the snapshots it took (a touch
    /// record's one, a delivery's), `isTouchRecord` telling which.
    package mutating func append(sequence: Int, touches: [TouchSnapshot], isTouchRecord: Bool) {
        if isTouchRecord, !afterTouchRecord { delivery += 1 }
        afterTouchRecord = isTouchRecord
        guard !touches.isEmpty else { return }
        moments.append(Moment(sequence: sequence, delivery: delivery, touches: touches))
        if moments.count > limit * 2 { fold(moments.count - limit) }
    }

    /// Notes a record that told nothing about touches.
    package mutating func skip() {
        afterTouchRecord = false
    }

    /// The event's touches as they were at the record numbered `sequence`, by id.
    package func touches(atRecord sequence: Int) -> [TouchSnapshot] {
        var latest = base
        var current = 0
        for moment in moments {
            guard moment.sequence <= sequence else { break }
            current = moment.delivery
            for touch in moment.touches { latest[touch.id] = (touch, moment.delivery) }
        }
        if current == 0 { current = latest.values.map(\.delivery).max() ?? 0 }
        return latest.values.compactMap { entry in
            guard entry.delivery < current else { return entry.snapshot }
            return entry.snapshot.phase.isFinal ? nil : entry.snapshot.stationary
        }.sorted { $0.id < $1.id }
    }

    /// The first moment after the record numbered `sequence` that holds a touch `where`
    /// says yes to.
    package func first(after sequence: Int, where matches: (TouchSnapshot) -> Bool) -> Moment? {
        moments.first { $0.sequence > sequence && $0.touches.contains(where: matches) }
    }

    /// Drops the oldest `count` moments into `base`, forgetting the touches gone by then.
    private mutating func fold(_ count: Int) {
        for moment in moments.prefix(count) {
            for touch in moment.touches { base[touch.id] = (touch, moment.delivery) }
        }
        moments.removeFirst(count)
        let next = moments.first?.delivery ?? delivery
        base = base.filter { !($0.value.snapshot.phase.isFinal && $0.value.delivery < next) }
    }
}

extension TouchSnapshot {
    /// The snapshot with its phase `stationary`.
    var stationary: TouchSnapshot {
        var copy = self
        copy.phase = .stationary
        return copy
    }
}
