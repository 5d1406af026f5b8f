import TouchKit
import TouchKitCairo
import TouchLabEngine

/// A region of the frame beside the scene (the panel, the strip, the timeline, a card),
/// drawn as a function of one value: `input` builds it each frame from the session and the
/// window's state, and `draw` draws from it alone. The renderer keeps a region's pixels
/// while its input equals the one it was last drawn from (`RegionCache`).
@MainActor
package protocol LabPart: AnyObject {
    /// What the part draws; equal inputs draw equal pixels.
    associatedtype Input: Equatable
    /// The region of the window it draws in (what `--describe` names its text by).
    var region: LabRegion { get }
    /// Brings what the part keeps of its own (the panel's view tree) up to `session`, the
    /// lesson `shown` and `ui`, before the frame's inputs are built. Most parts keep nothing.
    func update(_ session: LabSession, shown: ShownLesson, ui: LabUIState)
    /// The part's input for this frame; nil draws it every frame (a card while shown).
    /// `sceneViews` is the scene's views' fingerprint (`ViewRenderer.fingerprint`), worked
    /// out once a frame.
    func input(_ session: LabSession, shown: ShownLesson, ui: LabUIState, sceneViews: Int) -> Input?
    /// Draws `input` (nil when `input` said so) into the part's region of `canvas`, whose
    /// pixels there are the ones the part's latest draw left when `holdsLast`. Returns the
    /// rectangles (window pixels) it changed; nil: all of the region.
    func draw(_ input: Input?, in canvas: Canvas, layout: LabLayout, holdsLast: Bool) -> [Rect]?
}

extension LabPart {
    package func update(_ session: LabSession, shown: ShownLesson, ui: LabUIState) {}
}
