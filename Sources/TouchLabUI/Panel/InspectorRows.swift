import TouchKit
import TouchLabEngine

/// The inspector's rows for one selected view, every value read from the model (the view,
/// its recognizers, the lesson shown): its name and kind, its switches (flags and hit
/// area, two to a row), alpha and its recognizers' switches (a row each), why it did or
/// did not get the last touch — right under the switches that change the answer — what
/// its recognizers are and did
/// with theirs, then geometry, hit area, touch methods and the touch shown. The controls
/// come before the long text, so they show without scrolling. Each line of text is a row
/// of its own, so the list scrolls by whole lines.
///
/// Built without views (`makesViews` false) it only says what the rows would show, which is
/// what the section compares on every refresh: the views are made only when that changed.
@MainActor
package struct InspectorRows {
    let session: LabSession
    let shown: ShownLesson
    let view: View
    let text: PanelText
    let width: Double
    let actions: PanelActions
    let makesViews: Bool
    /// The rows, with their views (empty when built without views).
    package internal(set) var rows: [InspectorRow] = []
    /// What each row shows, top to bottom: its line of text, or its controls' names.
    package internal(set) var contents: [String] = []

    package init(session: LabSession, shown: ShownLesson, view: View, text: PanelText, width: Double,
                 actions: PanelActions, makesViews: Bool = true) {
        self.session = session
        self.shown = shown
        self.view = view
        self.text = text
        self.width = width
        self.actions = actions
        self.makesViews = makesViews
        build()
    }

    var editor: SelectionEditor { SelectionEditor(scene: session.scene, view: view) }

    private mutating func build() {
        paragraph("\(view.traceName) \u{2014} \(text.words.panel.kind(of: view))", size: PanelTheme.titleSize - 2)
        addFlags()
        addAlphaRow()
        addRecognizerSwitches()
        addAnswer()
        addRecognizers()
        addGeometry()
        addHitArea()
        addTouchMethods()
        addTouch()
    }

    private mutating func addAnswer() {
        let report = shown.lesson.flatMap(HitTestReport.init(lesson:))
        let question = text.words.whyNot.question(view.traceName, isHitView: report?.hitView === view)
        // The lesson shown may have searched the scene as it was before an edit.
        heading(shown.isStale ? question + " " + text.words.edits.beforeTheChange : question)
        let answer = report.map { WhyNot.answer(for: view, in: $0) }
        if case .hitView = answer, touchesCancelled(of: view) {
            paragraph(text.words.whyNot.hitViewCancelled(view.traceName))
        } else {
            paragraph(WhyNot.sentence(for: view, in: report, words: text.words.whyNot))
        }
    }

    /// Whether `view` was sent touchesCancelled by the step shown (never a later step).
    private func touchesCancelled(of view: View) -> Bool {
        shown.moment?.shownSteps.contains { step in
            if case let .hop(.cancelled, _, receiver, _, _) = step.kind { receiver === view } else { false }
        } ?? false
    }

    private mutating func addGeometry() {
        heading(text.words.panel.geometry)
        let described = session.scene.source?.views.first { $0.name == view.name }
        let transform = view.isTransformed
            ? GeometryText.words(for: described?.transform ?? GeometryText.decomposed(view.transform)).joined(separator: ", ")
            : ""
        paragraph("frame \(ViewFacts.rect(view.frame))   bounds \(ViewFacts.rect(view.bounds))   transform "
                  + (transform.isEmpty ? text.words.panel.none : transform), color: PanelTheme.secondaryText)
    }

    private mutating func addFlags() {
        heading(text.words.panel.flags)
        let editor = self.editor
        var toggles = [
            InspectorToggle(name: "hidden", title: text.words.panel.toggle(.hidden), value: { editor.isHidden }, edit: { .hidden($0) }),
            InspectorToggle(name: "interaction", title: text.words.panel.toggle(.userInteraction), value: { editor.isUserInteractionEnabled },
                            edit: { .userInteraction($0) }),
            InspectorToggle(name: "clips", title: text.words.panel.toggle(.clipsToBounds), value: { editor.clipsToBounds },
                            edit: { .clipsToBounds($0) }),
            InspectorToggle(name: "multiple-touch", title: text.words.panel.toggle(.multipleTouch), value: { editor.isMultipleTouchEnabled },
                            edit: { .multipleTouch($0) }),
            InspectorToggle(name: "exclusive-touch", title: text.words.panel.toggle(.exclusiveTouch), value: { editor.isExclusiveTouch },
                            edit: { .exclusiveTouch($0) }),
        ]
        if editor.isEnabled != nil {
            toggles.append(InspectorToggle(name: "enabled", title: text.words.panel.toggle(.controlEnabled), value: { editor.isEnabled ?? true },
                                           edit: { .enabled($0) }))
        }
        toggles += [
            InspectorToggle(name: "hit-area", title: text.words.panel.toggle(.hitArea44), value: { editor.hasEnlargedHitArea },
                            edit: { .enlargedHitArea($0) }, isEnabled: editor.hasBehavior),
            InspectorToggle(name: "out-of-bounds", title: text.words.panel.toggle(.outOfBounds), value: { editor.includesOutOfBoundsChildren },
                            edit: { .outOfBoundsChildren($0) }, isEnabled: editor.hasBehavior),
        ]
        addToggles(toggles)
    }

    private mutating func addHitArea() {
        heading(text.words.panel.hitArea)
        paragraph(ViewFacts.hitArea(of: view, language: text.words.language), color: PanelTheme.secondaryText)
    }

    private mutating func addTouchMethods() {
        heading(text.words.panel.touchMethods)
        paragraph(ViewFacts.touchMethods(of: view, language: text.words.language), color: PanelTheme.secondaryText)
    }

    // MARK: Rows

    /// A small grey heading over a group of rows.
    mutating func heading(_ title: String) {
        for line in text.wrap(title, size: PanelTheme.bodySize, width: width) {
            contents.append("# " + line)
            guard makesViews else { continue }
            let row = View(frame: Rect(x: 0, y: 0, width: width, height: PanelTheme.lineHeight + 8))
            row.addSubview(text.label(line, size: PanelTheme.bodySize, color: PanelTheme.header, x: 0, y: 7,
                                      maxWidth: width))
            rows.append(InspectorRow(view: row, content: "# " + line))
        }
    }

    /// `string` wrapped to the row's width, one row per line.
    mutating func paragraph(_ string: String, size: Double = PanelTheme.bodySize, color: Color = PanelTheme.primaryText,
                            indent: Double = 0) {
        let height = size > PanelTheme.bodySize ? PanelTheme.titleSize + 4 : PanelTheme.lineHeight
        for line in text.wrap(string, size: size, width: width - indent) {
            contents.append(line)
            guard makesViews else { continue }
            let row = View(frame: Rect(x: 0, y: 0, width: width, height: height))
            row.addSubview(text.label(line, size: size, color: color, x: indent, y: 0, maxWidth: width - indent,
                                      height: height))
            rows.append(InspectorRow(view: row, content: line))
        }
    }

    /// Switches two to a row.
    mutating func addToggles(_ toggles: [InspectorToggle]) {
        let columnWidth = (width - 12) / 2
        for start in stride(from: 0, to: toggles.count, by: 2) {
            let names = toggles[start..<min(start + 2, toggles.count)].map(\.name).joined(separator: ",")
            contents.append("toggles " + names)
            guard makesViews else { continue }
            let row = View(frame: Rect(x: 0, y: 0, width: width, height: 26))
            var refreshers: [() -> Void] = []
            let pair = toggles[start..<min(start + 2, toggles.count)]
            // A switch alone on its row takes the row's width, so its title wraps only
            // where it must (a long name in a narrow panel).
            for (column, toggle) in pair.enumerated() {
                refreshers.append(addSwitch(toggle, to: row, x: Double(column) * (columnWidth + 12),
                                            width: pair.count == 1 ? width : columnWidth))
            }
            rows.append(InspectorRow(view: row, content: "toggles " + names) { for refresh in refreshers { refresh() } })
        }
    }

    /// A switch at `x` in `row`, its title to its right (unless not `titled`: a grid's
    /// column says it).
    func addSwitch(_ toggle: InspectorToggle, to row: View, x: Double, width: Double, titled: Bool = true) -> () -> Void {
        let control = Switch(frame: Rect(x: x, y: 2, width: 36, height: 22), name: toggle.name)
        let actions = self.actions
        control.addAction(for: .valueChanged) { sender, _ in
            guard let on = (sender as? Switch)?.isOn else { return }
            actions.send(.edit(toggle.edit(on)))
        }
        control.isEnabled = toggle.isEnabled
        row.addSubview(control)
        guard titled else { return { control.setOn(toggle.value()) } }
        let lines = text.wrap(toggle.title, size: PanelTheme.smallSize, width: width - 42)
        let top = (26 - Double(lines.count) * 13) / 2
        for (index, line) in lines.enumerated() {
            row.addSubview(text.label(line, size: PanelTheme.smallSize, color: PanelTheme.primaryText, x: x + 42,
                                      y: top + Double(index) * 13, maxWidth: width - 42, height: 13))
        }
        return { control.setOn(toggle.value()) }
    }

    private mutating func addAlphaRow() {
        contents.append("alpha")
        guard makesViews else { return }
        let row = View(frame: Rect(x: 0, y: 0, width: width, height: 26))
        row.addSubview(text.label(text.words.panel.alpha, size: PanelTheme.bodySize, color: PanelTheme.primaryText, x: 0, y: 5.5,
                                  maxWidth: 40))
        let slider = Slider(frame: Rect(x: 44, y: 1, width: width - 44 - 44, height: 24), name: "alpha")
        slider.thumbDiameter = 20
        let actions = self.actions
        slider.addAction(for: .valueChanged) { sender, _ in
            guard let value = (sender as? Slider)?.value else { return }
            actions.send(.edit(.alpha(value)))
        }
        row.addSubview(slider)
        let value = Label(frame: Rect(x: width - 36, y: 5.5, width: 36, height: PanelTheme.lineHeight))
        value.fontSize = PanelTheme.smallSize
        value.textColor = PanelTheme.secondaryText
        row.addSubview(value)
        let editor = self.editor
        rows.append(InspectorRow(view: row, content: "alpha") {
            slider.value = editor.alpha
            value.text = ViewFacts.alpha(editor.alpha)
        })
    }
}
