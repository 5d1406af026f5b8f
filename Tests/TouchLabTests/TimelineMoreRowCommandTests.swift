import Foundation
import Testing
@testable import TouchLab

/// When the timeline's lanes outnumber its rows, its last row says in words what to do to
/// see the others, in the lab's language.
@MainActor
final class TimelineMoreRowCommandTests: CommandTestCase {
    init() throws { try super.init(named: "timeline-more") }

    @Test(arguments: [("en", "\u{25B2} scroll up for 4 more lanes"), ("zh-Hans", "\u{25B2} 向上滚动，还有 4 行")])
    func theMoreRowSaysHowToSeeTheLanesLeftOut(language: String, expected: String) throws {
        // responder-chain's tap at its last step: eleven lanes, the first four scrolled away.
        let frame = try describeStep("responder-chain", replay: "responder-chain-taps", step: "1:32", language: language)
        let labels = (frame.json["labels"] as? [[String: Any]] ?? []).filter { $0["region"] as? String == "timeline" }
            .compactMap { $0["text"] as? String }
        #expect(labels.contains(expected), "\(labels)")
        #expect(!labels.contains { $0.contains("wheel") || $0.contains("滚轮") }, "\(labels)")
    }
}
