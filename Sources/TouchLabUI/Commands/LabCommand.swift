import TouchKit

/// Everything a person can ask of the lab, whether by a key, a panel button or the mouse:
/// the keyboard, the panel and the window turn their input into one of these, and
/// `LabController.perform` is the one place that carries it out.
package enum LabCommand: Equatable, Sendable {
    // Playback of the shown lesson.
    case pauseOrPlay, stepBack, stepForward, jumpToStart, jumpToEnd, replay
    /// Shows the shown lesson's step `index` (a click on a timeline mark), paused there.
    case showStep(Int)
    /// Scrolls the timeline's lanes by this many rows (the wheel over the timeline).
    case scrollTimeline(by: Int)
    case faster, slower, instant
    // The lesson history.
    case previousLesson, nextLesson
    // The inspector.
    /// Selects the scene's view `index` (a click on its row in the view tree): the tree's
    /// rows stay where they are, under the pointer that chose one.
    case selectView(index: Int)
    case selectNextView, edit(SelectionEdit)
    /// Collapses the view tree to the path to the selected view, or shows it whole (its
    /// disclosure triangle).
    case toggleViewTree
    /// Scrolls a list of the panel by this many rows, positive towards the end of its
    /// content (the wheel over it, a press on its "more" line).
    case scrollPanel(PanelScroll.List, by: Int)
    /// Selects the view drawn at `point` (scene coordinates), the frontmost; pressed again
    /// where the selected view is, the one behind it (a right-click on the scene).
    case pickView(at: Point)
    // The window.
    case toggleHelp
    /// Shows or hides the legend card (what the colours and marks mean).
    case toggleLegend
    /// Shows or hides the code pane: the hit test written out, its running line lit.
    case toggleCode
    /// Closes what is open (the help card or the legend, then the selection); quits when
    /// nothing is.
    case escape
    case showScene(index: Int), moveScene(by: Int)
    case screenshot, quit
    /// Exports the shown lesson as an animation (GIF), beside the screenshots.
    case exportLesson
}

/// A change the inspector makes to the selected view, applied live to the scene.
package enum SelectionEdit: Equatable, Sendable {
    case hidden(Bool), userInteraction(Bool), clipsToBounds(Bool)
    case multipleTouch(Bool), exclusiveTouch(Bool)
    /// A control's `isEnabled`.
    case enabled(Bool)
    case enlargedHitArea(Bool), outOfBoundsChildren(Bool)
    /// A setting of the selected view's recognizer named `name`.
    case recognizer(name: String, setting: RecognizerSetting, on: Bool)
    case alpha(Double)
    /// Back to the scene file's values.
    case reset
}

/// The recognizer settings the inspector switches live.
package enum RecognizerSetting: Equatable, Sendable, CaseIterable {
    case enabled, cancelsTouchesInView, delaysTouchesBegan, delaysTouchesEnded
}
