import TouchKit
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
    /// "C userInteractionEnabled off", "Card cardPress.delaysTouchesBegan on". Names are
    /// kept whole when the banner wraps (`whole`).
    @MainActor
    func item(_ edit: SceneEdit) -> String {
        let view = Self.whole(edit.view)
        return switch (edit.property, edit.value) {
        case ("hidden", .bool(true)): language.pick("\(view) hidden", "\(view) 已隐藏")
        case ("hidden", .bool(false)): language.pick("\(view) shown", "\(view) 已显示")
        case (let property, .bool(let on)):
            "\(view) \(Self.whole(property)) " + (on ? language.pick("on", "开") : language.pick("off", "关"))
        case ("alpha", .number(let value)): "\(view) alpha \(ViewFacts.alpha(value))"
        case (let property, .number(let value)): "\(view) \(Self.whole(property)) \(Self.number(value))"
        case (let property, .names(let names)):
            "\(view) \(Self.whole(property)) " + (names.isEmpty ? language.pick("none", "无") : names.map(Self.whole).joined(separator: ", "))
        }
    }

    /// The edits in one line, between middle dots.
    @MainActor
    func list(_ edits: [SceneEdit]) -> String {
        edits.map(item).joined(separator: " \u{00B7} ")
    }

    /// What the changes did to a second tap in the same place: the hit view before and
    /// now, or, for the same hit view, how what it received changed.
    @MainActor
    func beforeAfter(_ comparison: BeforeAfter.Comparison) -> String {
        let changes = list(comparison.edits)
        let before = Self.whole(comparison.before), now = Self.whole(comparison.now)
        if before != now {
            return language.pick("Before: \(before), now: \(now) \u{2014} \(changes)", "之前：\(before)，现在：\(now) \u{2014} \(changes)")
        }
        if comparison.deliveredBefore != comparison.deliveredNow {
            return delivery(now, now: comparison.deliveredNow, before: comparison.deliveredBefore) + " \u{2014} " + changes
        }
        return language.pick("Before and now: \(before), the same \u{2014} \(changes)", "之前和现在都是 \(before) \u{2014} \(changes)")
    }

    /// "Card got touchesEnded, before touchesCancelled": the last touch message the same
    /// hit view received after the changes and before them (nil: none reached it).
    private func delivery(_ view: String, now: TouchMethod?, before: TouchMethod?) -> String {
        switch language {
        case .english:
            let got = now.map { "got \($0.messageName)" } ?? "got no touch message"
            return "\(view) \(got), before " + (before?.messageName ?? "none")
        case .simplifiedChinese:
            let got = now.map { "现在收到 \($0.messageName)" } ?? "现在没收到触摸消息"
            return "\(view) \(got)，" + (before.map { "之前收到 \($0.messageName)" } ?? "之前没收到触摸消息")
        }
    }

    /// `name` with a word joiner before each dot, so a wrapped line never splits a
    /// recognizer's setting (`cardTap.cancelsTouchesInView`) or a dotted view name.
    private static func whole(_ name: String) -> String {
        name.split(separator: ".", omittingEmptySubsequences: false).joined(separator: "\u{2060}.")
    }

    /// What stands for the edits a full banner has no room to list.
    func more(_ count: Int) -> String { language.pick("and \(count) more", "还有 \(count) 项") }

    /// A whole number as it is, else with two decimals (alpha's 0.30).
    @MainActor
    private static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : ViewFacts.alpha(value)
    }
}
