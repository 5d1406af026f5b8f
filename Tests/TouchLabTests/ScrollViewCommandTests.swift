#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Testing
import TouchKit
import TouchLabFormats
import TouchLabEngine
@testable import TouchLab

/// The built-in `scroll-view-buttons` scene through the command, as a user runs it: a tap
/// and drags on each of its four lists (List: defaults; Immediate: delaysContentTouches
/// false; Eager: also touchesShouldCancel true; Locked: canCancelContentTouches false).
@MainActor
final class ScrollViewCommandTests {
    var out: [String] = []
    var errors: [String] = []

    func run(_ arguments: [String]) -> Int32 {
        let console = Console(out: { self.out.append($0) }, error: { self.errors.append($0) })
        return TouchLabCommand(console: console, environment: [:]).run(arguments)
    }

    /// The trace without times, values or hit tests.
    var steps: [String] {
        out.filter { !$0.contains("hit-test") }.map { line in
            line.split(separator: " ").dropFirst().prefix(4).joined(separator: " ")
        }
    }

    func index(_ prefix: String) -> Int? { steps.firstIndex { $0.hasPrefix(prefix) } }

    @Test func aQuickTapGivesTheButtonBeganAndEndedTogether() {
        #expect(run(["--headless", "--scene", "scroll-view-buttons", "--tap", "125,170", "--trace"]) == 0)
        let began = out.first { $0.contains("touchesBegan [1]: ListRow1*") }
        let ended = out.first { $0.contains("touchesEnded [1]: ListRow1*") }
        #expect(began?.hasPrefix("0.080 ") == true && ended?.hasPrefix("0.080 ") == true)
        #expect(out.contains { $0.hasSuffix("control ListRow1 touchUpInside") })
        #expect(errors.isEmpty)
    }

    @Test func aDragFromAButtonScrollsAndTheButtonSeesNothing() {
        #expect(run(["--headless", "--scene", "scroll-view-buttons", "--drag", "125,270:125,150:0.2", "--trace"]) == 0)
        #expect(!steps.contains { $0.contains("ListRow") })
        #expect(index("gesture List.pan began") != nil)
        // 120 points of travel, less the 20 before the pan began (the list does not jump).
        #expect(out.last { $0.contains("scroll List contentOffset") }?.hasSuffix("(0.0, 100.0)") == true)
    }

    /// The step of the scrolling moves says where the content got and why that is less than
    /// the finger's travel, in both languages.
    @Test func theScrollingStepSaysTheListFollowsFromWhereThePanBegan() throws {
        let replay = SceneCatalog.assetsDirectory + "/replays/scroll-view-buttons-drag.jsonl"
        let path = NSTemporaryDirectory() + "touchlab-scroll-caption-\(getpid()).json"
        defer { try? FileManager.default.removeItem(atPath: path) }
        for (language, words) in [("en", "List contentOffset ×5 to (0, 100), following the finger from where the pan began"),
                                  ("zh-Hans", "List contentOffset ×5，到（0, 100）：从拖动手势开始处起跟随手指")] {
            #expect(run(["--headless", "--scene", "scroll-view-buttons", "--replay", replay, "--step", "1:21",
                         "--lang", language, "--describe", path]) == 0, "\(errors)")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
            let caption = json["caption"] as? String ?? ""
            #expect(caption.hasSuffix(words), "\(caption)")
        }
    }

    @Test func withoutTheDelayTheButtonHighlightsAtOnceAndNothingScrolls() {
        #expect(run(["--headless", "--scene", "scroll-view-buttons", "--drag", "360,270:360,150:0.2", "--trace"]) == 0)
        #expect(out.contains { $0.hasPrefix("0.000 control ImmediateRow2 touchDown") })
        #expect(index("gesture Immediate.pan failed") != nil)
        #expect(!out.contains { $0.contains("scroll Immediate") })
        #expect(out.contains { $0.hasSuffix("control ImmediateRow2 touchUpInside") })
    }

    @Test func touchesShouldCancelYesCancelsTheButtonThenScrolls() throws {
        #expect(run(["--headless", "--scene", "scroll-view-buttons", "--drag", "595,270:595,150:0.2", "--trace"]) == 0)
        let began = try #require(index("gesture Eager.pan began"))
        let cancel = try #require(index("control EagerRow2 touchCancel"))
        let scroll = try #require(index("scroll Eager contentOffset"))
        #expect(index("control EagerRow2 touchDown")! < began && began < cancel && cancel < scroll)
    }

    /// A slow drag: the finger travels 10 points only after the 0.15 s hold has passed and
    /// the button has the touch.
    @Test func canCancelContentTouchesFalseNeverScrollsOnceTheButtonTracks() {
        #expect(run(["--headless", "--scene", "scroll-view-buttons", "--drag", "830,270:830,150:2", "--trace"]) == 0)
        #expect(out.contains { $0.hasPrefix("0.150 control LockedRow2 touchDown") })
        #expect(index("gesture Locked.pan failed") != nil)
        #expect(!out.contains { $0.contains("scroll Locked") })
        #expect(out.contains { $0.hasSuffix("control LockedRow2 touchUpInside") })
    }
}
