import TouchKit
import TouchLabEngine

/// (b) The playback row: step back, pause/play, step forward, replay; the step counter;
/// slower, the speed, faster.
@MainActor
package final class PlaybackSection: PanelSection {
    package static let height = PanelTheme.buttonHeight

    private let playPause: Button
    private let stepLabel = Label()
    private let speedLabel = Label()

    package override init(frame: Rect, text: PanelText, actions: PanelActions) {
        playPause = Button(frame: Rect(x: 46, y: 0, width: 36, height: PanelTheme.buttonHeight),
                           name: "play-pause", title: "")
        super.init(frame: frame, text: text, actions: actions)
        let height = PanelTheme.buttonHeight
        addButton("step-back", "\u{25AE}\u{25C0}", Rect(x: 0, y: 0, width: 40, height: height)) { $0.step(by: -1) }
        configure(playPause, primary: true) { $0.togglePause() }
        addButton("step-forward", "\u{25B6}\u{25AE}", Rect(x: 88, y: 0, width: 40, height: height)) { $0.step(by: 1) }
        addButton("replay", "\u{21BA}", Rect(x: 134, y: 0, width: 34, height: height)) { $0.replay() }
        addButton("slower", "\u{2212}", Rect(x: width - 100, y: 0, width: 30, height: height)) { $0.changeSpeed(faster: false) }
        addButton("faster", "+", Rect(x: width - 30, y: 0, width: 30, height: height)) { $0.changeSpeed(faster: true) }
        for (label, frame) in [(stepLabel, Rect(x: 172, y: 0, width: width - 100 - 4 - 172, height: height)),
                               (speedLabel, Rect(x: width - 70, y: 0, width: 40, height: height))] {
            label.setFrame(frame)
            label.fontSize = PanelTheme.smallSize
            label.textColor = PanelTheme.secondaryText
            container.addSubview(label)
        }
    }

    package override func update(from session: LabSession) {
        let playing = session.lesson != nil && !session.playback.isPaused
            && !session.playback.isFinished(end: session.lesson?.duration ?? 0)
        playPause.title = playing ? "\u{25AE}\u{200A}\u{25AE}" : "\u{25B6}"
        speedLabel.text = session.playback.speedLabel
        stepLabel.text = Self.stepText(session)
    }

    /// `7 / 23`: the step playing (the last once finished) out of the lesson's steps.
    package static func stepText(_ session: LabSession) -> String {
        guard let lesson = session.lesson, !lesson.steps.isEmpty else { return "no touch yet" }
        let index = lesson.stepIndex(at: session.playback.position) ?? 0
        return "step \(index + 1) / \(lesson.steps.count)"
    }

    private func addButton(_ name: String, _ title: String, _ frame: Rect,
                           action: @escaping (PanelActions) -> Void) {
        configure(Button(frame: frame, name: name, title: title), primary: false, action: action)
    }

    private func configure(_ button: Button, primary: Bool, action: @escaping (PanelActions) -> Void) {
        if !primary {
            button.backgroundColor = PanelTheme.secondaryButton
            button.isSelected = true
        }
        let actions = self.actions
        button.addAction(for: .primaryActionTriggered) { _, _ in action(actions) }
        container.addSubview(button)
    }
}
