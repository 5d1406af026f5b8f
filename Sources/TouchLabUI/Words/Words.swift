import TouchLabFormats

/// Everything the lab says, in one language, by area: each area's words live in one
/// catalog type beside this one, holding every text in both languages side by side, so no
/// text can exist in one language only (every entry is a `pick` of both). States, events
/// and phases stay typed up to here; the catalogs turn them into words where a label is
/// written. Swift catalogs rather than string tables: most texts are sentences built
/// around names and numbers, which a format string per language would only hide.
package struct Words: Sendable, Equatable {
    package let language: Language

    package init(_ language: Language = .english) {
        self.language = language
    }

    package var notices: NoticeWords { NoticeWords(language: language) }
    package var lessons: LessonWords { LessonWords(language: language) }
    package var help: HelpWords { HelpWords(language: language) }
    package var panel: PanelWords { PanelWords(language: language) }
    package var whyNot: WhyNotWords { WhyNotWords(language: language) }
    package var strip: StripWords { StripWords(language: language) }
    package var overlays: OverlayWords { OverlayWords(language: language) }
    package var timeline: TimelineWords { TimelineWords(language: language) }
    package var edits: EditWords { EditWords(language: language) }
    package var captions: CaptionWords { CaptionWords(language: language) }
}

extension Language {
    /// The text of this language from a pair written side by side.
    func pick(_ english: String, _ chinese: String) -> String {
        switch self {
        case .english: english
        case .simplifiedChinese: chinese
        }
    }
}
