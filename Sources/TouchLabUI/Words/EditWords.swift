import TouchLabEngine
import TouchLabFormats

/// What the edits banner says. API names (`userInteractionEnabled`, a recognizer's name)
/// stay as they are in every language.
package struct EditWords: Sendable, Equatable {
    let language: Language

    var changedHeading: String { language.pick("You changed:", "你改动了：") }
    var restoredHeading: String { language.pick("The scene is back as written", "场景已恢复原样") }
    var reset: String { language.pick("Reset", "重置") }
    /// After the inspector's "Why not D?" while the lesson shown is from before a change.
    var beforeTheChange: String {
        language.pick("(in the lesson before your change)", "（改动之前的那一课）")
    }
    var summaryNote: String {
        language.pick("The summary below tells the scene as written.", "下面的说明讲的是原样的场景。")
    }
    /// The same, for the banner under the inspector.
    var summaryAboveNote: String {
        language.pick("The summary above tells the scene as written.", "上面的说明讲的是原样的场景。")
    }
    var staleNote: String {
        language.pick("Overlays from before it are cleared: tap again.", "改动之前的标注已清除：请再点一次。")
    }

    /// One edit as the banner lists it: the view and what it is now, e.g. "D hidden",
    /// "C userInteractionEnabled off", "Card cardPress.delaysTouchesBegan on".
    @MainActor
    func item(_ edit: SceneEdit) -> String {
        switch (edit.property, edit.value) {
        case ("hidden", .bool(true)): language.pick("\(edit.view) hidden", "\(edit.view) 已隐藏")
        case ("hidden", .bool(false)): language.pick("\(edit.view) shown", "\(edit.view) 已显示")
        case (let property, .bool(let on)):
            "\(edit.view) \(property) " + (on ? language.pick("on", "开") : language.pick("off", "关"))
        case ("alpha", .number(let value)): "\(edit.view) alpha \(ViewFacts.alpha(value))"
        case (let property, .number(let value)): "\(edit.view) \(property) \(Self.number(value))"
        case (let property, .names(let names)):
            "\(edit.view) \(property) " + (names.isEmpty ? language.pick("none", "无") : names.joined(separator: ", "))
        }
    }

    /// The edits in one line, between middle dots.
    @MainActor
    func list(_ edits: [SceneEdit]) -> String {
        edits.map(item).joined(separator: " \u{00B7} ")
    }

    /// What the changes did to a second tap in the same place: the hit view before and now.
    @MainActor
    func beforeAfter(before: String, now: String, edits: [SceneEdit]) -> String {
        let changes = list(edits)
        if before == now {
            return language.pick("Before and now: \(before), the same \u{2014} \(changes)", "之前和现在都是 \(before) \u{2014} \(changes)")
        }
        return language.pick("Before: \(before), now: \(now) \u{2014} \(changes)", "之前：\(before)，现在：\(now) \u{2014} \(changes)")
    }

    /// What stands for the edits a full banner has no room to list.
    func more(_ count: Int) -> String { language.pick("and \(count) more", "还有 \(count) 项") }

    /// A whole number as it is, else with two decimals (alpha's 0.30).
    @MainActor
    private static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : ViewFacts.alpha(value)
    }
}
