// Schedulers: where `receive(on:)`, `debounce`, `delay` and the like run their work. The
// main queue and the main run loop both run it on the run loop's virtual time (see
// `UIKit/RunLoop.swift`), so timed operators give the same output every run.

/// Something that runs work later: the main queue, the main run loop.
public protocol Scheduler {
    /// Runs `action` when this scheduler gets to it.
    func schedule(_ action: @escaping () -> Void)
    /// Runs `action` once `seconds` have passed.
    func schedule(after seconds: Double, _ action: @escaping () -> Void)
}

extension DispatchQueue: Scheduler {
    public func schedule(_ action: @escaping () -> Void) {
        async(execute: action)
    }

    public func schedule(after seconds: Double, _ action: @escaping () -> Void) {
        asyncAfter(deadline: .now() + seconds, execute: action)
    }
}

extension RunLoop: Scheduler {
    public func schedule(_ action: @escaping () -> Void) {
        __enqueue(due: __now, label: "RunLoop.main", block: action)
    }

    public func schedule(after seconds: Double, _ action: @escaping () -> Void) {
        __enqueue(due: __now + seconds, label: "RunLoop.main", block: action)
    }
}
