/// Everything a person can ask of the lab, whether by a key, a panel button or the mouse:
/// the keyboard, the panel and the window turn their input into one of these, and
/// `LabController.perform` is the one place that carries it out.
package enum LabCommand: Equatable, Sendable {
    // Playback of the shown lesson.
    case pauseOrPlay, stepBack, stepForward, jumpToStart, jumpToEnd, replay
    /// Shows the shown lesson's step `index` (a click on a timeline mark), paused there.
    case showStep(Int)
    case faster, slower, instant
    // The lesson history.
    case previousLesson, nextLesson
    // The inspector.
    case selectView(index: Int), selectNextView, edit(SelectionEdit)
    // The window.
    case toggleHelp
    /// Closes what is open (the help card, then the selection); quits when nothing is.
    case escape
    case showScene(index: Int), moveScene(by: Int)
    case screenshot, quit
}

/// A change the inspector makes to the selected view, applied live to the scene.
package enum SelectionEdit: Equatable, Sendable {
    case hidden(Bool), userInteraction(Bool), clipsToBounds(Bool)
    case enlargedHitArea(Bool), outOfBoundsChildren(Bool)
    case alpha(Double)
    /// Back to the scene file's values.
    case reset
}
