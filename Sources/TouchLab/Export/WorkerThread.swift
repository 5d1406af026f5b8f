import Glibc

/// One thread of its own that runs jobs in the order given: an export codes and writes one
/// GIF image there while the main thread draws and maps the next frame, so two cores share
/// the work. A plain pthread: `touchlab` links no Foundation, and Swift's tasks would give
/// no order or bound without more machinery than this.
///
/// At most `limit` jobs wait; `run` blocks beyond that, so memory stays bounded. The first
/// job that throws stops the rest: its error is thrown by the next `run` or `finish`.
final class WorkerThread: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let changed = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private var thread = pthread_t()
    private var started = false
    private let limit: Int
    // Guarded by `mutex`.
    private var jobs: [() throws -> Void] = []
    private var busy = false, stopping = false
    private var failure: Error?

    /// Starts the thread; jobs beyond `limit` waiting make `run` wait.
    init(limit: Int = 2) {
        self.limit = limit
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(changed, nil)
        let me = Unmanaged.passUnretained(self).toOpaque()
        started = pthread_create(&thread, nil, { argument in
            Unmanaged<WorkerThread>.fromOpaque(argument!).takeUnretainedValue().loop()
            return nil
        }, me) == 0
    }

    deinit {
        stop()
        pthread_cond_destroy(changed)
        pthread_mutex_destroy(mutex)
        changed.deallocate()
        mutex.deallocate()
    }

    /// Queues `job`, after those given before; throws the error of one that failed. Without
    /// a thread (none could be started) the job runs at once.
    func run(_ job: @escaping () throws -> Void) throws {
        guard started else { return try job() }
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        while jobs.count >= limit && failure == nil { pthread_cond_wait(changed, mutex) }
        if let failure { throw failure }
        jobs.append(job)
        pthread_cond_broadcast(changed)
    }

    /// Waits until every job given has run; throws the error of one that failed.
    func finish() throws {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        while (!jobs.isEmpty || busy) && failure == nil { pthread_cond_wait(changed, mutex) }
        if let failure { throw failure }
    }

    /// Drops the jobs still waiting, lets the running one end and ends the thread.
    func stop() {
        guard started else { return }
        pthread_mutex_lock(mutex)
        jobs.removeAll()
        stopping = true
        pthread_cond_broadcast(changed)
        pthread_mutex_unlock(mutex)
        pthread_join(thread, nil)
        started = false
    }

    private func loop() {
        pthread_mutex_lock(mutex)
        while true {
            while jobs.isEmpty && !stopping { pthread_cond_wait(changed, mutex) }
            if stopping { break }
            let job = jobs.removeFirst()
            busy = true
            pthread_mutex_unlock(mutex)
            var error: Error?
            do { try job() } catch let thrown { error = thrown }
            pthread_mutex_lock(mutex)
            busy = false
            if let error, failure == nil {
                failure = error
                jobs.removeAll()
            }
            pthread_cond_broadcast(changed)
        }
        pthread_mutex_unlock(mutex)
    }
}
