import TouchKit
import TouchLabEngine

/// The selected view's recognizers: kind and settings, how they relate to others, their
/// state in the lesson shown with why a failed or cancelled one ended so, and the four
/// switches (enabled, cancelsTouchesInView, delaysTouchesBegan, delaysTouchesEnded).
extension InspectorRows {
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
            addRecognizerToggles(recognizer)
            addOutcome(of: recognizer)
        }
    }

    private mutating func addRecognizerToggles(_ recognizer: GestureRecognizer) {
        let name = recognizer.traceName
        let titles: [(RecognizerSetting, String, String)] = [
            (.enabled, "enabled", text.words.panel.toggle(.enabled)),
            (.cancelsTouchesInView, "cancels", text.words.panel.toggle(.cancelsTouchesInView)),
            (.delaysTouchesBegan, "delays-began", text.words.panel.toggle(.delaysTouchesBegan)),
            (.delaysTouchesEnded, "delays-ended", text.words.panel.toggle(.delaysTouchesEnded)),
        ]
        addToggles(titles.map { setting, suffix, title in
            InspectorToggle(name: "\(name)-\(suffix)", title: title,
                            value: { SelectionEditor.value(of: setting, on: recognizer) },
                            edit: { .recognizer(name: name, setting: setting, on: $0) })
        })
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
        paragraph(panel.inThisLesson(panel.outcome(words.captions.state(outcome.state), at: Quantity.seconds(outcome.time),
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
