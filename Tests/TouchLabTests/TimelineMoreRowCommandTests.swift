import Foundation
import Testing
import TouchLabFormats
@testable import TouchLab

/// When the timeline's lanes outnumber its rows, its last row says in words what to do to
/// see the others, in the lab's language.
@MainActor
final class TimelineMoreRowCommandTests: CommandTestCase {
    init() throws { try super.init(named: "timeline-more") }

    /// Seven tap recognizers on one view: each its own lane, too many to fold.
    static let manyRecognizers = """
        { "name": "many-taps", "title": "Many tap recognizers", "size": [800, 600],
          "root": { "name": "Screen", "frame": [0, 0, 800, 600],
            "children": [ { "name": "Photo", "frame": [150, 60, 500, 380],
              "gestures": [ { "kind": "tap", "name": "tap1" }, { "kind": "tap", "name": "tap2", "taps": 2 },
                            { "kind": "tap", "name": "tap3", "taps": 3 }, { "kind": "tap", "name": "tap4", "taps": 4 },
                            { "kind": "tap", "name": "tap5", "taps": 5 }, { "kind": "tap", "name": "tap6", "taps": 6 },
                            { "kind": "tap", "name": "tap7", "taps": 7 } ] } ] } }
        """

    @Test(arguments: [("en", "\u{25B2} scroll up for 3 more lanes"), ("zh-Hans", "\u{25B2} 向上滚动，还有 3 行")])
    func theMoreRowSaysHowToSeeTheLanesLeftOut(language: String, expected: String) throws {
        // A tap at its last step: ten lanes once the responders are folded, eight rows.
        try Data(Self.manyRecognizers.utf8).write(to: URL(fileURLWithPath: path("many.json")))
        #expect(run(["--headless", "--scene", path("many.json"), "--tap", "400,250", "--lang", language,
                     "--describe", path("frame.json")]) == 0, "\(errors)")
        let json = try #require(try JSONSerialization.jsonObject(with: bytes("frame.json")) as? [String: Any])
        let labels = (json["labels"] as? [[String: Any]] ?? []).filter { $0["region"] as? String == "timeline" }
            .compactMap { $0["text"] as? String }
        #expect(labels.contains(expected), "\(labels)")
        #expect(!labels.contains { $0.contains("wheel") || $0.contains("滚轮") }, "\(labels)")
    }
}
