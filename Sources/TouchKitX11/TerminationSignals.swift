import Glibc

/// SIGINT and SIGTERM as run-loop events. The handler only writes the signal's number into
/// a pipe that the loop polls beside the X connection, so a signal ends the run through
/// the same path as closing the window (touches cancelled, the recording written). A
/// second signal ends the process at once, in case the loop is stuck.
package enum TerminationSignals {
    /// The pipe's ends; -1 until installed.
    nonisolated(unsafe) package static var readEnd: Int32 = -1
    nonisolated(unsafe) package static var writeEnd: Int32 = -1
    nonisolated(unsafe) package static var received: sig_atomic_t = 0
    /// The number of the latest signal that arrived (0 before any).
    nonisolated(unsafe) package static var lastSignal: Int32 = 0

    /// Installs the handlers (once) and unblocks the signals, which a parent process (a test
    /// runner) may have left blocked. Returns the end to poll.
    package static func install() -> Int32 {
        if readEnd < 0 {
            var ends: [Int32] = [-1, -1]
            guard pipe(&ends) == 0 else { return -1 }
            for end in ends {
                _ = fcntl(end, F_SETFL, O_NONBLOCK)
                _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            }
            (readEnd, writeEnd) = (ends[0], ends[1])
            signal(SIGINT, terminationSignalArrived)
            signal(SIGTERM, terminationSignalArrived)
        }
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGINT)
        sigaddset(&set, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        return readEnd
    }

    /// The signal that arrived since the last call, if any.
    package static func take() -> Int32? {
        guard readEnd >= 0 else { return nil }
        var number: UInt8 = 0
        return read(readEnd, &number, 1) == 1 ? Int32(number) : nil
    }
}

/// A C signal handler: async-signal-safe calls only (`write`, `_exit`).
private func terminationSignalArrived(_ number: Int32) {
    TerminationSignals.received += 1
    TerminationSignals.lastSignal = number
    if TerminationSignals.received > 1 { _exit(128 + number) }
    var byte = UInt8(truncatingIfNeeded: number)
    _ = write(TerminationSignals.writeEnd, &byte, 1)
}
