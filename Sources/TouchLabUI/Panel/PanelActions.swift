import TouchKit
import TouchLabEngine

/// What the panel's controls do to the lab: every action changes the session and marks it
/// changed (`LabSession.touch()`), so the next frame shows the result.
@MainActor
package final class PanelActions {
    /// The session the panel last saw; actions run inside `InspectorPanel.handle`.
    package weak var session: LabSession?

    package func select(viewAt index: Int) {
        guard let session, session.scene.allViews.indices.contains(index) else { return }
        session.selectedView = session.scene.allViews[index]
        session.touch()
    }

    package func togglePause() {
        guard let session else { return }
        if let lesson = session.lesson, session.playback.isPaused,
           session.playback.isFinished(end: lesson.duration) {
            return session.replayLesson()
        }
        session.playback.isPaused.toggle()
        session.touch()
    }

    package func step(by offset: Int) { session?.step(by: offset) }

    /// Asks the window for the previous (-1) or next (+1) built-in scene.
    package func switchScene(by offset: Int) {
        session?.sceneRequest = offset
        session?.touch()
    }
    package func replay() { session?.replayLesson() }

    package func changeSpeed(faster: Bool) {
        guard let session else { return }
        if faster { session.playback.faster() } else { session.playback.slower() }
        session.touch()
    }

    /// Runs `change` on the selected view's editor, then marks the session changed.
    package func edit(_ change: (SelectionEditor) -> Void) {
        guard let session, let view = session.selectedView else { return }
        change(SelectionEditor(scene: session.scene, view: view))
        session.touch()
    }
}
