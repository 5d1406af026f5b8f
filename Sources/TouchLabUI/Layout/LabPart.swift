import TouchKitCairo
import TouchLabEngine

/// Something drawn beside the scene each frame (the panel, the strip, the help card).
@MainActor
package protocol LabPart: AnyObject {
    func draw(_ session: LabSession, in canvas: Canvas, layout: LabLayout)
}
