import TouchKit

/// A trace record as a lesson receives it: with its place in the session's trace and the
/// XInput2 event being delivered when it happened, so every part of the lab can show the
/// record's own moment (never a later line of the trace, never later pointer motion).
package struct LessonRecord {
    package let record: TraceRecord
    /// The record's number in the session's trace, counting from 1.
    package let sequence: Int
    /// The XInput2 event whose delivery produced the record; nil for a timer's records.
    package let input: XI2Input?
    /// The touches a touch or delivery record is about, as they were when it was made (the
    /// inspector's touch fields); empty for other records.
    package let touches: [TouchSnapshot]

    package init(record: TraceRecord, sequence: Int, input: XI2Input?, touches: [TouchSnapshot] = []) {
        self.record = record
        self.sequence = sequence
        self.input = input
        self.touches = touches
    }
}
