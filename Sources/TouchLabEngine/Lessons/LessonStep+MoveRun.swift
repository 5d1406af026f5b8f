import TouchKit

/// Runs of steps that only move, told as one step: a drag's sixty touch updates a second,
/// with the recognizer's `changed` and the actions each one runs, are one thing happening
/// ("touchesMoved ×60"), not sixty steps to page through or sixty images to write.
extension LessonStep {
    /// One step folded into a move run, with the trace time of its record and, for a
    /// recognizer's `changed`, the values it reported then.
    package struct FoldedPart {
        package let kind: Kind
        package let time: Double
        package let gestureValues: [GestureValue]
    }

    /// How a step joins a move run.
    enum MoveRole {
        /// It only moves: it starts a run, or continues the one before it.
        case move
        /// It follows from a move (an action, a control event, a scroll): it joins a run
        /// it comes right after, and is a step of its own anywhere else.
        case follower
        /// It breaks a run.
        case other
    }

    var moveRole: MoveRole {
        switch kind {
        case .touch(_, let phase, _): phase == .moved ? .move : .other
        case .hop(let method, _, _, _, _): method == .moved ? .move : .other
        case .gesture(_, let state): state.state == .changed ? .move : .other
        case .control(_, let event):
            // Entering or leaving a control's area is news; moving within it is not.
            event.isSubset(of: [.touchDragEnter, .touchDragExit]) ? .other : .follower
        case .action, .scroll: .follower
        case .visit, .refusals, .returned, .override, .hit, .chain: .other
        }
    }

    /// A step standing for a run that begins with `self`.
    func startingRun() -> LessonStep {
        var step = self
        step.foldedParts = [FoldedPart(kind: kind, time: traceTime, gestureValues: gestureValues)]
        return step
    }

    /// Adds `step`, the next of the run, to this run's step.
    mutating func absorb(_ step: LessonStep) {
        foldedParts?.append(FoldedPart(kind: step.kind, time: step.traceTime, gestureValues: step.gestureValues))
        sequence = step.sequence
        input = step.input
    }

    /// Whether the step stands for a run of moves.
    package var isMoveRun: Bool { foldedParts != nil }

    /// The trace time of the last record the step stands for: its own but for a move run.
    package var endTraceTime: Double { foldedParts?.last?.time ?? traceTime }

    /// How many times the fingers moved in a move run (0 for any other step).
    package var touchMoves: Int {
        foldedParts?.reduce(0) { count, part in
            if case .touch(_, .moved, _) = part.kind { count + 1 } else { count }
        } ?? 0
    }
}
