import TouchKit
import TouchLabEngine

/// The delivery timeline of a lesson as far as it has played: one lane per finger, per
/// recognizer that changed state and per responder that received messages, each with its
/// marks in time order, and the spans during which something waited — a recognizer for
/// another's failure, a delivery held back by `delaysTouchesBegan`/`delaysTouchesEnded`.
///
/// Built from the lesson's steps (the trace), so it says exactly what the trace says; its
/// text is made here, where it is drawn and described.
@MainActor
package struct Timeline {
    package enum LaneKind: String, Sendable {
        case touch, recognizer, responder
    }

    /// Something that happened at one moment.
    package struct Mark: Equatable, Sendable {
        /// Trace seconds.
        package let time: Double
        package let text: String
        /// The lesson step it stands for (where a click on it jumps).
        package let step: Int
        /// A control event or an action: it joins the label of a delivery at the same
        /// moment, and gives way first on a crowded row.
        package var joins = false
        /// A message withheld from its view and never delivered: the recognizer that held
        /// it recognized, and the view never got the touch (drawn hollow).
        package var isDropped = false
    }

    /// An interval during which something waited.
    package struct Span: Equatable, Sendable {
        package let start: Double
        package let end: Double
        package let text: String
        /// Where a wait of known length would be over (a long press's minimum duration):
        /// the bar's whole track, which the span fills up to `end`.
        package var limit: Double?
    }

    package struct Lane: Equatable, Sendable {
        package let name: String
        package let kind: LaneKind
        package internal(set) var marks: [Mark] = []
        package internal(set) var spans: [Span] = []
        /// The lanes folded into this one, by name (`shownLanes(rows:)`); empty for a lane
        /// of its own.
        package internal(set) var folds: [String] = []
    }

    /// Lanes in order: fingers, then recognizers, then responders, each in order of first mark.
    package private(set) var lanes: [Lane] = []
    /// The trace time of the first and the last step shown.
    package private(set) var start = 0.0
    package private(set) var end = 0.0
    /// The step playing now.
    package let current: Int

    /// `words`: the language of the spans' text (the marks are the trace's, in every language).
    package init(_ moment: LessonMoment, scene: Scene, words: TimelineWords = Words().timeline) {
        current = moment.current
        var builder = TimelineBuilder(scene: scene, lesson: moment.lesson, words: words)
        for index in moment.shownSteps.indices { builder.add(moment.lesson.steps[index], index: index) }
        start = moment.lesson.steps.first?.traceTime ?? 0
        end = moment.lesson.steps[moment.current].endTraceTime
        lanes = builder.lanes(at: end)
    }
}
