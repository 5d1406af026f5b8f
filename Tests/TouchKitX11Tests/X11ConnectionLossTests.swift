import Foundation
import Glibc
import Testing
import XServerTesting

/// Killing the X server under a running client: the client (x11-probe, built with the
/// tests) must print one clear line and exit with status 1 within a second.
///
/// The test starts its own Xvfb and never connects to it itself, or the lost connection
/// would end the test runner too.
@Suite(.enabled(if: PrivateXvfb.canRun, "needs Xvfb and an X test run (`make test`)"))
struct X11ConnectionLossTests {
    @Test func killedServerEndsTheClientWithAMessage() throws {
        let server = try PrivateXvfb()
        defer { server.stop() }
        let probe = try ChildProcess(try PrivateXvfb.builtExecutable("x11-probe"), ["window", "160x120"],
                                     display: server.display)
        let ready = probe.readLine(timeout: 5)
        try #require(ready?.hasPrefix("ready") == true, "x11-probe said \(ready ?? "nothing")")
        let killedAt = Date()
        server.kill()
        let status = probe.waitForExit(timeout: 3)
        let elapsed = Date().timeIntervalSince(killedAt)
        #expect(status == 1)
        #expect(elapsed < 1, "took \(elapsed) s")
        #expect(probe.standardError() == "touchlab: lost the connection to the X server (\(server.display))\n")
    }
}

