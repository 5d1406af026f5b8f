import TouchKit

/// The input of `--tap X,Y`: for each point a quick touch (began, ended 0.08 s later, no
/// movement), the taps `interval` apart so that they do not count as one multi-tap.
package enum TapScript {
    /// How long a finger stays down.
    package static let duration = 0.08
    /// From one tap's start to the next's: longer than the multi-tap window after lift-off.
    package static let interval = 0.5

    /// XInput2 touch events for `points`, the first beginning at time 0.
    package static func inputs(for points: [Point]) -> [XI2Input] {
        InputScript.inputs(for: points.map(ScriptedGesture.tap))
    }
}
