import TouchKitCairo
import TouchLabEngine

/// Something drawn beside the scene each frame (the panel, the strip, the help card).
@MainActor
package protocol LabPart: AnyObject {
    /// The region of the window it draws in (what `--describe` names its text by).
    var region: LabRegion { get }
    func draw(_ session: LabSession, ui: LabUIState, in canvas: Canvas, layout: LabLayout)
}
