/// One UIKit behaviour the conformance suite states, with where the expectation comes from,
/// how TouchLab stands against it, and the scene and input that check it.
struct Behaviour: Sendable {
    /// A stable id, `AREA-NN`: what the table and a failing test name.
    let id: String
    let area: ConformanceArea
    /// What UIKit does, in one line.
    let statement: String
    let source: ConformanceSource
    let status: ConformanceStatus
    /// The check. Required for `matches`; for the other statuses it states UIKit's
    /// behaviour and is run expecting a failure, so a row that starts to match is noticed.
    let probe: Probe?
}

/// The parts of the model the table is grouped by.
enum ConformanceArea: String, CaseIterable, Sendable {
    case hitTesting = "Hit testing"
    case responderChain = "Responder chain"
    case touchDelivery = "Touch delivery"
    case gestures = "Gesture recognizers"
    case interplay = "Recognizers together"
    case controls = "Controls"
    case scrollViews = "Scroll views"
}

/// Where an expectation comes from. Figures Apple does not publish are never given as
/// documented: they are `observed` (with where) or `undocumented` (TouchLab's reading).
enum ConformanceSource: Sendable {
    /// Apple's documentation: the page, and the sentence relied on (briefly quoted).
    case apple(page: String, quote: String)
    /// The Chinese tutorial the lab's seed scenes come from, quoted.
    case tutorial(quote: String)
    /// The same tutorial, by what its example shows (not a quotation).
    case tutorialExample(String)
    /// Not documented; seen in UIKit, and where.
    case observed(where: String)
    /// The documentation is silent; what TouchLab does and why.
    case undocumented(reading: String)
}

/// How TouchLab stands against a behaviour.
enum ConformanceStatus: Sendable, Equatable {
    case matches
    /// TouchLab does something else: how, and why.
    case differs(String)
    /// TouchLab cannot express it yet: what is missing.
    case notModelled(String)

    var name: String {
        switch self {
        case .matches: "matches"
        case .differs: "differs"
        case .notModelled: "not modelled"
        }
    }
}
