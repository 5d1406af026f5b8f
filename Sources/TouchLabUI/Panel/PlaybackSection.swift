import TouchKit
import TouchLabEngine

/// (b) The playback row: step back, pause/play, step forward, replay; the step counter;
/// slower, the speed, faster.
@MainActor
package final class PlaybackSection: PanelSection {
    package static let height = PanelTheme.buttonHeight
    /// The speed group at the right: −, the speed, +. The buttons are narrow so that the
    /// step counter has room for the longest lesson ("step 8000 / 8000").
    package static let speedWidth = 112.0
    /// The speed group in a narrow panel: room for "instant" still.
    static let narrowSpeedWidth = 100.0

    private let playPause: Button
    private let stepLabel = Label()
    /// `lesson 2 of 3`, under the step while there is more than one lesson.
    private let lessonLabel = Label()
    private let speedLabel = Label()
    /// The four buttons at the left, narrower in a narrow panel so the counter keeps room.
    private let transportWidth: Double
    private let speedWidth: Double
    /// A section narrower than this (the panel of a small window) has narrower buttons.
    static let narrowWidth = 320.0

    package override init(frame: Rect, text: PanelText, actions: PanelActions) {
        let narrow = frame.width < Self.narrowWidth
        let button = narrow ? 28.0 : 36.0
        let gap = narrow ? 4.0 : 6.0
        playPause = Button(frame: Rect(x: button + gap, y: 0, width: button, height: PanelTheme.buttonHeight),
                           name: "play-pause", title: "")
        transportWidth = 4 * button - 4 + 3 * gap
        speedWidth = narrow ? Self.narrowSpeedWidth : Self.speedWidth
        super.init(frame: frame, text: text, actions: actions)
        let height = PanelTheme.buttonHeight
        addButton("step-back", "\u{25AE}\u{25C0}", Rect(x: 0, y: 0, width: button, height: height), .jumpToStart)
        configure(playPause, primary: true, command: .pauseOrPlay)
        addButton("step-forward", "\u{25B6}\u{25AE}", Rect(x: 2 * (button + gap), y: 0, width: button, height: height), .jumpToEnd)
        addButton("replay", "\u{21BA}", Rect(x: 3 * (button + gap), y: 0, width: button - 4, height: height), .replay)
        addButton("slower", "\u{2212}", Rect(x: width - speedWidth, y: 0, width: 30, height: height), .slower)
        addButton("faster", "+", Rect(x: width - 30, y: 0, width: 30, height: height), .faster)
        for (label, frame) in [(stepLabel, stepFrame(twoRows: false)), (lessonLabel, lessonFrame),
                               (speedLabel, Rect(x: width - speedWidth + 30, y: 0, width: speedWidth - 60, height: height))] {
            label.setFrame(frame)
            label.fontSize = PanelTheme.smallSize
            label.textColor = PanelTheme.secondaryText
            container.addSubview(label)
        }
    }

    package override func update(from session: LabSession, shown: ShownLesson, selection: View?) {
        playPause.title = shown.isPlaying ? "\u{25AE}\u{200A}\u{25AE}" : "\u{25B6}"
        speedLabel.text = shown.playback.isInstant ? text.words.panel.instant : shown.playback.speedLabel
        stepLabel.text = Self.stepText(shown, words: text.words.panel, fitting: { [text] in
            text.width(of: $0, size: PanelTheme.smallSize) <= stepFrame(twoRows: false).width
        })
        lessonLabel.text = Self.lessonText(shown, words: text.words.panel, fitting: { [text] in
            text.width(of: $0, size: PanelTheme.smallSize) <= stepFrame(twoRows: true).width
        }) ?? ""
        stepLabel.setFrame(stepFrame(twoRows: !lessonLabel.text.isEmpty))
    }

    private func stepFrame(twoRows: Bool) -> Rect {
        let height = PanelTheme.buttonHeight
        return Rect(x: transportWidth + 4, y: 0, width: width - speedWidth - 8 - transportWidth, height: twoRows ? height / 2 : height)
    }

    private var lessonFrame: Rect {
        let row = stepFrame(twoRows: true)
        return Rect(x: row.minX, y: row.height, width: row.width, height: row.height)
    }

    /// `step 7 / 23`: the step shown out of the lesson's steps; `step 1016/1016` when
    /// `fits` says the spaced form does not fit (a lesson of a thousand steps), and the
    /// numbers alone when that does not fit either.
    package static func stepText(_ shown: ShownLesson, words: PanelWords = Words().panel,
                                 fitting fits: (String) -> Bool = { _ in true }) -> String {
        guard let moment = shown.moment else { return words.noTouchYet }
        let (current, count) = (moment.current + 1, moment.lesson.steps.count)
        let spaced = words.step(current, of: count, spaced: true)
        if fits(spaced) { return spaced }
        let tight = words.step(current, of: count, spaced: false)
        return fits(tight) ? tight : "\(current)/\(count)"
    }

    /// `lesson 3 of 5`: the lesson shown out of the recent ones; nil while there is one.
    /// `lesson 3/5` when `fits` says the spaced form does not fit, the numbers alone when
    /// that does not fit either.
    package static func lessonText(_ shown: ShownLesson, words: PanelWords = Words().panel,
                                   fitting fits: (String) -> Bool = { _ in true }) -> String? {
        guard let position = shown.position, position.count > 1 else { return nil }
        let spaced = words.lesson(position.index, of: position.count, spaced: true)
        if fits(spaced) { return spaced }
        let tight = words.lesson(position.index, of: position.count, spaced: false)
        return fits(tight) ? tight : "\(position.index)/\(position.count)"
    }

    private func addButton(_ name: String, _ title: String, _ frame: Rect, _ command: LabCommand) {
        configure(Button(frame: frame, name: name, title: title), primary: false, command: command)
    }

    private func configure(_ button: Button, primary: Bool, command: LabCommand) {
        if !primary {
            button.backgroundColor = PanelTheme.secondaryButton
            button.isSelected = true
        }
        let actions = self.actions
        button.addAction(for: .primaryActionTriggered) { _, _ in actions.send(command) }
        container.addSubview(button)
    }
}
