import TouchKit
import TouchLabEngine

/// A part of the frame that also takes input (the panel).
@MainActor
package protocol LabInputPart: LabPart {
    /// `input` is in window coordinates.
    func handle(_ input: XI2Input, session: LabSession, layout: LabLayout)
}
