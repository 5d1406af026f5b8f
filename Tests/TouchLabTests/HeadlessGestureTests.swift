import Testing
import TouchKit
import TouchLabEngine
@testable import TouchLab

/// `--drag` and `--hold` through the command, as a user types them: the recognizers made
/// for those gestures recognize them.
@MainActor
final class HeadlessGestureTests {
    var out: [String] = []
    var errors: [String] = []

    func run(_ arguments: [String]) -> Int32 {
        let console = Console(out: { self.out.append($0) }, error: { self.errors.append($0) })
        return TouchLabCommand(console: console, environment: [:]).run(arguments)
    }

    /// The lines of the trace that mention `word`, without their times and values.
    func lines(containing word: String) -> [String] {
        out.filter { $0.contains(word) }.map { line in
            line.split(separator: " ").dropFirst().prefix(3).joined(separator: " ")
        }
    }

    @Test func dragRecognizesThePanAndCancelsTheViewsTouches() {
        #expect(run(["--headless", "--scene", "pan-cancels-touches", "--drag", "200,200:400,200", "--trace"]) == 0)
        let pan = lines(containing: "gesture drag")
        #expect(pan.first == "gesture drag began" && pan.last == "gesture drag ended")
        #expect(Set(pan.dropFirst().dropLast()) == ["gesture drag changed"])
        // The view heard the finger until the pan began, then the cancel.
        let began = out.firstIndex { $0.contains("gesture drag began") } ?? 0
        #expect(out[began...].contains { $0.contains("touchesCancelled [1]: Canvas") })
        #expect(!out[began...].contains { $0.contains("touchesMoved") || $0.contains("touchesEnded") })
        #expect(out.last { $0.contains("touch 1 ended") }?.hasPrefix("0.500 touch 1 ended (400.0, 200.0)") == true)
        #expect(errors.isEmpty)
    }

    @Test func holdRecognizesTheLongPress() {
        #expect(run(["--headless", "--scene", "gestures-touches-controls", "--hold", "150,200", "--trace"]) == 0)
        #expect(lines(containing: "gesture hold") == ["gesture hold began", "gesture hold ended"])
        #expect(out.contains { $0.hasPrefix("0.800 touch 1 ended (150.0, 200.0)") })
    }

    /// A tap right after a hold waits the interval after the finger lifts.
    @Test func gesturesRunInTheOrderGiven() {
        #expect(run(["--headless", "--scene", "seed-a-to-e", "--hold", "470,140:1", "--tap", "650,140", "--trace"]) == 0)
        #expect(out.filter { $0.contains(" touch ") }.map { String($0.prefix(23)) } == [
            "0.000 touch 1 began (47", "1.000 touch 1 ended (47", "1.500 touch 2 began (65", "1.580 touch 2 ended (65",
        ])
    }

    /// `@T` starts a gesture at a time of its own: two taps 0.2 s apart are a double tap,
    /// which the tap spaced as usual is not.
    @Test func aStartMakesTwoTapsADoubleTap() {
        #expect(run(["--headless", "--scene", "double-tap-single-tap", "--tap", "400,250", "--tap", "400,250@0.2", "--trace"]) == 0)
        #expect(lines(containing: "gesture doubleTap") == ["gesture doubleTap recognized"])
        #expect(lines(containing: "gesture singleTap") == ["gesture singleTap failed"])
        #expect(out.filter { $0.contains(" touch ") }.map { String($0.prefix(19)) } == [
            "0.000 touch 1 began", "0.080 touch 1 ended", "0.200 touch 2 began", "0.280 touch 2 ended",
        ])
        out = []
        #expect(run(["--headless", "--scene", "double-tap-single-tap", "--tap", "400,250", "--tap", "400,250", "--trace"]) == 0)
        #expect(!out.contains { $0.contains("gesture doubleTap recognized") })
    }

    /// A start inside another gesture puts a second finger down beside the first.
    @Test func anOverlappingStartIsASecondFinger() {
        #expect(run(["--headless", "--scene", "seed-a-to-e", "--hold", "470,140:1", "--tap", "650,140@0.5", "--trace"]) == 0)
        #expect(out.filter { $0.contains(" touch ") }.map { String($0.prefix(23)) } == [
            "0.000 touch 1 began (47", "0.500 touch 2 began (65", "0.580 touch 2 ended (65", "1.000 touch 1 ended (47",
        ])
        #expect(errors.isEmpty)
    }

    @Test func aMalformedGestureIsOneLineAndExitTwo() {
        #expect(run(["--headless", "--drag", "1,2:3"]) == 2)
        #expect(run(["--headless", "--hold", "1,2:0"]) == 2)
        #expect(run(["--headless", "--tap", "1,2@-1"]) == 2)
        #expect(run(["--headless", "--drag", "1,2:3,4@x"]) == 2)
        #expect(errors.count == 4 && errors.allSatisfy { $0.hasPrefix("touchlab: --") && !$0.contains("\n") })
        #expect(out.isEmpty)
    }
}
