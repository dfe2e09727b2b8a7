/// A dispatch queue. Every queue sends its blocks to the main run loop (see
/// `RunLoop`), which holds each block until it has run, then releases it.
///
/// `DispatchQueue.global()` and queues made with `DispatchQueue(label:)` run on the same
/// deterministic loop as the main queue: in an app their blocks run on other threads,
/// at a time nobody can predict; here they run in order, when the loop turns, so that
/// lifetimes stay reproducible. What a block retains, and until when, is the same.
public final class DispatchQueue {
    /// The main queue: its blocks run on the main run loop, in the order they were sent.
    static let main = DispatchQueue(label: "com.apple.main-thread")
    /// The one global queue (every quality of service is the same queue here).
    static let __global = DispatchQueue(label: "com.apple.root.default-qos")

    /// The queue's name.
    let label: String

    /// A serial queue of your own.
    init(label: String) {
        self.label = label
    }

    /// A global concurrent queue.
    static func global(qos: DispatchQoS.QoSClass = .default) -> DispatchQueue {
        return DispatchQueue.__global
    }

    /// Runs `work` on the next turn of the run loop; the queue holds the block until then.
    func async(execute work: @escaping () -> Void) {
        RunLoop.main.__enqueue(due: RunLoop.main.__now, label: label, block: work)
    }

    /// Performs `item` on the next turn of the run loop; the queue holds it until then. A
    /// cancelled work item does not run.
    func async(execute item: DispatchWorkItem) {
        RunLoop.main.__enqueue(due: RunLoop.main.__now, label: label, block: { item.perform() })
    }

    /// Runs `work` on the next turn of the run loop, as part of `group`: the group waits
    /// for it to finish.
    func async(group: DispatchGroup, execute work: @escaping () -> Void) {
        group.enter()
        RunLoop.main.__enqueue(due: RunLoop.main.__now, label: label, block: {
            work()
            group.leave()
        })
    }

    /// Runs `work` once the loop reaches `deadline`; the queue holds the block until then.
    func asyncAfter(deadline: DispatchTime, execute work: @escaping () -> Void) {
        RunLoop.main.__enqueue(due: deadline.__seconds, label: label, block: work)
    }

    /// Performs `item` once the loop reaches `deadline`, unless it is cancelled by then; the
    /// queue holds it until then.
    func asyncAfter(deadline: DispatchTime, execute item: DispatchWorkItem) {
        RunLoop.main.__enqueue(due: deadline.__seconds, label: label, block: { item.perform() })
    }
}
