import TouchLabEngine

/// Every sentence the edits banner says, in one place for translation (with the words
/// for withheld-then-dropped touches below). API names
/// (`userInteractionEnabled`, a recognizer's name) stay as they are in every language.
@MainActor
enum EditWords {
    static let changedHeading = "You changed:"
    static let restoredHeading = "The scene is back as written"
    static let reset = "Reset"
    /// After the inspector's "Why not D?" while the lesson shown is from before a change.
    static let beforeTheChange = "(in the lesson before your change)"
    static let summaryNote = "The summary below tells the scene as written."
    static let staleNote = "Overlays from before it are cleared: tap again."

    /// One edit as the banner lists it: the view and what it is now, e.g. "D hidden",
    /// "C userInteractionEnabled off", "Card cardPress.delaysTouchesBegan on".
    static func item(_ edit: SceneEdit) -> String {
        switch (edit.property, edit.value) {
        case ("hidden", .bool(true)): "\(edit.view) hidden"
        case ("hidden", .bool(false)): "\(edit.view) shown"
        case (let property, .bool(let on)): "\(edit.view) \(property) \(on ? "on" : "off")"
        case (let property, .number(let value)): "\(edit.view) \(property) \(number(value))"
        case (let property, .names(let names)):
            "\(edit.view) \(property) \(names.isEmpty ? "none" : names.joined(separator: ", "))"
        }
    }

    /// The edits in one line, between middle dots.
    static func list(_ edits: [SceneEdit]) -> String {
        edits.map(item).joined(separator: " \u{00B7} ")
    }

    /// What stands for the edits a full banner has no room to list.
    static func more(_ count: Int) -> String { "and \(count) more" }

    /// A whole number as it is, else with two decimals (alpha's 0.30).
    private static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : ViewFacts.alpha(value)
    }
}

/// What the timeline and the strip say of a touch withheld from its view and then dropped
/// (`delaysTouchesBegan`, then the recognizer recognized: the view never got the touch).
@MainActor
enum TimelineWords {
    /// The span from the touch's began to the drop, on the view's lane.
    static let withheld = "withheld"
    /// The hollow mark where the withheld messages were dropped.
    static let dropped = "withheld \u{2192} dropped"
}
