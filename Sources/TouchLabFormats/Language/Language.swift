/// The language the lab speaks in: everything it draws as words (titles, panel, answers,
/// help, strip). Chosen once when a run starts, from `--lang` or the locale; the trace and
/// the API names inside sentences are the same in every language.
package enum Language: String, CaseIterable, Sendable {
    case english = "en"
    case simplifiedChinese = "zh-Hans"

    /// The language a `--lang` value names (`en`, `zh-Hans`), or nil. Language tags ignore
    /// case (BCP 47), so `zh-hans` and `EN` name the same languages.
    package init?(tag: String) {
        guard let match = Self.allCases.first(where: { $0.rawValue.lowercased() == tag.lowercased() }) else { return nil }
        self = match
    }

    /// The language of the user's locale, as POSIX looks it up for messages: the first of
    /// `LC_ALL`, `LC_MESSAGES` and `LANG` that is set and not empty decides; a Chinese
    /// locale (`zh…`) gives Simplified Chinese, anything else (or none) English.
    package init(locale environment: [String: String]) {
        let value = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        self = value?.lowercased().hasPrefix("zh") == true ? .simplifiedChinese : .english
    }

    /// Every tag `--lang` takes, for messages: `en, zh-Hans`.
    package static var tags: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
