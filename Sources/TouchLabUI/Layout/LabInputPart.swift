import TouchKit
import TouchLabEngine

/// A part of the frame that also takes input (the panel, the timeline).
@MainActor
package protocol LabInputPart: LabPart {
    /// `input` is in window coordinates.
    /// Returns the commands the input asked for, for the lab to perform.
    func handle(_ input: XI2Input, session: LabSession, shown: ShownLesson, ui: LabUIState, layout: LabLayout) -> [LabCommand]
}
