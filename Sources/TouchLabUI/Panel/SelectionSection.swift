import TouchKit
import TouchLabEngine

/// (d) The selected view's switches and alpha slider, applied live to the scene, and (e)
/// why it did or did not get the last touch.
@MainActor
package final class SelectionSection: PanelSection {
    package static let toggleRowHeight = 24.0
    package static let answerLines = 2
    package static var height: Double {
        PanelTheme.headerHeight + 3 * toggleRowHeight + 6 + PanelTheme.headerHeight
            + Double(answerLines) * PanelTheme.lineHeight
    }

    /// The switches, by name, and how each reads and writes the selected view.
    private struct Toggle {
        package let name: String
        package let title: String
        package let value: (SelectionEditor) -> Bool
        package let edit: (Bool) -> SelectionEdit
        package var needsBehavior = false
    }

    private static let toggles: [Toggle] = [
        Toggle(name: "hidden", title: "Hidden", value: { $0.isHidden }, edit: { .hidden($0) }),
        Toggle(name: "interaction", title: "Interaction", value: { $0.isUserInteractionEnabled },
               edit: { .userInteraction($0) }),
        Toggle(name: "clips", title: "Clips to bounds", value: { $0.clipsToBounds }, edit: { .clipsToBounds($0) }),
        Toggle(name: "hit-area", title: "Hit area \u{2265} 44", value: { $0.hasEnlargedHitArea },
               edit: { .enlargedHitArea($0) }, needsBehavior: true),
        Toggle(name: "out-of-bounds", title: "Out-of-bounds", value: { $0.includesOutOfBoundsChildren },
               edit: { .outOfBoundsChildren($0) }, needsBehavior: true),
    ]

    private let controls = View()
    private let nameLabel = Label()
    private var switches: [Switch] = []
    private let slider = Slider(name: "alpha")
    private let alphaValue = Label()
    private let answerView = View()
    private let placeholder = View()
    private var shownAnswer: [String] = []

    package override init(frame: Rect, text: PanelText, actions: PanelActions) {
        super.init(frame: frame, text: text, actions: actions)
        let header = text.header("Selected", x: 0, y: 0, maxWidth: width)
        container.addSubview(header)
        controls.setFrame(Rect(x: 0, y: 0, width: width, height: frame.height))
        container.addSubview(controls)
        configureName(after: header)
        configurePlaceholder()
        for (index, toggle) in Self.toggles.enumerated() { addSwitch(toggle, cell: index) }
        configureSlider(cell: Self.toggles.count)
        answerView.setFrame(Rect(x: 0, y: PanelTheme.headerHeight + 3 * Self.toggleRowHeight + 6,
                                 width: width, height: frame.height))
        controls.addSubview(answerView)
    }

    package override func update(from session: LabSession) {
        guard let view = session.selectedView else {
            controls.isHidden = true
            placeholder.isHidden = false
            return
        }
        controls.isHidden = false
        placeholder.isHidden = true
        let editor = SelectionEditor(scene: session.scene, view: view)
        let described = session.scene.source?.views.first { $0.name == view.name }
        let title = [view.traceName, GeometryText.summary(of: view, described: described)].compactMap { $0 }
            .joined(separator: " · ")
        nameLabel.text = title
        nameLabel.setFrame(Rect(x: nameLabel.frame.minX, y: 2,
                                width: min(text.width(of: title, size: PanelTheme.bodySize), width - 60 - nameLabel.frame.minX),
                                height: PanelTheme.lineHeight))
        for (toggle, control) in zip(Self.toggles, switches) {
            control.setOn(toggle.value(editor))
            control.isEnabled = !toggle.needsBehavior || editor.hasBehavior
        }
        slider.value = editor.alpha
        alphaValue.text = formatAlpha(editor.alpha)
        updateAnswer(for: view, session: session)
    }

    private func updateAnswer(for view: View, session: LabSession) {
        let report = session.lesson.flatMap(HitTestReport.init(lesson:))
        let question = report?.hitView === view ? "Why \(view.traceName)?" : "Why not \(view.traceName)?"
        let sentence = WhyNot.sentence(for: view, in: report)
        let lines = text.wrap(sentence, size: PanelTheme.bodySize, width: width, maxLines: Self.answerLines)
        guard [question] + lines != shownAnswer else { return }
        shownAnswer = [question] + lines
        var views: [View] = [text.header(question, x: 0, y: 0, maxWidth: width)]
        for (index, line) in lines.enumerated() {
            views.append(text.label(line, size: PanelTheme.bodySize, color: PanelTheme.primaryText, x: 0,
                                    y: PanelTheme.headerHeight + Double(index) * PanelTheme.lineHeight, maxWidth: width))
        }
        replaceSubviews(of: answerView, with: views)
    }

    // MARK: Building

    private func configureName(after header: Label) {
        nameLabel.fontSize = PanelTheme.bodySize
        nameLabel.textColor = PanelTheme.primaryText
        nameLabel.setFrame(Rect(x: header.frame.maxX + 8, y: 2, width: 0, height: PanelTheme.lineHeight))
        controls.addSubview(nameLabel)
        let reset = Button(frame: Rect(x: width - 56, y: 0, width: 56, height: 20), name: "reset", title: "Reset")
        reset.backgroundColor = PanelTheme.secondaryButton
        reset.isSelected = true
        let actions = self.actions
        reset.addAction(for: .primaryActionTriggered) { _, _ in actions.send(.edit(.reset)) }
        controls.addSubview(reset)
    }

    /// The words shown while nothing is selected, wrapped into `placeholder`.
    package static let placeholderText = "Click a view in the tree to inspect it: hide it, fade it, enlarge its hit "
        + "area or let children outside its bounds take touches, and ask why it did or did not get the last touch."

    private func configurePlaceholder() {
        placeholder.setFrame(Rect(x: 0, y: PanelTheme.headerHeight, width: width, height: 4 * PanelTheme.lineHeight))
        let lines = text.wrap(Self.placeholderText, size: PanelTheme.bodySize, width: width, maxLines: 4)
        for (index, line) in lines.enumerated() {
            placeholder.addSubview(text.label(line, size: PanelTheme.bodySize, color: PanelTheme.tertiaryText, x: 0,
                                              y: Double(index) * PanelTheme.lineHeight, maxWidth: width))
        }
        container.addSubview(placeholder)
    }

    /// The frame of toggle cell `index`: two columns, three rows.
    private func cell(_ index: Int) -> Rect {
        let columnWidth = (width - 16) / 2
        return Rect(x: Double(index % 2) * (columnWidth + 16),
                    y: PanelTheme.headerHeight + Double(index / 2) * Self.toggleRowHeight,
                    width: columnWidth, height: Self.toggleRowHeight)
    }

    private func addSwitch(_ toggle: Toggle, cell index: Int) {
        let frame = cell(index)
        let control = Switch(frame: Rect(x: frame.minX, y: frame.minY + 1, width: 36, height: 22), name: toggle.name)
        let actions = self.actions
        control.addAction(for: .valueChanged) { sender, _ in
            guard let on = (sender as? Switch)?.isOn else { return }
            actions.send(.edit(toggle.edit(on)))
        }
        switches.append(control)
        controls.addSubview(control)
        controls.addSubview(text.label(toggle.title, size: PanelTheme.bodySize, color: PanelTheme.primaryText,
                                       x: frame.minX + 44, y: frame.minY + 4.5, maxWidth: frame.width - 44))
    }

    private func configureSlider(cell index: Int) {
        let frame = cell(index)
        controls.addSubview(text.label("Alpha", size: PanelTheme.bodySize, color: PanelTheme.primaryText,
                                       x: frame.minX, y: frame.minY + 4.5, maxWidth: 40))
        slider.setFrame(Rect(x: frame.minX + 40, y: frame.minY, width: frame.width - 40 - 34, height: 24))
        slider.thumbDiameter = 20
        let actions = self.actions
        slider.addAction(for: .valueChanged) { sender, _ in
            guard let value = (sender as? Slider)?.value else { return }
            actions.send(.edit(.alpha(value)))
        }
        controls.addSubview(slider)
        alphaValue.fontSize = PanelTheme.smallSize
        alphaValue.textColor = PanelTheme.secondaryText
        alphaValue.setFrame(Rect(x: frame.maxX - 30, y: frame.minY + 4.5, width: 30, height: PanelTheme.lineHeight))
        controls.addSubview(alphaValue)
    }

    private func formatAlpha(_ alpha: Double) -> String {
        let hundredths = Int((alpha * 100).rounded())
        return "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)"
    }
}
