import Glibc
import Testing
@testable import TouchLab

/// The thread a GIF's images are coded on: jobs run in the order given, and the first one
/// that fails stops the rest and comes back to the caller.
struct WorkerThreadTests {
    struct Refused: Error, Equatable {}

    /// What the jobs did, in order (appended on the worker, read after `finish`).
    final class Log: @unchecked Sendable {
        var entries: [Int] = []
    }

    @Test func jobsRunInOrderBeforeFinishReturns() throws {
        let worker = WorkerThread(limit: 2)
        let log = Log()
        for number in 0..<50 {
            try worker.run {
                if number % 7 == 0 { usleep(200) }
                log.entries.append(number)
            }
        }
        try worker.finish()
        #expect(log.entries == Array(0..<50))
    }

    @Test func aFailedJobStopsTheRestAndIsThrown() throws {
        let worker = WorkerThread(limit: 1)
        let log = Log()
        try worker.run { log.entries.append(1) }
        try worker.run { throw Refused() }
        // Jobs given after the failure either are refused at once or never run.
        for number in 2..<10 { try? worker.run { log.entries.append(number) } }
        #expect(throws: Refused.self) { try worker.finish() }
        #expect(log.entries == [1])
        #expect(throws: Refused.self) { try worker.run { log.entries.append(99) } }
    }
}
