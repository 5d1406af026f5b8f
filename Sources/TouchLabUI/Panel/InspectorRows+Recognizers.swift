import TouchKit
import TouchLabEngine

/// The selected view's recognizers: a grid of their four switches (enabled,
/// cancelsTouchesInView, delaysTouchesBegan, delaysTouchesEnded), a row per recognizer,
/// so every switch shows near the top; then each one's kind and settings, how it relates
/// to others, and its state in the lesson shown with why a failed or cancelled one ended so.
extension InspectorRows {
    static let gridSettings: [(RecognizerSetting, String)] = [
        (.enabled, "enabled"), (.cancelsTouchesInView, "cancels"),
        (.delaysTouchesBegan, "delays-began"), (.delaysTouchesEnded, "delays-ended"),
    ]

    /// The grid of the recognizers' switches, under the view's own (nothing without
    /// recognizers).
    mutating func addRecognizerSwitches() {
        let recognizers = view.gestureRecognizers.filter(\.isTraced)
        guard !recognizers.isEmpty else { return }
        addGridHeader()
        for recognizer in recognizers { addGridRow(recognizer) }
    }

    /// What each recognizer is and did.
    mutating func addRecognizers() {
        let recognizers = view.gestureRecognizers.filter(\.isTraced)
        heading(text.words.panel.recognizers(any: !recognizers.isEmpty))
        let all = session.scene.allViews.flatMap(\.gestureRecognizers)
        for recognizer in recognizers {
            let language = text.words.language
            paragraph(recognizer.traceName + " \u{2014} " + RecognizerFacts.kind(of: recognizer, language: language) + ": "
                      + RecognizerFacts.settings(of: recognizer, language: language))
            let relations = RecognizerFacts.relations(of: recognizer, among: all, language: language)
            if !relations.isEmpty { paragraph(relations, color: PanelTheme.secondaryText, indent: 12) }
            addOutcome(of: recognizer)
        }
    }

    /// The grid's name column and its switch columns' left edges.
    private var gridColumns: (name: Double, columns: [Double]) {
        let name = (width * 0.3).rounded()
        let column = (width - name) / Double(Self.gridSettings.count)
        return (name, Self.gridSettings.indices.map { name + Double($0) * column })
    }

    private mutating func addGridHeader() {
        let titles = Self.gridSettings.map { text.words.panel.column($0.0) }
        let content = "columns " + titles.joined(separator: ",")
        contents.append(content)
        guard makesViews else { return }
        let (name, columns) = gridColumns
        let columnWidth = (width - name) / Double(columns.count) - 4
        let wrapped = titles.map { text.wrap($0, size: PanelTheme.headerSize, width: columnWidth) }
        let lines = wrapped.map(\.count).max() ?? 1
        let row = View(frame: Rect(x: 0, y: 0, width: width, height: Double(lines) * 12 + 8))
        row.addSubview(text.label(text.words.panel.recognizerColumn, size: PanelTheme.headerSize, color: PanelTheme.header,
                                  x: 0, y: 6, maxWidth: name - 6, height: 12))
        for (index, title) in wrapped.enumerated() {
            for (line, text) in title.enumerated() {
                row.addSubview(self.text.label(text, size: PanelTheme.headerSize, color: PanelTheme.header, x: columns[index],
                                               y: 6 + Double(line) * 12, maxWidth: columnWidth, height: 12))
            }
        }
        rows.append(InspectorRow(view: row, content: content))
    }

    private mutating func addGridRow(_ recognizer: GestureRecognizer) {
        let name = recognizer.traceName
        let toggles = Self.gridSettings.map { setting, suffix in
            InspectorToggle(name: "\(name)-\(suffix)", title: text.words.panel.column(setting),
                            value: { SelectionEditor.value(of: setting, on: recognizer) },
                            edit: { .recognizer(name: name, setting: setting, on: $0) })
        }
        let content = "toggles " + toggles.map(\.name).joined(separator: ",")
        contents.append(content)
        guard makesViews else { return }
        let (nameWidth, columns) = gridColumns
        let row = View(frame: Rect(x: 0, y: 0, width: width, height: 26))
        row.addSubview(text.label(name, size: PanelTheme.smallSize, color: PanelTheme.primaryText, x: 0, y: 6.5,
                                  maxWidth: nameWidth - 6, height: 13))
        var refreshers: [() -> Void] = []
        for (toggle, x) in zip(toggles, columns) {
            refreshers.append(addSwitch(toggle, to: row, x: x, width: 36, titled: false))
        }
        rows.append(InspectorRow(view: row, content: content) { for refresh in refreshers { refresh() } })
    }

    /// The recognizer's last state in the lesson so far, and why when it failed or was
    /// cancelled.
    private mutating func addOutcome(of recognizer: GestureRecognizer) {
        guard let moment = shown.moment else { return }
        let words = text.words
        guard let outcome = RecognizerOutcome(recognizer, in: moment, scene: session.scene, language: words.language) else {
            return paragraph(words.panel.inThisLesson(Self.withoutChange(recognizer, in: moment, words: words)),
                             color: PanelTheme.secondaryText, indent: 12)
        }
        let color = outcome.isFailure ? PanelTheme.rejected : PanelTheme.secondaryText
        let panel = words.panel
        paragraph(panel.inThisLesson(panel.outcome(words.captions.state(outcome.state), at: Quantity.seconds(outcome.time, in: words.language),
                                                   cause: outcome.text)), color: color, indent: 12)
    }

    /// A recognizer that changed no state so far: it received the touches and stayed
    /// possible, or never received them — as the journey strip tells it, from the lesson.
    private static func withoutChange(_ recognizer: GestureRecognizer, in moment: LessonMoment, words: Words) -> String {
        switch JourneyRecognizers.parts(for: moment).first(where: { $0.name == recognizer.traceName })?.part {
        case .possible?: words.panel.possibleNoChange
        case .neverSaw(let why)?: words.strip.neverSawInFull(why)
        case .changed?, nil: words.panel.notOnPath
        }
    }
}
