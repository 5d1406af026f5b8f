import Foundation
import Testing
import XServerTesting

/// Tests start Xvfbs side by side; a test that shared another's server would see its windows
/// and its input, so a display number counts as taken only by the server that holds it.
@Suite(.enabled(if: PrivateXvfb.canRun, "needs Xvfb and an X test run (`make test`)"))
struct PrivateXvfbTests {
    @Test func aNumberAnotherServerHoldsIsPassedOver() throws {
        let number = Int.random(in: 900...949)
        let first = try PrivateXvfb(numbers: [number])
        defer { first.stop() }
        // The same number again, many times: Xvfb refuses it and exits, and the server that
        // answers meanwhile is the first one.
        for _ in 0..<20 {
            let second = try PrivateXvfb(numbers: [number, number + 50])
            #expect(second.display != first.display, "two servers claimed \(first.display)")
            second.stop()
        }
    }
}
