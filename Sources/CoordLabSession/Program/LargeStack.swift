import Foundation

/// Runs `body` on a thread with a large stack, so deep (but bounded) recursion in the
/// interpreted program, or a long chain of deinits, cannot overflow coordlab's own stack.
///
/// The caller waits. A call made from a large-stack thread that has used little of its
/// stack yet (a host loop that runs many short inputs, as explore does) runs there, on
/// the room left; one made from deeper (from inside the interpreted program) runs on
/// another such thread. Handing each input to a thread costs two thread switches.
func onLargeStack<T>(_ body: @escaping () throws -> T) throws -> T {
    if LargeStackThread.hasRoomOnThisThread { return try body() }
    let worker = LargeStackThread.take()
    defer { LargeStackThread.putBack(worker) }
    var result: Result<T, Error>?
    worker.perform { result = Result { try body() } }
    return try result!.get()
}

/// A thread with a 1 GiB stack that runs the jobs it is given one at a time, kept in a
/// pool between jobs: starting such a thread for every input took longer than running a
/// small input.
final class LargeStackThread: @unchecked Sendable {
    /// Guards `idle`.
    private static let lock = NSLock()
    /// Threads waiting for a job.
    nonisolated(unsafe) private static var idle: [LargeStackThread] = []
    /// Idle threads kept beyond this many end, so concurrent sessions do not leave a
    /// crowd of large stacks behind.
    private static let kept = 2

    /// The job to run next, handed over by `perform`.
    private var job: (() -> Void)?
    /// Signalled when `job` is set, and when it has run.
    private let ready = DispatchSemaphore(value: 0), done = DispatchSemaphore(value: 0)

    /// An idle thread from the pool, or a new one.
    static func take() -> LargeStackThread {
        lock.lock()
        defer { lock.unlock() }
        return idle.popLast() ?? LargeStackThread()
    }

    /// In a process just made by `fork()`, which has only the thread that forked: forgets
    /// the pool, whose threads did not come along (they are kept, never released: their
    /// semaphores have a waiter that no longer exists, which libdispatch refuses to free).
    static func forgetPoolAfterFork() {
        gone += idle
        idle = []
    }
    nonisolated(unsafe) private static var gone: [LargeStackThread] = []

    /// Returns `worker` to the pool, or ends it when the pool is full.
    static func putBack(_ worker: LargeStackThread) {
        lock.lock()
        let keeps = idle.count < kept
        if keeps { idle.append(worker) }
        lock.unlock()
        if !keeps { worker.hand(nil) }
    }

    /// The stack a large-stack thread's caller may have used for a call to run on the
    /// same stack: the call then has nearly all of the 1 GiB, as on a thread of its own.
    static let sharedStack: UInt = 1 << 20
    /// The key of a large-stack thread's stack base, a value of its own thread: read before
    /// every evaluation, where a lookup in `threadDictionary` cost 3% of exploring.
    private static let stackBaseKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// The address of a local of the calling function: how deep the calling thread's
    /// stack is (stacks grow down).
    @inline(never)
    private static func stackAddress() -> UInt {
        var marker = 0
        return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
    }

    /// Whether the calling thread is a large-stack thread with at most `sharedStack` of its
    /// stack used.
    static var hasRoomOnThisThread: Bool {
        guard let base = pthread_getspecific(stackBaseKey) else { return false }
        return UInt(bitPattern: base) &- stackAddress() < sharedStack
    }

    /// Starts the thread, waiting for its first job.
    private init() {
        let thread = Thread { [self] in
            pthread_setspecific(Self.stackBaseKey, UnsafeRawPointer(bitPattern: Self.stackAddress()))
            while true {
                ready.wait()
                guard let job else { return }  // `hand(nil)`: end the thread
                job()
                self.job = nil
                done.signal()
            }
        }
        thread.stackSize = 1 << 30
        thread.start()
    }

    /// Runs `job` on the thread and waits until it has; nil ends the thread instead.
    private func hand(_ job: (() -> Void)?) {
        self.job = job
        ready.signal()
        if job != nil { done.wait() }
    }

    /// Runs `body` on the thread and waits until it has.
    func perform(_ body: @escaping () -> Void) { hand(body) }
}
